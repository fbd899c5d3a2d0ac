import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '../test/render';
import { OtpEntry } from './otp-entry';

const TEXTS = {
  sent: 'Sent',
  reference: 'Ref',
  code: 'Code',
  resend: 'Resend',
  resendIn: (time: string) => `Resend in ${time}`,
};

function Entry({ otpRef }: { otpRef: string }) {
  const [code, setCode] = useState('');
  return (
    <OtpEntry
      texts={TEXTS}
      otpRef={otpRef}
      code={code}
      onCode={setCode}
      resendAt={0}
      onResend={() => undefined}
      resending={false}
    />
  );
}

describe('OtpEntry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a numeric one-time-code field', () => {
    renderWithApp(<Entry otpRef="AB12" />);
    const field = screen.getByLabelText('Code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  it('asks no browser without WebOTP', () => {
    const get = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    renderWithApp(<Entry otpRef="AB12" />);
    expect(get).not.toHaveBeenCalled();
  });

  it('fills the code of the SMS, and aborts the request when unmounted', async () => {
    const signals: AbortSignal[] = [];
    const get = vi.fn((options: { signal: AbortSignal }) => {
      signals.push(options.signal);
      return Promise.resolve({ code: '135790', type: 'otp', id: '' });
    });
    vi.stubGlobal('OTPCredential', class {});
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    const view = renderWithApp(<Entry otpRef="AB12" />);
    await waitFor(() => expect(screen.getByLabelText('Code')).toHaveValue('135790'));
    expect(get).toHaveBeenCalledWith(
      expect.objectContaining({ otp: { transport: ['sms'] }, signal: signals[0] }),
    );
    view.unmount();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('a declined or failed request leaves the field to the player', async () => {
    const get = vi.fn(() => Promise.reject(new DOMException('no', 'AbortError')));
    vi.stubGlobal('OTPCredential', class {});
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    renderWithApp(<Entry otpRef="AB12" />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });
});
