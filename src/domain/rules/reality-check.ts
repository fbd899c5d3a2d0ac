/**
 * The reality check, capability `realityCheck` (docs/api.md#reality-check): at an interval
 * the player picks, counted from the login of the session, a reminder of the time since then
 * and of the net of deposits and withdrawals. The sandbox (which answers when the next one is
 * due) and the wallet (which offers the intervals) read the same rules.
 */
export const REALITY_INTERVALS = [0, 30, 60, 120] as const;
export type RealityInterval = (typeof REALITY_INTERVALS)[number];

export function isRealityInterval(value: unknown): value is RealityInterval {
  return typeof value === 'number' && (REALITY_INTERVALS as readonly number[]).includes(value);
}

const MINUTE_MS = 60_000;

/**
 * When the next reminder of a session that began at `start` is due: the first whole interval
 * after the login that comes after the player's last answer (`answeredAt`, null: none yet).
 * A reminder not answered stays due, so a reload shows it again; an answer makes the next
 * one the interval mark after it. null: no reminders (interval 0).
 */
export function nextRealityCheck(
  start: number,
  intervalMinutes: RealityInterval,
  answeredAt: number | null,
): number | null {
  if (intervalMinutes === 0) return null;
  const step = intervalMinutes * MINUTE_MS;
  const after = answeredAt === null ? start : Math.max(start, answeredAt);
  return start + (Math.floor((after - start) / step) + 1) * step;
}

/** Whether the reminder due at `nextAt` is to be shown at `now`. */
export function isRealityCheckDue(nextAt: number | null, now: number): boolean {
  return nextAt !== null && now >= nextAt;
}
