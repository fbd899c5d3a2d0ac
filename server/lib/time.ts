/** Times travel as ISO 8601 UTC strings (contract "Wire format"). */
export const iso = (ms: number) => new Date(ms).toISOString();

/** Both brands' sites run on Indochina Time (UTC+7): bonus days and weeks count there. */
const OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Local calendar day number. */
export function dayNumber(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS);
}

/** Local calendar week number, weeks starting on Monday. */
export function weekNumber(ms: number): number {
  // Day 0 (1970-01-01) was a Thursday: shift so that Monday starts a week.
  return Math.floor((dayNumber(ms) + 3) / 7);
}

export const MINUTE_MS = 60_000;
export { DAY_MS };
