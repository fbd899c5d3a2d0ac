import type { Sandbox } from '../context';
import type { OtpRow } from '../db/rows';
import { ApiError } from './errors';
import { DAY_MS, MINUTE_MS } from './time';

/**
 * What a verified OTP proves, and how often a phone may ask (docs/api.md#otp). A verified
 * `otpToken` is the proof that its phone belongs to the player holding it: it is bound to
 * that phone, never handed to anyone who did not verify it, required and consumed by the
 * registration, and it expires. Sends and wrong codes are capped per phone per 24 hours.
 */

/** How long a verified token stays usable for registration. */
export const VERIFIED_TTL_MS = 30 * MINUTE_MS;
/** Codes sent to one phone in any 24 hours: `clientLimits.otpSendsPerPhone` (client-limits.ts). */
/** Wrong codes entered for one phone (all its codes) in any 24 hours. */
export const WRONG_CODES_PER_DAY = 10;
/** Wrong codes allowed for one code before it is blocked. */
export const WRONG_CODES_PER_CODE = 5;

/** Codes sent and wrong codes entered for `phone` over the last 24 hours. */
export function otpUsageToday(sandbox: Sandbox, phone: string): { sends: number; wrong: number } {
  const row = sandbox.db
    .prepare<[string, number], { sends: number; wrong: number | null }>(
      'SELECT COUNT(*) AS sends, SUM(attempts) AS wrong FROM otps WHERE phone = ? AND created_at > ?',
    )
    .get(phone, sandbox.now() - DAY_MS);
  return { sends: row?.sends ?? 0, wrong: row?.wrong ?? 0 };
}

/** Codes sent to `phone` in the last `windowMs`, and when the oldest of them was sent. */
export function sendsOf(
  sandbox: Sandbox,
  phone: string,
  windowMs: number,
): { count: number; oldest: number } {
  const row = sandbox.db
    .prepare<[string, number], { count: number; oldest: number | null }>(
      'SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM otps WHERE phone = ? AND created_at > ?',
    )
    .get(phone, sandbox.now() - windowMs);
  return { count: row?.count ?? 0, oldest: row?.oldest ?? sandbox.now() };
}

/** 429 OTP_BLOCK once the phone's wrong codes of the day are used up. */
export function checkNotBlocked(sandbox: Sandbox, phone: string): void {
  if (otpUsageToday(sandbox, phone).wrong >= WRONG_CODES_PER_DAY) {
    throw new ApiError('OTP_BLOCK', 429);
  }
}

/** The verified, unused, unexpired token row of `phone`, or null. */
export function liveVerifiedToken(sandbox: Sandbox, token: string, phone: string): OtpRow | null {
  if (!token) return null;
  const row = sandbox.db.prepare<[string], OtpRow>('SELECT * FROM otps WHERE token = ?').get(token);
  if (!row || row.phone !== phone || row.verified_at === null || row.consumed_at !== null) {
    return null;
  }
  return row.verified_at + VERIFIED_TTL_MS > sandbox.now() ? row : null;
}

/**
 * Checks the registration's proof of its phone: no token, or a token not yet verified, is
 * UNVERIFIED_OTP; an unknown token, another phone's or one already used is
 * OTP_TOKEN_INVALID; a verified token older than VERIFIED_TTL_MS is OTP_EXPIRED.
 */
export function checkOtpProof(sandbox: Sandbox, phone: string, token: string): void {
  if (!token) throw new ApiError('UNVERIFIED_OTP');
  const row = sandbox.db.prepare<[string], OtpRow>('SELECT * FROM otps WHERE token = ?').get(token);
  if (!row || row.phone !== phone || row.consumed_at !== null) {
    throw new ApiError('OTP_TOKEN_INVALID');
  }
  if (row.verified_at === null) throw new ApiError('UNVERIFIED_OTP');
  if (row.verified_at + VERIFIED_TTL_MS <= sandbox.now()) throw new ApiError('OTP_EXPIRED');
}

/** Uses the token up, inside the registration's transaction: a second use is OTP_TOKEN_INVALID. */
export function consumeOtp(sandbox: Sandbox, token: string): void {
  const result = sandbox.db
    .prepare('UPDATE otps SET consumed_at = ? WHERE token = ? AND consumed_at IS NULL')
    .run(sandbox.now(), token);
  if (result.changes !== 1) throw new ApiError('OTP_TOKEN_INVALID');
}
