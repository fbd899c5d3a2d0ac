import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameAccount } from '../../api';
import { MemberModalKeysContext, memberModalAtom } from '../../domain/member-modals';
import { useWallet } from '../../domain/wallet';
import { mockApi } from '../../test/fetch-mock';
import { tapWhenReady } from '../../test/tap-when-ready';
import { gameAccount, renderFresh, walletResult } from '../../test/wallet-fixtures';
import { loginBreaks, SlotAccountModal } from './slot-account-modal';

const OK = { success: true, message: 'SUCCESS' };

/** The home screen's wallet, so that revalidating it shows as a call. */
function WalletProbe() {
  useWallet();
  return null;
}

function open(account: GameAccount) {
  return renderFresh(
    <>
      <WalletProbe />
      <SlotAccountModal account={account} onClose={() => {}} />
    </>,
    { path: '/user/home', token: 't' },
  );
}

const walletLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/wallet').length;

/** A stand-in for the tab opened at the tap: records where the game was sent. */
function fakeTab() {
  const tab = {
    closed: false,
    opener: {},
    name: 'game',
    location: { href: 'about:blank' },
    close: vi.fn(),
  };
  const openSpy = vi.fn(() => tab as unknown as Window);
  vi.stubGlobal('open', openSpy);
  return { tab, openSpy };
}

describe('SlotAccountModal', () => {
  // The error dialog's view loads lazily in the app; load it before the first test needs it.
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('activates an inactive account, then loads and shows its login', async () => {
    let active = false;
    const { calls } = mockApi({
      'GET /api/wallet/activate/joker2': () => {
        active = true;
        return { body: OK };
      },
      'GET /api/wallet/account/joker2': () =>
        active
          ? { body: { username: 'sb345678joker2', password: 'Pw5678x' } }
          : { status: 400, body: { message: 'SLOT_NO_ACCOUNT' } },
      'GET /api/wallet': walletResult(),
    });
    open(gameAccount({ code: 'joker2', name: 'Joker Gaming', isActive: false, amount: 0 }));
    const dialog = screen.getByRole('dialog', { name: 'Joker Gaming' });
    await waitFor(() => expect(walletLoads(calls)).toBe(1));
    expect(within(dialog).queryByText('Username')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/wallet/account'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText('sb345678joker2')).toBeInTheDocument();
    expect(within(dialog).getByText('Pw5678x')).toBeInTheDocument();
    expect(walletLoads(calls)).toBe(2);
  });

  it("holds Play, which takes Activate's place, against the second tap of a double tap", async () => {
    const { openSpy } = fakeTab();
    mockApi({
      'GET /api/wallet/activate/pg': OK,
      'GET /api/wallet/account/pg': { username: 'sb1pg', password: 'secret' },
      'GET /api/wallet': walletResult(),
      'GET /api/autoLogin/pg/sb1pg': { link: 'https://game.example/play?t=1' },
    });
    open(gameAccount({ isActive: false, amount: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const play = await screen.findByRole('button', { name: 'Play on the web' });
    expect(play).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(play);
    expect(openSpy).not.toHaveBeenCalled();
    await tapWhenReady(play);
    expect(openSpy).toHaveBeenCalledTimes(1);
  });

  it('shows the activation error in a popup and stays inactive', async () => {
    mockApi({
      'GET /api/wallet/activate/joker2': () => ({
        status: 400,
        body: { message: 'SLOT_ACTIVATE_FAIL' },
      }),
    });
    open(gameAccount({ code: 'joker2', name: 'Joker Gaming', isActive: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const error = await screen.findByRole('dialog', { name: 'That did not work' });
    expect(error).toHaveTextContent('Could not activate the game account. Please try again.');
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('copies the username and says so, and says when copying fails', async () => {
    mockApi({ 'GET /api/wallet/account/pg': { username: 'sb345678pg', password: 'Pw5678x' } });
    const writeText = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    document.execCommand = vi.fn(() => false);
    open(gameAccount());
    await screen.findByText('sb345678pg');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Username' }));
    expect(writeText).toHaveBeenCalledWith('sb345678pg');
    expect(await screen.findByText('Copied: sb345678pg')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Password' }));
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
  });

  it('wraps a long username only between its letters and digits, never mid-word', async () => {
    expect(loginBreaks('sb345678areaslot')).toEqual(['sb', '345678', 'areaslot']);
    expect(loginBreaks('sb_345678.pg')).toEqual(['sb_', '345678.', 'pg']);
    expect(loginBreaks('')).toEqual(['']);
    mockApi({
      'GET /api/wallet/account/pg': { username: 'sb345678areaslot', password: 'Pw5678x' },
    });
    open(gameAccount());
    const name = await screen.findByText('sb345678areaslot');
    // The places it may wrap; the text read and copied is the whole username.
    expect(name.querySelectorAll('wbr')).toHaveLength(2);
    expect(name.textContent).toBe('sb345678areaslot');
  });

  it('resets the password and shows the new one', async () => {
    let password = 'Old1';
    mockApi({
      'GET /api/wallet/account/pg': () => ({ body: { username: 'u', password } }),
      'GET /api/wallet/resetpassword/pg': () => {
        password = 'New2';
        return { body: OK };
      },
    });
    open(gameAccount());
    await screen.findByText('Old1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('New2')).toBeInTheDocument();
  });

  it('allows transfer-only only above 0 and sends a double tap once', async () => {
    let release: (() => void) | undefined;
    const { calls } = mockApi({
      'GET /api/wallet/account/pg': { username: 'u', password: 'p' },
      'POST /api/wallet/transfer': OK,
      'GET /api/wallet': walletResult(),
    });
    open(gameAccount());
    await waitFor(() => expect(walletLoads(calls)).toBe(1));
    const transfer = screen.getByRole('button', { name: 'Transfer only' });
    const amount = screen.getByLabelText('Amount to move into the game (baht)');
    expect(transfer).toBeDisabled();
    await userEvent.type(amount, '0');
    expect(transfer).toBeDisabled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    expect(transfer).toBeEnabled();

    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/wallet/transfer')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return answer ? answer(input, init) : new Response('{}');
    });
    await userEvent.dblClick(transfer);
    release?.();
    expect(await screen.findByText('150.00 baht moved to PG Soft')).toBeInTheDocument();
    const transfers = calls.filter((call) => call.path === '/api/wallet/transfer');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.body).toEqual({ from: 'WALLET', to: 'pg', amount: 150 });
    await waitFor(() => expect(walletLoads(calls)).toBe(2));
  });

  it('refuses less than 1 baht without a call', async () => {
    const { calls } = mockApi({
      'GET /api/wallet/account/pg': { username: 'u', password: 'p' },
      'GET /api/wallet': walletResult(),
    });
    open(gameAccount());
    await waitFor(() => expect(walletLoads(calls)).toBe(1));
    await userEvent.type(screen.getByLabelText('Amount to move into the game (baht)'), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer only' }));
    expect(await screen.findByText('The minimum transfer is 1.00 baht')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/wallet/transfer')).toBe(false);
  });

  it('refuses more than 2 decimals without a call, and keeps what was typed', async () => {
    const { calls } = mockApi({
      'GET /api/wallet/account/pg': { username: 'u', password: 'p' },
      'GET /api/wallet': walletResult(),
    });
    open(gameAccount());
    await waitFor(() => expect(walletLoads(calls)).toBe(1));
    const field = screen.getByLabelText('Amount to move into the game (baht)');
    await userEvent.type(field, '10.005');
    expect(field).toHaveAccessibleDescription('An amount has at most 2 decimals');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer only' }));
    await waitFor(() =>
      expect(screen.getAllByText('An amount has at most 2 decimals')).toHaveLength(2),
    );
    expect(field).toHaveValue('10.005');
    expect(calls.some((call) => call.path === '/api/wallet/transfer')).toBe(false);
  });

  it('refuses "-50" with a message, keeps it, and moves nothing (it used to move 50)', async () => {
    const { calls } = mockApi({
      'GET /api/wallet/account/pg': { username: 'u', password: 'p' },
      'POST /api/wallet/transfer': OK,
      'GET /api/wallet': walletResult(),
    });
    const { tab } = fakeTab();
    open(gameAccount());
    await waitFor(() => expect(walletLoads(calls)).toBe(1));
    const field = screen.getByLabelText('Amount to move into the game (baht)');
    await userEvent.type(field, '-50');
    expect(field).toHaveValue('-50');
    const message = 'Please enter an amount in numbers, for example 1,000.50';
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    await userEvent.click(screen.getByRole('button', { name: 'Transfer only' }));
    // Said again where the player looks after the tap (the toast), as for every refusal.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Play on the web' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(field).toHaveValue('-50');
    expect(calls.some((call) => call.path === '/api/wallet/transfer')).toBe(false);
    expect(calls.some((call) => call.path.startsWith('/api/autoLogin'))).toBe(false);
  });

  it('sends a typed amount with a thousands comma as the same amount in baht', async () => {
    const { calls } = mockApi({
      'GET /api/wallet/account/pg': { username: 'u', password: 'p' },
      'POST /api/wallet/transfer': { success: true, message: 'SUCCESS' },
      'GET /api/wallet': walletResult(),
    });
    open(gameAccount());
    await waitFor(() => expect(walletLoads(calls)).toBe(1));
    await userEvent.type(screen.getByLabelText('Amount to move into the game (baht)'), '1,000.5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer only' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/wallet/transfer')?.body).toEqual({
        from: 'WALLET',
        to: 'pg',
        amount: 1000.5,
      }),
    );
  });

  it('refuses more than the main wallet holds without a call, as the transfer modal does', async () => {
    const { calls } = mockApi({
      'GET /api/wallet/account/pg': { username: 'u', password: 'p' },
      'GET /api/wallet': walletResult({ wallet: { amount: 1250.5 } }),
    });
    open(gameAccount());
    await waitFor(() => expect(walletLoads(calls)).toBe(1));
    const field = screen.getByLabelText('Amount to move into the game (baht)');
    await userEvent.type(field, '1250.51');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer only' }));
    expect(await screen.findByText('Your main wallet has only 1,250.50 baht')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/wallet/transfer')).toBe(false);
  });

  it('shows a failed transfer in a popup', async () => {
    const { calls } = mockApi({
      'GET /api/wallet/account/pg': { username: 'u', password: 'p' },
      'POST /api/wallet/transfer': () => ({ status: 400, body: { message: 'MONEY_NOT_ENOUGH' } }),
      'GET /api/wallet': walletResult(),
    });
    open(gameAccount());
    await waitFor(() => expect(walletLoads(calls)).toBe(1));
    await userEvent.type(screen.getByLabelText('Amount to move into the game (baht)'), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer only' }));
    expect(await screen.findByRole('dialog', { name: 'That did not work' })).toHaveTextContent(
      'insufficient funds',
    );
  });

  it('plays on the web: moves the amount in first, then opens the auto-login link (username only for pg)', async () => {
    const { tab, openSpy } = fakeTab();
    const { calls } = mockApi({
      'GET /api/wallet/account/pg': { username: 'sb1pg', password: 'secret' },
      'POST /api/wallet/transfer': OK,
      'GET /api/wallet': walletResult(),
      'GET /api/autoLogin/pg/sb1pg': { link: 'https://game.example/play?t=1' },
    });
    open(gameAccount());
    await screen.findByText('sb1pg');
    await userEvent.type(screen.getByLabelText('Amount to move into the game (baht)'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Play on the web' }));
    await waitFor(() => expect(tab.location.href).toBe('https://game.example/play?t=1'));
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    const paths = calls.map((call) => `${call.method} ${call.path}`);
    expect(paths.indexOf('POST /api/wallet/transfer')).toBeLessThan(
      paths.indexOf('GET /api/autoLogin/pg/sb1pg'),
    );
  });

  it('sends one transfer when transfer-only and play are tapped in the same frame', async () => {
    fakeTab();
    const { calls } = mockApi({
      'GET /api/wallet/account/pg': { username: 'sb1pg', password: 'secret' },
      'POST /api/wallet/transfer': OK,
      'GET /api/wallet': walletResult(),
      'GET /api/autoLogin/pg/sb1pg': { link: 'https://game.example/play?t=1' },
    });
    open(gameAccount());
    await screen.findByText('sb1pg');
    await userEvent.type(screen.getByLabelText('Amount to move into the game (baht)'), '20');
    // Two taps on the two money buttons: the first disables the second (a click re-renders
    // at once), so only one transfer goes out.
    fireEvent.click(screen.getByRole('button', { name: 'Transfer only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play on the web' }));
    await waitFor(() => expect(walletLoads(calls)).toBeGreaterThanOrEqual(2));
    expect(calls.filter((call) => call.path === '/api/wallet/transfer')).toHaveLength(1);
  });

  it('plays without a transfer at 0, sending the password for the games that need it', async () => {
    const { tab } = fakeTab();
    const { calls } = mockApi({
      'GET /api/wallet/account/askmebet': { username: 'sb1amb', password: 'pw/1' },
      'GET /api/autoLogin/askmebet/sb1amb/pw%2F1': { link: 'https://amb.example/in' },
    });
    open(gameAccount({ code: 'askmebet', name: 'AskMeBet Casino', category: 'sport' }));
    await screen.findByText('sb1amb');
    await userEvent.click(screen.getByRole('button', { name: 'Play on the web' }));
    await waitFor(() => expect(tab.location.href).toBe('https://amb.example/in'));
    expect(calls.some((call) => call.path === '/api/wallet/transfer')).toBe(false);
  });

  it("opens the account's web page for a game without auto-login", async () => {
    const { tab } = fakeTab();
    const { calls } = mockApi({
      'GET /api/wallet/account/lottovip': { username: 'u', password: 'p' },
    });
    open(gameAccount({ code: 'lottovip', name: 'Lotto VIP', web: 'https://lotto.example/login' }));
    await screen.findByText('u');
    await userEvent.click(screen.getByRole('button', { name: 'Play on the web' }));
    await waitFor(() => expect(tab.location.href).toBe('https://lotto.example/login'));
    expect(calls.some((call) => call.path.startsWith('/api/autoLogin'))).toBe(false);
  });

  it('closes the opened tab and shows the error when the transfer before playing fails', async () => {
    const { tab } = fakeTab();
    const { calls } = mockApi({
      'GET /api/wallet/account/pg': { username: 'u', password: 'p' },
      'POST /api/wallet/transfer': () => ({ status: 400, body: { message: 'MONEY_NOT_ENOUGH' } }),
      'GET /api/wallet': walletResult(),
    });
    open(gameAccount());
    await screen.findByText('u');
    await waitFor(() => expect(walletLoads(calls)).toBe(1));
    await userEvent.type(screen.getByLabelText('Amount to move into the game (baht)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Play on the web' }));
    expect(await screen.findByRole('dialog', { name: 'That did not work' })).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('opens the transfer modal with this game chosen, where the build has one', async () => {
    mockApi({ 'GET /api/wallet/account/pg': { username: 'u', password: 'p' } });
    const { store } = renderFresh(
      <MemberModalKeysContext.Provider value={new Set(['transfer'])}>
        <SlotAccountModal account={gameAccount()} onClose={() => {}} />
      </MemberModalKeysContext.Provider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'PG Soft' });
    expect(within(dialog).getByRole('button', { name: 'Transfer only' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(store.get(memberModalAtom)).toEqual({ key: 'transfer', game: 'pg' });
  });

  it('offers no transfer modal where the build has none', () => {
    mockApi({ 'GET /api/wallet/account/pg': { username: 'u', password: 'p' } });
    open(gameAccount());
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('links the Android and iOS apps when the game has them', () => {
    mockApi({ 'GET /api/wallet/account/pg': { username: 'u', password: 'p' } });
    open(gameAccount({ android: 'https://play.example/pg', ios: null }));
    const apps = screen.getByRole('navigation', { name: 'Apps' });
    expect(within(apps).getByRole('link', { name: 'Android app' })).toHaveAttribute(
      'href',
      'https://play.example/pg',
    );
    expect(within(apps).queryByRole('link', { name: 'iOS app' })).not.toBeInTheDocument();
  });

  it('never sends the tab to an auto-login link that is not a web address, and says so', async () => {
    const { tab } = fakeTab();
    mockApi({
      'GET /api/wallet/account/pg': { username: 'sb1pg', password: 'secret' },
      'GET /api/autoLogin/pg/sb1pg': { link: 'javascript:alert(document.cookie)' },
    });
    open(gameAccount());
    await screen.findByText('sb1pg');
    await userEvent.click(screen.getByRole('button', { name: 'Play on the web' }));
    const dialog = await screen.findByRole('dialog', { name: 'That did not work' });
    expect(
      within(dialog).getByText('This link cannot be opened: it is not a web address.'),
    ).toBeInTheDocument();
    expect(tab.location.href).toBe('about:blank');
    expect(tab.close).toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Open the game' })).not.toBeInTheDocument();
  });

  it('offers no app link that is not a web address, and says why when it is tapped', async () => {
    mockApi({ 'GET /api/wallet/account/pg': { username: 'u', password: 'p' } });
    open(gameAccount({ android: 'javascript:alert(1)', ios: 'data:text/html,<b>x</b>' }));
    const apps = screen.getByRole('navigation', { name: 'Apps' });
    expect(within(apps).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(apps).getByRole('button', { name: 'Android app' }));
    expect(
      await screen.findByText('This link cannot be opened: it is not a web address.'),
    ).toBeInTheDocument();
  });
});
