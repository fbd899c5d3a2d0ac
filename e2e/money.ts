import type { BrandData } from '../brands/types';
import { deposit } from '../server/fixtures/content';
import type { Currency, DepositBank, QrProvider, WalletResult } from '../src/api/types';
import {
  amountProblemMessage,
  type CurrencyRules,
  takesCurrency,
} from '../src/domain/rules/currency';
import { roundSatang, type Satang, sumAmounts } from '../src/domain/rules/money';
import { formatAmount } from '../src/lib/format';

/**
 * Money in the specs as the wallet counts it (src/domain/rules/money.ts): amounts from the
 * API compared in whole satang, and sums of amounts added in satang. Amounts are in the
 * member's currency and follow its rules from the brand data (`currencyRules`,
 * src/domain/rules/currency.ts; docs/product.md#amounts-per-currency): a spec never asks
 * which brand it runs on.
 */

/** Satang of an amount an answer carries (at most 2 decimals). */
export const satang = (amount: number): Satang => roundSatang(amount);

/** Amounts added in whole satang, so 0.1 + 0.2 is 0.30. */
export const addAmounts = (...amounts: number[]): number => sumAmounts(amounts);

/** What the dashboard's total shows: the main wallet plus every game account. */
export const walletTotal = (wallet: WalletResult): number =>
  addAmounts(wallet.wallet.amount, ...wallet.slots.map((slot) => slot.amount));

type Say = (id: string, values?: Record<string, string | number>) => string;

/** The money of one member: their currency's rules, and amounts written and typed as the wallet does. */
export interface MemberMoney {
  currency: Currency;
  rules: CurrencyRules;
  /**
   * An example amount in this currency: `units` of its smallest transfer (`transferMin`: 1
   * baht, 1,000 kip), at the currency's decimals. `of(12.34)` is 12.34 baht or 12,340 kip,
   * so one spec's amounts are sizes a member of either currency deals in.
   */
  of: (units: number) => number;
  /** One step of an amount: 0.01 baht, 1 kip. */
  step: number;
  /** An amount as the wallet writes it without its unit ("1,500.00", "1,500"). */
  number: (amount: number) => string;
  /** An amount with its unit in the brand's language, as `money.amount` shows it. */
  text: (amount: number) => string;
  /** The unit alone (field labels, quick amounts). */
  unit: string;
  /** An amount as a player types it ("12.34", "12340"). */
  typed: (amount: number) => string;
  /** A typed amount with one decimal more than the currency writes ("1.005", "1000.5"). */
  tooPrecise: string;
  /** The message id that refuses `tooPrecise`. */
  tooPreciseMessage: string;
}

/** The money of a member of `brand` holding `currency` (default: the brand's demo member's). */
export function memberMoney(
  brand: BrandData,
  say: Say,
  currency: Currency = brand.demo.currency,
): MemberMoney {
  const rules = brand.currencyRules[currency];
  const digits = rules.fractionDigits;
  const scale = 10 ** digits;
  const round = (amount: number) => Math.round(amount * scale) / scale;
  const typed = (amount: number) => round(amount).toFixed(digits);
  return {
    currency,
    rules,
    of: (units) => round(units * rules.transferMin),
    step: 1 / scale,
    number: (amount) => formatAmount(amount, digits),
    text: (amount) => say('money.amount', { amount: formatAmount(amount, digits), currency }),
    unit: say('money.unit', { currency }),
    typed,
    tooPrecise: `${typed(rules.transferMin)}${digits === 0 ? '.' : ''}5`,
    tooPreciseMessage: amountProblemMessage('decimals', rules),
  };
}

const QR_PROVIDERS: readonly QrProvider[] = ['KBANK', 'WW', 'PAYTIMZ'];

/** What the deposit modal offers a member of this currency (docs/product.md#deposit). */
export interface DepositOffer {
  /** The deposit accounts that take the currency. */
  accounts: DepositBank[];
  /** Whether an account takes deposits matched automatically (the auto-deposit tab). */
  auto: boolean;
  /** The QR providers listed by the sandbox and given amounts by the currency's rules. */
  qr: QrProvider[];
}

/**
 * What the sandbox's deposit lookup of `brand` (server/fixtures/content.ts, from the brand
 * data) offers a member holding `currency`: an account or provider that names another
 * currency is not offered, a QR provider only where the currency's rules give it amounts.
 */
export function depositOffer(brand: BrandData, currency: Currency): DepositOffer {
  const rules = brand.currencyRules[currency];
  const banks = deposit(brand).banks.filter((bank) => takesCurrency(bank, currency));
  const accounts = banks.filter((bank) => bank.bankType !== 'PAYMENT');
  return {
    accounts,
    auto: accounts.some((bank) => bank.mode === 'AUTO'),
    qr: QR_PROVIDERS.filter(
      (provider) => rules.qr[provider] && banks.some((bank) => bank.bankCode === provider),
    ),
  };
}
