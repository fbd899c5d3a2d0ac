import { localeAtom } from '../domain/session';
import type { MessagePart } from './message-parts';
import { loadMessages } from './messages';
import { appStore } from './store';

/**
 * A lazily loaded screen (group) renders once its texts are here too, so no message id
 * ever flashes; a failed text download does not block the screen (the intl provider asks
 * again).
 */
export const withMessages = <T>(screens: Promise<T>, parts: MessagePart[]): Promise<T> =>
  Promise.all([screens, loadMessages(appStore.get(localeAtom), parts).catch(() => undefined)]).then(
    ([module]) => module,
  );
