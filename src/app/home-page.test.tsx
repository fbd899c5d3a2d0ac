import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdRequests, mockApi } from '../test/fetch-mock';
import { gameAccount, renderFresh, walletResult } from '../test/wallet-fixtures';
import HomePage from './home-page';
import { MemberModalHost, MemberModalKeys } from './member-modals';

function api(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/wallet': walletResult(),
    'GET /api/wallet/refresh/slot': { success: true },
    'GET /api/spinwheel/active': { isActive: true },
    ...overrides,
  });
}

/** The member shell's share of the page: the modal registry and host, as the app mounts them. */
function Home() {
  return (
    <MemberModalKeys>
      <HomePage />
      <MemberModalHost />
    </MemberModalKeys>
  );
}

describe('the home page', () => {
  beforeEach(() => localStorage.setItem('agreed', 'true'));
  // The home refreshes every account once it has painted: a test ends when that refresh and
  // the wallet reload after it are over, so no request outlives the test's cache and API.
  afterEach(async () => {
    await waitFor(() => expect(screen.queryByText('Updating balances…')).not.toBeInTheDocument());
    vi.unstubAllGlobals();
  });

  it('shows the name and the total of the main wallet and every game account', async () => {
    api();
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    expect(await screen.findByText('Hello, Somchai Demo')).toBeInTheDocument();
    // 1,250.50 + 320 + 0 + 500.25
    expect(screen.getByText('2,070.75 baht')).toBeInTheDocument();
    expect(screen.getByText('85.50 baht')).toBeInTheDocument();
  });

  it('shows one carousel per category that has accounts, none for an empty one', async () => {
    api();
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    const slots = await screen.findByRole('region', { name: 'Slots' });
    expect(screen.getByRole('region', { name: 'Sport & casino' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lotto' })).not.toBeInTheDocument();
    expect(within(slots).getByRole('button', { name: 'PG Soft' })).toHaveAccessibleDescription(
      'Balance 320.00 baht, game credit 320.00',
    );
    expect(within(slots).getByRole('button', { name: 'Joker Gaming' })).toHaveAccessibleDescription(
      'Not activated',
    );
  });

  it('without WebGL shows the cards themselves as buttons with amounts and credit', async () => {
    api({
      'GET /api/wallet': walletResult({
        slots: [
          gameAccount({
            code: 'huayhd',
            name: 'Huay HD',
            category: 'lotto',
            amount: 12.5,
            ftWalletSlot: 10,
          }),
        ],
      }),
    });
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    const lotto = await screen.findByRole('region', { name: 'Lotto' });
    const card = within(lotto).getByRole('button', { name: 'Huay HD' });
    expect(card).toHaveTextContent('12.50 baht');
    expect(card).toHaveTextContent('Game credit 125.00');
    expect(lotto.querySelector('canvas')).toBeNull();
  });

  it('refreshes all accounts on load: refresh, then the time is stored, then the wallet reloads', async () => {
    const { calls } = api();
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    expect(await screen.findByText('Updating balances…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Updating balances…')).not.toBeInTheDocument());
    const paths = calls.map((call) => `${call.method} ${call.path}`);
    const refresh = paths.indexOf('GET /api/wallet/refresh/slot');
    expect(refresh).toBeGreaterThanOrEqual(0);
    expect(paths.slice(refresh + 1)).toContain('GET /api/wallet');
    expect(Number.isNaN(Date.parse(localStorage.getItem('lastSync') ?? ''))).toBe(false);
    expect(screen.getByText(/^Updated .* ago$/)).toBeInTheDocument();
  });

  it('asks for the refresh and the spin state only once the dashboard has painted', async () => {
    const { calls } = api();
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    // Rendered and its effects run, but no frame drawn yet: the balances are marked as
    // about to be refreshed, and nothing but the wallet has been asked for.
    expect(screen.getByText('Updating balances…')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/wallet']);
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toEqual(
        expect.arrayContaining(['/api/wallet/refresh/slot', '/api/spinwheel/active']),
      ),
    );
  });

  it('marks the balances as not current while they reload', async () => {
    const refresh = holdRequests(api().fetchMock, '/api/wallet/refresh/slot');
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    const total = await screen.findByText('2,070.75 baht');
    expect(total).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Updating balances…').closest('[role="status"]')).not.toBeNull();
    // The refresh starts once the dashboard has painted, and is held: still marked.
    await waitFor(() => expect(refresh.held()).toBe(true));
    expect(total).toHaveAttribute('aria-busy', 'true');
    refresh.release();
    await waitFor(() => expect(total).not.toHaveAttribute('aria-busy'));
  });

  it('shows the spin wheel with the coins when spin is active, else refresh-all in its place', async () => {
    api();
    const first = renderFresh(<Home />, { path: '/user/home', token: 't' });
    const spin = await screen.findByRole('link', { name: /Spin wheel/ });
    expect(spin).toHaveTextContent('5 coins');
    expect(screen.queryByRole('button', { name: 'Refresh all' })).not.toBeInTheDocument();
    first.unmount();

    const { calls } = api({ 'GET /api/spinwheel/active': { isActive: false } });
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    const refresh = await screen.findByRole('button', { name: 'Refresh all' });
    expect(screen.queryByRole('link', { name: /Spin wheel/ })).not.toBeInTheDocument();
    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-busy'));
    const before = calls.filter((call) => call.path === '/api/wallet/refresh/slot').length;
    await userEvent.click(refresh);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/wallet/refresh/slot')).toHaveLength(
        before + 1,
      ),
    );
  });

  it('links bonus to /user/bonus and offers deposit and withdraw', async () => {
    api();
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Bonus' })).toHaveAttribute(
      'href',
      '/bonus',
    );
    expect(within(shortcuts).getByRole('button', { name: 'Invite friends' })).toBeInTheDocument();
    expect(within(shortcuts).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(within(shortcuts).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(shortcuts).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('opens the transfer modal from the dashboard and the withdraw modal from its widget', async () => {
    api({ 'GET /api/lookup/withdraw': { withdrawMin: 100, withdrawMax: 50000 } });
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    await screen.findByText('2,070.75 baht');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    const transfer = await screen.findByRole('dialog', { name: 'Transfer' });
    expect(within(transfer).getByLabelText('Move from')).toHaveDisplayValue(
      'Main wallet: 1,250.50 baht',
    );
    await userEvent.click(within(transfer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    await userEvent.click(within(shortcuts).getByRole('button', { name: 'Withdraw' }));
    const withdraw = await screen.findByRole('dialog', { name: 'Withdraw' });
    expect(await within(withdraw).findByText('2,070.75 baht')).toBeInTheDocument();
  });

  it('opens the deposit modal from its widget, with the ways to deposit the backend offers', async () => {
    api({
      'GET /api/lookup/deposit': {
        banks: [
          {
            bankCode: 'SCB',
            bankType: 'BANK',
            mode: 'MANUAL',
            bankAccountName: 'SIAM WALLET CO LTD',
            bankAccountNo: '4071234567',
            currency: null,
            bank: { nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
          },
        ],
        wallets: [],
        isManual: false,
      },
      'GET /api/lookup/slip': { isOpen: true, closeStart: '23:00', closeEnd: '00:30' },
    });
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    await userEvent.click(within(shortcuts).getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByText('407-123-4567')).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Bank transfer', 'Upload slip']);
  });

  it('receives the invite bonus after a confirmation with the success and fail percentages', async () => {
    const { calls } = api({
      'GET /api/invite/bonus': { success: true, message: 'INVITE_BONUS_SUCCESS' },
    });
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    await screen.findByText('85.50 baht');
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Receive the invite bonus?' });
    expect(confirm).toHaveTextContent('85.50 baht. Success 10% · Fail 5%');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Receive' }));
    const done = await screen.findByRole('dialog', { name: 'Received' });
    expect(done).toHaveTextContent('Invite bonus received');
    expect(calls.filter((call) => call.path === '/api/invite/bonus')).toHaveLength(1);
  });

  it('opens the banners of the invite widget, or the plain invite modal when there are none', async () => {
    api({
      'GET /api/invite/banners': [
        { image: '/b1.svg', html: '<h3>Invite friends</h3><p>Earn 10%</p>' },
      ],
      'POST /api/invite': { invites: [], total: 0 },
    });
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite friends' }));
    const banners = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(banners).findByText('Earn 10%')).toBeInTheDocument();
    await userEvent.click(within(banners).getByRole('button', { name: 'My invite link' }));
    expect(await screen.findByLabelText('Your invite link')).toHaveValue(
      `${window.location.origin}/register?code=PRm42`,
    );
  });

  it('opens the plain refund modal when there are no refund banners', async () => {
    api({
      'GET /api/refund/banners': [],
      'GET /api/refund/check': {
        result: true,
        bonus: false,
        info: 'Refund ready',
        refundAmount: 45.75,
        refundSuccess: 5,
        refundFail: 2,
      },
      'POST /api/refund': { refunds: [], total: 0 },
    });
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(await within(dialog).findByText('45.75 baht')).toBeInTheDocument();
  });

  it('opens the slot account modal from a card', async () => {
    api();
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Joker Gaming' }));
    const dialog = await screen.findByRole('dialog', { name: 'Joker Gaming' });
    expect(within(dialog).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('prompts for an English bank account name where the bank needs one', async () => {
    api({
      'GET /api/wallet': walletResult({
        bankAccount: {
          bankCode: 'KTB',
          bankAccountName: 'สมหญิง ทดสอบ',
          bankAccountNo: '9876543210',
          bank: { nameTH: 'กรุงไทย', nameEN: 'Krungthai Bank' },
        },
      }),
    });
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit bank account name' }));
    expect(
      await screen.findByRole('dialog', { name: 'Edit bank account name' }),
    ).toBeInTheDocument();
  });

  it('does not prompt for members whose bank has no such rule', async () => {
    api();
    renderFresh(<Home />, { path: '/user/home', token: 't' });
    await screen.findByText('Hello, Somchai Demo');
    expect(
      screen.queryByRole('button', { name: 'Edit bank account name' }),
    ).not.toBeInTheDocument();
  });
});
