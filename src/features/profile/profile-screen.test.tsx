import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileResult } from '../../api';
import { MemberModalKeysContext, memberModalAtom } from '../../domain/member-modals';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { ProfileScreen } from './profile-screen';

const PROFILE: ProfileResult = {
  profile: {
    _id: '64f0c0ffee',
    username: '0812345678',
    name: 'Somchai Demo',
    createdAt: '2025-07-25T01:02:03.000Z',
  },
  bankAccount: {
    bankCode: 'KBANK',
    bankAccountName: 'SOMCHAI DEMO',
    bankAccountNo: '1234567890',
    bank: { nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' },
  },
};

function routes(over: Record<string, unknown> = {}) {
  return {
    'GET /api/wallet': walletResult(),
    'GET /api/account/profile': PROFILE,
    ...over,
  };
}

/** The value shown for a field, by its label. */
function field(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling?.querySelector('span');
  return value?.textContent ?? '';
}

function renderScreen() {
  return renderFresh(
    <MemberModalKeysContext.Provider value={new Set(['bankName'])}>
      <ProfileScreen />
    </MemberModalKeysContext.Provider>,
  );
}

describe('ProfileScreen', () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the fields: the English bank name on an English screen and a 10-digit account number as 3-3-rest', async () => {
    mockApi(routes());
    renderScreen();
    await screen.findByText('Somchai Demo');
    expect(field('Name')).toBe('Somchai Demo');
    expect(field('Member ID')).toBe('64f0c0ffee');
    // 01:02:03 UTC is 08:02:03 site time (UTC+7), whatever the zone of the machine.
    expect(field('Member since')).toBe('25/07/2025 08:02:03');
    expect(field('Username')).toBe('0812345678');
    expect(field('Bank account name')).toBe('SOMCHAI DEMO');
    expect(field('Bank')).toBe('Kasikornbank');
    expect(field('Account number')).toBe('123-456-7890');
    // Username and account number are read only: no edit next to them.
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(2);
  });

  it('shows a long member id short, and copies it whole with one tap', async () => {
    const id = '64f0c0ffee1234567890abcd';
    mockApi(
      routes({
        'GET /api/account/profile': { ...PROFILE, profile: { ...PROFILE.profile, _id: id } },
      }),
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderScreen();
    await screen.findByText('Somchai Demo');
    expect(field('Member ID')).toBe('…7890abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Copy member ID' }));
    expect(writeText).toHaveBeenCalledWith(id);
    expect(await screen.findByText(`Copied: ${id}`)).toBeInTheDocument();
  });

  it('shows another account number as it is', async () => {
    mockApi(
      routes({
        'GET /api/account/profile': {
          ...PROFILE,
          bankAccount: { ...PROFILE.bankAccount, bankAccountNo: '0101000999888' },
        },
      }),
    );
    renderScreen();
    await screen.findByText('Somchai Demo');
    expect(field('Account number')).toBe('0101000999888');
  });

  it('edits the name with the bank fields unchanged, and reloads the profile', async () => {
    let name = PROFILE.profile.name;
    const { calls } = mockApi(
      routes({
        'GET /api/account/profile': () => ({
          body: { ...PROFILE, profile: { ...PROFILE.profile, name } },
        }),
        'PUT /api/account/profile': (body: unknown) => {
          name = (body as { name: string }).name;
          return { body: { success: true, message: 'SUCCESS' } };
        },
      }),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    const input = within(dialog).getByLabelText('Name');
    expect(input).toHaveValue('Somchai Demo');
    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(input).toHaveAccessibleDescription('Please enter your name');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(input, '  Somchai Jaidee ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Somchai Jaidee',
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI DEMO',
      bankAccountNo: '1234567890',
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await screen.findByText('Somchai Jaidee')).toBeInTheDocument();
  });

  it("keeps the typed name and shows the server's refusal", async () => {
    mockApi(
      routes({
        'PUT /api/account/profile': () => ({
          status: 400,
          body: { message: 'BANK_ACCOUNT_NAME_ENG' },
        }),
      }),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    const input = within(dialog).getByLabelText('Name');
    await userEvent.type(input, ' Jr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const failed = await screen.findByRole('dialog', { name: 'Could not save' });
    expect(failed).toHaveTextContent('Bank account name must be in English only');
    await userEvent.click(within(failed).getByRole('button', { name: 'OK' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Edit name' })).getByLabelText('Name'),
    ).toHaveValue('Somchai Demo Jr');
  });

  it('opens the member-wide bank-name modal by key', async () => {
    mockApi(routes());
    const { store } = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit bank account name' }));
    expect(store.get(memberModalAtom)).toEqual({ key: 'bankName' });
  });

  it('opens change password from a labelled row, not an unlabelled icon', async () => {
    mockApi(routes());
    renderScreen();
    const row = screen.getByRole('button', { name: 'Change password' });
    await screen.findByText('Somchai Demo');
    // The words are on screen, with what the row does, not only in an aria-label.
    expect(row).toHaveTextContent('Change password');
    expect(row).not.toHaveAttribute('aria-label');
    expect(row).toHaveAccessibleDescription('Choose a new password for logging in');
    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    // Focus is in the modal (a lazily loaded one) from the moment it can be found.
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
  });

  it('offers a retry when the profile fails to load', async () => {
    let fail = true;
    mockApi(
      routes({
        'GET /api/account/profile': () =>
          fail ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } : { body: PROFILE },
      }),
    );
    renderScreen();
    expect(await screen.findByText('Could not load your profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Somchai Demo')).toBeInTheDocument();
  });

  it('leads to "Play within limits" only where the backend announces deposit limits', async () => {
    mockApi(routes({ 'GET /api/lookup/features': { features: ['depositLimits'] } }));
    const view = renderScreen();
    const link = await screen.findByRole('link', { name: 'Play within limits' });
    // Relative to the member router (/user) the app nests the screens in.
    expect(link.getAttribute('href')).toMatch(/\/limits$/);
    expect(link).toHaveAccessibleDescription('Limits you set yourself on your play.');
    view.unmount();
    vi.unstubAllGlobals();
    const { calls } = mockApi(routes({ 'GET /api/lookup/features': { features: ['sessions'] } }));
    renderScreen();
    await screen.findByText('Somchai Demo');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/lookup/features')).toBe(true),
    );
    expect(screen.queryByRole('link', { name: 'Play within limits' })).toBeNull();
  });
});
