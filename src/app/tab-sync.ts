import { clearServerCache } from '../domain/server-cache';
import { revalidateServerText } from '../domain/server-text';
import { forgetMember, localeAtom, tokenAtom } from '../domain/session';
import { listenToOtherTabs, type TabMessage } from '../domain/tab-sync';
import { readToken, writeToken } from '../lib/storage';
import { navigate } from './navigation';
import type { appStore } from './store';

/**
 * What this tab does when another tab of the wallet logs in, logs out, changes the
 * password or the language (docs/product.md#open-tabs). The member routes guard themselves: with the token
 * gone they go to /login. Reloading data after a money move is the SWR provider's part.
 */
export function followOtherTabs(
  store: typeof appStore,
  go: typeof navigate = navigate,
): () => void {
  return listenToOtherTabs((message: TabMessage) => {
    switch (message.type) {
      case 'logout':
        forgetMember({ outbox: false });
        store.set(tokenAtom, null);
        return;
      case 'login':
        // The device has one member at a time: every tab follows the newest login, and
        // nothing cached for another member may show for a frame.
        if (readToken() !== message.token || store.get(tokenAtom) !== message.token) {
          clearServerCache();
          writeToken(message.token, message.remember);
          store.set(tokenAtom, message.token);
        }
        if (window.location.pathname === '/login') go('/user', { replace: true });
        return;
      case 'password-changed':
        // The server ended every other session of the member: a tab holding another
        // token is out now rather than at its next call.
        if (store.get(tokenAtom) !== null && store.get(tokenAtom) !== message.token) {
          forgetMember({ outbox: false });
          store.set(tokenAtom, null);
        }
        return;
      case 'revalidate':
        return;
      case 'locale':
        // The other tab stored the choice already; the texts the server wrote (agreement,
        // conditions, notices) are asked for again in the new language, as a switch here does.
        if (store.get(localeAtom) === message.locale) return;
        store.set(localeAtom, message.locale);
        revalidateServerText();
        return;
    }
  });
}
