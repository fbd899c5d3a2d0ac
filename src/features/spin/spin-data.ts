import useSWR from 'swr';
import { spinCouponsApi, spinwheelApi, spinwheelPaths, unwrap } from '../../api';

/** GET /api/spinwheel/setup: the active wheel (or null) and the member's coins. */
export function useSpinSetup() {
  return useSWR(spinwheelPaths.setup, () => unwrap(spinwheelApi.setup()));
}

/** GET /api/spinwheel/coupon: the member's unclaimed coupons. */
export function useCoupons() {
  return useSWR(spinwheelPaths.coupons, () => unwrap(spinCouponsApi.list()));
}
