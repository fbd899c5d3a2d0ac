import type { Brand } from '../../../brands/types';
import type { Currency, RegistrationPayload } from '../../api';
import { isEnglishName, needsEnglishName } from '../../domain/rules/account';

/**
 * The register wizard's rules (docs/product.md#registration), pure so each
 * rule is tested on its own. The screen decides how a broken rule is shown.
 */

/** Everything the player types in the wizard; one object, so no step loses another's input. */
export interface RegisterForm {
  phone: string;
  name: string;
  password: string;
  confirmPassword: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  bankAccountNo: string;
  firstName: string;
  lastName: string;
  currency: Currency | '';
}

export const EMPTY_FORM: RegisterForm = {
  phone: '',
  name: '',
  password: '',
  confirmPassword: '',
  sourceCode: '',
  inviteCode: '',
  bankCode: '',
  bankAccountNo: '',
  firstName: '',
  lastName: '',
  currency: '',
};

export type FormField = keyof RegisterForm;

/** The brand capabilities the rules read (never the brand's name). */
export type RegisterBrand = Pick<Brand, 'phone' | 'currencies' | 'englishNameBanks'>;

/** Password and confirmation must match. */
export function passwordsMatch(password: string, confirmPassword: string): boolean {
  return password === confirmPassword;
}

export interface Problem {
  field: FormField;
  kind: 'required' | 'mismatch' | 'english';
}

/**
 * Step 3 (profile): name, password and confirmation are required (the wizard stops
 * silently on the first empty one), then they must match.
 */
export function profileProblem(form: RegisterForm): Problem | null {
  if (!form.name.trim()) return { field: 'name', kind: 'required' };
  if (!form.password) return { field: 'password', kind: 'required' };
  if (!form.confirmPassword) return { field: 'confirmPassword', kind: 'required' };
  if (!passwordsMatch(form.password, form.confirmPassword)) {
    return { field: 'confirmPassword', kind: 'mismatch' };
  }
  return null;
}

/** The account holder's first and last name joined by one space. */
export function accountName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`;
}

/**
 * What a typed name becomes: uppercase for a bank that needs an English name (the bank
 * keeps names in capitals), as typed otherwise.
 */
export function nameInput(value: string, englishOnly: boolean): string {
  return englishOnly ? value.toUpperCase() : value;
}

/**
 * Step 4 (bank): every problem, in screen order: bank, account number, first and last
 * name required, the currency where the brand has a choice; then the English-name rule.
 */
export function bankProblems(form: RegisterForm, brand: RegisterBrand): Problem[] {
  const problems: Problem[] = [];
  if (!form.bankCode) problems.push({ field: 'bankCode', kind: 'required' });
  if (!form.bankAccountNo.trim()) problems.push({ field: 'bankAccountNo', kind: 'required' });
  if (!form.firstName.trim()) problems.push({ field: 'firstName', kind: 'required' });
  if (!form.lastName.trim()) problems.push({ field: 'lastName', kind: 'required' });
  if (brand.currencies.length > 0 && !form.currency) {
    problems.push({ field: 'currency', kind: 'required' });
  }
  if (
    problems.length === 0 &&
    needsEnglishName(form.bankCode, brand.englishNameBanks) &&
    !isEnglishName(accountName(form.firstName, form.lastName))
  ) {
    problems.push({ field: 'firstName', kind: 'english' });
  }
  return problems;
}

/**
 * The registration payload (docs/api.md#account-and-login) for POST /api/account: bankAccountName is first
 * and last name joined by one space; currency only in a build with a currency choice;
 * `otpToken`, the verified OTP token of this phone, when the OTP step ran (docs/api.md#otp).
 */
export function buildPayload(
  form: RegisterForm,
  brand: RegisterBrand,
  otpToken?: string,
): RegistrationPayload {
  const englishOnly = needsEnglishName(form.bankCode, brand.englishNameBanks);
  const payload: RegistrationPayload = {
    name: form.name.trim(),
    username: form.phone.trim(),
    password: form.password,
    sourceCode: form.sourceCode,
    inviteCode: form.inviteCode.trim(),
    bankCode: form.bankCode,
    bankAccountName: nameInput(accountName(form.firstName, form.lastName), englishOnly),
    bankAccountNo: form.bankAccountNo.trim(),
  };
  if (brand.currencies.length > 0 && form.currency) payload.currency = form.currency;
  if (otpToken) payload.otpToken = otpToken;
  return payload;
}

/**
 * The payload POST /api/account/validate receives after step 3: the same payload with
 * the fields known so far. Bank fields stay empty even when the player came back from
 * step 4, so that a bank problem is reported on the bank step, not on this one.
 */
export function profilePayload(form: RegisterForm, otpToken?: string): RegistrationPayload {
  const payload: RegistrationPayload = {
    name: form.name.trim(),
    username: form.phone.trim(),
    password: form.password,
    sourceCode: form.sourceCode,
    inviteCode: form.inviteCode.trim(),
    bankCode: '',
    bankAccountName: '',
    bankAccountNo: '',
  };
  if (otpToken) payload.otpToken = otpToken;
  return payload;
}
