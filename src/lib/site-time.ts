/**
 * Site time (docs/product.md#site-time): the wall clock of the brand's IANA time
 * zone (`timeZone` of brands/), never the device's or the server's. Every date a player
 * sees and every day the wallet or the sandbox counts is read through here, so a phone set
 * to another zone and a sandbox on a UTC server agree with the site. No React: the sandbox
 * imports it too.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The calendar date and wall-clock time of an instant in a zone. */
export interface WallClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `ms` (epoch milliseconds) in `timeZone`. */
export function wallClock(ms: number, timeZone: string): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

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
