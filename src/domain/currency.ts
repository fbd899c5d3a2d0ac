import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { BankAccount, Currency } from '../api';
import { formatAmount } from '../lib/format';
import { useWallet } from './wallet';

/** The member's currency: what their bank account says, baht when it says nothing. */
export function memberCurrency(bankAccount: Pick<BankAccount, 'currency'> | undefined): Currency {
  return bankAccount?.currency === 'LAK' ? 'LAK' : 'BAHT';
}

/**
 * The one formatter of amounts on member screens (docs/product.md#money): 2 decimals and
 * the member's unit, baht or kip, in the interface language. `unit` is the unit alone,
 * for column headings and field labels.
 */
export function useMoney() {
  const intl = useIntl();
  const currency = memberCurrency(useWallet().data?.bankAccount);
  const format = useCallback(
    (amount: number) =>
      intl.formatMessage({ id: 'money.amount' }, { amount: formatAmount(amount), currency }),
    [intl, currency],
  );
  return useMemo(
    () => ({ currency, format, unit: intl.formatMessage({ id: 'money.unit' }, { currency }) }),
    [currency, format, intl],
  );
}
