import type { BankAccount } from '../../api/types';

/**
 * Account rules of docs/product.md#registration and #profile, pure, so the wallet checks
 * them before anything is sent and the sandbox enforces the very same functions.
 */

/** English letters and spaces only, with at least one letter. */
export function isEnglishName(name: string): boolean {
  return /^[A-Za-z ]+$/.test(name) && /[A-Za-z]/.test(name);
}

/** Whether a bank keeps account names in English (the brand's list: KTB, TMB, BBL). */
export function needsEnglishName(bankCode: string, englishNameBanks: readonly string[]): boolean {
  return englishNameBanks.includes(bankCode);
}

/**
 * Whether to ask the member to fix their stored account name: their bank needs an English
 * name and the name is not all English letters (docs/product.md#deposit).
 */
export function shouldAskEnglishName(
  englishNameBanks: readonly string[],
  bankAccount: Pick<BankAccount, 'bankCode' | 'bankAccountName'> | undefined,
): boolean {
  if (!bankAccount || !needsEnglishName(bankAccount.bankCode, englishNameBanks)) return false;
  return !isEnglishName(bankAccount.bankAccountName);
}

export type BankNameProblem = 'required' | 'english';

/** An edited account name: non-empty, English letters and spaces only. */
export function bankNameProblem(name: string): BankNameProblem | null {
  if (!name.trim()) return 'required';
  if (!isEnglishName(name.trim())) return 'english';
  return null;
}

/** Phone numbers are digits: spaces, dashes and letters typed or pasted are dropped. */
export function cleanPhone(value: string): string {
  return value.replace(/\D/g, '');
}

// The phone rule itself (the country's mobiles, through the phone library) is phone.ts,
// apart, so that the member home's first load does not carry the library's metadata.
