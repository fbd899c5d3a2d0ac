import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Passkey, ProfileResult } from '../../api';
import { mockApi } from '../../test/fetch-mock';
import { otherTab } from '../../test/other-tab';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { ProfileScreen } from './profile-screen';

vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));

const PROFILE: ProfileResult = {
  profile: {
    _id: '64f0c0ffee',
    username: '0812345678',
    name: 'Somchai',
    createdAt: '2025-07-25T01:02:03.000Z',
  },
  bankAccount: {
    bankCode: 'KBANK',
    bankAccountName: 'SOMCHAI DEMO',
    bankAccountNo: '1234567890',
    bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' },
  },
};

const PHONE: Passkey = {
  id: 'p1',
  name: 'Android · Chrome',
  createdAt: '2026-01-02T03:04:05.000Z',
  lastUsedAt: '2026-01-03T03:04:05.000Z',
};
const OTHER: Passkey = {
  id: 'p2',
  name: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: null,
};

function webAuthn(platform: boolean) {
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(vi.fn(), {
      isUserVerifyingPlatformAuthenticatorAvailable: async () => platform,
      isConditionalMediationAvailable: async () => false,
    }),
  );
}

// The mocked library as the wallet gets it (src/domain/passkeys.ts imports it on first
// use). A worker keeps one module graph from file to file (vitest.config.ts), and a static
// import here can be another instance than the wallet's, depending on the files before it.
let webauthn: typeof import('@simplewebauthn/browser');

describe('the profile’s passkeys (docs/product.md#passkeys)', () => {
  beforeAll(() => import('../../ui/dialog'));
  beforeEach(async () => {
    webauthn = await import('@simplewebauthn/browser');
    vi.mocked(webauthn.startRegistration).mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each passkey with its device, dates and a remove button of its own name', async () => {
    webAuthn(false);
    let passkeys = [PHONE, OTHER];
    const { calls } = mockApi({
      'GET /api/lookup/features': { features: ['passkeys'] },
      'GET /api/wallet': walletResult(),
      'GET /api/account/profile': PROFILE,
      'GET /api/passkeys': () => ({ body: { passkeys } }),
      'DELETE /api/passkeys/p1': () => {
        passkeys = [OTHER];
        return { body: { success: true, message: 'SUCCESS' } };
      },
    });
    renderFresh(<ProfileScreen />);
    const list = await screen.findByRole('region', { name: 'Passkeys' });
    expect(await within(list).findByText('Android · Chrome')).toBeVisible();
    // Site time (UTC+7), whatever the machine's zone.
    expect(within(list).getByText('Added 02/01/2026 10:04:05')).toBeVisible();
    expect(within(list).getByText('Last used 03/01/2026 10:04:05')).toBeVisible();
    expect(within(list).getByText('Passkey')).toBeVisible();
    expect(within(list).getByText('Not used yet')).toBeVisible();
    // No platform authenticator here: nothing to add from this device.
    expect(
      screen.queryByRole('button', { name: 'Log in with fingerprint or face next time' }),
    ).toBeNull();

    await userEvent.click(
      within(list).getByRole('button', { name: 'Remove passkey 1: Android · Chrome' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(confirm).toHaveTextContent('Android · Chrome will no longer log you in.');
    const tab = otherTab();
    try {
      await userEvent.click(within(confirm).getByRole('button', { name: 'Remove passkey' }));
      await waitFor(() => expect(within(list).queryByText('Android · Chrome')).toBeNull());
      // The wallet's other tabs read the list again too.
      await vi.waitFor(() => expect(tab.told()).toEqual(['revalidate /api/passkeys']));
    } finally {
      tab.close();
    }
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/passkeys/p1')).toBe(
      true,
    );
    expect(within(list).getByRole('button', { name: 'Remove passkey 1: Passkey' })).toBeVisible();
  });

  it('shows the passkeys it can read of an odd answer, and leaves out the rest', async () => {
    webAuthn(false);
    mockApi({
      'GET /api/lookup/features': { features: ['passkeys'] },
      'GET /api/wallet': walletResult(),
      'GET /api/account/profile': PROFILE,
      'GET /api/passkeys': {
        passkeys: [
          { ...PHONE, name: 42, lastUsedAt: 'yesterday' },
          { ...OTHER, id: undefined },
          { ...OTHER, id: 'p3', createdAt: 'soon' },
          'not a passkey',
        ],
      },
    });
    renderFresh(<ProfileScreen />);
    const list = await screen.findByRole('region', { name: 'Passkeys' });
    // The first, its odd name and last use shown as none; the others cannot be named or dated.
    expect(
      await within(list).findByRole('button', { name: 'Remove passkey 1: Passkey' }),
    ).toBeVisible();
    expect(within(list).getByText('Not used yet')).toBeVisible();
    expect(within(list).getAllByRole('button', { name: /^Remove passkey/ })).toHaveLength(1);
  });

  it('adds a passkey of this device and remembers the offer as answered', async () => {
    webAuthn(true);
    localStorage.removeItem('passkeyOffer');
    vi.mocked(webauthn.startRegistration).mockResolvedValue({
      id: 'c',
      rawId: 'c',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'cd', attestationObject: 'ao' },
    });
    let passkeys: Passkey[] = [];
    mockApi({
      'GET /api/lookup/features': { features: ['passkeys'] },
      'GET /api/wallet': walletResult(),
      'GET /api/account/profile': PROFILE,
      'GET /api/passkeys': () => ({ body: { passkeys } }),
      'POST /api/passkeys/register/options': {
        options: {
          rp: { name: 'W', id: 'localhost' },
          user: { id: 'u', name: 'n', displayName: 'd' },
          challenge: 'c',
          pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
        },
      },
      'POST /api/passkeys/register': () => {
        passkeys = [PHONE];
        return { body: { passkey: PHONE } };
      },
    });
    // The wallet's other tabs are told to read the list again.
    const tab = otherTab();
    try {
      renderFresh(<ProfileScreen />);
      expect(await screen.findByText('No passkeys yet.')).toBeVisible();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Log in with fingerprint or face next time' }),
      );
      expect(await screen.findByRole('dialog', { name: 'Passkey saved' })).toBeVisible();
      expect(await screen.findByText('Android · Chrome')).toBeVisible();
      await vi.waitFor(() => expect(tab.told()).toEqual(['revalidate /api/passkeys']));
    } finally {
      tab.close();
    }
    expect(JSON.parse(localStorage.getItem('passkeyOffer') ?? '{}')).toEqual({
      '0812345678': 'added',
    });
  });

  it('shows no passkey part for a backend without the capability', async () => {
    webAuthn(true);
    const { calls } = mockApi({
      'GET /api/wallet': walletResult(),
      'GET /api/account/profile': PROFILE,
    });
    renderFresh(<ProfileScreen />);
    await screen.findByText('Somchai');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/lookup/features')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Passkeys' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/passkeys')).toBe(false);
  });
});
