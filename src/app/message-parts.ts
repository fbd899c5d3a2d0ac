/**
 * The message files are split at build time into parts, one chunk per part and language
 * (scripts/locale-part-loader.cjs), by the first segment of the message id:
 * - `core`: what the first screen of any route needs (shells, login, 404, terminated, the
 *   design system, the error catalogue), loaded before the first paint;
 * - named parts for screens only some players open (`guest`: registration, the forgotten
 *   password and how-to;
 *   `deposit`: the deposit and slip-status modals; `member`: the bonus, statement and
 *   profile screens (signed-in devices included), the change-password modal and "Play
 *   within limits"; `transfer`: the transfer and withdraw
 *   modals and a game account's modal; `spin`: the spin wheel; `chat`: the contact screen
 *   and its live chat), loaded with those screens or modals;
 * - `rest`: every other id, loaded right after the first paint and before any lazily
 *   loaded screen renders.
 * /login and /user/home stay small however many texts other screens add.
 */
export const MESSAGE_PARTS = {
  // `error`: the catalogue, so a refusal on the first screen (a wrong password on a slow
  // phone) is never shown as a bare code while the rest of the texts are on their way.
  core: ['app', 'language', 'nav', 'login', 'ui', 'notFound', 'terminated', 'error'],
  guest: ['register', 'reset', 'howto'],
  deposit: ['deposit', 'slips', 'slipReason'],
  member: ['bonus', 'promotion', 'statement', 'profile', 'password', 'sessions', 'limits'],
  transfer: ['transfer', 'withdraw', 'slot'],
  spin: ['spin'],
  // The contact screen's own texts come with it (src/app/*-routes.tsx), not with /user/home.
  chat: ['chat', 'contact'],
} as const satisfies Record<string, readonly string[]>;

export type MessagePart = keyof typeof MESSAGE_PARTS | 'rest';

export function messagePart(id: string): MessagePart {
  const prefix = id.split('.')[0] ?? '';
  for (const [part, prefixes] of Object.entries(MESSAGE_PARTS)) {
    if ((prefixes as readonly string[]).includes(prefix)) return part as MessagePart;
  }
  return 'rest';
}
