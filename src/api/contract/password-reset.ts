import { Type } from 'typebox';
import { type CallSpec, INPUT_ERRORS } from './call';

/** "Forgot password?", the optional capability `passwordReset` (docs/api.md#password-reset). */

export const PasswordResetOtpPayload = Type.Object({
  phoneNumber: Type.String({ maxLength: 20, description: 'the phone number (digits)' }),
});
export const PasswordResetOtpResult = Type.Object({
  otpRef: Type.String(),
  otpToken: Type.String(),
});
export const PasswordResetPayload = Type.Object({
  otpToken: Type.String({ maxLength: 100 }),
  otpCode: Type.String({ maxLength: 10 }),
  newPassword: Type.String({ maxLength: 100, description: 'as typed, never trimmed' }),
});
export const PasswordResetResult = Type.Object({ token: Type.String({ minLength: 1 }) });

export const passwordResetCalls = [
  {
    method: 'POST',
    path: '/api/password-reset/otp',
    tag: 'password-reset',
    summary:
      'Sends a code by SMS to a member phone; any other phone gets the same answer and no SMS',
    member: false,
    effect: 'write',
    body: PasswordResetOtpPayload,
    result: PasswordResetOtpResult,
    errors: [
      ...INPUT_ERRORS,
      'PHONE_NUMBER_REQUIRE_10_DIGIT',
      'REQUEST_LIMIT_1MIN',
      'REQUEST_LIMIT',
      'OTP_BLOCK',
      'OTP_SEND_FAIL',
      'OTP_REQUEST_LIMIT',
    ],
  },
  {
    method: 'POST',
    path: '/api/password-reset',
    tag: 'password-reset',
    summary: 'Sets a new password with the code, ends every session of the member and logs in anew',
    member: false,
    effect: 'write',
    body: PasswordResetPayload,
    result: PasswordResetResult,
    errors: [
      ...INPUT_ERRORS,
      'OTP_TOKEN_INVALID',
      'OTP_EXPIRED',
      'OTP_CODE_INVALID',
      'OTP_BLOCK',
      'INACTIVE_USER',
      'REQUEST_LIMIT',
      'SELF_EXCLUDED',
    ],
  },
] as const satisfies readonly CallSpec[];
