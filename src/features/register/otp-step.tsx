import { css, useTheme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCountdown } from '../../lib/format';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { useCountdown } from './use-countdown';

/**
 * Step 2: the one-time code sent to the phone. The reference lets the player match the
 * SMS; the re-send button waits out the server's one-minute limit with a visible countdown.
 */
export function OtpStep({
  phone,
  otpRef,
  code,
  onCode,
  error,
  resendAt,
  onResend,
  resending,
}: {
  phone: string;
  otpRef: string;
  code: string;
  onCode: (code: string) => void;
  error?: string;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number;
  onResend: () => void;
  resending: boolean;
}) {
  const theme = useTheme();
  const intl = useIntl();
  const left = useCountdown(resendAt);
  return (
    <>
      <p css={css`margin: 0;`}>
        <FormattedMessage id="register.otpSent" values={{ phone }} />
      </p>
      <p
        css={css`
          margin: 0;
          padding: 8px 12px;
          border-radius: ${theme.radius};
          background: ${theme.surfaceAlt};
          font-weight: 600;
        `}
      >
        <FormattedMessage id="register.otpRef" values={{ ref: otpRef }} />
      </p>
      <Field
        label={<FormattedMessage id="register.otpCode" />}
        name="otpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        value={code}
        error={error}
        onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
      />
      <div>
        <Button
          variant="ghost"
          size="sm"
          disabled={left > 0}
          loading={resending}
          onClick={onResend}
        >
          {left > 0
            ? intl.formatMessage({ id: 'register.resendIn' }, { time: formatCountdown(left, 0) })
            : intl.formatMessage({ id: 'register.resend' })}
        </Button>
      </div>
    </>
  );
}
