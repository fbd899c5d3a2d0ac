/**
 * The error catalogue (docs/product.md#error-catalogue): every code the server may answer with. The wallet
 * translates each through `locales/*.json` (id `error.<CODE>`); the sandbox answers only
 * with these. Slip reason codes are separate: they are notes on a slip, not call errors.
 */
export const ERROR_CODES = [
  // auth
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
  'INVALID_IP',
  'WRONG_CREDENTIAL',
  'WRONG_PASSWORD',
  'NO_USER',
  'INACTIVE_USER',
  'LOGIN_FAIL',
  // passkeys (docs/api.md#passkeys)
  'PASSKEY_CHALLENGE_EXPIRED',
  'PASSKEY_INVALID',
  'PASSKEY_EXISTS',
  'PASSKEY_UNKNOWN',
  // game site lookups
  'NOT_AREASLOT',
  'NOT_UFABET',
  // OTP
  'OTP_BLOCK',
  'REQUEST_LIMIT',
  'REQUEST_LIMIT_1MIN',
  'OTP_TOKEN_INVALID',
  'OTP_NOT_EXIST',
  'OTP_VERIFIED',
  'OTP_EXPIRED',
  'OTP_CODE_INVALID',
  'OTP_CODE_VALID',
  'UNVERIFIED_OTP',
  'OTP_SEND_FAIL',
  'OTP_VERIFY_FAIL',
  // too many codes asked for from one address (docs/api.md#request-limits), with Retry-After
  'OTP_REQUEST_LIMIT',
  // registration
  'EXISTING_USER',
  'EXISTING_BANK',
  'INVALID_USER_INFO',
  'INVALID_BANK',
  'BANK_ACCOUNT_NAME_ENG',
  'REGISTER_FAIL',
  'GAME_ACTIVATION_FAIL',
  'PHONE_NUMBER_REQUIRE_10_DIGIT',
  'INVITE_CODE_INVALID',
  // bonus
  'BONUS_REMAINING',
  'BONUS_ALREADY_ACTIVE',
  'BONUS_MAX_CLAIMED',
  'BONUS_CONDITION',
  'BONUS_CLEAR',
  'BONUS_FULL',
  'NO_PROMOTION',
  'PROMOTION_RECEIVED',
  // invite
  'INVITE_COLLECT',
  'INVITE_INACTIVE',
  'NO_INVITE_BONUS',
  'NO_INVITEE_PLAY_INFO',
  'INVITE_BONUS_SUCCESS',
  'INVITE_BONUS_FAIL',
  // refund
  'NO_REFUND',
  'REFUND_CONDITION',
  'REFUND_SUCCESS',
  'REFUND_INACTIVE',
  'REFUND_MINIMUM',
  // game and transfer
  'SLOT_ALREADY_ACTIVE',
  'SLOT_ACTIVATE_FAIL',
  'SLOT_NO_ACCOUNT',
  'SLOT_RESET_PASSWORD_FAIL',
  'TRANSFER_MINIMUM',
  'NO_GAME',
  'MONEY_NOT_ENOUGH',
  'TRANSFER_FAIL',
  'NO_BANK',
  'NO_WALLET',
  // slips and links
  'SLIP_UPLOAD_FAIL',
  'SLIP_NO_FILE',
  'SLIP_INVALID_FILE',
  // uploads (slips and chat): content that is not its type; too many files or bytes (docs/api.md#request-limits)
  'FILE_CONTENT_INVALID',
  'UPLOAD_LIMIT',
  'TRUELINK_DUPLICATE',
  'TRUELINK_INVALID',
  'QR_FAIL',
  // general
  'INTERNAL_SERVER_ERROR',
  'KEY_MISSING',
  'KEY_INVALID',
  // money orders sent with an Idempotency-Key (docs/api.md#idempotency-key)
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  // a withdrawal or a bank change without a password proof of the last 15 minutes
  // (capability stepUp, docs/api.md#step-up)
  'REAUTH_REQUIRED',
  // a deposit over a limit the member set (capability depositLimits,
  // docs/api.md#deposit-limits); `details.left` is what may still be deposited
  'DEPOSIT_LIMIT',
  // a login or a password reset while a break or exclusion the member chose runs
  // (capability selfExclusion, docs/api.md#self-exclusion); `details.until` is its end
  'SELF_EXCLUDED',
  'NO_DATA',
  'OK',
  'SUCCESS',
  // spin coupons
  'NO_CLAIMABLE_COUPON',
  'INVALID_PRIZE_CODE',
  'INVALID_CODE',
  'INVALID_COUPON_TYPE',
  'COUPON_EXPIRED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Reason codes a slip's `note` may carry (docs/product.md#slip-reason-codes, shown in brackets). */
export const SLIP_REASON_CODES = [
  'UPLOADED_FILE_NOT_EXIST',
  'IMG_SIZE_UNABLE_TO_PROCESS',
  'CANNOT_READ_CROPPED_IMAGE',
  'DEST_ACC_INVALID',
  'SLIP_REFNO_DUPLICATED',
  'UNSTABLE_REFNO_ON_SLIP',
  'TRIPPLE_WRONG_CAPTCHA',
  'INVALID_SLIP',
  'NOT_MATCH',
  'EXPIRED_SLIP',
  'UNKNOW_ERROR',
] as const;

export type SlipReasonCode = (typeof SLIP_REASON_CODES)[number];

/** Wire-level codes outside the catalogue (docs/api.md#wire-format). */
export const INVALID_TOKEN = 'invalid-token';
export const GONE = 'gone';

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}
