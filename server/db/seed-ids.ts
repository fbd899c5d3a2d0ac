import { BRANDS } from '../../brands/data';

/**
 * Fixed ids of the seed, so invite links (PR + id) stay the same across resets.
 */
export const SEED_IDS = {
  thaiDemo: '5eed00000000000000000001',
  laoDemo: '5eed00000000000000000002',
  thaiKtb: '5eed00000000000000000003',
  inactive: '5eed00000000000000000004',
} as const;

/** The demo members' phones are the brands' `demo` logins; the sandbox seeds them all. */
export const SEED_PHONES = {
  thaiDemo: BRANDS.thai.demo.phone,
  laoDemo: BRANDS.lao.demo.phone,
  thaiKtb: '0898765432',
  inactive: '0800000000',
} as const;

let counter = 0;

/** Restarts the id sequence (each seed run gives the same ids). */
export function resetSeedIds(): void {
  counter = 0;
}

/** The next fixed id, `prefix` then a counter, 24 characters in all. */
export const seedId = (prefix: string) => {
  counter += 1;
  return `${prefix}${counter.toString(16).padStart(24 - prefix.length, '0')}`;
};
