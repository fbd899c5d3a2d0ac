import { describe, expect, it } from 'vitest';
import { exclusionEnd, isExcluded, lengthened } from './self-exclusion';

const at = (iso: string) => Date.parse(iso);
const bangkok = 'Asia/Bangkok';

describe('exclusionEnd', () => {
  const from = at('2026-03-10T03:00:00Z');
  it('counts a break in hours', () => {
    expect(exclusionEnd('24h', from, bangkok)).toBe(at('2026-03-11T03:00:00Z'));
    expect(exclusionEnd('7d', from, bangkok)).toBe(at('2026-03-17T03:00:00Z'));
    expect(exclusionEnd('30d', from, bangkok)).toBe(at('2026-04-09T03:00:00Z'));
  });
  it('counts an exclusion in calendar months of site time', () => {
    expect(exclusionEnd('6m', from, bangkok)).toBe(at('2026-09-10T03:00:00Z'));
    expect(exclusionEnd('1y', from, bangkok)).toBe(at('2027-03-10T03:00:00Z'));
    expect(exclusionEnd('5y', from, bangkok)).toBe(at('2031-03-10T03:00:00Z'));
    // 31 August 20:00 in Bangkok is still 31 August there at 13:00 UTC: to 28 February.
    expect(exclusionEnd('6m', at('2026-08-31T13:00:00Z'), bangkok)).toBe(
      at('2027-02-28T13:00:00Z'),
    );
    // 1 September 01:00 in Vientiane (31 August 18:00 UTC) counts from 1 September.
    expect(exclusionEnd('6m', at('2026-08-31T18:00:00Z'), 'Asia/Vientiane')).toBe(
      at('2027-02-28T18:00:00Z'),
    );
  });
});

describe('lengthened and isExcluded', () => {
  it('never shortens', () => {
    expect(lengthened(null, 5)).toBe(5);
    expect(lengthened(10, 5)).toBe(10);
    expect(lengthened(10, 15)).toBe(15);
  });
  it('locks until the end, not after', () => {
    expect(isExcluded(null, 1)).toBe(false);
    expect(isExcluded(10, 9)).toBe(true);
    expect(isExcluded(10, 10)).toBe(false);
  });
});
