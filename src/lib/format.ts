import type { Locale } from '../../brands/types';
import { intlLocale } from './locale';
import { wallClock } from './site-time';

/**
 * Formatting (docs/product.md#limits-and-formats). Amounts have the currency's decimals
 * (2 for baht, none for kip: `fractionDigits` of its rules, as CLDR writes them) with Latin
 * digits and a grouping comma whatever the language, so a player reads the same number on
 * every screen.
 *
 * Written by hand rather than by Intl.NumberFormat('en-US'), which it equals for every
 * amount up to 90 trillion (format.test.ts compares them): the first Intl formatter of a page starts Intl, 60-140 ms at 4x CPU in one
 * piece (lib/locale.ts, warmUpIntl), and the head's early script writes the total with this
 * before the app has started (src/app/early-balance.ts).
 */
export function formatAmount(value: number, fractionDigits: 0 | 2 = 2): string {
  // Round half away from zero on the last decimal, so 0.005 shows as 0.01 and -0.005 as -0.01.
  const scale = 10 ** fractionDigits;
  const steps = Math.round(Math.abs(value) * scale + Number.EPSILON * scale);
  // Beyond any balance (NaN, infinities, 90 trillion baht): the number as JavaScript writes it.
  if (!Number.isSafeInteger(steps)) return String(value);
  const digits = String(steps).padStart(fractionDigits + 1, '0');
  const whole = digits
    .slice(0, digits.length - fractionDigits)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // No sign on a zero: -0.004 rounds to 0.00.
  const sign = value < 0 && steps > 0 ? '-' : '';
  return fractionDigits ? `${sign}${whole}.${digits.slice(-fractionDigits)}` : `${sign}${whole}`;
}

/** Two digits: 7 is "07". */
export function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * DD/MM/YYYY HH:mm:ss in site time (`timeZone`, the brand's), Gregorian year, Latin digits:
 * a phone set to another zone shows the times the site counts in.
 */
export function formatDateTime(iso: string | number | Date, timeZone: string): string {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return '';
  const c = wallClock(ms, timeZone);
  return `${pad(c.day)}/${pad(c.month)}/${c.year} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** DD/MM/YYYY in site time. */
export function formatDate(iso: string | number | Date, timeZone: string): string {
  return formatDateTime(iso, timeZone).slice(0, 10);
}

/** HH:mm in site time. */
export function formatTime(iso: string | number | Date, timeZone: string): string {
  return formatDateTime(iso, timeZone).slice(11, 16);
}

export type TimeAgoUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

const UNIT_SECONDS: readonly [TimeAgoUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** The largest whole unit of the time since `then` (docs/product.md#limits-and-formats units; a month is 30 days). */
export function timeAgo(then: number, now: number): { value: number; unit: TimeAgoUnit } {
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  for (const [unit, size] of UNIT_SECONDS) {
    if (seconds >= size) return { value: Math.floor(seconds / size), unit };
  }
  return { value: 0, unit: 'second' };
}

/** Relative time in the interface language, e.g. "5 minutes ago". */
export function formatTimeAgo(then: number, now: number, locale: Locale, timeZone: string): string {
  const tag = intlLocale(locale);
  // A browser without this language's relative-time data (Lao on many phones, until the
  // polyfill of src/lib/intl-polyfills.ts has loaded) would answer in English: the clock
  // time (site time, HH:mm) reads right in every language.
  if (Intl.RelativeTimeFormat.supportedLocalesOf(tag).length === 0) {
    return formatTime(then, timeZone);
  }
  const { value, unit } = timeAgo(then, now);
  return new Intl.RelativeTimeFormat(tag, { numeric: 'always' }).format(-value, unit);
}
