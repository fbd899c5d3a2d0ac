import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { SWRResponse } from 'swr';
import { useLocation } from 'wouter';
import { type ApiError, accountApi, lookupApi, otpApi, type RegisterOtpLookup } from '../../api';
import { useBrand } from '../../domain/brand';
import { useErrorText } from '../../domain/error-text';
import { nationalMobile, phoneProblem } from '../../domain/rules/phone';
import { readLocal, removeLocal } from '../../lib/storage';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';
import { bankProblemTexts, phoneProblemText } from './problem-texts';
import {
  bankProblems,
  buildPayload,
  type FormField,
  profilePayload,
  profileProblem,
} from './register-rules';
import {
  codeStillExpected,
  heldToken,
  refusedField,
  sendRefusedField,
  verifiedToken,
  type WizardAction,
  type WizardState,
} from './wizard-state';

/** The success toast shows, then /login after 2 s (docs/product.md#registration). */
export const REDIRECT_AFTER_MS = 2_000;

type OtpLookup = Pick<SWRResponse<RegisterOtpLookup>, 'data' | 'mutate'>;

/**
 * The wizard's calls: each step's submit and the code's re-send, each through one
 * useAction, so a double tap cannot register twice. What came of a call goes to the
 * reducer (wizard-state.ts); what only shows for a moment (toasts) and what outlives the
 * screen (the remembered invite code, the way to /login) is done here.
 */
export function useWizardSubmit(
  state: WizardState,
  dispatch: Dispatch<WizardAction>,
  otpLookup: OtpLookup,
) {
  const intl = useIntl();
  const brand = useBrand();
  const toast = useToast();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const { form, step, otp } = state;

  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  // The form's last error toast: the next attempt's outcome replaces it, so an old error
  // never stays up beside a new one that says otherwise.
  const lastToast = useRef<number | null>(null);
  const toastError = useCallback(
    (text: string) => {
      lastToast.current = toast.danger(text);
    },
    [toast],
  );
  const dismissLastToast = useCallback(() => {
    if (lastToast.current !== null) toast.dismiss(lastToast.current);
    lastToast.current = null;
  }, [toast]);

  /** A refused call: in the field the server names (on its step), else a toast. */
  function showRefusal(error: ApiError, field: FormField | null) {
    const text = errorText(error);
    if (!field) return toastError(text);
    // A refused code is not kept for later visits, where it would be locked in again.
    if (field === 'inviteCode' && readLocal('inviteCode') === form.inviteCode.trim()) {
      removeLocal('inviteCode');
    }
    dispatch({ type: 'refused', field, text });
  }

  async function submitPhone() {
    // A mobile typed with the country code (66…, 856…) or without its 0 is the same number:
    // it goes on as the national digits the API takes (docs/product.md#step-1-phone).
    const typed = form.phone.trim();
    const phone = nationalMobile(typed, brand.phone.country) ?? typed;
    if (phone !== form.phone) {
      dispatch({
        type: 'edit',
        field: 'phone',
        value: phone,
        englishNameBanks: brand.englishNameBanks,
      });
    }
    const problem = phoneProblem(phone, brand.phone);
    if (problem === 'required') return dispatch({ type: 'focus', target: 'phone' });
    if (problem) {
      // Under the field, like every other error of the form (docs/product.md#step-1-phone).
      const text = phoneProblemText(intl, problem, brand.phone);
      return dispatch({ type: 'invalid', errors: { phone: text }, focus: 'phone' });
    }
    let otpOn = otpLookup.data?.registerOTP;
    if (otpOn === undefined) {
      const lookup = await lookupApi.registerOTP();
      if (!lookup.ok) return toastError(errorText(lookup.error));
      otpOn = lookup.data.registerOTP;
      void otpLookup.mutate(lookup.data, { revalidate: false });
    }
    if (!otpOn) return dispatch({ type: 'goTo', step: 3 });
    if (codeStillExpected(state, phone, Date.now())) return dispatch({ type: 'goTo', step: 2 });
    const otpToken = heldToken(state, phone);
    const sent = await otpApi.send({
      phoneNumber: phone,
      ...(otpToken === undefined ? {} : { otpToken }),
    });
    if (!sent.ok) {
      if (sent.error.code === 'REQUEST_LIMIT_1MIN' && otp?.phone === phone) {
        dispatch({ type: 'resendLimited', now: Date.now() });
        return dispatch({ type: 'goTo', step: 2 });
      }
      return showRefusal(sent.error, sendRefusedField(sent.error));
    }
    const session = { phone, ref: sent.data.otpRef, token: sent.data.otpToken };
    if (sent.data.code === 'OTP_VERIFIED') return dispatch({ type: 'phoneVerified', otp: session });
    dispatch({ type: 'codeSent', otp: session, now: Date.now() });
  }

  async function submitOtp() {
    if (!otp) return dispatch({ type: 'goTo', step: 1 });
    const code = state.otpCode.trim();
    if (!code) return dispatch({ type: 'focus', target: 'otpCode' });
    const verified = await otpApi.verify({ otpToken: otp.token, otpCode: code });
    if (verified.ok || verified.error.code === 'OTP_VERIFIED') {
      return dispatch({ type: 'goTo', step: 3 });
    }
    if (verified.error.code === 'REQUEST_LIMIT_1MIN') {
      dispatch({ type: 'resendLimited', now: Date.now() });
    }
    dispatch({ type: 'invalid', errors: { otpCode: errorText(verified.error) }, focus: 'otpCode' });
  }

  async function submitProfile() {
    const problem = profileProblem(form);
    if (problem?.kind === 'mismatch') {
      const text = intl.formatMessage({ id: 'register.passwordMismatch' });
      return dispatch({ type: 'invalid', errors: { confirmPassword: text }, focus: problem.field });
    }
    if (problem) return dispatch({ type: 'focus', target: problem.field });
    const checked = await accountApi.validate(profilePayload(form, verifiedToken(state)));
    if (!checked.ok) return showRefusal(checked.error, refusedField(checked.error));
    dispatch({ type: 'goTo', step: 4 });
  }

  async function submitBank() {
    const problems = bankProblems(form, brand);
    if (problems.length > 0) {
      const texts = bankProblemTexts(intl, problems);
      return dispatch({ type: 'invalid', errors: texts, focus: problems[0]?.field ?? 'bankCode' });
    }
    const registered = await accountApi.register(buildPayload(form, brand, verifiedToken(state)));
    if (!registered.ok) return showRefusal(registered.error, refusedField(registered.error));
    dispatch({ type: 'registered' });
    toast.success(intl.formatMessage({ id: 'register.success' }));
    // The login form opens with the new phone in it (docs/product.md#server-refusals-and-success).
    const registeredPhone = form.phone;
    redirect.current = setTimeout(
      () => navigate('/login', { state: { registeredPhone } }),
      REDIRECT_AFTER_MS,
    );
  }

  const { run: submit, busy } = useAction(async () => {
    if (state.done) return;
    dismissLastToast();
    if (step === 1) await submitPhone();
    else if (step === 2) await submitOtp();
    else if (step === 3) await submitProfile();
    else await submitBank();
  });

  const { run: resend, busy: resending } = useAction(async () => {
    if (!otp) return;
    dismissLastToast();
    const sent = await otpApi.send({ phoneNumber: otp.phone, otpToken: otp.token });
    if (!sent.ok) {
      if (sent.error.code === 'REQUEST_LIMIT_1MIN') {
        dispatch({ type: 'resendLimited', now: Date.now() });
      }
      return dispatch({ type: 'invalid', errors: { otpCode: errorText(sent.error) } });
    }
    if (sent.data.code === 'OTP_VERIFIED') return dispatch({ type: 'goTo', step: 3 });
    dispatch({
      type: 'codeResent',
      ref: sent.data.otpRef,
      token: sent.data.otpToken,
      now: Date.now(),
    });
    toast.success(intl.formatMessage({ id: 'register.otpResent' }));
  });

  return { submit, busy, resend, resending };
}
