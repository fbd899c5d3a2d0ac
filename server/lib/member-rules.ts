import { isEnglishName, needsEnglishName } from '../../src/domain/rules/account';
import { phoneProblem } from '../../src/domain/rules/phone';
import type { Sandbox } from '../context';
import { bankNames, banksFor } from '../fixtures/banks';
import { ApiError } from './errors';

/** Validation rules (docs/product.md#registration) shared by registration and profile edits. */

/**
 * The brand's phone rule, the wallet's own (src/domain/rules/phone.ts): a mobile of the
 * brand's country in national digits. A wrong length in a build with one (an empty phone
 * there too) is PHONE_NUMBER_REQUIRE_10_DIGIT; anything else refused ("12345" on the Lao
 * site, a Thai landline) is KEY_INVALID.
 */
export function checkPhone(sandbox: Sandbox, phone: string): string {
  const { length } = sandbox.brand.phone;
  const problem = phoneProblem(phone, sandbox.brand.phone);
  if (problem === 'length' || (problem === 'required' && length !== null)) {
    throw new ApiError('PHONE_NUMBER_REQUIRE_10_DIGIT');
  }
  if (problem) throw new ApiError('KEY_INVALID');
  return phone;
}

export function checkBankCode(sandbox: Sandbox, bankCode: string): void {
  if (!banksFor(sandbox.brand).some((bank) => bank.code === bankCode)) {
    throw new ApiError('INVALID_BANK');
  }
}

/** Accounts at the brand's `englishNameBanks` need English letters and spaces only. */
export function checkAccountName(sandbox: Sandbox, bankCode: string, name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (!clean) throw new ApiError('KEY_MISSING');
  if (clean.length > 100) throw new ApiError('KEY_INVALID');
  if (needsEnglishName(bankCode, sandbox.brand.englishNameBanks) && !isEnglishName(clean)) {
    throw new ApiError('BANK_ACCOUNT_NAME_ENG');
  }
  return clean;
}

/** Digits only (dashes and spaces dropped), 6 to 20 of them. */
export function checkAccountNo(accountNo: string): string {
  const digits = accountNo.replace(/[-\s]/g, '');
  if (!/^\d{6,20}$/.test(digits)) throw new ApiError('KEY_INVALID');
  return digits;
}

/** EXISTING_BANK when another member registered the same account. */
export function checkBankFree(
  sandbox: Sandbox,
  bankCode: string,
  accountNo: string,
  exceptUserId: string | null,
) {
  const row = sandbox.db
    .prepare<[string, string], { id: string }>(
      'SELECT id FROM users WHERE bank_code = ? AND bank_account_no = ?',
    )
    .get(bankCode, accountNo);
  if (row && row.id !== exceptUserId) throw new ApiError('EXISTING_BANK');
}

export function bankName(code: string) {
  return bankNames(code);
}
