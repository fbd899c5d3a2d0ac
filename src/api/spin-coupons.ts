import { normaliseCoupons, normalised } from './normalise';
import { spinwheelPaths } from './spinwheel';

/**
 * The member's spin coupons. Not in spinwheelApi: a module is downloaded whole, and the
 * home screen, which asks spinwheelApi whether the wheel is on, would carry the coupons'
 * normaliser it never runs (docs/architecture.md#performance-budgets).
 */
export const spinCouponsApi = {
  list: () => normalised(`GET ${spinwheelPaths.coupons}`, normaliseCoupons),
};
