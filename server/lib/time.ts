/** Times travel as ISO 8601 UTC strings (contract "Wire format"). */
export const iso = (ms: number) => new Date(ms).toISOString();

const DAY_MS = 86_400_000;

/**
 * Calendar day number in the site's time, `utcOffsetMinutes` east of UTC (the brand's
 * `utcOffsetMinutes`): bonus days and weeks count in site time, not the server's zone.
 */
export function dayNumber(ms: number, utcOffsetMinutes: number): number {
  return Math.floor((ms + utcOffsetMinutes * MINUTE_MS) / DAY_MS);
}

/** Calendar week number in the site's time, weeks starting on Monday. */
export function weekNumber(ms: number, utcOffsetMinutes: number): number {
  // Day 0 (1970-01-01) was a Thursday: shift so that Monday starts a week.
  return Math.floor((dayNumber(ms, utcOffsetMinutes) + 3) / 7);
}

export const MINUTE_MS = 60_000;
export { DAY_MS };
