import type { ApiError } from '../../api';
import { needsEnglishName } from '../../domain/rules/account';
import { EMPTY_FORM, type FormField, nameInput, type RegisterForm } from './register-rules';
import type { FieldErrors } from './step-props';
import { fieldOfError, type Step, stepOfField } from './wizard-steps';

/**
 * The register wizard's state (docs/product.md#registration) as a pure reducer: the screen
 * calls the server and shows toasts, and tells this module what came of it. Everything
 * typed lives in one form object, so a failed step or a step back loses nothing. The clock
 * comes in with the actions (`now`), so every rule here is tested without a screen.
 */

/** The server refuses a new code for a minute after one was sent (REQUEST_LIMIT_1MIN). */
export const RESEND_WAIT_MS = 60_000;

/** The code sent to a phone: its reference (for the player to match the SMS) and its token. */
export interface OtpSession {
  phone: string;
  ref: string;
  token: string;
}

/** What the player's focus moves to once the step has rendered. */
export type FocusTarget = FormField | 'otpCode' | 'heading';

export interface WizardState {
  step: Step;
  form: RegisterForm;
  errors: FieldErrors;
  otp: OtpSession | null;
  /** The code typed on step 2 (not part of the registration). */
  otpCode: string;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number;
  /**
   * The server refused the invite code (INVITE_CODE_INVALID): the player keeps seeing it,
   * but may now correct or clear it, else a bad link would block registration for good.
   */
  inviteRefused: boolean;
  /** Registered: nothing more is sent while the success toast leads to /login. */
  done: boolean;
  /** The latest focus request; `seq` makes asking for the same target again a new request. */
  focus: { target: FocusTarget; seq: number } | null;
}

export function initialWizardState(inviteCode: string): WizardState {
  return {
    step: 1,
    form: { ...EMPTY_FORM, inviteCode },
    errors: {},
    otp: null,
    otpCode: '',
    resendAt: 0,
    inviteRefused: false,
    done: false,
    focus: null,
  };
}

export type WizardAction =
  /** A field typed or chosen; `englishNameBanks` are the brand's (the names follow the bank). */
  | { type: 'edit'; field: FormField; value: string; englishNameBanks: readonly string[] }
  | { type: 'editCode'; code: string }
  /** Another step, its heading focused unless `focus` names a field. */
  | { type: 'goTo'; step: Step; focus?: FocusTarget }
  | { type: 'focus'; target: FocusTarget }
  /** Errors under fields (the form's own checks, a refused code), then focus on `focus`. */
  | { type: 'invalid'; errors: FieldErrors; focus?: FocusTarget }
  /** The server refused what a field holds: its error under it, on its step. */
  | { type: 'refused'; field: FormField; text: string }
  | { type: 'codeSent'; otp: OtpSession; now: number }
  | { type: 'codeResent'; ref: string; token: string; now: number }
  /** The phone's held token was verified before: no code to type. */
  | { type: 'phoneVerified'; otp: OtpSession }
  /** The server asked to wait (REQUEST_LIMIT_1MIN): the countdown starts again. */
  | { type: 'resendLimited'; now: number }
  | { type: 'registered' };

function focusOn(state: WizardState, target: FocusTarget): WizardState['focus'] {
  return { target, seq: (state.focus?.seq ?? 0) + 1 };
}

/** The form after one field changes: a bank that needs an English name uppercases the names. */
function edited(
  form: RegisterForm,
  field: FormField,
  value: string,
  englishNameBanks: readonly string[],
): RegisterForm {
  const englishOnly = needsEnglishName(
    field === 'bankCode' ? value : form.bankCode,
    englishNameBanks,
  );
  const next = { ...form, [field]: value };
  if (field === 'firstName' || field === 'lastName') next[field] = nameInput(value, englishOnly);
  if (field === 'bankCode' && englishOnly) {
    next.firstName = nameInput(form.firstName, true);
    next.lastName = nameInput(form.lastName, true);
  }
  return next;
}

/** A new code's state: nothing typed for it yet, and the one-minute wait before another. */
function withNewCode(state: WizardState, otp: OtpSession, now: number): WizardState {
  return {
    ...state,
    otp,
    otpCode: '',
    errors: { ...state.errors, otpCode: undefined },
    resendAt: now + RESEND_WAIT_MS,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'edit': {
      const errors = { ...state.errors, [action.field]: undefined };
      // The English-name error is about both names and depends on the bank.
      if (action.field === 'lastName' || action.field === 'bankCode') errors.firstName = undefined;
      return {
        ...state,
        form: edited(state.form, action.field, action.value, action.englishNameBanks),
        errors,
      };
    }
    case 'editCode':
      return { ...state, otpCode: action.code, errors: { ...state.errors, otpCode: undefined } };
    case 'goTo':
      return { ...state, step: action.step, focus: focusOn(state, action.focus ?? 'heading') };
    case 'focus':
      return { ...state, focus: focusOn(state, action.target) };
    case 'invalid':
      return {
        ...state,
        errors: { ...state.errors, ...action.errors },
        focus: action.focus ? focusOn(state, action.focus) : state.focus,
      };
    case 'refused':
      return {
        ...state,
        errors: { ...state.errors, [action.field]: action.text },
        inviteRefused: state.inviteRefused || action.field === 'inviteCode',
        step: stepOfField(action.field),
        focus: focusOn(state, action.field),
      };
    case 'codeSent':
      return {
        ...withNewCode(state, action.otp, action.now),
        step: 2,
        focus: focusOn(state, 'heading'),
      };
    case 'codeResent': {
      if (!state.otp) return state;
      const otp = { phone: state.otp.phone, ref: action.ref, token: action.token };
      return { ...withNewCode(state, otp, action.now), focus: focusOn(state, 'otpCode') };
    }
    case 'phoneVerified':
      return { ...state, otp: action.otp, step: 3, focus: focusOn(state, 'heading') };
    case 'resendLimited':
      return { ...state, resendAt: action.now + RESEND_WAIT_MS };
    case 'registered':
      return { ...state, done: true };
  }
}

/** The field a refused call names (docs/product.md#error-catalogue), or null: a toast says it. */
export function refusedField(error: ApiError): FormField | null {
  return error.kind === 'server' ? fieldOfError(error.code) : null;
}

/**
 * The field a refused code request goes under: the one the answer names, else the phone
 * (already registered, blocked, a limit: the refusal is about this phone).
 */
export function sendRefusedField(error: ApiError): FormField | null {
  return error.kind === 'server' ? (fieldOfError(error.code) ?? 'phone') : null;
}

/** A code for `phone` was sent less than a minute ago: the player types it, no second SMS. */
export function codeStillExpected(state: WizardState, phone: string, now: number): boolean {
  return state.otp?.phone === phone && now < state.resendAt;
}

/**
 * The token held for `phone`, sent with a new request: if it was verified, the server
 * answers OTP_VERIFIED (to its holder only) and the code step is skipped.
 */
export function heldToken(state: WizardState, phone: string): string | undefined {
  return state.otp?.phone === phone ? state.otp.token : undefined;
}

/** The OTP token of the phone as typed now: the proof the registration carries. */
export function verifiedToken(state: WizardState): string | undefined {
  return heldToken(state, state.form.phone.trim());
}
