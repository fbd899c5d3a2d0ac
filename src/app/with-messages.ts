import { localeAtom } from '../domain/session';
import type { MessagePart } from './message-parts';
import { loadMessages } from './messages';
import { appStore } from './store';

/**
 * A lazily loaded screen (or screen group) that renders once the message parts it shows
 * are here too, so it never flashes message ids. A failed text download does not block the
 * screen: the intl provider asks again.
 */
export function withMessages<T>(screens: Promise<T>, parts: MessagePart[]): Promise<T> {
  return Promise.all([
    screens,
    loadMessages(appStore.get(localeAtom), parts).catch(() => undefined),
  ]).then(([module]) => module);
}
