/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useId, useReducer } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { Link } from 'wouter';
import { lookupApi, lookupPaths, unwrap } from '../../api';
import { useBrand } from '../../domain/brand';
import { formatPhone } from '../../domain/rules/phone';
import { Page } from '../../ui/page';
import { useTheme } from '../../ui/theme';
import { BankStep } from './bank-step';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { ProfileStep } from './profile-step';
import type { FormField } from './register-rules';
import { StepIndicator } from './step-indicator';
import { useRememberedInvite } from './use-remembered-invite';
import { useWizardFocus } from './use-wizard-focus';
import { useWizardSubmit } from './use-wizard-submit';
import { WizardButtons } from './wizard-buttons';
import { initialWizardState, wizardReducer } from './wizard-state';
import { previousStep, STEP_LABEL_IDS, visibleSteps } from './wizard-steps';

/**
 * /register (docs/product.md#registration): a 4-step wizard. Its state and rules are the
 * reducer of wizard-state.ts, its calls useWizardSubmit's; this screen lays out the
 * current step.
 */
export function RegisterScreen() {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  const headingId = useId();
  const invite = useRememberedInvite();
  const [state, dispatch] = useReducer(wizardReducer, invite.code, initialWizardState);
  const { step, form, errors, otp } = state;

  const otpLookup = useSWR(lookupPaths.registerOTP, () => unwrap(lookupApi.registerOTP()));
  const steps = visibleSteps(otpLookup.data?.registerOTP ?? true);
  const { formRef, headingRef } = useWizardFocus(state.focus);
  const { submit, busy, resend, resending } = useWizardSubmit(state, dispatch, otpLookup);

  function update(field: FormField, value: string) {
    dispatch({ type: 'edit', field, value, englishNameBanks: brand.englishNameBanks });
  }

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
            code={state.otpCode}
            onCode={(code) => dispatch({ type: 'editCode', code })}
            error={errors.otpCode}
            resendAt={state.resendAt}
            onResend={() => void resend()}
            resending={resending}
          />
        ) : null}
        {step === 3 ? (
          <ProfileStep
            form={form}
            errors={errors}
            update={update}
            inviteLocked={invite.locked && !state.inviteRefused}
            inviteClearable={state.inviteRefused}
          />
        ) : null}
        {step === 4 ? <BankStep form={form} errors={errors} update={update} /> : null}
        <WizardButtons
          step={step}
          busy={busy}
          done={state.done}
          onBack={() => dispatch({ type: 'goTo', step: previousStep(step) })}
        />
      </form>
      <p css={css`text-align: center;`}>
        <FormattedMessage id="register.haveAccount" />{' '}
        <Link href="/login">{intl.formatMessage({ id: 'register.login' })}</Link>
      </p>
    </Page>
  );
}
