import { describe, expect, it } from 'vitest';
import { isRealityCheckDue, isRealityInterval, nextRealityCheck } from './reality-check';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 1, 8, 0);

describe('reality check rules', () => {
  it('knows the intervals off, 30, 60 and 120 minutes only', () => {
    for (const each of [0, 30, 60, 120]) expect(isRealityInterval(each)).toBe(true);
    for (const each of [15, 45, -30, '30', null, 30.5]) expect(isRealityInterval(each)).toBe(false);
  });

  it('has no reminder when off', () => {
    expect(nextRealityCheck(START, 0, null)).toBeNull();
    expect(isRealityCheckDue(null, START + 1_000 * MINUTE)).toBe(false);
  });

  it('is first due one interval after the login, and stays due until answered', () => {
    const next = nextRealityCheck(START, 30, null);
    expect(next).toBe(START + 30 * MINUTE);
    expect(isRealityCheckDue(next, START + 29 * MINUTE)).toBe(false);
    expect(isRealityCheckDue(next, START + 30 * MINUTE)).toBe(true);
    expect(isRealityCheckDue(next, START + 95 * MINUTE)).toBe(true);
  });

  it('after an answer, is due at the next interval mark after it', () => {
    expect(nextRealityCheck(START, 30, START + 31 * MINUTE)).toBe(START + 60 * MINUTE);
    expect(nextRealityCheck(START, 30, START + 60 * MINUTE)).toBe(START + 90 * MINUTE);
    expect(nextRealityCheck(START, 60, START + 95 * MINUTE)).toBe(START + 120 * MINUTE);
  });

  it('counts a new interval from the same login, at once', () => {
    expect(nextRealityCheck(START, 120, START + 31 * MINUTE)).toBe(START + 120 * MINUTE);
    expect(nextRealityCheck(START, 60, null)).toBe(START + 60 * MINUTE);
  });

  it('reads an answer before the login (another session) as none', () => {
    expect(nextRealityCheck(START, 30, START - 5 * MINUTE)).toBe(START + 30 * MINUTE);
  });
});
