import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { LoginScreen } from './login-screen';

/** The login calls among what the screen asked (it also reads the optional capabilities). */
const logins = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((call) => call.path === '/api/login');

describe('LoginScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields and sends nothing while one is empty', async () => {
    const { calls } = mockApi({});
    renderWithApp(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your phone number and password')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(logins(calls)).toHaveLength(0);
  });

  it('shows the translated server error and clears it when the player types', async () => {
    mockApi({ 'POST /api/login': () => ({ status: 400, body: { message: 'WRONG_CREDENTIAL' } }) });
    renderWithApp(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0812345678');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('incorrect phone number/password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText('incorrect phone number/password')).not.toBeInTheDocument();
  });

  it('says how long to wait after too many attempts, from Retry-After, in minutes', async () => {
    mockApi({
      'POST /api/login': () => ({
        status: 429,
        body: { message: 'REQUEST_LIMIT' },
        headers: { 'Retry-After': '841' },
      }),
    });
    renderWithApp(<LoginScreen />, { path: '/login', locale: 'th' });
    await userEvent.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(
      await screen.findByText('ลองเข้าสู่ระบบหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งใน 15 นาที'),
    ).toHaveAttribute('role', 'alert');
  });

  it('says one minute for a wait under a minute, and the catalogue text without Retry-After', async () => {
    let headers: Record<string, string> = { 'Retry-After': '20' };
    mockApi({
      'POST /api/login': () => ({ status: 429, body: { message: 'REQUEST_LIMIT' }, headers }),
    });
    renderWithApp(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0812345678');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 1 minute.'),
    ).toBeInTheDocument();
    headers = {};
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('too many requests, please wait a moment')).toBeInTheDocument();
  });

  it("takes the build's mobiles alone: a number that is none is refused before any call", async () => {
    const { calls } = mockApi({});
    renderWithApp(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Phone number'), '12345');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Enter a mobile number in the format 0XX XXX XXXX'),
    ).toHaveAttribute('role', 'alert');
    expect(logins(calls)).toHaveLength(0);
  });

  it('sends a mobile typed with the country code as the national digits', async () => {
    const { calls } = mockApi({ 'POST /api/login': { token: 'tok-c' } });
    renderWithApp(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Phone number'), '+66 81 234 5678');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(logins(calls)[0]?.body).toMatchObject({ username: '0812345678' }));
  });

  it('opens with the phone a registration just made', () => {
    window.history.replaceState({ registeredPhone: '0891234567' }, '');
    try {
      renderWithApp(<LoginScreen />, { path: '/login' });
      expect(screen.getByLabelText('Phone number')).toHaveValue('0891234567');
    } finally {
      window.history.replaceState(null, '');
    }
  });

  it('remembers the login in localStorage and goes to /user', async () => {
    const { calls } = mockApi({ 'POST /api/login': { token: 'tok-9' } });
    const { location } = renderWithApp(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Phone number'), ' 0812345678 ');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user'));
    expect(logins(calls)[0]?.body).toEqual({
      username: '0812345678',
      password: 'demo1234',
      remember: true,
    });
    expect(localStorage.getItem('token')).toBe('tok-9');
  });

  it('keeps a login that is not remembered in sessionStorage only', async () => {
    const { calls } = mockApi({ 'POST /api/login': { token: 'tok-s' } });
    renderWithApp(<LoginScreen />, { path: '/login' });
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.type(screen.getByLabelText('Phone number'), '0812345678');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-s'));
    // The server gives a short-lived token to a login that is not remembered (docs/api.md#account-and-login).
    expect(logins(calls)[0]?.body).toMatchObject({ remember: false });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('carries on with what was typed in the static shell: values, focus, and a login asked for, once', async () => {
    const { calls } = mockApi({ 'POST /api/login': { token: 'tok-shell' } });
    const typed = vi.fn(() => ({
      username: '0812345678',
      password: 'demo1234',
      remember: false,
      focused: 'password' as const,
      submitted: true,
    }));
    const { location } = renderWithApp(<LoginScreen takeShellTyped={typed} />, {
      path: '/login',
    });
    expect(screen.getByLabelText('Phone number')).toHaveValue('0812345678');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user'));
    expect(logins(calls)).toEqual([
      expect.objectContaining({
        body: { username: '0812345678', password: 'demo1234', remember: false },
      }),
    ]);
    expect(sessionStorage.getItem('token')).toBe('tok-shell');
  });

  it('checks a login asked for in the shell as any other: a number that is no mobile is refused', async () => {
    const { calls } = mockApi({});
    renderWithApp(
      <LoginScreen
        takeShellTyped={() => ({
          username: '123',
          password: 'x',
          remember: true,
          focused: null,
          submitted: true,
        })}
      />,
      { path: '/login' },
    );
    expect(await screen.findByText(/Enter a mobile number in the format/)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(logins(calls)).toHaveLength(0);
  });

  it('sends one login for a double tap', async () => {
    let release: (() => void) | undefined;
    const { calls } = mockApi({ 'POST /api/login': { token: 't' } });
    // Slow logins; the optional capabilities (read after the first paint) answer 404.
    const slow = vi.fn((input: string | URL | Request) =>
      String(input).endsWith('/api/login')
        ? new Promise<Response>((resolve) => {
            release = () => resolve(new Response(JSON.stringify({ token: 't' })));
          })
        : Promise.resolve(new Response(JSON.stringify({ message: 'NO_DATA' }), { status: 404 })),
    );
    renderWithApp(<LoginScreen />, { path: '/login' });
    vi.stubGlobal('fetch', slow);
    await userEvent.type(screen.getByLabelText('Phone number'), '0812345678');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    const button = screen.getByRole('button', { name: 'Log in' });
    await userEvent.dblClick(button);
    expect(slow.mock.calls.filter(([input]) => String(input).endsWith('/api/login'))).toHaveLength(
      1,
    );
    release?.();
    expect(logins(calls)).toHaveLength(0);
  });

  it('switches the interface language and stores the choice', async () => {
    mockApi({});
    renderWithApp(<LoginScreen />, { path: '/login' });
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'th');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('th');
    expect(screen.getByRole('option', { name: 'ไทย' })).toBeDisabled();
  });

  it('offers "Forgot password?" only where the backend announces passwordReset', async () => {
    mockApi({ 'GET /api/lookup/features': { features: ['passwordReset'] } });
    const view = renderWithApp(<LoginScreen />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    view.unmount();
    vi.unstubAllGlobals();
    const { calls } = mockApi({});
    renderWithApp(<LoginScreen />, { path: '/login' });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/lookup/features')).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('says until when a break the member chose runs, in site time', async () => {
    mockApi({
      'POST /api/login': () => ({
        status: 403,
        body: { message: 'SELF_EXCLUDED', details: { until: '2026-11-28T03:00:00.000Z' } },
      }),
    });
    renderWithApp(<LoginScreen />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Phone number'), '0812345678');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Your account is on a break until 28/11/2026 10:00:00.'),
    ).toBeVisible();
  });
});
