import { localeAtom } from '../domain/session';
import { loadMessages } from './messages';
import { appStore } from './store';

/**
 * For the route tables' lazy(): the contact page once its chunk and the chat's texts (the
 * `chat` message part) are here. A failed text download does not block the screen: the
 * intl provider asks again.
 */
export function loadContactPage(mode: 'guest' | 'member') {
  return Promise.all([
    import('./contact-page'),
    loadMessages(appStore.get(localeAtom), ['chat']).catch(() => undefined),
  ]).then(([module]) => ({
    default: mode === 'guest' ? module.GuestContactPage : module.MemberContactPage,
  }));
}
