/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { formatCountdown } from '../lib/format-details';
import { readSmsCode } from '../lib/web-otp';
import { Button } from './button';
import { Field } from './field';
import { useTheme } from './theme';
import { useCountdown } from './use-countdown';

export interface OtpEntryTexts {
  /** "A code was sent to …". */
  sent: ReactNode;
  /** The reference, so the player can match the SMS. */
  reference: ReactNode;
  /** The code field's label. */
  code: ReactNode;
  resend: string;
  /** The re-send button while it waits, with the time left (mm:ss). */
  resendIn: (time: string) => string;
}

/**
 * A one-time code sent by SMS (docs/api.md#otp), wherever one is asked for (registration,
 * a forgotten password): the reference, the code field, and the re-send button, which waits
 * out the server's one-minute limit with a visible countdown. The field is the phone's
 * one-time-code field (the keyboard offers the code from the SMS); where the browser has
 * the WebOTP API the code fills itself in, and the request ends when the code is no longer
 * asked for (this is unmounted) or a new code replaces it.
 */
export function OtpEntry({
  texts,
  otpRef,
  code,
  onCode,
  error,
  resendAt,
  onResend,
  resending,
}: {
  texts: OtpEntryTexts;
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
  const left = useCountdown(resendAt);
  useSmsCode(otpRef, onCode);
  return (
    <>
      <p css={css`margin: 0;`}>{texts.sent}</p>
      <p
        css={css`
          margin: 0;
          padding: 8px 12px;
          border-radius: ${theme.radius};
          background: ${theme.surfaceAlt};
          font-weight: 600;
        `}
      >
        {texts.reference}
      </p>
      <Field
        label={texts.code}
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
          {left > 0 ? texts.resendIn(formatCountdown(left, 0)) : texts.resend}
        </Button>
      </div>
    </>
  );
}

/** The code of the SMS of `otpRef`, through the WebOTP API where the browser has it. */
function useSmsCode(otpRef: string, onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    if (!otpRef) return;
    const controller = new AbortController();
    void readSmsCode(controller.signal).then((code) => {
      const digits = code?.replace(/\D/g, '');
      if (digits && !controller.signal.aborted) latest.current(digits);
    });
    return () => controller.abort();
  }, [otpRef]);
}
