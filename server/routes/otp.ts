import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../context';
import type { OtpRow } from '../db/rows';
import { countRequest } from '../lib/client-limits';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError, tooMany } from '../lib/errors';
import { randomRef, randomToken } from '../lib/ids';
import { text } from '../lib/input';
import { checkPhone } from '../lib/member-rules';
import {
  checkNotBlocked,
  liveVerifiedToken,
  sendsOf,
  WRONG_CODES_PER_CODE,
} from '../lib/otp-rules';
import { clientAddress } from '../lib/rate-store';

/**
 * One-time codes (docs/api.md#otp). Nothing is sent: the code is printed to the sandbox
 * log (fixed by SANDBOX_OTP) and readable at GET /api/__sandbox/otp/:phone.
 */
export function otpRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;

  route('POST /api/otp/send', async (request) => {
    const limits = sandbox.clientLimits;
    // Every call counts against its address, whatever its phone or answer: codes sent to
    // many phones (SMS pumping) and EXISTING_USER answers (who is a member) are both capped.
    const addressKey = `otp-address:${clientAddress(request)}`;
    countRequest(sandbox, addressKey, limits.otpSendsPerAddress, 'OTP_REQUEST_LIMIT');
    const body = request.body;
    const phone = checkPhone(sandbox, text(body, 'phoneNumber', { max: 20 }));
    const heldToken = text(body, 'otpToken', { optional: true, max: 100 });
    if (db.prepare('SELECT 1 FROM users WHERE username = ?').get(phone)) {
      throw new ApiError('EXISTING_USER');
    }
    // OTP_VERIFIED only to whoever holds the verified token: anyone else asking for a
    // verified phone gets a new code sent to that phone, never its token.
    const verified = liveVerifiedToken(sandbox, heldToken, phone);
    if (verified) return { otpRef: verified.ref, otpToken: verified.token, code: 'OTP_VERIFIED' };

    checkNotBlocked(sandbox, phone);
    const now = sandbox.now();
    const last = db
      .prepare<[string], OtpRow>('SELECT * FROM otps WHERE phone = ? ORDER BY created_at DESC')
      .get(phone);
    if (last && now - last.created_at < sandbox.otpResendMs) {
      throw tooMany('REQUEST_LIMIT_1MIN', last.created_at + sandbox.otpResendMs - now);
    }
    const perPhone = limits.otpSendsPerPhone;
    const sent = sendsOf(sandbox, phone, perPhone.windowMs);
    if (sent.count >= perPhone.max) {
      throw tooMany('REQUEST_LIMIT', sent.oldest + perPhone.windowMs - now);
    }
    const code = sandbox.otpCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row: OtpRow = {
      token: randomToken(),
      ref: randomRef(4),
      phone,
      code,
      created_at: now,
      expires_at: now + sandbox.otpTtlMs,
      verified_at: null,
      attempts: 0,
      consumed_at: null,
    };
    db.prepare(
      `INSERT INTO otps (token, ref, phone, code, created_at, expires_at, verified_at, attempts, consumed_at)
       VALUES (@token, @ref, @phone, @code, @created_at, @expires_at, @verified_at, @attempts, @consumed_at)`,
    ).run(row);
    sandbox.log(`OTP for ${phone}: ${code} (ref ${row.ref})`);
    return { otpRef: row.ref, otpToken: row.token, code: 'OTP_SENT' };
  });

  route('POST /api/otp/verify', async (request) => {
    const body = request.body;
    const otpToken = text(body, 'otpToken', { max: 100 });
    const otpCode = text(body, 'otpCode', { max: 10 });
    const otp = db.prepare<[string], OtpRow>('SELECT * FROM otps WHERE token = ?').get(otpToken);
    if (!otp) throw new ApiError('OTP_TOKEN_INVALID');
    if (otp.verified_at !== null) throw new ApiError('OTP_VERIFIED');
    if (sandbox.now() > otp.expires_at) throw new ApiError('OTP_EXPIRED');
    if (otp.attempts >= WRONG_CODES_PER_CODE) throw new ApiError('OTP_BLOCK', 429);
    checkNotBlocked(sandbox, otp.phone);
    if (otp.code !== otpCode) {
      db.prepare('UPDATE otps SET attempts = attempts + 1 WHERE token = ?').run(otpToken);
      throw new ApiError('OTP_CODE_INVALID');
    }
    db.prepare('UPDATE otps SET verified_at = ? WHERE token = ?').run(sandbox.now(), otpToken);
    return { success: true, code: 'OTP_CODE_VALID' };
  });
}
