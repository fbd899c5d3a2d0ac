import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../context';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { text } from '../lib/input';
import { checkPhone } from '../lib/member-rules';
import {
  checkCodeOpen,
  countSendOfAddress,
  countWrongCode,
  issueCode,
  liveVerifiedToken,
  otpOf,
} from '../lib/otp-rules';

/**
 * One-time codes (docs/api.md#otp). Nothing is sent: the code is printed to the sandbox
 * log (fixed by SANDBOX_OTP) and readable at GET /api/__sandbox/otp/:phone.
 */
export function otpRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;

  route('POST /api/otp/send', async (request) => {
    countSendOfAddress(sandbox, request);
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

    const row = issueCode(sandbox, phone, 'register', true);
    return { otpRef: row.ref, otpToken: row.token, code: 'OTP_SENT' };
  });

  route('POST /api/otp/verify', async (request) => {
    const body = request.body;
    const otpToken = text(body, 'otpToken', { max: 100 });
    const otpCode = text(body, 'otpCode', { max: 10 });
    const otp = otpOf(sandbox, otpToken, 'register');
    if (!otp) throw new ApiError('OTP_TOKEN_INVALID');
    if (otp.verified_at !== null) throw new ApiError('OTP_VERIFIED');
    checkCodeOpen(sandbox, otp);
    if (otp.code !== otpCode) {
      countWrongCode(sandbox, otp);
      throw new ApiError('OTP_CODE_INVALID');
    }
    db.prepare('UPDATE otps SET verified_at = ? WHERE token = ?').run(sandbox.now(), otpToken);
    return { success: true, code: 'OTP_CODE_VALID' };
  });
}
