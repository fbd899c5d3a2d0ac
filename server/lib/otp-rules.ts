import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Sandbox } from '../context';
import type { OtpPurpose, OtpRow } from '../db/rows';
import { countRequest } from './client-limits';
import { ApiError, tooMany } from './errors';
import { randomRef, randomToken } from './ids';
import { clientAddress } from './rate-store';
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

/**
 * What every typed code passes before it is compared, whatever it is for: the code has not
 * expired, has wrong tries left, and its phone has not used up the day's wrong codes.
 */
export function checkCodeOpen(sandbox: Sandbox, otp: OtpRow): void {
  if (sandbox.now() > otp.expires_at) throw new ApiError('OTP_EXPIRED');
  if (otp.attempts >= WRONG_CODES_PER_CODE) throw new ApiError('OTP_BLOCK', 429);
  checkNotBlocked(sandbox, otp.phone);
}

/** A wrong code, counted against its code and so against its phone's day. */
export function countWrongCode(sandbox: Sandbox, otp: OtpRow): void {
  sandbox.db.prepare('UPDATE otps SET attempts = attempts + 1 WHERE token = ?').run(otp.token);
}

/**
 * Counts a code request against its address (docs/api.md#request-limits), whatever its
 * phone, purpose or answer: codes sent to many phones (SMS pumping) and answers that tell
 * who is a member are both capped; registration and password reset share the count.
 */
export function countSendOfAddress(sandbox: Sandbox, request: FastifyRequest): void {
  const key = `otp-address:${clientAddress(request)}`;
  countRequest(sandbox, key, sandbox.clientLimits.otpSendsPerAddress, 'OTP_REQUEST_LIMIT');
}

/** The row of `token` if it was issued for `purpose`: another purpose's token is unknown here. */
export function otpOf(sandbox: Sandbox, token: string, purpose: OtpPurpose): OtpRow | undefined {
  return sandbox.db
    .prepare<[string, OtpPurpose], OtpRow>('SELECT * FROM otps WHERE token = ? AND purpose = ?')
    .get(token, purpose);
}

/**
 * The SMS a code goes out in. Its last line is the one the WebOTP API reads
 * (`@<host> #<code>`, the host of the wallet's origin), so a browser that has the API fills
 * the code in itself.
 */
export function smsText(sandbox: Sandbox, code: string, ref: string): string {
  const host = new URL(sandbox.publicOrigin()).host;
  return `Your code is ${code} (ref ${ref}).\n\n@${host} #${code}`;
}

/**
 * A new code for `phone`, after the phone's limits (docs/api.md#otp): the day's wrong codes
 * (429 OTP_BLOCK), a minute since its last code (429 REQUEST_LIMIT_1MIN) and its codes of
 * the window (429 REQUEST_LIMIT), whatever each code was for. `deliver` false stores a code
 * nobody can type and sends nothing (a password reset for a phone that is no member): the
 * row, the checks and the answer are the same, so neither tells who is a member.
 */
export function issueCode(
  sandbox: Sandbox,
  phone: string,
  purpose: OtpPurpose,
  deliver: boolean,
): OtpRow {
  checkNotBlocked(sandbox, phone);
  const now = sandbox.now();
  const last = sandbox.db
    .prepare<[string], OtpRow>('SELECT * FROM otps WHERE phone = ? ORDER BY created_at DESC')
    .get(phone);
  if (last && now - last.created_at < sandbox.otpResendMs) {
    throw tooMany('REQUEST_LIMIT_1MIN', last.created_at + sandbox.otpResendMs - now);
  }
  const perPhone = sandbox.clientLimits.otpSendsPerPhone;
  const sent = sendsOf(sandbox, phone, perPhone.windowMs);
  if (sent.count >= perPhone.max) {
    throw tooMany('REQUEST_LIMIT', sent.oldest + perPhone.windowMs - now);
  }
  const code = sandbox.otpCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row: OtpRow = {
    token: randomToken(),
    ref: randomRef(4),
    phone,
    // Every typed code is non-blank (the calls refuse a blank one), so '' matches none.
    code: deliver ? code : '',
    created_at: now,
    expires_at: now + sandbox.otpTtlMs,
    verified_at: null,
    attempts: 0,
    consumed_at: null,
    purpose,
  };
  sandbox.db
    .prepare(
      `INSERT INTO otps (token, ref, phone, code, created_at, expires_at, verified_at, attempts, consumed_at, purpose)
       VALUES (@token, @ref, @phone, @code, @created_at, @expires_at, @verified_at, @attempts, @consumed_at, @purpose)`,
    )
    .run(row);
  // One line in the log: the SMS text with its line breaks escaped.
  if (deliver)
    sandbox.log(`OTP SMS to ${phone}: ${JSON.stringify(smsText(sandbox, code, row.ref))}`);
  else sandbox.log(`OTP for ${phone} not sent (${purpose}: no member) (ref ${row.ref})`);
  return row;
}

/** The verified, unused, unexpired registration token row of `phone`, or null. */
export function liveVerifiedToken(sandbox: Sandbox, token: string, phone: string): OtpRow | null {
  if (!token) return null;
  const row = otpOf(sandbox, token, 'register');
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
  const row = otpOf(sandbox, token, 'register');
  if (!row || row.phone !== phone || row.consumed_at !== null) {
    throw new ApiError('OTP_TOKEN_INVALID');
  }
  if (row.verified_at === null) throw new ApiError('UNVERIFIED_OTP');
  if (row.verified_at + VERIFIED_TTL_MS <= sandbox.now()) throw new ApiError('OTP_EXPIRED');
}

/** Uses the token up, inside the registration's (or reset's) transaction: a second use is OTP_TOKEN_INVALID. */
export function consumeOtp(sandbox: Sandbox, token: string): void {
  const result = sandbox.db
    .prepare('UPDATE otps SET consumed_at = ? WHERE token = ? AND consumed_at IS NULL')
    .run(sandbox.now(), token);
  if (result.changes !== 1) throw new ApiError('OTP_TOKEN_INVALID');
}
