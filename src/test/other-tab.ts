import type { TabMessage } from '../domain/tab-sync';

/**
 * The channel src/domain/tab-sync.ts opens. Written here rather than exported from there:
 * the Lao /user/home is at its size budget to the byte, and the export alone took it over.
 */
const TAB_CHANNEL = 'wallet-tabs';

/**
 * Another tab of the wallet, listening on the tabs' channel (docs/product.md#open-tabs):
 * what the tab under test told it. `told()` gives each message as one line, its type and
 * (for a revalidation) its paths: `revalidate /api/passkeys`. Close it at the test's end.
 */
export function otherTab() {
  const channel = new BroadcastChannel(TAB_CHANNEL);
  const heard: TabMessage[] = [];
  channel.onmessage = (event: MessageEvent<TabMessage>) => heard.push(event.data);
  return {
    heard,
    told: () =>
      heard.map((message) =>
        [message.type, ...(message.type === 'revalidate' ? message.paths : [])].join(' '),
      ),
    close: () => channel.close(),
  };
}
