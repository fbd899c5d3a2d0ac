import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLaos } from '../../test/brands';
import { type Handler, mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { RegisterScreen } from './register-screen';

const BANKS = [
  { code: 'BBL', nameTH: 'ธนาคารกรุงเทพ', nameEN: 'Bangkok Bank' },
  { code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
  { code: 'KTB', nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' },
  { code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
];
const SOURCES = [
  { code: 'FACEBOOK', description: 'Facebook' },
  { code: 'FRIEND', description: 'A friend told me' },
];

function api(otp: boolean, extra: Record<string, Handler | unknown> = {}) {
  return mockApi({
    'GET /api/lookup/registerOTP': { registerOTP: otp },
    'GET /api/lookup/sources': SOURCES,
    'GET /api/lookup/banks': BANKS,
    'POST /api/account/validate': { success: true },
    'POST /api/account': { success: true },
    'POST /api/otp/send': { otpRef: 'AB12', otpToken: 'tok-1', code: 'OTP_SENT' },
    'POST /api/otp/verify': (body: unknown) =>
      (body as { otpCode: string }).otpCode === '246810'
        ? { body: { success: true, code: 'OTP_CODE_VALID' } }
        : { status: 400, body: { message: 'OTP_CODE_INVALID' } },
    ...extra,
  });
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
// The machine running the tests may be busy: waits for server answers get some room,
// and a test that walks the whole wizard (with its 2 s redirect) more than 5 s.
const WAIT = { timeout: 4000 };
vi.setConfig({ testTimeout: 20_000 });
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name }, WAIT);

async function fillProfile() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Somchai');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
  await screen.findByRole('option', { name: 'A friend told me' }, WAIT);
  await userEvent.selectOptions(screen.getByLabelText('How did you hear about us?'), ['FRIEND']);
}

/**
 * Lets the screen's lookups (the OTP switch) answer and render: a task later, every answer
 * the mock has given is read and shown. A test that ended before that left an update
 * outside act (the screen shows every step while it waits).
 */
async function lookupsAnswered() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('RegisterScreen: phone step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the steps, not as links, with the current one marked', async () => {
    api(true);
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await lookupsAnswered();
    const steps = screen.getByRole('list', { name: 'Registration steps' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Phone number',
      '2Verify',
      '3Your details',
      '4Bank account',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(within(steps).queryAllByRole('link')).toHaveLength(0);
    expect(within(steps).queryAllByRole('button')).toHaveLength(0);
  });

  it('stops silently on an empty phone and keeps the focus there', async () => {
    const { calls } = api(true);
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await next();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('needs 10 digits in the Thai build', async () => {
    const { calls } = api(true);
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Phone number'), '089-123-456');
    expect(screen.getByLabelText('Phone number')).toHaveValue('089123456');
    await next();
    // Under the field like every other error of the wizard, not a toast over the title.
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
        /The phone number must support 10 digits/,
      ),
    );
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('The phone number must support 10 digits')).toHaveLength(1);
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('hints the format, never a number that looks typed in', async () => {
    api(true);
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await lookupsAnswered();
    const field = screen.getByLabelText('Phone number');
    expect(field).toHaveValue('');
    expect(field.getAttribute('placeholder')).not.toMatch(/\d{4}/);
    expect(field).toHaveAccessibleDescription('Format: 0XX XXX XXXX');
  });

  it('hints the Lao format in the Lao build, in Lao', async () => {
    api(false);
    renderWithApp(<RegisterScreen />, { path: '/register', brand: inLaos, locale: 'la' });
    await lookupsAnswered();
    expect(screen.getByRole('textbox', { name: 'ເບີໂທລະສັບ' })).toHaveAccessibleDescription(
      'ຮູບແບບ: 020 XXXX XXXX',
    );
  });

  it('takes Lao mobiles only in the Lao build ("12345" is refused), sent as national digits', async () => {
    const { calls } = api(false);
    renderWithApp(<RegisterScreen />, { path: '/register', brand: inLaos });
    const field = screen.getByLabelText('Phone number');
    await userEvent.type(field, '12345');
    await next();
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /Enter a mobile number in the format 020 XXXX XXXX/,
      ),
    );
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    // With the country code, as a contact card may hold it.
    await userEvent.type(field, '+856 20 5551 2345');
    await next();
    expect(await heading('Step 2 of 3: Your details')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('02055512345');
  });

  it('refuses a Thai number that is no mobile (a Bangkok landline)', async () => {
    const { calls } = api(true);
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0212345678');
    await next();
    expect(
      await screen.findByText('Enter a mobile number in the format 0XX XXX XXXX'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows a refused send under the phone (already registered)', async () => {
    api(true, {
      'POST /api/otp/send': () => ({ status: 400, body: { message: 'EXISTING_USER' } }),
    });
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0812345678');
    await next();
    expect(await screen.findByText('This phone number is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await heading('Step 1 of 4: Phone number');
  });
});

describe('RegisterScreen: OTP step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the reference, refuses a wrong code and goes on with the right one', async () => {
    const { calls } = api(true);
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0891234567');
    await next();
    expect(await heading('Step 2 of 4: Verify')).toHaveFocus();
    expect(calls.find((c) => c.path === '/api/otp/send')?.body).toEqual({
      phoneNumber: '0891234567',
    });
    expect(screen.getByText('Reference: AB12')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
    expect(calls.filter((c) => c.path === '/api/otp/verify')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Verification code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The OTP code is incorrect')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Verification code'));
    await userEvent.type(screen.getByLabelText('Verification code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await heading('Step 3 of 4: Your details')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/otp/verify').map((c) => c.body)).toEqual([
      { otpToken: 'tok-1', otpCode: '111111' },
      { otpToken: 'tok-1', otpCode: '246810' },
    ]);
  });

  it('skips the code for a phone verified before', async () => {
    api(true, {
      'POST /api/otp/send': { otpRef: 'AB12', otpToken: 'tok-1', code: 'OTP_VERIFIED' },
    });
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0891234567');
    await next();
    expect(await heading('Step 3 of 4: Your details')).toBeInTheDocument();
  });

  /** Moves the clock the app reads (Date.now) forward; the countdown's own 1 s tick renders it. */
  function clock() {
    const realNow = Date.now.bind(Date);
    let offset = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    return {
      forward: (ms: number) => {
        offset += ms;
      },
    };
  }

  it('waits out the one-minute limit before a new code, with a countdown', async () => {
    const time = clock();
    let sends = 0;
    const { calls } = api(true, {
      'POST /api/otp/send': () => {
        sends += 1;
        return { body: { otpRef: `R${sends}`, otpToken: `tok-${sends}`, code: 'OTP_SENT' } };
      },
    });
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0891234567');
    await next();
    await heading('Step 2 of 4: Verify');
    const resend = screen.getByRole('button', { name: /^Send a new code in 0[01]:\d\d$/ });
    expect(resend).toBeDisabled();
    time.forward(30_000);
    expect(
      await screen.findByRole('button', { name: /^Send a new code in 00:(2\d|30)$/ }, WAIT),
    ).toBe(resend);
    // Back and Next within the minute: no second SMS, the same code is still expected.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await next();
    await heading('Step 2 of 4: Verify');
    expect(sends).toBe(1);
    time.forward(31_000);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }, WAIT));
    expect(await screen.findByText('Reference: R2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send a new code in/ })).toBeDisabled();
    expect(calls.filter((c) => c.path === '/api/otp/send')).toHaveLength(2);
  });

  it('carries the verified token: a second send, validate and register prove the phone with it', async () => {
    const time = clock();
    const { calls } = api(true, {
      // The server answers OTP_VERIFIED only to the holder of the verified token.
      'POST /api/otp/send': (body: unknown) => ({
        body: {
          otpRef: 'AB12',
          otpToken: 'tok-1',
          code: (body as { otpToken?: string }).otpToken === 'tok-1' ? 'OTP_VERIFIED' : 'OTP_SENT',
        },
      }),
    });
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0891234567');
    await next();
    await heading('Step 2 of 4: Verify');
    await userEvent.type(screen.getByLabelText('Verification code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await heading('Step 3 of 4: Your details');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Step 1 of 4: Phone number');
    time.forward(61_000);
    await next();
    await heading('Step 3 of 4: Your details');
    expect(calls.filter((c) => c.path === '/api/otp/send').map((c) => c.body)).toEqual([
      { phoneNumber: '0891234567' },
      { phoneNumber: '0891234567', otpToken: 'tok-1' },
    ]);
    await fillProfile();
    await next();
    await heading('Step 4 of 4: Bank account');
    expect(calls.find((c) => c.path === '/api/account/validate')?.body).toMatchObject({
      username: '0891234567',
      otpToken: 'tok-1',
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Kasikornbank' }, WAIT));
    await userEvent.type(screen.getByLabelText('Account number'), '1234567890');
    await userEvent.type(screen.getByLabelText("Account holder's first name"), 'สมชาย');
    await userEvent.type(screen.getByLabelText("Account holder's last name"), 'ใจดี');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Registration complete. Please log in.', {}, WAIT);
    expect(calls.find((c) => c.path === '/api/account')?.body).toMatchObject({
      username: '0891234567',
      otpToken: 'tok-1',
    });
  });

  it('starts the wait again when the server answers REQUEST_LIMIT_1MIN', async () => {
    const time = clock();
    let sends = 0;
    api(true, {
      'POST /api/otp/send': () => {
        sends += 1;
        return sends === 1
          ? { body: { otpRef: 'AB12', otpToken: 'tok-1', code: 'OTP_SENT' } }
          : { status: 429, body: { message: 'REQUEST_LIMIT_1MIN' } };
      },
    });
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0891234567');
    await next();
    await heading('Step 2 of 4: Verify');
    time.forward(61_000);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new code' }, WAIT));
    expect(await screen.findByText('wait about 1 minute')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Send a new code in (01:00|00:59)$/ }),
    ).toBeDisabled();
    expect(screen.getByText('Reference: AB12')).toBeInTheDocument();
  });
});

describe('RegisterScreen: the whole wizard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('registers without OTP with the registration payload, then goes to /login after 2 s', async () => {
    const { calls } = api(false);
    const { location } = renderWithApp(<RegisterScreen />, { path: '/register' });
    expect(await screen.findByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Phone number',
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3), WAIT);
    await userEvent.type(screen.getByLabelText('Phone number'), '0891234567');
    await next();
    expect(await heading('Step 2 of 3: Your details')).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Your name'), 'Somchai');
    await next();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await next();
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret2');
    await next();
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/account/validate')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
    await screen.findByRole('option', { name: 'A friend told me' }, WAIT);
    await userEvent.selectOptions(screen.getByLabelText('How did you hear about us?'), ['FRIEND']);
    await userEvent.type(screen.getByLabelText('Invite code'), 'PR77');
    await next();
    expect(await heading('Step 3 of 3: Bank account')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/account/validate')?.body).toEqual({
      name: 'Somchai',
      username: '0891234567',
      password: 'secret1',
      sourceCode: 'FRIEND',
      inviteCode: 'PR77',
      bankCode: '',
      bankAccountName: '',
      bankAccountNo: '',
    });

    await screen.findByRole('radio', { name: 'Bangkok Bank' }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please choose your bank')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in this field')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Bangkok Bank' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Currency' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('radio', { name: 'Kasikornbank' }, WAIT));
    await userEvent.type(screen.getByLabelText('Account number'), '1234567890');
    await userEvent.type(screen.getByLabelText("Account holder's first name"), 'สมชาย');
    await userEvent.type(screen.getByLabelText("Account holder's last name"), 'ใจดี');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Registration complete. Please log in.', {}, WAIT),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/account')?.body).toEqual({
      name: 'Somchai',
      username: '0891234567',
      password: 'secret1',
      sourceCode: 'FRIEND',
      inviteCode: 'PR77',
      bankCode: 'KBANK',
      bankAccountName: 'สมชาย ใจดี',
      bankAccountNo: '1234567890',
    });
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    expect(location.history?.at(-1)).toBe('/register');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'), { timeout: 3000 });
  });

  it('keeps everything typed across steps and sends a server error back to its field', async () => {
    let validations = 0;
    api(false, {
      'POST /api/account/validate': () => {
        validations += 1;
        return validations === 1
          ? { status: 400, body: { message: 'EXISTING_USER' } }
          : { body: { success: true } };
      },
      'POST /api/account': () => ({ status: 400, body: { message: 'EXISTING_BANK' } }),
    });
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0812345678');
    await next();
    await fillProfile();
    await next();
    expect(await screen.findByText('This phone number is already registered')).toBeInTheDocument();
    await heading('Step 1 of 3: Phone number');
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), '0891234567');
    await next();
    expect(screen.getByLabelText('Your name')).toHaveValue('Somchai');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
    expect(screen.getByLabelText('How did you hear about us?')).toHaveValue('FRIEND');
    await next();
    await heading('Step 3 of 3: Bank account');

    await userEvent.click(await screen.findByRole('radio', { name: 'Siam Commercial Bank' }, WAIT));
    await userEvent.type(screen.getByLabelText('Account number'), '1112223334');
    await userEvent.type(screen.getByLabelText("Account holder's first name"), 'Somchai');
    await userEvent.type(screen.getByLabelText("Account holder's last name"), 'Jaidee');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Step 2 of 3: Your details');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('secret1');
    await next();
    await heading('Step 3 of 3: Bank account');
    expect(screen.getByRole('radio', { name: 'Siam Commercial Bank' })).toBeChecked();
    expect(screen.getByLabelText('Account number')).toHaveValue('1112223334');

    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This bank account is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveFocus();
    expect(screen.getByLabelText("Account holder's first name")).toHaveValue('Somchai');
  });

  it('sends one registration for a double tap', async () => {
    let release: (() => void) | undefined;
    const { calls, fetchMock } = api(false);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/account') && init?.method === 'POST') {
        calls.push({ method: 'POST', path: '/api/account', body: null, headers: {} });
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new Response(JSON.stringify({ success: true }));
      }
      return (answer as NonNullable<typeof answer>)(input, init);
    });
    renderWithApp(<RegisterScreen />, { path: '/register' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0891234567');
    await next();
    await fillProfile();
    await next();
    await userEvent.click(await screen.findByRole('radio', { name: 'Kasikornbank' }, WAIT));
    await userEvent.type(screen.getByLabelText('Account number'), '1234567890');
    await userEvent.type(screen.getByLabelText("Account holder's first name"), 'A');
    await userEvent.type(screen.getByLabelText("Account holder's last name"), 'B');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Register' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(calls.filter((c) => c.path === '/api/account')).toHaveLength(1);
    release?.();
    expect(
      await screen.findByText('Registration complete. Please log in.', {}, WAIT),
    ).toBeInTheDocument();
  });
});

describe('RegisterScreen: bank rules by brand', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function toBankStep(brand?: typeof inLaos) {
    const mock = api(false);
    renderWithApp(<RegisterScreen />, { path: '/register', ...(brand ? { brand } : {}) });
    // A mobile of the build's country (Lao: 020 and eight digits).
    await userEvent.type(
      screen.getByLabelText('Phone number'),
      brand ? '02099912345' : '0891234567',
    );
    await next();
    await fillProfile();
    await next();
    await heading(/Bank account$/);
    return mock;
  }

  it('asks KTB, TMB and BBL names in English capitals', async () => {
    const { calls } = await toBankStep();
    await userEvent.click(await screen.findByRole('radio', { name: 'Kasikornbank' }, WAIT));
    await userEvent.type(screen.getByLabelText("Account holder's first name"), 'สมชาย');
    await userEvent.type(screen.getByLabelText("Account holder's last name"), 'jaidee');
    expect(screen.getByLabelText("Account holder's last name")).toHaveValue('jaidee');

    await userEvent.click(screen.getByRole('radio', { name: 'Krungthai Bank' }));
    expect(screen.getByLabelText("Account holder's last name (English)")).toHaveValue('JAIDEE');
    await userEvent.type(screen.getByLabelText('Account number'), '1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Bank account name must be in English only'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Account holder's first name (English)")).toHaveFocus();
    expect(calls.filter((c) => c.path === '/api/account')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText("Account holder's first name (English)"));
    await userEvent.type(screen.getByLabelText("Account holder's first name (English)"), 'somchai');
    expect(screen.queryByText('Bank account name must be in English only')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Registration complete. Please log in.', {}, WAIT);
    expect(calls.find((c) => c.path === '/api/account')?.body).toMatchObject({
      bankCode: 'KTB',
      bankAccountName: 'SOMCHAI JAIDEE',
    });
  });

  it('recommends the brand banks by their English names on an English screen (never Thai script)', async () => {
    await toBankStep();
    expect(
      await screen.findByText(
        'For the fastest deposits and withdrawals we recommend Kasikornbank or Siam Commercial Bank.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
  });

  it('asks for a currency and sends it in the Lao build, without a bank hint', async () => {
    const { calls } = await toBankStep(inLaos);
    await userEvent.click(await screen.findByRole('radio', { name: 'Kasikornbank' }, WAIT));
    expect(screen.queryByText(/we recommend/)).not.toBeInTheDocument();
    const currency = screen.getByRole('group', { name: 'Currency' });
    expect(
      within(currency)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['LAK', 'BAHT']);
    await userEvent.type(screen.getByLabelText('Account number'), '1234567890');
    await userEvent.type(screen.getByLabelText("Account holder's first name"), 'Bounmy');
    await userEvent.type(screen.getByLabelText("Account holder's last name"), 'Phommachanh');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please choose a currency')).toBeInTheDocument();
    await userEvent.click(within(currency).getByRole('radio', { name: 'Thai baht (BAHT)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('Registration complete. Please log in.', {}, WAIT);
    expect(calls.find((c) => c.path === '/api/account')?.body).toMatchObject({
      currency: 'BAHT',
      bankAccountName: 'Bounmy Phommachanh',
    });
  });
});

describe('RegisterScreen: invite code', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function inviteField() {
    await userEvent.type(screen.getByLabelText('Phone number'), '0891234567');
    await next();
    return screen.findByLabelText('Invite code');
  }

  it('comes from ?code=, is remembered, and is read-only', async () => {
    const { calls } = api(false);
    renderWithApp(<RegisterScreen />, { path: '/register?code=PR42ab' });
    expect(localStorage.getItem('inviteCode')).toBe('PR42ab');
    const field = await inviteField();
    expect(field).toHaveValue('PR42ab');
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('Filled in from your invite link')).toBeInTheDocument();
    await fillProfile();
    await next();
    expect(calls.find((c) => c.path === '/api/account/validate')?.body).toMatchObject({
      inviteCode: 'PR42ab',
    });
  });

  it('stays read-only on a later visit without the query', async () => {
    api(false);
    localStorage.setItem('inviteCode', 'PR42ab');
    renderWithApp(<RegisterScreen />, { path: '/register' });
    const field = await inviteField();
    expect(field).toHaveValue('PR42ab');
    expect(field).toHaveAttribute('readonly');
  });

  it('a refused invite code stays visible, becomes editable and clearable, and replaces the old toast', async () => {
    let validations = 0;
    const { calls } = api(false, {
      'POST /api/account/validate': (body: unknown) => {
        validations += 1;
        if (validations === 1) return { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } };
        return (body as { inviteCode: string }).inviteCode
          ? { status: 400, body: { message: 'INVITE_CODE_INVALID' } }
          : { body: { success: true } };
      },
    });
    localStorage.setItem('inviteCode', 'PR42ab');
    renderWithApp(<RegisterScreen />, { path: '/register' });
    const field = await inviteField();
    await fillProfile();
    await next();
    expect(
      await screen.findByText('A server error occurred. Please try again later.'),
    ).toBeInTheDocument();

    // The second try's answer replaces the first one's toast: no contradicting pair.
    await next();
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This invite code is not valid/));
    expect(screen.queryByText('A server error occurred. Please try again later.')).toBeNull();
    expect(field).toHaveValue('PR42ab');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).not.toHaveAttribute('readonly');
    expect(screen.queryByText('Filled in from your invite link')).toBeNull();
    await heading('Step 2 of 3: Your details');

    await userEvent.click(screen.getByRole('button', { name: 'Clear the invite code' }));
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
    await next();
    await heading('Step 3 of 3: Bank account');
    expect(calls.filter((c) => c.path === '/api/account/validate').at(-1)?.body).toMatchObject({
      inviteCode: '',
    });
    // The refused code is not remembered: a later visit does not lock it in again.
    expect(localStorage.getItem('inviteCode')).toBeNull();
  });

  it('sends the player back to the invite code when registration refuses it', async () => {
    api(false, {
      'POST /api/account': () => ({ status: 400, body: { message: 'INVITE_CODE_INVALID' } }),
    });
    renderWithApp(<RegisterScreen />, { path: '/register' });
    const field = await inviteField();
    await fillProfile();
    await userEvent.type(field, 'PRnobody');
    await next();
    await heading('Step 3 of 3: Bank account');
    await userEvent.click(await screen.findByRole('radio', { name: 'Siam Commercial Bank' }, WAIT));
    await userEvent.type(screen.getByLabelText('Account number'), '1112223334');
    await userEvent.type(screen.getByLabelText("Account holder's first name"), 'Somchai');
    await userEvent.type(screen.getByLabelText("Account holder's last name"), 'Jaidee');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await heading('Step 2 of 3: Your details');
    const again = screen.getByLabelText('Invite code');
    expect(again).toHaveValue('PRnobody');
    // Focus moves once the step has rendered: wait for it rather than assume the same frame.
    await waitFor(() => expect(again).toHaveFocus());
    expect(again).toHaveAccessibleDescription(/This invite code is not valid/);
  });

  it('is free to type without one', async () => {
    api(false);
    renderWithApp(<RegisterScreen />, { path: '/register' });
    const field = await inviteField();
    expect(field).not.toHaveAttribute('readonly');
    expect(localStorage.getItem('inviteCode')).toBeNull();
  });
});
