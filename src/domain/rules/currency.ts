import type { Currency, DepositBank, QrProvider, WithdrawLookup } from '../../api/types';
import {
  AMOUNT_PROBLEM_MESSAGE,
  type AmountProblem,
  type ParsedAmount,
  parseAmount,
  type Satang,
  satangCount,
  toSatang,
} from './money';

/**
 * The amount rules of one currency (docs/product.md#amounts-per-currency): written in the
 * brand data (`currencyRules`, brands/data/), read by the wallet's screens and enforced by
 * the sandbox, so both apply the same numbers. Amounts here are in whole units (baht or
 * kip), as a player reads them.
 */
export interface CurrencyRules {
  /**
   * Decimals an amount may have, as players of the currency write it (CLDR): 2 for baht,
   * 0 for kip. Amounts show with exactly this many and typed ones may have no more: the
   * step of an amount is one unit of the last decimal (0.01 baht, 1 kip).
   */
  fractionDigits: 0 | 2;
  /** The smallest transfer between the main wallet and a game account. */
  transferMin: number;
  /** The smallest deposit a member states (auto deposit) or the sandbox credits. */
  depositMin: number;
  /** The withdraw bounds (GET /api/lookup/withdraw answers them for the member's currency). */
  withdrawMin: number;
  withdrawMax: number;
  /**
   * The payment providers that take this currency, with their quick amounts (in the order
   * shown) and the smallest amount each takes. A provider not listed is not offered.
   */
  qr: Readonly<Partial<Record<QrProvider, QrAmounts>>>;
}

export interface QrAmounts {
  quickAmounts: readonly number[];
  minimum: number;
}

/** Every currency's rules: the brand data's `currencyRules`. */
export type CurrencyRuleBook = Readonly<Record<Currency, CurrencyRules>>;

/** One unit of the last decimal the currency writes, in satang: 1 for baht, 100 for kip. */
export function stepSatang(rules: Pick<CurrencyRules, 'fractionDigits'>): Satang {
  return satangCount(10 ** (2 - rules.fractionDigits));
}

/** A rule's amount (whole units) in satang; throws on one the currency cannot write. */
export function ruleSatang(rules: Pick<CurrencyRules, 'fractionDigits'>, amount: number): Satang {
  const satang = toSatang(amount);
  if (satang === null || satang % stepSatang(rules) !== 0) {
    throw new RangeError(`${amount} is not an amount of this currency`);
  }
  return satang;
}

/**
 * What the player typed, in satang, read by `parseAmount` and then by the currency: a kip
 * amount with decimals ("1,000.50" kip, even "1000.00") is refused as `decimals`, not
 * rounded, so the amount sent is the amount the player sees.
 */
export function parseAmountIn(
  text: string,
  rules: Pick<CurrencyRules, 'fractionDigits'>,
): ParsedAmount {
  const parsed = parseAmount(text);
  if (!parsed.ok) return parsed;
  if (rules.fractionDigits === 0 && /\./.test(text)) return { ok: false, problem: 'decimals' };
  if (parsed.satang % stepSatang(rules) !== 0) return { ok: false, problem: 'decimals' };
  return parsed;
}

/** The message id that explains a refused amount in this currency (kip takes no decimals). */
export function amountProblemMessage(
  problem: AmountProblem,
  rules: Pick<CurrencyRules, 'fractionDigits'>,
): string {
  if (problem === 'decimals' && rules.fractionDigits === 0) return 'amount.noDecimals';
  return AMOUNT_PROBLEM_MESSAGE[problem];
}

/** Whether a wire amount (a number) is one the currency writes: whole kip, 2 decimals of baht. */
export function isAmountOf(rules: Pick<CurrencyRules, 'fractionDigits'>, satang: Satang): boolean {
  return satang % stepSatang(rules) === 0;
}

/** The withdraw bounds of a currency as GET /api/lookup/withdraw answers them. */
export function withdrawLookupOf(rules: CurrencyRules): WithdrawLookup {
  return { withdrawMin: rules.withdrawMin, withdrawMax: rules.withdrawMax };
}

/** A provider's QR amounts in this currency, the minimum in satang; null when it does not take it. */
export function qrAmounts(
  rules: CurrencyRules,
  provider: QrProvider,
): { quickAmounts: readonly number[]; minimum: Satang } | null {
  const amounts = rules.qr[provider];
  if (!amounts) return null;
  return { quickAmounts: amounts.quickAmounts, minimum: ruleSatang(rules, amounts.minimum) };
}

/**
 * Whether a deposit account or payment provider of the deposit lookup takes the member's
 * currency: one that names a currency takes that one only; one that names none takes any
 * (a backend without currencies). A payment provider must also be listed in the
 * currency's `qr` rules.
 */
export function takesCurrency(bank: Pick<DepositBank, 'currency'>, currency: Currency): boolean {
  return bank.currency === null || bank.currency === currency;
}

/**
 * Checks a rule book: every amount a whole step of its currency, each minimum positive and
 * no more than its maximum, quick amounts at or above the provider's minimum. Returns the
 * problems found (brands.test.ts and the sandbox at start expect none).
 */
export function ruleBookProblems(book: CurrencyRuleBook): string[] {
  const problems: string[] = [];
  for (const [currency, rules] of Object.entries(book) as [Currency, CurrencyRules][]) {
    const amounts: [string, number][] = [
      ['transferMin', rules.transferMin],
      ['depositMin', rules.depositMin],
      ['withdrawMin', rules.withdrawMin],
      ['withdrawMax', rules.withdrawMax],
    ];
    for (const [provider, qr] of Object.entries(rules.qr)) {
      if (!qr) continue;
      amounts.push([`qr.${provider}.minimum`, qr.minimum]);
      for (const quick of qr.quickAmounts) {
        amounts.push([`qr.${provider}.quickAmounts`, quick]);
        if (quick < qr.minimum) problems.push(`${currency} qr.${provider}: ${quick} below minimum`);
      }
    }
    for (const [name, amount] of amounts) {
      const satang = toSatang(amount);
      if (satang === null || satang <= 0 || satang % stepSatang(rules) !== 0) {
        problems.push(`${currency} ${name}: ${amount} is not a positive amount of ${currency}`);
      }
    }
    if (rules.withdrawMin > rules.withdrawMax)
      problems.push(`${currency} withdrawMin > withdrawMax`);
  }
  return problems;
}

/** A member's currency from what their account stores: kip for LAK, baht for anything else. */
export function currencyOf(stored: string | null | undefined): Currency {
  return stored === 'LAK' ? 'LAK' : 'BAHT';
}
