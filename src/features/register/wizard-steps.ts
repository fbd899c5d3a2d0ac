import type { FormField } from './register-rules';

/**
 * The wizard's steps (docs/product.md#registration): 1 phone, 2 OTP (only when the lookup turns it on),
 * 3 profile, 4 bank. Pure, so the navigation rules are tested without a screen.
 */
export type Step = 1 | 2 | 3 | 4;

export const STEP_LABEL_IDS: Record<Step, string> = {
  1: 'register.step.phone',
  2: 'register.step.otp',
  3: 'register.step.profile',
  4: 'register.step.bank',
};

/** The steps the indicator shows: without OTP there is no step 2. */
export function visibleSteps(otpOn: boolean): Step[] {
  return otpOn ? [1, 2, 3, 4] : [1, 3, 4];
}

/**
 * Where Back goes. Step 3 goes back to the phone: it is reached only once the phone needs
 * no (more) verification, and sending again for a verified phone skips step 2 by itself.
 */
export function previousStep(step: Step): Step {
  if (step === 4) return 3;
  return 1;
}

/** The step that holds a field, to send the player back to what a server error names. */
export function stepOfField(field: FormField): Step {
  switch (field) {
    case 'phone':
      return 1;
    case 'name':
    case 'password':
    case 'confirmPassword':
    case 'sourceCode':
    case 'inviteCode':
      return 3;
    default:
      return 4;
  }
}

/**
 * Server answers the player fixes in one field (the registration and OTP codes of docs/product.md#error-catalogue); the
 * others are shown as a toast on the current step.
 */
const FIELD_OF_CODE: Readonly<Record<string, FormField>> = {
  EXISTING_USER: 'phone',
  PHONE_NUMBER_REQUIRE_10_DIGIT: 'phone',
  UNVERIFIED_OTP: 'phone',
  // The verified token expired or was used: the phone step asks for a new code.
  OTP_EXPIRED: 'phone',
  OTP_TOKEN_INVALID: 'phone',
  EXISTING_BANK: 'bankAccountNo',
  INVALID_BANK: 'bankCode',
  BANK_ACCOUNT_NAME_ENG: 'firstName',
  INVITE_CODE_INVALID: 'inviteCode',
};

export function fieldOfError(code: string): FormField | null {
  return FIELD_OF_CODE[code] ?? null;
}
