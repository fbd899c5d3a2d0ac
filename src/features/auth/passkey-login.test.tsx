import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureClient } from '../../api';
import { readToken } from '../../lib/storage';
import { mockApi } from '../../test/fetch-mock';
import { renderWithApp } from '../../test/render';
import { LoginScreen } from './login-screen';

vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));

const ASSERTION = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'cd', authenticatorData: 'ad', signature: 'sig' },
};
const ATTESTATION = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'cd', attestationObject: 'ao', transports: ['internal'] },
};
const CREATION = {
  rp: { name: 'Wallet', id: 'localhost' },
  user: { id: 'dXNlcg', name: '0812345678', displayName: 'Demo' },
  challenge: 'c1',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};

/** A browser with WebAuthn: a platform authenticator, and autofill when `autofill`. */
function webAuthn({ platform = true, autofill = false } = {}) {
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(vi.fn(), {
      isUserVerifyingPlatformAuthenticatorAvailable: async () => platform,
      isConditionalMediationAvailable: async () => autofill,
    }),
  );
}

const PASSKEY_API = {
  'GET /api/lookup/features': { features: ['passkeys'] },
  'POST /api/passkeys/login/options': { options: { challenge: 'c2', rpId: 'localhost' } },
  'POST /api/passkeys/register/options': { options: CREATION },
};

async function passwordLogin() {
  await userEvent.type(screen.getByLabelText('Phone number'), '0812345678');
  await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

// The mocked library as the wallet gets it (src/domain/passkeys.ts imports it on first
// use). A worker keeps one module graph from file to file (vitest.config.ts), and a static
// import here was, in some orders of the files, another instance than the wallet's.
let webauthn: typeof import('@simplewebauthn/browser');

describe('LoginScreen with passkeys (docs/product.md#passkeys)', () => {
  beforeEach(async () => {
    webauthn = await import('@simplewebauthn/browser');
    // As the app wires it (src/app/boot.tsx): calls carry the stored login.
    configureClient({ getToken: readToken });
    localStorage.removeItem('passkeyOffer');
    vi.mocked(webauthn.startAuthentication).mockReset();
    vi.mocked(webauthn.startRegistration).mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows no passkey part for a backend without the capability', async () => {
    webAuthn();
    const { calls } = mockApi({ 'POST /api/login': { token: 'tok-1' } });
    const { location } = renderWithApp(<LoginScreen />, { path: '/login' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Log in with a passkey' })).toBeNull();
    await passwordLogin();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs in with the passkey button, remember me sent as for a password', async () => {
    webAuthn();
    vi.mocked(webauthn.startAuthentication).mockResolvedValue(ASSERTION);
    const { calls } = mockApi({ ...PASSKEY_API, 'POST /api/passkeys/login': { token: 'tok-p' } });
    const { location } = renderWithApp(<LoginScreen />, { path: '/login' });
    const button = await screen.findByRole('button', { name: 'Log in with a passkey' });
    expect(screen.getByLabelText('Phone number')).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    await userEvent.click(button);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user'));
    expect(localStorage.getItem('token')).toBe('tok-p');
    expect(vi.mocked(webauthn.startAuthentication)).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'c2', rpId: 'localhost' },
      useBrowserAutofill: false,
    });
    expect(calls.find((call) => call.path === '/api/passkeys/login')?.body).toEqual({
      response: ASSERTION,
      remember: true,
    });
  });

  it('waits for a passkey picked in the autofill where the browser has it', async () => {
    webAuthn({ autofill: true });
    vi.mocked(webauthn.startAuthentication).mockResolvedValue(ASSERTION);
    mockApi({ ...PASSKEY_API, 'POST /api/passkeys/login': { token: 'tok-a' } });
    const { location } = renderWithApp(<LoginScreen />, { path: '/login' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user'));
    expect(vi.mocked(webauthn.startAuthentication)).toHaveBeenCalledWith(
      expect.objectContaining({ useBrowserAutofill: true }),
    );
  });

  it("shows a refusal's text and nothing when the player closes the device's sheet", async () => {
    webAuthn();
    const cancelled = Object.assign(new Error('closed'), { name: 'NotAllowedError' });
    vi.mocked(webauthn.startAuthentication).mockRejectedValueOnce(cancelled);
    vi.mocked(webauthn.startAuthentication).mockResolvedValue(ASSERTION);
    mockApi({
      ...PASSKEY_API,
      'POST /api/passkeys/login': () => ({ status: 400, body: { message: 'PASSKEY_UNKNOWN' } }),
    });
    renderWithApp(<LoginScreen />, { path: '/login' });
    const button = await screen.findByRole('button', { name: 'Log in with a passkey' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    // The app's live regions are empty: no failure is said.
    expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent)).toEqual([]);
    await userEvent.click(button);
    expect(
      await screen.findByText(
        'This passkey is not registered. Log in with your password, then add it again in your profile.',
      ),
    ).toHaveAttribute('role', 'alert');
  });

  it('offers a passkey once after a password login; "Not now" is remembered', async () => {
    webAuthn();
    mockApi({ ...PASSKEY_API, 'POST /api/login': { token: 'tok-2' } });
    const first = renderWithApp(<LoginScreen />, { path: '/login' });
    await screen.findByRole('button', { name: 'Log in with a passkey' });
    await passwordLogin();
    const offer = await screen.findByRole('dialog', {
      name: 'Log in with fingerprint or face next time?',
    });
    expect(first.location.history?.at(-1)).toBe('/login');
    await userEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(first.location.history?.at(-1)).toBe('/user'));
    first.unmount();

    const again = renderWithApp(<LoginScreen />, { path: '/login' });
    await screen.findByRole('button', { name: 'Log in with a passkey' });
    await passwordLogin();
    await waitFor(() => expect(again.location.history?.at(-1)).toBe('/user'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves a passkey when the offer is taken', async () => {
    webAuthn();
    vi.mocked(webauthn.startRegistration).mockResolvedValue(ATTESTATION);
    const { calls } = mockApi({
      ...PASSKEY_API,
      'POST /api/login': { token: 'tok-3' },
      'POST /api/passkeys/register': {
        passkey: { id: 'p1', name: 'Android', createdAt: '2026-01-01T00:00:00Z', lastUsedAt: null },
      },
    });
    const { location } = renderWithApp(<LoginScreen />, { path: '/login' });
    await screen.findByRole('button', { name: 'Log in with a passkey' });
    await passwordLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Use fingerprint or face' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user'));
    expect(vi.mocked(webauthn.startRegistration)).toHaveBeenCalledWith({ optionsJSON: CREATION });
    const register = calls.find((call) => call.path === '/api/passkeys/register');
    expect(register?.body).toEqual({ response: ATTESTATION });
    expect(register?.headers.Authorization).toBe('Bearer tok-3');
    expect(JSON.parse(localStorage.getItem('passkeyOffer') ?? '{}')).toEqual({
      '0812345678': 'added',
    });
  });

  it('makes no offer on a device without a platform authenticator', async () => {
    webAuthn({ platform: false });
    mockApi({ ...PASSKEY_API, 'POST /api/login': { token: 'tok-4' } });
    const { location } = renderWithApp(<LoginScreen />, { path: '/login' });
    await screen.findByRole('button', { name: 'Log in with a passkey' });
    await passwordLogin();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/user'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
