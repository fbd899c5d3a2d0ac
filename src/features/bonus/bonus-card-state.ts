import type { Bonus } from '../../api';
import { countedReceipts, receivedUpToLimit } from '../../domain/rules/bonus';

/** What a bonus card shows (docs/product.md#bonus-and-promotions). */
export type BonusCardState = 'available' | 'current' | 'received';

/**
 * `current` while the member's record is active; `received` once the receipts counted by
 * the bonus's type (total, today, this week, in site time) reach maxReceived; else
 * `available`.
 */
export function bonusCardState(bonus: Bonus, now: number, timeZone: string): BonusCardState {
  if (bonus.userBonus?.isActive) return 'current';
  const received = bonus.userBonus?.received ?? [];
  return receivedUpToLimit(bonus, received, now, timeZone) ? 'received' : 'available';
}

/** The receipts that count now, for the card's "n of max" line. */
export function receiptsCounted(bonus: Bonus, now: number, timeZone: string): number {
  return countedReceipts(bonus.type, bonus.userBonus?.received ?? [], now, timeZone);
}
