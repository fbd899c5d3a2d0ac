import { forgetMember, tokenAtom } from '../domain/session';
import { navigate } from './navigation';
import type { appStore } from './store';

/**
 * The server ended the session (any 401, an identity code: docs/api.md#behaviour-the-wallet-relies-on):
 * the token and every cached answer go at once, not at the next login.
 */
export function endSession(store: typeof appStore, go: typeof navigate = navigate): void {
  forgetMember({ outbox: false });
  store.set(tokenAtom, null);
  go('/login', { replace: true });
}
