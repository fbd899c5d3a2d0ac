import type { WalletResult } from '../../api/types';
import { type CurrencyRules, parseAmountIn, ruleSatang } from './currency';
import {
  type AmountProblem,
  roundSatang,
  type Satang,
  sumSatang,
  TRANSFER_MIN_SATANG,
} from './money';

/** The main wallet's code in transfer calls (docs/api.md#wallet). */
export const MAIN_WALLET = 'WALLET';

/** One end a transfer may start or finish at: the main wallet or an active game account. */
export interface TransferEnd {
  /** `WALLET`, or the game account's code. */
  code: string;
  /** The game's name; null for the main wallet (whose label is a translated text). */
  name: string | null;
  satang: Satang;
}

/**
 * What the pickers offer (docs/product.md#transfer, docs/api.md#wallet "Transfer ends"):
 * the main wallet first, then every **active** game account in the server's order, each
 * with its balance. An inactive account cannot send or receive money.
 */
export function transferEnds(wallet: Pick<WalletResult, 'wallet' | 'slots'>): TransferEnd[] {
  return [
    { code: MAIN_WALLET, name: null, satang: roundSatang(wallet.wallet.amount) },
    ...wallet.slots
      .filter((slot) => slot.isActive)
      .map((slot) => ({ code: slot.code, name: slot.name, satang: roundSatang(slot.amount) })),
  ];
}

/** The end with this code (game codes in any letter case, as the server accepts them). */
export function findEnd(ends: readonly TransferEnd[], code: string | null): TransferEnd | null {
  if (!code) return null;
  const wanted = code.toLowerCase();
  return ends.find((end) => end.code.toLowerCase() === wanted) ?? null;
}

export type TransferProblem =
  | AmountProblem
  | 'noSource'
  | 'noTarget'
  | 'sameAccount'
  | 'belowMinimum'
  | 'aboveBalance';

export type TransferCheck =
  | { ok: true; satang: Satang }
  | { ok: false; problem: TransferProblem; field: 'source' | 'target' | 'amount' };

/**
 * Whether a transfer may be sent, and if not the first reason (docs/product.md#transfer):
 * both ends chosen and different, the typed amount read by the currency's rules
 * (`parseAmountIn`: no decimals in kip), at least the currency's transfer minimum (1 baht
 * when no rules are given), and no more than the source holds (its balance is known, so a
 * sure refusal is not sent).
 */
export function checkTransfer(input: {
  from: TransferEnd | null;
  to: TransferEnd | null;
  amountText: string;
  rules?: Pick<CurrencyRules, 'fractionDigits' | 'transferMin'>;
}): TransferCheck {
  const { from, to, amountText, rules } = input;
  if (!from) return { ok: false, problem: 'noSource', field: 'source' };
  if (!to) return { ok: false, problem: 'noTarget', field: 'target' };
  if (from.code === to.code) return { ok: false, problem: 'sameAccount', field: 'target' };
  const parsed = parseAmountIn(amountText, rules ?? { fractionDigits: 2 });
  if (!parsed.ok) return { ok: false, problem: parsed.problem, field: 'amount' };
  if (parsed.satang < transferMinimum(rules)) {
    return { ok: false, problem: 'belowMinimum', field: 'amount' };
  }
  if (parsed.satang > from.satang) return { ok: false, problem: 'aboveBalance', field: 'amount' };
  return { ok: true, satang: parsed.satang };
}

/** A balance that "transfer all" may take from: an end's code and what it holds. */
export interface Holding {
  code: string;
  satang: Satang;
}

/**
 * What "transfer all" into `toCode` moves (docs/api.md#wallet), the one rule the wallet
 * shows before sending and the sandbox applies: every positive balance of the holdings
 * given (the main wallet and the active game accounts, in their order) but the target's.
 */
export function transferAllPlan<H extends Holding>(
  holdings: readonly H[],
  toCode: string,
): { sources: H[]; satang: Satang } {
  const sources = holdings.filter((end) => end.code !== toCode && end.satang > 0);
  return { sources, satang: sumSatang(sources.map((end) => end.satang)) };
}

/** The smallest transfer in satang: the currency's `transferMin`, 1 baht without rules. */
export function transferMinimum(
  rules: Pick<CurrencyRules, 'fractionDigits' | 'transferMin'> | undefined,
): Satang {
  return rules ? ruleSatang(rules, rules.transferMin) : TRANSFER_MIN_SATANG;
}
