import { useCallback } from 'react';
import type { Locale } from '../../brands/types';
import type { BankName } from '../api';
import { useLocale } from './session';

/**
 * A bank's name in the reader's language (docs/product.md#limits-and-formats): the Thai
 * name in Thai, the Lao name in Lao where the bank has one (else the English name: a Lao
 * reader reads Latin letters, not Thai script), the English name in English. The one rule
 * every screen naming a bank uses.
 */
export function bankNameIn(locale: Locale, bank: BankName): string {
  if (locale === 'th') return bank.nameTH;
  if (locale === 'la') return bank.nameLA || bank.nameEN;
  return bank.nameEN;
}

/** `bankNameIn` for the current interface language. */
export function useBankName(): (bank: BankName) => string {
  const [locale] = useLocale();
  return useCallback((bank: BankName) => bankNameIn(locale, bank), [locale]);
}
