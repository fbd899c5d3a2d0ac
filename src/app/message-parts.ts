/**
 * The message files are split at build time into parts, one chunk per part and language
 * (scripts/locale-part-loader.cjs), by the message id's prefix (messagePart below):
 * - `core`: what the first screen of any route needs (shells, terminated, the
 *   design system, the error catalogue), loaded before the first paint; `login`: the login
 *   screen's, loaded before a guest's first paint and with the login screen;
 * - named parts for screens only some players open (`guest`: registration, the forgotten
 *   password and how-to;
 *   `deposit`: the deposit and slip-status modals; `member`: the bonus, statement and
 *   profile screens (signed-in devices included), the change-password modal and "Play
 *   within limits"; `transfer`: the transfer and withdraw
 *   modals and a game account's modal; `spin`: the spin wheel; `chat`: the contact screen
 *   and its live chat; `rewards`: the invite and refund modals; `passkey`: the login screen's passkey button and offer; `stepUp`: the password asked again), loaded with
 *   those screens or modals;
 * - `rest`: every other id (and the refusals listed under it), loaded right after the
 *   first paint and before any lazily loaded screen renders.
 * /login and /user/home stay small however many texts other screens add.
 */
/** Catalogue texts of refusals only one part's screens can meet: they come with that part. */
const refusals = (...codes: string[]) => codes.map((code) => `error.${code}`);

export const MESSAGE_PARTS = {
  // `error`: the catalogue, so a refusal on the first screen (a wrong password on a slow
  // phone) is never shown as a bare code while the rest of the texts are on their way;
  // but not the refusals only a later screen's calls can meet (listed with that screen's
  // part below, from the calls' codes in src/api/contract/).
  core: ['app', 'language', 'nav', 'ui', 'terminated', 'error'],
  // The login screen's own texts: a guest's first screen waits for them (boot.tsx), a
  // member's home screen never downloads them (docs/architecture.md#first-load).
  login: ['login'],
  // Registration and password reset: the OTP's and the new account's refusals.
  guest: [
    'register',
    'reset',
    'howto',
    ...refusals(
      'OTP_BLOCK',
      'OTP_CODE_INVALID',
      'OTP_EXPIRED',
      'OTP_NOT_EXIST',
      'OTP_REQUEST_LIMIT',
      'OTP_SEND_FAIL',
      'OTP_TOKEN_INVALID',
      'OTP_VERIFIED',
      'OTP_VERIFY_FAIL',
      'REQUEST_LIMIT_1MIN',
      'UNVERIFIED_OTP',
      'REGISTER_FAIL',
      'INVITE_CODE_INVALID',
      'INVALID_USER_INFO',
      'EXISTING_USER',
    ),
  ],
  deposit: [
    'deposit',
    'slips',
    'slipReason',
    ...refusals(
      'SLIP_INVALID_FILE',
      'SLIP_NO_FILE',
      'SLIP_UPLOAD_FAIL',
      'TRUELINK_DUPLICATE',
      'TRUELINK_INVALID',
      'DEPOSIT_LIMIT',
    ),
  ],
  member: [
    'bonus',
    'promotion',
    'statement',
    'profile',
    'password',
    'sessions',
    'limits',
    ...refusals(
      'BONUS_ALREADY_ACTIVE',
      'BONUS_FULL',
      'BONUS_MAX_CLAIMED',
      'BONUS_CONDITION',
      'NO_PROMOTION',
      'PROMOTION_RECEIVED',
    ),
  ],
  transfer: [
    'transfer',
    'withdraw',
    'slot',
    ...refusals(
      'MONEY_NOT_ENOUGH',
      'NO_BANK',
      'TRANSFER_FAIL',
      'SLOT_ACTIVATE_FAIL',
      'SLOT_ALREADY_ACTIVE',
      'SLOT_RESET_PASSWORD_FAIL',
    ),
  ],
  spin: [
    'spin',
    ...refusals(
      'COUPON_EXPIRED',
      'INVALID_CODE',
      'INVALID_COUPON_TYPE',
      'INVALID_PRIZE_CODE',
      'NO_CLAIMABLE_COUPON',
    ),
  ],
  // The contact screen's own texts come with it (src/app/*-routes.tsx), not with /user/home.
  chat: ['chat', 'contact'],
  // The invite and refund modals, opened from /user/home's shortcuts: with the modals.
  rewards: [
    'invite',
    'refund',
    ...refusals('REFUND_CONDITION', 'REFUND_INACTIVE', 'REFUND_MINIMUM', 'NO_REFUND'),
  ],
  // Only where the backend has passkeys, with the login screen's code that shows them.
  passkey: ['passkey'],
  // The password asked again before money leaves: with its dialog, on the rare refusal.
  stepUp: ['stepUp'],
  // Catalogue texts of refusals only the member screens' and the guest forms' calls can
  // meet, never /login's (src/api/contract/account.ts): with every other id, which those
  // screens wait for (src/app/routes.tsx), out of what /login's first render waits for.
  rest: refusals(
    'OTP_CODE_VALID',
    'EXISTING_BANK',
    'INVALID_BANK',
    'BANK_ACCOUNT_NAME_ENG',
    'GAME_ACTIVATION_FAIL',
    'BONUS_REMAINING',
    'BONUS_CLEAR',
    'INVITE_COLLECT',
    'INVITE_INACTIVE',
    'NO_INVITE_BONUS',
    'NO_INVITEE_PLAY_INFO',
    'INVITE_BONUS_SUCCESS',
    'INVITE_BONUS_FAIL',
    'REFUND_SUCCESS',
    'SLOT_NO_ACCOUNT',
    'TRANSFER_MINIMUM',
    'NO_GAME',
    'NO_WALLET',
    'FILE_CONTENT_INVALID',
    'UPLOAD_LIMIT',
    'QR_FAIL',
    'IDEMPOTENCY_KEY_REUSED',
    'IDEMPOTENCY_KEY_IN_USE',
    'REAUTH_REQUIRED',
  ),
} as const satisfies Record<string, readonly string[]>;

export type MessagePart = keyof typeof MESSAGE_PARTS;

/**
 * The part of a message id: the part with the longest prefix of it, a prefix being a whole
 * id or its first segments (`register` holds `register.title`; `error.OTP_EXPIRED` takes
 * that one id out of `error`). scripts/locale-part-loader.cjs splits the files the same way
 * (message-parts.test.ts holds both to it).
 */
export function messagePart(id: string): MessagePart {
  let found: MessagePart = 'rest';
  let length = 0;
  for (const [part, prefixes] of Object.entries(MESSAGE_PARTS)) {
    for (const prefix of prefixes as readonly string[]) {
      if ((id === prefix || id.startsWith(`${prefix}.`)) && prefix.length > length) {
        found = part as MessagePart;
        length = prefix.length;
      }
    }
  }
  return found;
}
