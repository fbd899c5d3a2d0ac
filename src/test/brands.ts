import { brandWith } from '../../brands/data';
import type { Brand, BrandData } from '../../brands/types';

/**
 * The wallet's brand (data part and a logo) of the first brand with a capability: a test
 * of what that capability does picks its brand by it, never by name.
 */
export function walletBrandWith(has: (brand: BrandData) => boolean, what: string): Brand {
  return { ...brandWith(has, what), logo: '/static/svg/logo.svg' };
}

/** A brand of Lao mobiles: Lao first, kip beside baht, the Lao banks before the Thai ones. */
export const inLaos = walletBrandWith((brand) => brand.phone.country === 'LA', 'takes Lao mobiles');
