/**
 * Days and offsets in site time (docs/product.md#site-time), from wallClock
 * (site-time.ts): the days the bonus, deposit-limit and self-exclusion rules count, a
 * zone's offset, a chat session's date. Apart from site-time.ts, which the home screen's
 * times need: these are not in its first download. No React: the sandbox imports it too.
 */
import { wallClock } from './site-time';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Minutes east of UTC of `timeZone` at `ms` (420 for Asia/Bangkok). */
export function utcOffsetMinutes(ms: number, timeZone: string): number {
  const c = wallClock(ms, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / MINUTE_MS);
}

/** The calendar day of `ms` in site time, as days since 1970-01-01. */
export function siteDay(ms: number, timeZone: string): number {
  const c = wallClock(ms, timeZone);
  return Math.floor(Date.UTC(c.year, c.month - 1, c.day) / DAY_MS);
}

/** The calendar week of `ms` in site time, weeks running Monday to Sunday. */
export function siteWeek(ms: number, timeZone: string): number {
  // Day 0 (1970-01-01) was a Thursday: shifting by 3 makes each week start on a Monday.
  return Math.floor((siteDay(ms, timeZone) + 3) / 7);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The site's date of `ms` as `YYYY-MM-DD` (e.g. the day of a chat session). */
export function siteDate(ms: number, timeZone: string): string {
  const c = wallClock(ms, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}
