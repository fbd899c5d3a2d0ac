/**
 * Fixed ids of the seed, so invite links (PR + id) stay the same across resets: the brand's
 * demo member first, then its extra demo logins in the order of its data.
 */
export const DEMO_MEMBER_ID = '5eed00000000000000000001';

/** The id of the brand's extra demo login number `index` (0 for the first of its list). */
export function extraMemberId(index: number): string {
  return `5eed${(index + 2).toString(16).padStart(20, '0')}`;
}

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
