import { siteDay, utcOffsetMinutes } from '../../lib/site-days';
import { minSatang, type Satang, subtractSatang, ZERO_SATANG } from './money';

/**
 * Deposit limits, capability `depositLimits` (docs/api.md#deposit-limits): what a member may
 * still deposit and when a change of a limit applies. The wallet (the deposit modal, the
 * limits screen) and the sandbox (which refuses a deposit over a limit) read the same rules.
 */

/** The periods a limit counts over: the site day, and the last 7 and 30 site days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Site days each period spans, today included. */
export const PERIOD_DAYS: Record<LimitPeriod, number> = { day: 1, week: 7, month: 30 };

/**
 * A raise or a removal waits this long (a lowering applies at once): a player in a bad moment
 * cannot undo their own limit on the spot.
 */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60_000;

export function isLimitPeriod(value: unknown): value is LimitPeriod {
  return typeof value === 'string' && (LIMIT_PERIODS as readonly string[]).includes(value);
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Where a period counted at `now` starts: midnight in site time (`timeZone`, brand data) of
 * the first site day of the period (today for `day`, 6 days ago for `week`).
 */
export function periodStart(period: LimitPeriod, now: number, timeZone: string): number {
  const firstDay = siteDay(now, timeZone) - (PERIOD_DAYS[period] - 1);
  const midnightAsUtc = firstDay * DAY_MS;
  // The zone's offset at that midnight (read twice: a zone may change offset in between).
  const guess = midnightAsUtc - utcOffsetMinutes(midnightAsUtc, timeZone) * MINUTE_MS;
  return midnightAsUtc - utcOffsetMinutes(guess, timeZone) * MINUTE_MS;
}

/** A limit as stored: the amount in force (null: none) and a change that waits, if any. */
export interface StoredLimit {
  amount: Satang | null;
  /** A raise or a removal (amount null) and when it applies. */
  pending: { amount: Satang | null; appliesAt: number } | null;
}

export const NO_LIMIT: StoredLimit = { amount: null, pending: null };

/** Whether going from `current` to `next` gives the player more room (a raise or a removal). */
export function loosens(current: Satang | null, next: Satang | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/** The limit at `now`: a waiting change whose time has come is in force. */
export function limitAt(stored: StoredLimit, now: number): StoredLimit {
  if (stored.pending && stored.pending.appliesAt <= now) {
    return { amount: stored.pending.amount, pending: null };
  }
  return stored;
}

/**
 * The limit after the player asks for `next` at `now` (null: no limit): a new or lower limit
 * applies at once and drops any waiting change; a raise or a removal waits
 * LIMIT_RAISE_DELAY_MS, the amount in force staying until then; asking for the amount in
 * force drops a waiting change.
 */
export function changeLimit(stored: StoredLimit, next: Satang | null, now: number): StoredLimit {
  const current = limitAt(stored, now).amount;
  if (next === current) return { amount: current, pending: null };
  if (!loosens(current, next)) return { amount: next, pending: null };
  return { amount: current, pending: { amount: next, appliesAt: now + LIMIT_RAISE_DELAY_MS } };
}

/**
 * What the member may still deposit under one limit, given what they deposited in its
 * period: never below zero; null where there is no limit.
 */
export function roomUnder(limit: Satang | null, deposited: Satang): Satang | null {
  if (limit === null) return null;
  const room = subtractSatang(limit, deposited);
  return room > 0 ? room : ZERO_SATANG;
}

/** The room of every period: the smallest, null when no period has a limit. */
export function depositRoom(rooms: readonly (Satang | null)[]): Satang | null {
  return rooms.reduce<Satang | null>(
    (least, room) => (room === null ? least : least === null ? room : minSatang(least, room)),
    null,
  );
}

/** Whether a deposit of `amount` fits in `room` (no limit: always). */
export function depositFits(amount: Satang, room: Satang | null): boolean {
  return room === null || amount <= room;
}

/** The refusal of a deposit over a limit, in src/api/error-codes.ts; its details carry `left`. */
export const DEPOSIT_LIMIT = 'DEPOSIT_LIMIT';
