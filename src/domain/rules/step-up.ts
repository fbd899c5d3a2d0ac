/**
 * The fresh proof before a sensitive action, capability `stepUp` (docs/api.md#step-up): a
 * withdrawal or a change of the bank account needs the password proven within this long on
 * the same session (a login, a password change or `POST /api/account/reauth`). The wallet
 * and the sandbox read the same rule.
 */
export const STEP_UP_MAX_AGE_MS = 15 * 60_000;

/** Whether a proof made at `provenAt` still counts at `now` (both epoch milliseconds). */
export function proofIsFresh(provenAt: number | null, now: number): boolean {
  if (provenAt === null) return false;
  return now - provenAt <= STEP_UP_MAX_AGE_MS && provenAt <= now;
}

/** The refusal of a call that needs a fresh proof (403), in src/api/error-codes.ts. */
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';
