import type { BrandData, BrandId } from '../types';
import { lao } from './lao';
import { thai } from './thai';

export { DEMO_PASSWORD } from './defaults';

/** Every build's data part, by id: the one list the sandbox, the tests and the scripts read. */
export const BRANDS: Readonly<Record<BrandId, BrandData>> = { thai, lao };

export const BRAND_IDS = Object.keys(BRANDS) as BrandId[];

export function isBrandId(value: string): value is BrandId {
  return Object.hasOwn(BRANDS, value);
}

/** The data of the brand `id` (e.g. the BRAND variable); throws on an id no build has. */
export function brandData(id: string): BrandData {
  if (!isBrandId(id)) {
    throw new Error(`Unknown brand "${id}": expected one of ${BRAND_IDS.join(', ')}`);
  }
  return BRANDS[id];
}
