import type { BankAccount } from '../../api';

/** English letters and spaces only (spec §5), with at least one letter. */
export function isEnglishName(name: string): boolean {
  return /^[A-Za-z ]+$/.test(name) && /[A-Za-z]/.test(name);
}

export type BankNameProblem = 'required' | 'english';

/** Spec §5 "Bank account name edit": non-empty, English letters and spaces only. */
export function bankNameProblem(name: string): BankNameProblem | null {
  if (!name.trim()) return 'required';
  if (!isEnglishName(name.trim())) return 'english';
  return null;
}

/**
 * Spec §5: the edit is offered when the member's bank needs an English account name
 * (the brand's list: KTB, TMB, BBL) and the stored name is not all English letters.
 */
export function needsEnglishName(
  englishNameBanks: readonly string[],
  bankAccount: Pick<BankAccount, 'bankCode' | 'bankAccountName'> | undefined,
): boolean {
  if (!bankAccount || !englishNameBanks.includes(bankAccount.bankCode)) return false;
  return !isEnglishName(bankAccount.bankAccountName);
}
