import type { Feature } from '../api';

/**
 * The "Play within limits" controls this wallet shows (docs/product.md#play-within-limits):
 * the profile leads to the screen only where the backend announces one of them.
 */
export const LIMIT_FEATURES: readonly Feature[] = [
  'depositLimits',
  'realityCheck',
  'selfExclusion',
];

export function hasLimitFeature(features: ReadonlySet<Feature> | undefined): boolean {
  return LIMIT_FEATURES.some((feature) => features?.has(feature));
}
