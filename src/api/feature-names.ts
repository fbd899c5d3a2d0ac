/**
 * The additions beyond the spec's API that a backend may have (docs/api.md#optional-capabilities).
 * A backend announces the ones it has in `GET /api/lookup/features`; the wallet shows each
 * only where it is announced, and check-backend reports which ones a backend offers.
 */
export const FEATURES = [
  /** "Forgot password?": phone, OTP, new password (`/api/password-reset/...`). */
  'passwordReset',
  /** Log in with a passkey (WebAuthn) and manage the member's passkeys. */
  'passkeys',
  /** The member's signed-in devices, each of which can be logged out. */
  'sessions',
  /** A fresh proof of the password before money leaves or the bank name changes. */
  'stepUp',
  /** Deposit limits per day, 7 days and 30 days. */
  'depositLimits',
  /** A reminder of time and money spent at an interval the player picks. */
  'realityCheck',
  /** A break or an exclusion the player sets, which the wallet cannot shorten. */
  'selfExclusion',
] as const;

export type Feature = (typeof FEATURES)[number];

const KNOWN: ReadonlySet<string> = new Set(FEATURES);

export function isFeature(name: unknown): name is Feature {
  return typeof name === 'string' && KNOWN.has(name);
}
