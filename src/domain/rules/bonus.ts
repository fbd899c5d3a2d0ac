import type { BonusType } from '../../api/types';

/**
 * The received-up-to-limit rule of bonuses (docs/product.md#bonus-and-promotions,
 * docs/api.md#bonus-and-promotions), written once: the wallet shows a card as "received"
 * by it and the sandbox refuses an activation (BONUS_MAX_CLAIMED) by it. Pure, no React,
 * so server/ imports it too.
 *
 * Days and weeks are calendar days and Monday-to-Sunday weeks in the site's time zone,
 * given as a fixed offset east of UTC (the brand's `utcOffsetMinutes`), never the device's
 * or the server's zone: a Thai player at 23:59 and at 00:00 site time is on two days.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The calendar day (days since 1970-01-01) of an instant, in site time. */
export function siteDay(ms: number, utcOffsetMinutes: number): number {
  return Math.floor((ms + utcOffsetMinutes * MINUTE_MS) / DAY_MS);
}

/** The calendar week of an instant in site time, weeks running Monday to Sunday. */
export function siteWeek(ms: number, utcOffsetMinutes: number): number {
  // Day 0 (1970-01-01) was a Thursday: shifting by 3 makes each week start on a Monday.
  return Math.floor((siteDay(ms, utcOffsetMinutes) + 3) / 7);
}

/**
 * Whether a receipt at `at` counts against the limit at `now`: every receipt for `limit`,
 * the same calendar day for `day`, the same calendar week for `week`.
 */
export function countsNow(
  type: BonusType,
  at: number,
  now: number,
  utcOffsetMinutes: number,
): boolean {
  if (type === 'day') return siteDay(at, utcOffsetMinutes) === siteDay(now, utcOffsetMinutes);
  if (type === 'week') return siteWeek(at, utcOffsetMinutes) === siteWeek(now, utcOffsetMinutes);
  return true;
}

/** A bonus's limit: how its receipts are counted and how many are allowed. */
export interface ReceiptLimit {
  type: BonusType;
  maxReceived: number;
}

/** A receipt as the API sends it (`userBonus.received`): its time, ISO 8601. */
export interface Receipt {
  updatedAt: string;
}

/** How many of the receipts count against the limit now. */
export function countedReceipts(
  type: BonusType,
  received: readonly Receipt[],
  now: number,
  utcOffsetMinutes: number,
): number {
  return received.filter((receipt) =>
    countsNow(type, Date.parse(receipt.updatedAt), now, utcOffsetMinutes),
  ).length;
}

/** True once the counted receipts reach `maxReceived`: the bonus cannot be received now. */
export function receivedUpToLimit(
  limit: ReceiptLimit,
  received: readonly Receipt[],
  now: number,
  utcOffsetMinutes: number,
): boolean {
  return countedReceipts(limit.type, received, now, utcOffsetMinutes) >= limit.maxReceived;
}
