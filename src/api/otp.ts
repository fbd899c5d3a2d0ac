import { post } from './client';
import type { OtpSendPayload, OtpSendResult, OtpVerifyPayload, OtpVerifyResult } from './types';

export const otpApi = {
  send: (payload: OtpSendPayload) => post<OtpSendResult>('/api/otp/send', payload),
  verify: (payload: OtpVerifyPayload) => post<OtpVerifyResult>('/api/otp/verify', payload),
};
