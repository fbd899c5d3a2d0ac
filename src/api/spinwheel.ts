import { type CallOptions, get, post } from './client';
import type { ClaimResult, SpinActive, SpinResult, SpinSetup } from './types';

export const spinwheelPaths = {
  setup: '/api/spinwheel/setup',
  coupons: '/api/spinwheel/coupon',
  active: '/api/spinwheel/active',
} as const;

/** The coupons' list is spinCouponsApi (spin-coupons.ts). */
export const spinwheelApi = {
  setup: () => get<SpinSetup>(spinwheelPaths.setup),
  spin: () => post<SpinResult>('/api/spinwheel/spin', {}),
  claim: (coupon: string, options?: CallOptions) =>
    post<ClaimResult>('/api/spinwheel/coupon/claim', { coupon }, options),
  active: () => get<SpinActive>(spinwheelPaths.active),
};
