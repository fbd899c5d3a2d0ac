import type { Locale } from '../../brands/types';
import { isLocale } from '../lib/locale';

/**
 * The open tabs of the wallet in one browser agree (docs/product.md#open-tabs): a login, a
 * logout, a password change, a language chosen and a change of server data in one tab reach the others over a
 * BroadcastChannel, which only pages of the same origin can join. A browser without it keeps
 * every tab to itself, as before.
 */
export type TabMessage =
  /** A member logged in here: the others switch to that login. */
  | { type: 'login'; token: string; remember: boolean }
  /** The member logged out here: every tab logs out. */
  | { type: 'logout' }
  /**
   * The password changed here. The server ended every other session of the member, so a
   * tab holding another token is out; a tab with this one stays.
   */
  | { type: 'password-changed'; token: string }
  /** Server data behind these API paths changed here (money moved): reload them. */
  | { type: 'revalidate'; paths: readonly string[] }
  /** The player chose this language here: every tab shows it. */
  | { type: 'locale'; locale: Locale };

type Listener = (message: TabMessage) => void;

const CHANNEL = 'wallet-tabs';
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function isTabMessage(value: unknown): value is TabMessage {
  if (!value || typeof value !== 'object') return false;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'login':
      return typeof message.token === 'string' && typeof message.remember === 'boolean';
    case 'logout':
      return true;
    case 'password-changed':
      return typeof message.token === 'string';
    case 'revalidate':
      return (
        Array.isArray(message.paths) && message.paths.every((path) => typeof path === 'string')
      );
    case 'locale':
      return isLocale(message.locale);
    default:
      return false;
  }
}

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  try {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  } catch {
    channel = null;
  }
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    // A message from another build or an older version of the wallet is ignored, not trusted.
    if (!isTabMessage(event.data)) return;
    for (const listener of listeners) listener(event.data);
  });
  return channel;
}

/** Tells the other tabs; this tab does not hear its own message. */
export function tellOtherTabs(message: TabMessage): void {
  try {
    open()?.postMessage(message);
  } catch {
    // A closed or unavailable channel: the other tabs catch up at their next call.
  }
}

/** Hears the other tabs until the returned function is called. */
export function listenToOtherTabs(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
