import { css, useTheme } from '@emotion/react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { Link, useLocation, useSearch } from 'wouter';
import { type ApiError, accountApi, lookupApi, lookupPaths, otpApi, unwrap } from '../../api';
import { useBrand } from '../../domain/brand';
import { useErrorText } from '../../domain/error-text';
import { needsEnglishName } from '../../domain/rules/account';
import { formatPhone, nationalMobile, phoneProblem } from '../../domain/rules/phone';
import { readLocal, removeLocal, writeLocal } from '../../lib/storage';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';
import { BankStep } from './bank-step';
import { inviteCodeState } from './invite-code';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { ProfileStep } from './profile-step';
import {
  bankProblems,
  buildPayload,
  EMPTY_FORM,
  type FormField,
  nameInput,
  profilePayload,
  profileProblem,
  type RegisterForm,
} from './register-rules';
import { StepIndicator } from './step-indicator';
import type { FieldErrors } from './step-props';
import {
  fieldOfError,
  previousStep,
  STEP_LABEL_IDS,
  type Step,
  stepOfField,
  visibleSteps,
} from './wizard-steps';

/** The server refuses a new code for a minute after one was sent (REQUEST_LIMIT_1MIN). */
export const RESEND_WAIT_MS = 60_000;
/** The success toast shows, then /login after 2 s (docs/product.md#registration). */
export const REDIRECT_AFTER_MS = 2_000;

interface OtpState {
  phone: string;
  ref: string;
  token: string;
}

type FocusTarget = FormField | 'otpCode' | 'heading';

/**
 * /register (docs/product.md#registration): a 4-step wizard. Everything typed
 * lives in one form object here, so a failed step or a step back loses nothing; every
 * submit goes through one useAction, so a double tap cannot register twice.
 */
export function RegisterScreen() {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  const toast = useToast();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const search = useSearch();
  const headingId = useId();

  const [invite] = useState(() => inviteCodeState(search, readLocal('inviteCode')));
  useEffect(() => {
    if (invite.remember) writeLocal('inviteCode', invite.remember);
  }, [invite]);
  // The server refused the invite code (INVITE_CODE_INVALID): the player keeps seeing it,
  // but may now correct or clear it, else a bad link would block registration for good.
  const [inviteRefused, setInviteRefused] = useState(false);

  const [form, setForm] = useState<RegisterForm>(() => ({
    ...EMPTY_FORM,
    inviteCode: invite.code,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<Step>(1);
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [otpCode, setOtpCode] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const [done, setDone] = useState(false);

  const otpLookup = useSWR(lookupPaths.registerOTP, () => unwrap(lookupApi.registerOTP()));
  const steps = visibleSteps(otpLookup.data?.registerOTP ?? true);

  // Focus follows the wizard: the new step's heading, or the field that needs the player.
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; seq: number } | null>(
    null,
  );
  const focus = useCallback((target: FocusTarget) => {
    setFocusRequest((previous) => ({ target, seq: (previous?.seq ?? 0) + 1 }));
  }, []);
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'heading') {
      headingRef.current?.focus();
      return;
    }
    const selector = `[name="${focusRequest.target}"]`;
    const element =
      formRef.current?.querySelector<HTMLElement>(`${selector}:checked`) ??
      formRef.current?.querySelector<HTMLElement>(selector);
    element?.focus();
  }, [focusRequest]);

  const goTo = useCallback(
    (next: Step, target: FocusTarget = 'heading') => {
      setStep(next);
      focus(target);
    },
    [focus],
  );

  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  function update(field: FormField, value: string) {
    setForm((current) => {
      const englishOnly = needsEnglishName(
        field === 'bankCode' ? value : current.bankCode,
        brand.englishNameBanks,
      );
      const next = { ...current, [field]: value };
      if (field === 'firstName' || field === 'lastName') {
        next[field] = nameInput(value, englishOnly);
      }
      if (field === 'bankCode' && englishOnly) {
        next.firstName = nameInput(current.firstName, true);
        next.lastName = nameInput(current.lastName, true);
      }
      return next;
    });
    setErrors((current) => {
      const next = { ...current, [field]: undefined };
      // The English-name error is about both names and depends on the bank.
      if (field === 'lastName' || field === 'bankCode') next.firstName = undefined;
      return next;
    });
  }

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
  function showServerError(error: ApiError) {
    const text = errorText(error);
    const field = error.kind === 'server' ? fieldOfError(error.code) : null;
    if (!field) {
      toastError(text);
      return;
    }
    if (field === 'inviteCode') {
      setInviteRefused(true);
      // A refused code is not kept for later visits, where it would be locked in again.
      if (readLocal('inviteCode') === form.inviteCode.trim()) removeLocal('inviteCode');
    }
    setErrors((current) => ({ ...current, [field]: text }));
    const fieldStep = stepOfField(field);
    if (fieldStep !== step) setStep(fieldStep);
    focus(field);
  }

  function startResendWait() {
    setResendAt(Date.now() + RESEND_WAIT_MS);
  }

  async function submitPhone() {
    // A mobile typed with the country code (66…, 856…) or without its 0 is the same number:
    // it goes on as the national digits the API takes (docs/product.md#step-1-phone).
    const typed = form.phone.trim();
    const phone = nationalMobile(typed, brand.phone.country) ?? typed;
    if (phone !== form.phone) update('phone', phone);
    const problem = phoneProblem(phone, brand.phone);
    if (problem === 'required') return focus('phone');
    if (problem) {
      // Under the field, like every other error of the form (docs/product.md#step-1-phone).
      setErrors((current) => ({
        ...current,
        phone:
          problem === 'length'
            ? intl.formatMessage({ id: 'register.phoneLength' }, { length: brand.phone.length })
            : intl.formatMessage(
                { id: 'register.phoneInvalid' },
                { format: brand.phone.placeholder },
              ),
      }));
      return focus('phone');
    }
    let otpOn = otpLookup.data?.registerOTP;
    if (otpOn === undefined) {
      const lookup = await lookupApi.registerOTP();
      if (!lookup.ok) return toastError(errorText(lookup.error));
      otpOn = lookup.data.registerOTP;
      void otpLookup.mutate(lookup.data, { revalidate: false });
    }
    if (!otpOn) return goTo(3);
    // A code for this phone was sent less than a minute ago: enter it, no second SMS.
    if (otp?.phone === phone && Date.now() < resendAt) return goTo(2);
    // The token held for this phone: if it was verified, the server answers OTP_VERIFIED
    // (to its holder only) and the code step is skipped.
    const held = otp?.phone === phone ? { otpToken: otp.token } : {};
    const sent = await otpApi.send({ phoneNumber: phone, ...held });
    if (!sent.ok) {
      if (sent.error.code === 'REQUEST_LIMIT_1MIN' && otp?.phone === phone) {
        startResendWait();
        return goTo(2);
      }
      // Sending failed for this phone (already registered, blocked, limit): say so under it.
      if (sent.error.kind === 'server' && !fieldOfError(sent.error.code)) {
        setErrors((current) => ({ ...current, phone: errorText(sent.error) }));
        return focus('phone');
      }
      return showServerError(sent.error);
    }
    if (sent.data.code === 'OTP_VERIFIED') {
      setOtp({ phone, ref: sent.data.otpRef, token: sent.data.otpToken });
      return goTo(3);
    }
    setOtp({ phone, ref: sent.data.otpRef, token: sent.data.otpToken });
    setOtpCode('');
    setErrors((current) => ({ ...current, otpCode: undefined }));
    startResendWait();
    goTo(2);
  }

  async function submitOtp() {
    if (!otp) return goTo(1);
    const code = otpCode.trim();
    if (!code) return focus('otpCode');
    const verified = await otpApi.verify({ otpToken: otp.token, otpCode: code });
    if (verified.ok || verified.error.code === 'OTP_VERIFIED') return goTo(3);
    if (verified.error.code === 'REQUEST_LIMIT_1MIN') startResendWait();
    setErrors((current) => ({ ...current, otpCode: errorText(verified.error) }));
    focus('otpCode');
  }

  /** The OTP token of the phone as typed now: the proof the registration carries. */
  function verifiedToken(): string | undefined {
    return otp && otp.phone === form.phone.trim() ? otp.token : undefined;
  }

  async function submitProfile() {
    const problem = profileProblem(form);
    if (problem) {
      if (problem.kind === 'mismatch') {
        setErrors((current) => ({
          ...current,
          confirmPassword: intl.formatMessage({ id: 'register.passwordMismatch' }),
        }));
      }
      return focus(problem.field);
    }
    const checked = await accountApi.validate(profilePayload(form, verifiedToken()));
    if (!checked.ok) return showServerError(checked.error);
    goTo(4);
  }

  async function submitBank() {
    const problems = bankProblems(form, brand);
    if (problems.length > 0) {
      const texts: FieldErrors = {};
      for (const { field, kind } of problems) {
        if (kind === 'english') {
          texts[field] = intl.formatMessage({ id: 'error.BANK_ACCOUNT_NAME_ENG' });
        } else if (field === 'bankCode') {
          texts[field] = intl.formatMessage({ id: 'register.chooseBank' });
        } else if (field === 'currency') {
          texts[field] = intl.formatMessage({ id: 'register.chooseCurrency' });
        } else {
          texts[field] = intl.formatMessage({ id: 'register.required' });
        }
      }
      setErrors((current) => ({ ...current, ...texts }));
      return focus(problems[0]?.field ?? 'bankCode');
    }
    const registered = await accountApi.register(buildPayload(form, brand, verifiedToken()));
    if (!registered.ok) return showServerError(registered.error);
    setDone(true);
    toast.success(intl.formatMessage({ id: 'register.success' }));
    // The login form opens with the new phone in it (docs/product.md#server-refusals-and-success).
    const registeredPhone = form.phone;
    redirect.current = setTimeout(
      () => navigate('/login', { state: { registeredPhone } }),
      REDIRECT_AFTER_MS,
    );
  }

  const { run: submit, busy } = useAction(async () => {
    if (done) return;
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
      if (sent.error.code === 'REQUEST_LIMIT_1MIN') startResendWait();
      setErrors((current) => ({ ...current, otpCode: errorText(sent.error) }));
      return;
    }
    if (sent.data.code === 'OTP_VERIFIED') return goTo(3);
    setOtp({ phone: otp.phone, ref: sent.data.otpRef, token: sent.data.otpToken });
    setOtpCode('');
    setErrors((current) => ({ ...current, otpCode: undefined }));
    startResendWait();
    toast.success(intl.formatMessage({ id: 'register.otpResent' }));
    focus('otpCode');
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  const position = Math.max(1, steps.indexOf(step) + 1);
  const stepLabel = intl.formatMessage({ id: STEP_LABEL_IDS[step] });

  return (
    <Page title={<FormattedMessage id="register.title" />}>
      <StepIndicator
        steps={steps.map((key) => ({
          key,
          label: intl.formatMessage({ id: STEP_LABEL_IDS[key] }),
        }))}
        current={step}
      />
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        css={css`
          display: grid;
          gap: 14px;
          padding: 16px;
          border-radius: ${theme.radius};
          border: 1px solid ${theme.border};
        `}
      >
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          css={css`margin: 0; font-size: 17px; outline: none;`}
        >
          {intl.formatMessage(
            { id: 'register.stepHeading' },
            { current: position, total: steps.length, label: stepLabel },
          )}
        </h2>
        {step === 1 ? <PhoneStep form={form} errors={errors} update={update} /> : null}
        {step === 2 && otp ? (
          <OtpStep
            phone={formatPhone(otp.phone, brand.phone.country)}
            otpRef={otp.ref}
            code={otpCode}
            onCode={(code) => {
              setOtpCode(code);
              setErrors((current) => ({ ...current, otpCode: undefined }));
            }}
            error={errors.otpCode}
            resendAt={resendAt}
            onResend={() => void resend()}
            resending={resending}
          />
        ) : null}
        {step === 3 ? (
          <ProfileStep
            form={form}
            errors={errors}
            update={update}
            inviteLocked={invite.locked && !inviteRefused}
            inviteClearable={inviteRefused}
          />
        ) : null}
        {step === 4 ? <BankStep form={form} errors={errors} update={update} /> : null}
        <div
          css={css`
            display: flex;
            gap: 8px;
            margin-top: 4px;
            /* Back keeps its one word on one line; the main action takes the rest. */
            & > button {
              flex: none;
              white-space: nowrap;
            }
            & > button[type='submit'] {
              flex: 1;
            }
          `}
        >
          {step > 1 ? (
            <Button
              variant="secondary"
              disabled={busy || done}
              onClick={() => goTo(previousStep(step))}
            >
              <FormattedMessage id="register.back" />
            </Button>
          ) : null}
          <Button type="submit" block loading={busy} disabled={done}>
            <FormattedMessage
              id={step === 2 ? 'register.verify' : step === 4 ? 'register.submit' : 'register.next'}
            />
          </Button>
        </div>
      </form>
      <p css={css`text-align: center;`}>
        <FormattedMessage id="register.haveAccount" />{' '}
        <Link href="/login">{intl.formatMessage({ id: 'register.login' })}</Link>
      </p>
    </Page>
  );
}
