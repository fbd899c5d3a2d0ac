import { FormattedMessage, useIntl } from 'react-intl';
import { OtpEntry } from '../../ui/otp-entry';

/** Step 2: the one-time code sent to the phone, in the wizard's words. */
export function OtpStep({
  phone,
  otpRef,
  ...entry
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
  const intl = useIntl();
  return (
    <OtpEntry
      otpRef={otpRef}
      texts={{
        sent: <FormattedMessage id="register.otpSent" values={{ phone }} />,
        reference: <FormattedMessage id="register.otpRef" values={{ ref: otpRef }} />,
        code: <FormattedMessage id="register.otpCode" />,
        resend: intl.formatMessage({ id: 'register.resend' }),
        resendIn: (time) => intl.formatMessage({ id: 'register.resendIn' }, { time }),
      }}
      {...entry}
    />
  );
}
