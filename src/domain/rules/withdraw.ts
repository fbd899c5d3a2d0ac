import type { WithdrawLookup } from '../../api/types';
import { type CurrencyRules, parseAmountIn } from './currency';
import {
  type AmountProblem,
  minSatang,
  type Satang,
  satangCount,
  subtractSatang,
  toSatang,
  ZERO_SATANG,
} from './money';
import type { Holding } from './transfer';

/** The bounds of GET /api/lookup/withdraw in satang (docs/product.md#withdraw). */
export interface WithdrawBounds {
  minSatang: Satang;
  maxSatang: Satang;
}

/**
 * The lookup's bounds in satang, the one reading of them on both sides. A bound is a
 * whole number of satang: one that is not (a third decimal, not a number) is an error in
 * the brand's or the backend's data, not something to round, and throws (the sandbox at
 * start, the wallet in the part that shows the form). The smallest withdrawal is never
 * below 0.01: a minimum of 0 would otherwise let an amount of 0 through.
 */
export function withdrawBounds(lookup: WithdrawLookup): WithdrawBounds {
  const min = toSatang(lookup.withdrawMin);
  const max = toSatang(lookup.withdrawMax);
  if (min === null || max === null) {
    throw new RangeError(
      `withdraw bounds must be whole satang: ${lookup.withdrawMin} to ${lookup.withdrawMax}`,
    );
  }
  return { minSatang: min < 1 ? satangCount(1) : min, maxSatang: max };
}

/** Why an amount is outside the bounds, the minimum named first; null inside them. */
export function boundsProblem(
  satang: Satang,
  bounds: WithdrawBounds,
): 'belowMin' | 'aboveMax' | null {
  if (satang < bounds.minSatang) return 'belowMin';
  if (satang > bounds.maxSatang) return 'aboveMax';
  return null;
}

export type WithdrawProblem = AmountProblem | 'belowMin' | 'aboveMax' | 'aboveAvailable';

export type WithdrawCheck = { ok: true; satang: Satang } | { ok: false; problem: WithdrawProblem };

/**
 * Whether a withdrawal may be sent, and if not why (docs/product.md#withdraw): the typed
 * amount read by the currency's rules (`parseAmountIn`: no decimals in kip), at least the
 * minimum, at most the maximum, and no more than the withdrawable total (the main wallet
 * plus the active game accounts).
 */
export function checkWithdraw(input: {
  amountText: string;
  bounds: WithdrawBounds;
  availableSatang: Satang;
  rules?: Pick<CurrencyRules, 'fractionDigits'>;
}): WithdrawCheck {
  const parsed = parseAmountIn(input.amountText, input.rules ?? { fractionDigits: 2 });
  if (!parsed.ok) return parsed;
  const outside = boundsProblem(parsed.satang, input.bounds);
  if (outside) return { ok: false, problem: outside };
  if (parsed.satang > input.availableSatang) return { ok: false, problem: 'aboveAvailable' };
  return { ok: true, satang: parsed.satang };
}

/** Where a withdrawal's money comes from, game by game. */
export interface WithdrawPlan {
  /** What the main wallet gives. */
  fromWallet: Satang;
  /** What the game accounts must give together. */
  fromGames: Satang;
  /** What each game account gives, in the order given; only those that give something. */
  takes: Holding[];
  /** What the game accounts could not cover: above 0, the withdrawal is refused. */
  short: Satang;
}

/**
 * Where a withdrawal's money comes from (docs/api.md#wallet withdrawAll), the one rule the
 * wallet shows in its review and the sandbox applies: the main wallet first, then the
 * active game accounts in their order, each as far as it goes. Without the games' balances
 * (`games` left out) it still says how much the games must give (`fromGames`).
 */
export function withdrawPlan(
  satang: Satang,
  walletSatang: Satang,
  games: readonly Holding[] = [],
): WithdrawPlan {
  const fromWallet = minSatang(satang, walletSatang > 0 ? walletSatang : ZERO_SATANG);
  const fromGames = subtractSatang(satang, fromWallet);
  const takes: Holding[] = [];
  let missing = fromGames;
  for (const game of games) {
    if (missing <= 0) break;
    if (game.satang <= 0) continue;
    const take = minSatang(game.satang, missing);
    takes.push({ code: game.code, satang: take });
    missing = subtractSatang(missing, take);
  }
  return { fromWallet, fromGames, takes, short: missing };
}
