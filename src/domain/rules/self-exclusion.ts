import { utcOffsetMinutes } from '../../lib/site-days';

/**
 * Time-out and self-exclusion, capability `selfExclusion` (docs/api.md#self-exclusion): a
 * break of a day, a week or 30 days, or an exclusion of 6 months or more. The wallet (which
 * offers the lengths and says until when) and the sandbox (which locks the account) read
 * the same rules.
 */
export const EXCLUSION_PERIODS = ['24h', '7d', '30d', '6m', '1y', '5y'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

export function isExclusionPeriod(value: unknown): value is ExclusionPeriod {
  return typeof value === 'string' && (EXCLUSION_PERIODS as readonly string[]).includes(value);
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The short breaks in hours; the exclusions in calendar months. */
const BREAK_HOURS: Partial<Record<ExclusionPeriod, number>> = { '24h': 24, '7d': 168, '30d': 720 };
const EXCLUSION_MONTHS: Partial<Record<ExclusionPeriod, number>> = { '6m': 6, '1y': 12, '5y': 60 };

/**
 * When a break or exclusion asked for at `from` ends: the hours of a break, or the same
 * wall-clock time in site time (`timeZone`) so many calendar months later (the month's last
 * day when it is shorter: 31 August plus 6 months is 28 or 29 February).
 */
export function exclusionEnd(period: ExclusionPeriod, from: number, timeZone: string): number {
  const hours = BREAK_HOURS[period];
  if (hours !== undefined) return from + hours * HOUR_MS;
  const months = EXCLUSION_MONTHS[period] ?? 0;
  const offset = utcOffsetMinutes(from, timeZone) * MINUTE_MS;
  const wall = new Date(from + offset);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const target = Date.UTC(
    year,
    month,
    Math.min(wall.getUTCDate(), lastDay),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return target - utcOffsetMinutes(target - offset, timeZone) * MINUTE_MS;
}

/**
 * The end after a new request: never earlier than the one in force. A break cannot be
 * shortened, not even by asking for a shorter one.
 */
export function lengthened(current: number | null, next: number): number {
  return current !== null && current > next ? current : next;
}

/** Whether a member whose exclusion ends at `until` is locked out at `now`. */
export function isExcluded(until: number | null, now: number): boolean {
  return until !== null && now < until;
}

/** The refusal of a login while excluded, in src/api/error-codes.ts; its details carry `until`. */
export const SELF_EXCLUDED = 'SELF_EXCLUDED';
