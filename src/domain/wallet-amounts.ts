import type { GameAccount, GameCategory, WalletResult } from '../api';
import { roundSatang, type Satang, sumAmounts, sumSatang } from './rules/money';

/** The carousels in their order on the home screen (docs/product.md#home). */
export const CATEGORIES: readonly GameCategory[] = ['slot', 'sport', 'lotto'];

/** The home total (docs/product.md#home): the main wallet plus every game account, added in satang. */
export function walletTotal(wallet: Pick<WalletResult, 'wallet' | 'slots'>): number {
  return sumAmounts([wallet.wallet.amount, ...wallet.slots.map((slot) => slot.amount)]);
}

/**
 * What a withdrawal may take (docs/product.md#withdraw): the main wallet plus the
 * **active** game accounts, in satang (an inactive account's balance cannot be moved).
 */
export function withdrawableSatang(wallet: Pick<WalletResult, 'wallet' | 'slots'>): Satang {
  const active = wallet.slots.filter((slot) => slot.isActive).map((slot) => slot.amount);
  return sumSatang([wallet.wallet.amount, ...active].map(roundSatang));
}

/** The secondary amount of a card (docs/product.md#game-accounts): the amount times the game's multiplier. */
export function secondaryAmount(account: Pick<GameAccount, 'amount' | 'ftWalletSlot'>): number {
  const satang = roundSatang(account.amount);
  const factor = Number.isFinite(account.ftWalletSlot) ? account.ftWalletSlot : 1;
  return Math.round(satang * factor) / 100;
}

/** Game accounts grouped by category, in the server's order; empty categories are absent. */
export function accountsByCategory(
  slots: readonly GameAccount[],
): { category: GameCategory; accounts: GameAccount[] }[] {
  return CATEGORIES.map((category) => ({
    category,
    accounts: slots.filter((slot) => slot.category === category),
  })).filter((group) => group.accounts.length > 0);
}
