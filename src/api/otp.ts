import { call } from './client';
import type { OtpSendPayload, OtpVerifyPayload } from './types';

export const otpApi = {
  send: (body: OtpSendPayload) => call('POST /api/otp/send', { body }),
  verify: (body: OtpVerifyPayload) => call('POST /api/otp/verify', { body }),
};
