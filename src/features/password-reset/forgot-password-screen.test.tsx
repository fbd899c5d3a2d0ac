import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { ForgotPasswordScreen } from './forgot-password-screen';

const SENT = { otpRef: 'AB12', otpToken: 'tok-1' };
/** The backend announces the reset (docs/api.md#optional-capabilities). */
const ANNOUNCED = { 'GET /api/lookup/features': { features: ['passwordReset'] } };

async function toCodeStep() {
  await userEvent.type(await screen.findByLabelText('Phone number'), '0812345678');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Code from the SMS');
}

async function typePasswords(first: string, second: string) {
  await userEvent.type(screen.getByLabelText('New password'), first);
  await userEvent.type(screen.getByLabelText('New password again'), second);
}

describe('ForgotPasswordScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leads back to the login screen where the backend has no reset', async () => {
    mockApi({ 'GET /api/lookup/features': { features: ['sessions'] } });
    const { location } = renderWithApp(<ForgotPasswordScreen />, { path: '/forgot-password' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect(screen.queryByLabelText('Phone number')).toBeNull();
  });

  it('phone, code and new password: logged in on /user with the new token', async () => {
    const { calls } = mockApi({
      ...ANNOUNCED,
      'POST /api/password-reset/otp': SENT,
      'POST /api/password-reset': { token: 'new-token' },
    });
    const { location, store } = renderWithApp(<ForgotPasswordScreen />, {
      path: '/forgot-password',
    });
    await toCodeStep();
    expect(calls.find((call) => call.path === '/api/password-reset/otp')?.body).toEqual({
      phoneNumber: '0812345678',
    });
    expect(screen.getByText('Reference: AB12')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the SMS'), '246810');
    await typePasswords('fresh pass', 'fresh pass');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and log in' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/user'));
    expect(calls.find((call) => call.path === '/api/password-reset')?.body).toEqual({
      otpToken: 'tok-1',
      otpCode: '246810',
      newPassword: 'fresh pass',
    });
    const { tokenAtom } = await import('../../domain/session');
    expect(store.get(tokenAtom)).toBe('new-token');
  });

  it('sends nothing while the code is missing or the passwords differ', async () => {
    const { calls } = mockApi({ ...ANNOUNCED, 'POST /api/password-reset/otp': SENT });
    renderWithApp(<ForgotPasswordScreen />, { path: '/forgot-password' });
    await toCodeStep();
    await typePasswords('one', 'two');
    await userEvent.click(screen.getByRole('button', { name: 'Save password and log in' }));
    expect(screen.getByText('Please enter the code from the SMS')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/password-reset')).toHaveLength(0);
  });

  it('shows a refused code under the code field, in the language of the screen', async () => {
    mockApi({
      ...ANNOUNCED,
      'POST /api/password-reset/otp': SENT,
      'POST /api/password-reset': () => ({ status: 400, body: { message: 'OTP_CODE_INVALID' } }),
    });
    renderWithApp(<ForgotPasswordScreen />, { path: '/forgot-password', locale: 'th' });
    await userEvent.type(await screen.findByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await userEvent.click(screen.getByRole('button', { name: 'ส่งรหัส' }));
    const code = await screen.findByLabelText('รหัสจาก SMS');
    await userEvent.type(code, '111111');
    await userEvent.type(screen.getByLabelText('รหัสผ่านใหม่'), 'x');
    await userEvent.type(screen.getByLabelText('กรอกรหัสผ่านใหม่อีกครั้ง'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านและเข้าสู่ระบบ' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  });

  it('refuses a number that is no mobile of the build before any call', async () => {
    const { calls } = mockApi(ANNOUNCED);
    renderWithApp(<ForgotPasswordScreen />, { path: '/forgot-password' });
    await userEvent.type(await screen.findByLabelText('Phone number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Enter a mobile number in the format 0XX XXX XXXX'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("the code field is the phone's one-time-code field, digits only", async () => {
    mockApi({ ...ANNOUNCED, 'POST /api/password-reset/otp': SENT });
    renderWithApp(<ForgotPasswordScreen />, { path: '/forgot-password' });
    await toCodeStep();
    const code = screen.getByLabelText('Code from the SMS');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
  });

  it('fills the code from the SMS where the browser has WebOTP, and stops asking when the step is left', async () => {
    mockApi({ ...ANNOUNCED, 'POST /api/password-reset/otp': SENT });
    let signal: AbortSignal | undefined;
    let deliver: (credential: { code: string }) => void = () => undefined;
    const get = vi.fn(
      (options: { otp?: unknown; signal?: AbortSignal }) =>
        new Promise((resolve) => {
          signal = options.signal;
          deliver = resolve;
        }),
    );
    vi.stubGlobal('OTPCredential', class {});
    vi.stubGlobal('navigator', { ...navigator, credentials: { get } });
    renderWithApp(<ForgotPasswordScreen />, { path: '/forgot-password' });
    await toCodeStep();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(get.mock.calls[0]?.[0].otp).toEqual({ transport: ['sms'] });
    deliver({ code: '246810' });
    await waitFor(() => expect(screen.getByLabelText('Code from the SMS')).toHaveValue('246810'));

    await userEvent.click(screen.getByRole('button', { name: 'Change phone number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    const second = signal;
    await userEvent.click(screen.getByRole('button', { name: 'Change phone number' }));
    expect(second?.aborted).toBe(true);
  });
});
