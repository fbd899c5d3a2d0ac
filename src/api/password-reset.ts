import { call } from './client';
import type { PasswordResetOtpPayload, PasswordResetPayload } from './types';

/** "Forgot password?" (docs/api.md#password-reset): a code to the phone, then the new password. */
export const passwordResetApi = {
  sendCode: (body: PasswordResetOtpPayload) => call('POST /api/password-reset/otp', { body }),
  reset: (body: PasswordResetPayload) => call('POST /api/password-reset', { body }),
};
