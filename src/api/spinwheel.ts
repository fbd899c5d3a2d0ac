import { type CallOptions, get, post } from './client';
import { normaliseCoupons, normalised } from './normalise';
import type { ClaimResult, SpinActive, SpinResult, SpinSetup } from './types';

export const spinwheelPaths = {
  setup: '/api/spinwheel/setup',
  coupons: '/api/spinwheel/coupon',
  active: '/api/spinwheel/active',
} as const;

export const spinwheelApi = {
  setup: () => get<SpinSetup>(spinwheelPaths.setup),
  spin: () => post<SpinResult>('/api/spinwheel/spin', {}),
  coupons: () =>
    normalised('GET /api/spinwheel/coupon', get(spinwheelPaths.coupons), normaliseCoupons),
  claim: (coupon: string, options?: CallOptions) =>
    post<ClaimResult>('/api/spinwheel/coupon/claim', { coupon }, options),
  active: () => get<SpinActive>(spinwheelPaths.active),
};
