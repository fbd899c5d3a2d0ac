import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { BankAccount, Currency } from '../api';
import { formatAmount } from '../lib/format';
import { useBrand } from './brand';
import { amountProblemMessage, currencyOf, parseAmountIn, stepSatang } from './rules/currency';
import type { AmountProblem, ParsedAmount } from './rules/money';
import { useWallet } from './wallet';

/** The member's currency: what their bank account says, baht when it says nothing. */
export function memberCurrency(bankAccount: Pick<BankAccount, 'currency'> | undefined): Currency {
  return currencyOf(bankAccount?.currency);
}

export { amountProblemMessage };

/**
 * The one formatter of amounts on member screens (docs/product.md#money): the member's
 * currency's decimals (2 for baht, none for kip) and its unit, in the interface language.
 * `unit` is the unit alone, for column headings and field labels; `rules` are the
 * currency's amount rules from the brand data (docs/product.md#amounts-per-currency),
 * `parse` reads a typed amount by them, `number` writes an amount without the unit
 * (quick amounts) and `placeholder` is an empty amount field's hint.
 */
export function useMoney() {
  const intl = useIntl();
  const brand = useBrand();
  const currency = memberCurrency(useWallet().data?.bankAccount);
  const rules = brand.currencyRules[currency];
  const number = useCallback(
    (amount: number) => formatAmount(amount, rules.fractionDigits),
    [rules],
  );
  const format = useCallback(
    (amount: number) =>
      intl.formatMessage({ id: 'money.amount' }, { amount: number(amount), currency }),
    [intl, currency, number],
  );
  const parse = useCallback((text: string): ParsedAmount => parseAmountIn(text, rules), [rules]);
  const problemMessage = useCallback(
    (problem: AmountProblem) => amountProblemMessage(problem, rules),
    [rules],
  );
  return useMemo(
    () => ({
      currency,
      rules,
      step: stepSatang(rules),
      format,
      number,
      parse,
      problemMessage,
      placeholder: formatAmount(0, rules.fractionDigits),
      unit: intl.formatMessage({ id: 'money.unit' }, { currency }),
    }),
    [currency, rules, format, number, parse, problemMessage, intl],
  );
}
