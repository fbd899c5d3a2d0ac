import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletResult } from '../../api';
import { roundSatang, satangCount } from '../../domain/rules/money';
import { transferAllPlan } from '../../domain/rules/transfer';
import { loseAnswers, mockApi } from '../../test/fetch-mock';
import { tapWhenReady } from '../../test/tap-when-ready';
import { gameAccount, renderFresh, walletResult } from '../../test/wallet-fixtures';
import TransferModal from './transfer-modal';

const OK = { success: true, message: 'SUCCESS' };

/**
 * A server with balances: transfers move money as the sandbox does, and GET /api/wallet
 * answers what they left. Balances in satang by code ('WALLET' for the main wallet).
 */
function server(over: Partial<WalletResult> = {}, routes: Record<string, unknown> = {}) {
  const base = walletResult(over);
  const balances = new Map<string, number>([
    ['WALLET', roundSatang(base.wallet.amount)],
    ...base.slots.map((slot): [string, number] => [slot.code, roundSatang(slot.amount)]),
  ]);
  const wallet = (): WalletResult => ({
    ...base,
    wallet: { amount: (balances.get('WALLET') ?? 0) / 100 },
    slots: base.slots.map((slot) => ({ ...slot, amount: (balances.get(slot.code) ?? 0) / 100 })),
  });
  const move = (from: string, to: string, satang: number) => {
    balances.set(from, (balances.get(from) ?? 0) - satang);
    balances.set(to, (balances.get(to) ?? 0) + satang);
  };
  const api = mockApi({
    'GET /api/wallet': () => ({ body: wallet() }),
    'POST /api/wallet/transfer': (body: unknown) => {
      const { from, to, amount } = body as { from: string; to: string; amount: number };
      move(from, to, roundSatang(amount));
      return { body: OK };
    },
    'POST /api/wallet/transferAll': (body: unknown) => {
      const { to } = body as { to: string };
      // The sandbox's own rule (src/domain/rules/transfer.ts), not a copy of it.
      const active = ['WALLET', ...base.slots.filter((s) => s.isActive).map((s) => s.code)];
      const plan = transferAllPlan(
        active.map((code) => ({ code, satang: satangCount(balances.get(code) ?? 0) })),
        to,
      );
      for (const source of plan.sources) move(source.code, to, source.satang);
      return { body: OK };
    },
    ...routes,
  });
  return { ...api, balances };
}

type Call = ReturnType<typeof mockApi>['calls'][number];
const posts = (calls: Call[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);
const walletLoads = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/wallet').length;

/**
 * Holds the answers to one path until released: a slow network. `waiting()` counts the
 * requests held (the mock records a call only once it answers).
 */
function holdAnswers(path: string) {
  const fetchMock = vi.mocked(fetch);
  const answer = fetchMock.getMockImplementation();
  const held: (() => void)[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).endsWith(path)) await new Promise<void>((resolve) => held.push(resolve));
    return answer ? answer(input, init) : new Response('{}');
  });
  return {
    waiting: () => held.length,
    release: () => {
      for (const release of held.splice(0)) release();
    },
  };
}

async function open(props: { game?: string } = {}) {
  const onClose = vi.fn();
  renderFresh(<TransferModal onClose={onClose} {...props} />);
  const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
  await within(dialog).findByLabelText('Move from');
  return { dialog, onClose };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent);

describe('TransferModal', () => {
  // The popups' view loads lazily in the app; load it before the first test needs it.
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('offers the main wallet and every active game with its balance, never one account on both sides', async () => {
    server();
    const { dialog } = await open();
    const from = within(dialog).getByLabelText('Move from');
    const to = within(dialog).getByLabelText('Move to');
    expect(from).toHaveDisplayValue('Main wallet: 1,250.50 baht');
    expect(to).toHaveDisplayValue('Choose an account');
    // Joker Gaming is not activated: neither side offers it.
    expect(optionsOf(from)).toEqual([
      'Main wallet: 1,250.50 baht',
      'PG Soft: 320.00 baht',
      'Betflix Sport & Casino: 500.25 baht',
    ]);
    expect(optionsOf(to)).toEqual(['PG Soft: 320.00 baht', 'Betflix Sport & Casino: 500.25 baht']);
    await userEvent.selectOptions(to, 'pg');
    expect(optionsOf(from)).toEqual([
      'Main wallet: 1,250.50 baht',
      'Betflix Sport & Casino: 500.25 baht',
    ]);
    await userEvent.selectOptions(from, 'betflix');
    expect(optionsOf(to)).toEqual(['Main wallet: 1,250.50 baht', 'PG Soft: 320.00 baht']);
  });

  it('starts from the main wallet into the game it was opened from, and swaps direction', async () => {
    server();
    const { dialog } = await open({ game: 'betflix' });
    const from = within(dialog).getByLabelText('Move from');
    const to = within(dialog).getByLabelText('Move to');
    expect(from).toHaveDisplayValue('Main wallet: 1,250.50 baht');
    expect(to).toHaveDisplayValue('Betflix Sport & Casino: 500.25 baht');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap direction' }));
    expect(from).toHaveDisplayValue('Betflix Sport & Casino: 500.25 baht');
    expect(to).toHaveDisplayValue('Main wallet: 1,250.50 baht');
  });

  it('needs a target before anything can be sent', async () => {
    const { calls } = server();
    const { dialog } = await open();
    const amount = within(dialog).getByLabelText('Amount (baht)');
    await userEvent.type(amount, '10');
    expect(within(dialog).getByLabelText('Move to')).toHaveAccessibleDescription(
      'Choose the account to move the money to',
    );
    expect(within(dialog).getByRole('button', { name: 'Transfer' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Transfer all' })).toBeDisabled();
    await userEvent.type(amount, '{Enter}');
    expect(posts(calls, '/api/wallet/transfer')).toHaveLength(0);
  });

  it.each([
    ['0.99', 'The minimum transfer is 1.00 baht'],
    ['0', 'The minimum transfer is 1.00 baht'],
    ['10.005', 'An amount has at most 2 decimals'],
    ['1,00', 'Please enter an amount in numbers, for example 1,000.50'],
    ['-50', 'Please enter an amount in numbers, for example 1,000.50'],
    ['5O', 'Please enter an amount in numbers, for example 1,000.50'],
    ['1250.51', 'Main wallet has only 1,250.50 baht'],
  ])('refuses %j with a message, keeps it, and sends nothing', async (typed, message) => {
    const { calls } = server();
    const { dialog } = await open({ game: 'pg' });
    const amount = within(dialog).getByLabelText('Amount (baht)');
    await userEvent.type(amount, `${typed}{Enter}`);
    expect(amount).toHaveAccessibleDescription(message);
    expect(amount).toHaveValue(typed);
    const transfer = within(dialog).getByRole('button', { name: 'Transfer' });
    expect(transfer).toBeDisabled();
    fireEvent.click(transfer);
    expect(posts(calls, '/api/wallet/transfer')).toHaveLength(0);
  });

  it('moves exactly 1 baht, the minimum, and the whole balance of a game', async () => {
    const { calls } = server();
    const { dialog } = await open({ game: 'pg' });
    await userEvent.type(within(dialog).getByLabelText('Amount (baht)'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByRole('heading', { name: 'Transfer complete' });
    expect(posts(calls, '/api/wallet/transfer')[0]?.body).toEqual({
      from: 'WALLET',
      to: 'pg',
      amount: 1,
    });
  });

  it('shows a receipt with what moved and both new balances, and Done closes with a change', async () => {
    const { calls } = server();
    const { dialog, onClose } = await open({ game: 'pg' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Swap direction' }));
    await userEvent.type(within(dialog).getByLabelText('Amount (baht)'), '120.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const receipt = await within(dialog).findByRole('region', { name: 'Transfer complete' });
    expect(posts(calls, '/api/wallet/transfer')[0]?.body).toEqual({
      from: 'pg',
      to: 'WALLET',
      amount: 120.25,
    });
    const lines = receipt.querySelectorAll('dd');
    expect([...lines].map((line) => line.textContent)).toEqual([
      'PG Soft',
      'Main wallet',
      '120.25 baht',
      expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/),
      // Balances now: the source, then the target, from the reloaded wallet.
      '199.75 baht',
      '1,370.75 baht',
    ]);
    expect(within(receipt).getByText('PG Soft', { selector: 'dt' })).toBeInTheDocument();
    await tapWhenReady(within(receipt).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('sends a double tap once, keeps Transfer all off meanwhile, and cannot be dismissed', async () => {
    const { calls } = server();
    const { dialog } = await open({ game: 'pg' });
    await userEvent.type(within(dialog).getByLabelText('Amount (baht)'), '50');
    const hold = holdAnswers('/api/wallet/transfer');
    const transfer = within(dialog).getByRole('button', { name: 'Transfer' });
    await userEvent.dblClick(transfer);
    await userEvent.click(transfer);
    await waitFor(() => expect(hold.waiting()).toBe(1));
    expect(transfer).toHaveAttribute('aria-busy', 'true');
    const all = within(dialog).getByRole('button', { name: 'Transfer all' });
    expect(all).toBeDisabled();
    fireEvent.click(all);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    hold.release();
    await within(dialog).findByRole('heading', { name: 'Transfer complete' });
    expect(posts(calls, '/api/wallet/transfer')).toHaveLength(1);
    expect(posts(calls, '/api/wallet/transferAll')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: /Move everything/ })).not.toBeInTheDocument();
  });

  it('shows a refusal in a popup, keeps the amount and choices, and shows the balances the server reloaded', async () => {
    let walletAmount = 1250.5;
    const { calls } = server(
      {},
      {
        'GET /api/wallet': () => ({
          body: walletResult({ wallet: { amount: walletAmount } }),
        }),
        'POST /api/wallet/transfer': () => {
          // The game refused after the wallet side moved: the funds came back, less a fee here.
          walletAmount = 1200;
          return { status: 400, body: { message: 'TRANSFER_FAIL' } };
        },
      },
    );
    const { dialog } = await open({ game: 'pg' });
    const amount = within(dialog).getByLabelText('Amount (baht)');
    await userEvent.type(amount, '100');
    const loadsBefore = walletLoads(calls);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const popup = await screen.findByRole('dialog', { name: 'The transfer did not go through' });
    expect(popup).toHaveTextContent('funds have been returned to wallet');
    expect(walletLoads(calls)).toBe(loadsBefore + 1);
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(amount).toHaveValue('100');
    expect(within(dialog).getByLabelText('Move from')).toHaveDisplayValue(
      'Main wallet: 1,200.00 baht',
    );
    expect(within(dialog).getByLabelText('Move to')).toHaveDisplayValue('PG Soft: 320.00 baht');
    expect(within(dialog).getByRole('button', { name: 'Transfer' })).toBeEnabled();
  });

  it.each([
    ['MONEY_NOT_ENOUGH', 'insufficient funds'],
    ['NO_GAME', 'Game not found'],
    ['SLOT_NO_ACCOUNT', 'Game account not found'],
    ['TRANSFER_MINIMUM', 'must be more than 0'],
  ])('translates %s in the popup', async (code, text) => {
    server({}, { 'POST /api/wallet/transfer': () => ({ status: 400, body: { message: code } }) });
    const { dialog } = await open({ game: 'pg' });
    await userEvent.type(within(dialog).getByLabelText('Amount (baht)'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByRole('dialog', { name: 'The transfer did not go through' }),
    ).toHaveTextContent(text);
  });

  it('says what transfer all moves, confirms it account by account, then shows what arrived', async () => {
    const { calls } = server();
    const { dialog, onClose } = await open({ game: 'betflix' });
    const all = within(dialog).getByRole('button', { name: 'Transfer all' });
    expect(all).toHaveAccessibleDescription(
      'Transfer all moves 1,570.50 baht into Betflix Sport & Casino: everything in Main wallet, PG Soft.',
    );
    await userEvent.click(all);
    const confirm = await screen.findByRole('dialog', {
      name: 'Move everything into Betflix Sport & Casino?',
    });
    expect(confirm).toHaveTextContent(
      'From Main wallet (1,250.50 baht), PG Soft (320.00 baht). Total 1,570.50 baht.',
    );
    expect(posts(calls, '/api/wallet/transferAll')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Transfer all' }));
    const receipt = await within(dialog).findByRole('region', { name: 'Transfer complete' });
    expect(posts(calls, '/api/wallet/transferAll').map((call) => call.body)).toEqual([
      { to: 'betflix' },
    ]);
    expect([...receipt.querySelectorAll('dd')].map((line) => line.textContent)).toEqual([
      'Main wallet, PG Soft',
      'Betflix Sport & Casino',
      '1,570.50 baht',
      expect.any(String),
      '0.00 baht',
      '0.00 baht',
      '2,070.75 baht',
    ]);
    await tapWhenReady(within(receipt).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('sends nothing when transfer all is not confirmed, and offers none when there is nothing to move', async () => {
    const { calls } = server({
      wallet: { amount: 0 },
      slots: [gameAccount({ amount: 0 }), gameAccount({ code: 'ufa', name: 'UFA', amount: 5 })],
    });
    const { dialog } = await open({ game: 'pg' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move everything into PG Soft?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(posts(calls, '/api/wallet/transferAll')).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByLabelText('Move to'), 'ufa');
    const all = within(dialog).getByRole('button', { name: 'Transfer all' });
    expect(all).toBeDisabled();
    expect(all).toHaveAccessibleDescription(
      'Nothing to move into UFA: your other accounts are empty.',
    );
  });

  it('sends one transfer all for a double tap, and keeps Transfer off while it runs', async () => {
    const { calls } = server();
    const { dialog } = await open({ game: 'pg' });
    await userEvent.type(within(dialog).getByLabelText('Amount (baht)'), '10');
    const all = within(dialog).getByRole('button', { name: 'Transfer all' });
    await userEvent.dblClick(all);
    const confirm = await screen.findByRole('dialog', { name: 'Move everything into PG Soft?' });
    const hold = holdAnswers('/api/wallet/transferAll');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Transfer all' }));
    await waitFor(() => expect(hold.waiting()).toBe(1));
    await userEvent.click(all);
    const transfer = within(dialog).getByRole('button', { name: 'Transfer' });
    expect(transfer).toBeDisabled();
    fireEvent.click(transfer);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    hold.release();
    await within(dialog).findByRole('heading', { name: 'Transfer complete' });
    expect(posts(calls, '/api/wallet/transferAll')).toHaveLength(1);
    expect(posts(calls, '/api/wallet/transfer')).toHaveLength(0);
  });

  it('says so when the member has no active game account', async () => {
    server({ slots: [gameAccount({ isActive: false })] });
    const { dialog } = await open();
    expect(
      within(dialog).getByText(
        'You have no active game account yet. Activate a game first to move money into it.',
      ),
    ).toBeInTheDocument();
  });

  it('shows amounts in kip for a LAK member', async () => {
    server({
      bankAccount: { ...walletResult().bankAccount, currency: 'LAK' },
      wallet: { amount: 1_250_000 },
    });
    const { dialog } = await open({ game: 'pg' });
    // Whole kip, and the kip minimum (docs/product.md#amounts-per-currency).
    expect(within(dialog).getByLabelText('Move from')).toHaveDisplayValue(
      'Main wallet: 1,250,000 kip',
    );
    const amount = within(dialog).getByLabelText('Amount (kip)');
    await userEvent.type(amount, '999');
    expect(amount).toHaveAccessibleDescription('The minimum transfer is 1,000 kip');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000.5');
    expect(amount).toHaveAccessibleDescription('Kip amounts have no decimals: enter whole kip');
  });

  it('offers a retry when the balances cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/wallet': () =>
        fail
          ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }
          : { body: walletResult() },
    });
    renderFresh(<TransferModal onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(dialog).toHaveTextContent('Your balances could not be loaded.');
    fail = false;
    await userEvent.click(retry);
    expect(await within(dialog).findByLabelText('Move from')).toBeInTheDocument();
  });
});

const keyOf = (call: Call) => call.headers['Idempotency-Key'];

describe('TransferModal: money moves exactly once', () => {
  beforeAll(() => import('../../ui/dialog'));
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends an Idempotency-Key with every transfer, a new one for each new order', async () => {
    const { calls } = server();
    const { dialog } = await open({ game: 'pg' });
    await userEvent.type(within(dialog).getByLabelText('Amount (baht)'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByRole('heading', { name: 'Transfer complete' });
    const [first] = posts(calls, '/api/wallet/transfer');
    expect(keyOf(first as Call)).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('pendingOrders')).toBe('[]');
  });

  it('an answer lost after the server moved the money: checking, then the receipt, nothing sent twice', async () => {
    const { calls, balances } = server();
    const { dialog } = await open({ game: 'pg' });
    await userEvent.type(within(dialog).getByLabelText('Amount (baht)'), '100');
    loseAnswers('/api/wallet/transfer', { processed: true });
    const reads = holdAnswers('/api/wallet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Checking whether it went through…')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'The transfer did not go through' })).toBeNull();
    // Every read from now on answers (the one that settles, then the reload behind it).
    const receipt = await waitFor(() => {
      reads.release();
      return within(dialog).getByRole('region', { name: 'Transfer complete' });
    });
    expect(receipt).toHaveTextContent('100.00 baht');
    // The one request the server answered into the void; the wallet read, it did not resend.
    expect(posts(calls, '/api/wallet/transfer')).toHaveLength(1);
    expect(balances.get('WALLET')).toBe(115_050);
    expect(balances.get('pg')).toBe(42_000);
    expect(sessionStorage.getItem('pendingOrders')).toBe('[]');
  });

  it('an answer lost before the server moved it: checking, then "not done"; sending again reuses the key', async () => {
    const { calls, balances } = server();
    const { dialog } = await open({ game: 'pg' });
    await userEvent.type(within(dialog).getByLabelText('Amount (baht)'), '100');
    loseAnswers('/api/wallet/transfer', { processed: false });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const popup = await screen.findByRole(
      'dialog',
      { name: 'The transfer did not go through' },
      { timeout: 4000 },
    );
    expect(popup).toHaveTextContent('Not done: no money moved.');
    expect(balances.get('WALLET')).toBe(125_050);
    const [pending] = JSON.parse(sessionStorage.getItem('pendingOrders') ?? '[]');
    expect(pending).toMatchObject({ state: 'not-done' });
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByRole('heading', { name: 'Transfer complete' });
    const sent = posts(calls, '/api/wallet/transfer');
    expect(sent).toHaveLength(1);
    expect(keyOf(sent[0] as Call)).toBe(pending.key);
    expect(balances.get('WALLET')).toBe(115_050);
  });

  it('a 502 without a catalogue code after the money moved is settled by reading too', async () => {
    const { balances } = server(
      {},
      {
        'POST /api/wallet/transfer': (body: unknown) => {
          const { amount } = body as { amount: number };
          balances.set('WALLET', (balances.get('WALLET') ?? 0) - amount * 100);
          balances.set('pg', (balances.get('pg') ?? 0) + amount * 100);
          return { status: 502, body: '<html>Bad gateway</html>' };
        },
      },
    );
    const { dialog } = await open({ game: 'pg' });
    await userEvent.type(within(dialog).getByLabelText('Amount (baht)'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByRole('region', { name: 'Transfer complete' });
    expect(balances.get('WALLET')).toBe(123_050);
  });

  it('transfer all whose answer was lost after it moved shows the receipt of what arrived', async () => {
    server();
    const { dialog } = await open({ game: 'betflix' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Move everything into Betflix Sport & Casino?',
    });
    loseAnswers('/api/wallet/transferAll', { processed: true });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Transfer all' }));
    const receipt = await within(dialog).findByRole('region', { name: 'Transfer complete' });
    expect(receipt).toHaveTextContent('1,570.50 baht');
  });
});
