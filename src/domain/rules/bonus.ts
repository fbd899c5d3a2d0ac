import type { BonusType } from '../../api/types';
import { siteDay, siteWeek } from '../../lib/site-days';

/**
 * The received-up-to-limit rule of bonuses (docs/product.md#bonus-and-promotions,
 * docs/api.md#bonus-and-promotions), written once: the wallet shows a card as "received"
 * by it and the sandbox refuses an activation (BONUS_MAX_CLAIMED) by it. Pure, no React,
 * so server/ imports it too.
 *
 * Days and weeks are calendar days and Monday-to-Sunday weeks in site time, the brand's
 * IANA `timeZone` (src/lib/site-time.ts), never the device's or the server's zone: a Thai
 * player at 23:59 and at 00:00 site time is on two days.
 */

/**
 * Whether a receipt at `at` counts against the limit at `now`: every receipt for `limit`,
 * the same calendar day for `day`, the same calendar week for `week`.
 */
export function countsNow(type: BonusType, at: number, now: number, timeZone: string): boolean {
  if (type === 'day') return siteDay(at, timeZone) === siteDay(now, timeZone);
  if (type === 'week') return siteWeek(at, timeZone) === siteWeek(now, timeZone);
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
  timeZone: string,
): number {
  return received.filter((receipt) => countsNow(type, Date.parse(receipt.updatedAt), now, timeZone))
    .length;
}

/** True once the counted receipts reach `maxReceived`: the bonus cannot be received now. */
export function receivedUpToLimit(
  limit: ReceiptLimit,
  received: readonly Receipt[],
  now: number,
  timeZone: string,
): boolean {
  return countedReceipts(limit.type, received, now, timeZone) >= limit.maxReceived;
}
