import { describe, expect, it } from 'vitest';
import {
  changeLimit,
  depositFits,
  depositRoom,
  LIMIT_RAISE_DELAY_MS,
  limitAt,
  loosens,
  NO_LIMIT,
  periodStart,
  roomUnder,
} from './deposit-limits';
import { type Satang, satangCount } from './money';

const s = (count: number): Satang => satangCount(count);
/** 2026-03-10 10:00 in Bangkok (03:00 UTC). */
const now = Date.parse('2026-03-10T03:00:00Z');

describe('periodStart', () => {
  it('starts the day at midnight site time, not UTC', () => {
    expect(new Date(periodStart('day', now, 'Asia/Bangkok')).toISOString()).toBe(
      '2026-03-09T17:00:00.000Z',
    );
    // 23:30 UTC is already the next site day in Bangkok.
    const late = Date.parse('2026-03-10T23:30:00Z');
    expect(new Date(periodStart('day', late, 'Asia/Bangkok')).toISOString()).toBe(
      '2026-03-10T17:00:00.000Z',
    );
  });
  it('counts 7 and 30 site days, today included', () => {
    expect(new Date(periodStart('week', now, 'Asia/Vientiane')).toISOString()).toBe(
      '2026-03-03T17:00:00.000Z',
    );
    expect(new Date(periodStart('month', now, 'Asia/Bangkok')).toISOString()).toBe(
      '2026-02-08T17:00:00.000Z',
    );
  });
});

describe('changeLimit', () => {
  it('applies a first limit and a lowering at once', () => {
    const first = changeLimit(NO_LIMIT, s(100_000), now);
    expect(first).toEqual({ amount: 100_000, pending: null });
    expect(changeLimit(first, s(50_000), now)).toEqual({ amount: 50_000, pending: null });
  });
  it('makes a raise and a removal wait 24 hours', () => {
    const set = { amount: s(100_000), pending: null };
    const raised = changeLimit(set, s(200_000), now);
    expect(raised).toEqual({
      amount: 100_000,
      pending: { amount: 200_000, appliesAt: now + LIMIT_RAISE_DELAY_MS },
    });
    expect(limitAt(raised, now + LIMIT_RAISE_DELAY_MS - 1).amount).toBe(100_000);
    expect(limitAt(raised, now + LIMIT_RAISE_DELAY_MS)).toEqual({ amount: 200_000, pending: null });
    expect(changeLimit(set, null, now).pending).toEqual({
      amount: null,
      appliesAt: now + LIMIT_RAISE_DELAY_MS,
    });
  });
  it('drops a waiting raise when the player lowers or keeps the limit', () => {
    const raised = changeLimit({ amount: s(100_000), pending: null }, s(200_000), now);
    expect(changeLimit(raised, s(100_000), now + 1)).toEqual({ amount: 100_000, pending: null });
    expect(changeLimit(raised, s(80_000), now + 1)).toEqual({ amount: 80_000, pending: null });
  });
  it('a second raise starts its own 24 hours', () => {
    const raised = changeLimit({ amount: s(100_000), pending: null }, s(200_000), now);
    const later = now + 60_000;
    expect(changeLimit(raised, s(300_000), later).pending?.appliesAt).toBe(
      later + LIMIT_RAISE_DELAY_MS,
    );
  });
  it('tells a loosening from a tightening', () => {
    expect(loosens(null, s(1))).toBe(false);
    expect(loosens(s(1), null)).toBe(true);
    expect(loosens(s(1), s(2))).toBe(true);
    expect(loosens(s(2), s(1))).toBe(false);
  });
});

describe('room', () => {
  it('is the limit less what was deposited, never below zero', () => {
    expect(roomUnder(s(100_000), s(30_000))).toBe(70_000);
    expect(roomUnder(s(100_000), s(130_000))).toBe(0);
    expect(roomUnder(null, s(130_000))).toBeNull();
  });
  it('is the smallest room of the periods with a limit', () => {
    expect(depositRoom([null, s(5_000), s(2_000)])).toBe(2_000);
    expect(depositRoom([null, null, null])).toBeNull();
  });
  it('lets a deposit up to the room through', () => {
    expect(depositFits(s(2_000), s(2_000))).toBe(true);
    expect(depositFits(s(2_001), s(2_000))).toBe(false);
    expect(depositFits(s(2_001), null)).toBe(true);
  });
});
