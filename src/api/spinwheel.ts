import { type CallOptions, call } from './client';

export const spinwheelPaths = {
  setup: '/api/spinwheel/setup',
  coupons: '/api/spinwheel/coupon',
  active: '/api/spinwheel/active',
} as const;

/** The coupons' list is spinCouponsApi (spin-coupons.ts). */
export const spinwheelApi = {
  setup: () => call(`GET ${spinwheelPaths.setup}`),
  spin: () => call('POST /api/spinwheel/spin'),
  claim: (coupon: string, options?: CallOptions) =>
    call('POST /api/spinwheel/coupon/claim', { ...options, body: { coupon } }),
  active: () => call(`GET ${spinwheelPaths.active}`),
};
