import { describe, expect, it } from 'vitest';
import { proofIsFresh, STEP_UP_MAX_AGE_MS } from './step-up';

describe('proofIsFresh', () => {
  const now = 1_700_000_000_000;
  it('counts a proof up to 15 minutes old', () => {
    expect(STEP_UP_MAX_AGE_MS).toBe(15 * 60_000);
    expect(proofIsFresh(now, now)).toBe(true);
    expect(proofIsFresh(now - STEP_UP_MAX_AGE_MS, now)).toBe(true);
  });
  it('refuses an older proof, a missing one and one from the future', () => {
    expect(proofIsFresh(now - STEP_UP_MAX_AGE_MS - 1, now)).toBe(false);
    expect(proofIsFresh(null, now)).toBe(false);
    expect(proofIsFresh(now + 1, now)).toBe(false);
  });
});
