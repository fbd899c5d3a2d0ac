import type { WithdrawLookup } from '../../api/types';
import { type AmountProblem, parseAmount, type Satang } from './money';

/** The bounds of GET /api/lookup/withdraw in satang (docs/product.md#withdraw). */
export interface WithdrawBounds {
  minSatang: Satang;
  maxSatang: Satang;
}

/**
 * The lookup's bounds in satang. The smallest withdrawal is never below 0.01: a minimum of 0
 * would otherwise let an amount of 0 through.
 */
export function withdrawBounds(lookup: WithdrawLookup): WithdrawBounds {
  return {
    minSatang: Math.max(1, Math.ceil(Math.round(lookup.withdrawMin * 1000) / 10)),
    maxSatang: Math.floor(Math.round(lookup.withdrawMax * 1000) / 10),
  };
}

export type WithdrawProblem = AmountProblem | 'belowMin' | 'aboveMax' | 'aboveAvailable';

export type WithdrawCheck = { ok: true; satang: Satang } | { ok: false; problem: WithdrawProblem };

/**
 * Whether a withdrawal may be sent, and if not why (docs/product.md#withdraw): the typed
 * amount read by `parseAmount`, at least the minimum, at most the maximum, and no more
 * than the withdrawable total (the main wallet plus the active game accounts).
 */
export function checkWithdraw(input: {
  amountText: string;
  bounds: WithdrawBounds;
  availableSatang: Satang;
}): WithdrawCheck {
  const parsed = parseAmount(input.amountText);
  if (!parsed.ok) return parsed;
  if (parsed.satang < input.bounds.minSatang) return { ok: false, problem: 'belowMin' };
  if (parsed.satang > input.bounds.maxSatang) return { ok: false, problem: 'aboveMax' };
  if (parsed.satang > input.availableSatang) return { ok: false, problem: 'aboveAvailable' };
  return { ok: true, satang: parsed.satang };
}

/**
 * Where a withdrawal's money comes from (server/routes/wallet.ts withdrawAll): the main
 * wallet first, the rest from the active game accounts.
 */
export function withdrawSources(
  satang: Satang,
  walletSatang: Satang,
): { fromWallet: Satang; fromGames: Satang } {
  const fromWallet = Math.min(satang, Math.max(0, walletSatang));
  return { fromWallet, fromGames: satang - fromWallet };
}
