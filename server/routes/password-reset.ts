import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../context';
import type { UserRow } from '../db/rows';
import { issueToken, revokeOtherSessions } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { requireFeature } from '../lib/features';
import { rawText, text } from '../lib/input';
import { loginGuard } from '../lib/login-limits';
import { checkPhone } from '../lib/member-rules';
import {
  checkCodeOpen,
  consumeOtp,
  countSendOfAddress,
  countWrongCode,
  issueCode,
  otpOf,
} from '../lib/otp-rules';
import { hashPassword } from '../lib/password';
import { refuseExcluded, refuseExcludedNow } from '../lib/self-exclusion';

/**
 * "Forgot password?" (docs/api.md#password-reset), the optional capability `passwordReset`.
 * No answer tells who is a member: a phone that is none gets a token like a member's, held
 * to the same limits, whose code nobody can type, so its reset fails as a wrong code does.
 */
export function passwordResetRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;
  // Limited like the login (docs/api.md#login-limits), with counts of its own: every try per
  // address, wrong codes per phone.
  const guard = loginGuard(app, sandbox.counters, sandbox.loginLimits, 'reset');
  const memberOf = (phone: string) =>
    db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?').get(phone);

  route('POST /api/password-reset/otp', async (request) => {
    requireFeature(sandbox);
    countSendOfAddress(sandbox, request);
    const phone = checkPhone(sandbox, text(request.body, 'phoneNumber', { max: 20 }));
    const row = issueCode(sandbox, phone, 'reset', memberOf(phone) !== undefined);
    return { otpRef: row.ref, otpToken: row.token };
  });

  route('POST /api/password-reset', async (request, reply) => {
    requireFeature(sandbox);
    const body = request.body;
    const otpToken = text(body, 'otpToken', { max: 100 });
    const otpCode = text(body, 'otpCode', { max: 10 });
    const newPassword = rawText(body, 'newPassword', 100);
    const otp = otpOf(sandbox, otpToken, 'reset');
    await guard.admit(request, reply, otp?.phone ?? '');
    if (!otp || otp.consumed_at !== null) throw new ApiError('OTP_TOKEN_INVALID');
    checkCodeOpen(sandbox, otp);
    const member = otp.code === otpCode ? memberOf(otp.phone) : undefined;
    if (!member) {
      countWrongCode(sandbox, otp);
      await guard.wrong(request, otp.phone);
      throw new ApiError('OTP_CODE_INVALID');
    }
    guard.succeeded(otp.phone);
    // The code proved the phone, so saying the account is closed tells nobody anything new.
    if (!member.is_active) throw new ApiError('INACTIVE_USER', 403);
    // No new password and no session while a break runs: the reset is no way around it.
    refuseExcluded(sandbox, member);
    const passwordHash = await hashPassword(newPassword);
    const token = db.transaction(() => {
      // A break taken while the new password was hashed refuses it too (nothing changes).
      refuseExcludedNow(sandbox, member.id);
      // Single use: of two resets racing with one code, the second fails here.
      consumeOtp(sandbox, otpToken);
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, member.id);
      return issueToken(sandbox, member.id, false, request.headers['user-agent'] ?? '');
    })();
    // Whoever held a session (the one who took the password, a lost phone) is out; only the
    // session this reset opens stays (docs/api.md#sessions).
    revokeOtherSessions(sandbox, member.id, token);
    sandbox.log(`password reset for ${otp.phone}`);
    return { token };
  });
}
