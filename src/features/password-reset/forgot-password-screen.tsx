/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, Redirect, useLocation } from 'wouter';
import { type ApiError, passwordResetApi } from '../../api';
import { useBrand } from '../../domain/brand';
import { useErrorText } from '../../domain/error-text';
import { useFeatures } from '../../domain/features';
import {
  type NewPasswordForm,
  type NewPasswordProblems,
  newPasswordProblems,
  type PasswordProblem,
} from '../../domain/rules/password';
import { formatPhone, nationalMobile } from '../../domain/rules/phone';
import { useSession } from '../../domain/session';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { OtpEntry } from '../../ui/otp-entry';
import { Page } from '../../ui/page';
import { PasswordField } from '../../ui/password-field';
import { useTheme } from '../../ui/theme';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';

/** The wait before another code may be asked for (docs/api.md#otp: one a minute). */
const RESEND_WAIT_MS = 60_000;

const REQUIRED_TEXT: Record<keyof NewPasswordForm, MessageDescriptor> = {
  newPassword: { id: 'reset.newRequired' },
  confirm: { id: 'reset.confirmRequired' },
};

function problemText(field: keyof NewPasswordForm, problem: PasswordProblem | undefined) {
  if (!problem) return undefined;
  return (
    <FormattedMessage id={problem === 'notEqual' ? 'reset.notEqual' : REQUIRED_TEXT[field].id} />
  );
}

/** The code request the player holds: its phone, reference and token. */
interface HeldCode {
  phone: string;
  ref: string;
  token: string;
}

/**
 * /forgot-password (docs/api.md#password-reset), shown while the backend announces
 * `passwordReset`: the phone, then the code of the SMS with the new password typed twice;
 * then the player is logged in and every other session of the account has ended. The
 * answers never say whether a phone is a member's, so neither does this screen.
 */
/**
 * The reset exists only where the backend announces it: on any other, the address leads back
 * to the login screen (nothing shows while the announcement is read).
 */
export function ForgotPasswordScreen() {
  const features = useFeatures();
  if (!features) return null;
  if (!features.has('passwordReset')) return <Redirect to="/login" replace />;
  return <ForgotPasswordForm />;
}

function ForgotPasswordForm() {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  const errorText = useErrorText();
  const toast = useToast();
  const { login } = useSession();
  const [, navigate] = useLocation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [phone, setPhone] = useState('');
  const [held, setHeld] = useState<HeldCode | null>(null);
  const [code, setCode] = useState('');
  const [form, setForm] = useState<NewPasswordForm>({ newPassword: '', confirm: '' });
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [resendAt, setResendAt] = useState(0);
  const done = useRef(false);

  // A new step: its heading is read out and the keyboard starts from it.
  const step = held ? 'code' : 'phone';
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  });

  /** A refused code request: under the phone on the first step, under the code on the second. */
  function sendRefused(error: ApiError) {
    if (error.code === 'REQUEST_LIMIT_1MIN') setResendAt(Date.now() + RESEND_WAIT_MS);
    if (held) setCodeError(errorText(error));
    else setPhoneError(errorText(error));
  }

  const send = useAction(async () => {
    const typed = phone.trim();
    if (!typed) return setPhoneError(intl.formatMessage({ id: 'reset.phoneRequired' }));
    // Sent as national digits however it was typed, like the login (docs/product.md#login-and-session).
    const national = nationalMobile(typed, brand.phone.country);
    if (!national) {
      return setPhoneError(
        intl.formatMessage({ id: 'login.phoneInvalid' }, { format: brand.phone.placeholder }),
      );
    }
    setPhone(national);
    const sent = await passwordResetApi.sendCode({ phoneNumber: national });
    if (!sent.ok) return sendRefused(sent.error);
    setCode('');
    setCodeError(undefined);
    setResendAt(Date.now() + RESEND_WAIT_MS);
    setHeld({ phone: national, ref: sent.data.otpRef, token: sent.data.otpToken });
  });

  const resend = useAction(async () => {
    if (!held) return;
    const sent = await passwordResetApi.sendCode({ phoneNumber: held.phone });
    if (!sent.ok) return sendRefused(sent.error);
    setCode('');
    setCodeError(undefined);
    setResendAt(Date.now() + RESEND_WAIT_MS);
    setHeld({ ...held, ref: sent.data.otpRef, token: sent.data.otpToken });
    toast.success(intl.formatMessage({ id: 'reset.resent' }));
  });

  const reset = useAction(async () => {
    if (!held || done.current) return;
    const found = newPasswordProblems(form);
    setProblems(found);
    const typedCode = code.trim();
    setCodeError(typedCode ? undefined : intl.formatMessage({ id: 'reset.codeRequired' }));
    if (!typedCode || Object.keys(found).length > 0) return;
    const result = await passwordResetApi.reset({
      otpToken: held.token,
      otpCode: typedCode,
      newPassword: form.newPassword,
    });
    if (!result.ok) return setCodeError(errorText(result.error));
    done.current = true;
    login(result.data.token, false);
    toast.success(intl.formatMessage({ id: 'reset.done' }));
    navigate('/user', { replace: true });
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void (held ? reset.run() : send.run());
  }

  const passwordField = (name: keyof NewPasswordForm) => ({
    value: form[name],
    error: problemText(name, problems[name]),
    onChange: (value: string) => {
      setForm((current) => ({ ...current, [name]: value }));
      setProblems((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <Page title={<FormattedMessage id="reset.title" />}>
      <form
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
          <FormattedMessage id={held ? 'reset.codeHeading' : 'reset.phoneHeading'} />
        </h2>
        {held ? (
          <>
            <OtpEntry
              otpRef={held.ref}
              texts={{
                sent: (
                  <FormattedMessage
                    id="reset.codeSent"
                    values={{ phone: formatPhone(held.phone, brand.phone.country) }}
                  />
                ),
                reference: <FormattedMessage id="reset.otpRef" values={{ ref: held.ref }} />,
                code: <FormattedMessage id="reset.otpCode" />,
                resend: intl.formatMessage({ id: 'reset.resend' }),
                resendIn: (time) => intl.formatMessage({ id: 'reset.resendIn' }, { time }),
              }}
              code={code}
              onCode={(typed) => {
                setCode(typed);
                setCodeError(undefined);
              }}
              error={codeError}
              resendAt={resendAt}
              onResend={() => void resend.run()}
              resending={resend.busy}
            />
            {/* Whose password this is, for the password manager; never shown. */}
            <input
              hidden
              readOnly
              type="text"
              name="username"
              autoComplete="username"
              value={held.phone}
            />
            <PasswordField
              label={<FormattedMessage id="reset.newPassword" />}
              toggleLabel={intl.formatMessage({ id: 'reset.show.new' })}
              name="newPassword"
              autoComplete="new-password"
              {...passwordField('newPassword')}
            />
            <PasswordField
              label={<FormattedMessage id="reset.confirm" />}
              toggleLabel={intl.formatMessage({ id: 'reset.show.confirm' })}
              name="confirmPassword"
              autoComplete="new-password"
              {...passwordField('confirm')}
            />
            <Button type="submit" block loading={reset.busy}>
              <FormattedMessage id="reset.submit" />
            </Button>
            <Button variant="secondary" block disabled={reset.busy} onClick={() => setHeld(null)}>
              <FormattedMessage id="reset.changePhone" />
            </Button>
          </>
        ) : (
          <>
            <p css={css`margin: 0;`}>
              <FormattedMessage id="reset.intro" />
            </p>
            <Field
              label={<FormattedMessage id="reset.phone" />}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={brand.phone.placeholder}
              value={phone}
              error={phoneError}
              onChange={(event) => {
                setPhone(event.target.value);
                setPhoneError(undefined);
              }}
            />
            <Button type="submit" block loading={send.busy}>
              <FormattedMessage id="reset.send" />
            </Button>
          </>
        )}
      </form>
      <p css={css`text-align: center;`}>
        <Link href="/login">{intl.formatMessage({ id: 'reset.backToLogin' })}</Link>
      </p>
    </Page>
  );
}
