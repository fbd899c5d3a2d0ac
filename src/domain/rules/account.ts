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

export type PhoneProblem = 'required' | 'length' | 'digits';

/**
 * The phone rule of docs/product.md#registration, the wallet's and the sandbox's: required;
 * in a build with a phone length (brand.phone.length), exactly that many characters; and
 * digits only, 1 to 20 of them. Nothing is trimmed or dropped here (the wallet's field
 * keeps digits only as they are typed, `cleanPhone`), so what is checked is what is sent.
 */
export function phoneProblem(phone: string, length: number | null): PhoneProblem | null {
  if (!phone) return 'required';
  if (length !== null && phone.length !== length) return 'length';
  if (!/^\d{1,20}$/.test(phone)) return 'digits';
  return null;
}
