import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletResult } from '../../api';
import { roundSatang, satangToBaht, subtractSatang, ZERO_SATANG } from '../../domain/rules/money';
import { withdrawPlan } from '../../domain/rules/withdraw';
import { inLaos } from '../../test/brands';
import { loseAnswers, mockApi } from '../../test/fetch-mock';
import { tapWhenReady } from '../../test/tap-when-ready';
import { gameAccount, renderFresh, walletResult } from '../../test/wallet-fixtures';
import WithdrawModal from './withdraw-modal';

const OK = { success: true, message: 'SUCCESS' };
const LIMITS = { withdrawMin: 100, withdrawMax: 50_000 };

/** Main wallet 1,250.50; active games 320.00 and 500.25; an inactive one holding 99.00. */
const before = (): WalletResult =>
  walletResult({
    slots: [
      gameAccount(),
      gameAccount({ code: 'joker2', name: 'Joker Gaming', amount: 99, isActive: false }),
      gameAccount({ code: 'betflix', name: 'Betflix', category: 'sport', amount: 500.25 }),
    ],
  });

/** A server whose withdrawal takes the main wallet first, then the active games in order. */
function server(routes: Record<string, unknown> = {}) {
  let wallet = before();
  const api = mockApi({
    'GET /api/wallet': () => ({ body: wallet }),
    'GET /api/lookup/withdraw': LIMITS,
    'POST /api/wallet/withdrawAll': (body: unknown) => {
      // The sandbox's own rule (src/domain/rules/withdraw.ts), not a copy of it.
      const plan = withdrawPlan(
        roundSatang((body as { amount: number }).amount),
        roundSatang(wallet.wallet.amount),
        wallet.slots
          .filter((slot) => slot.isActive)
          .map((slot) => ({ code: slot.code, satang: roundSatang(slot.amount) })),
      );
      const taken = (code: string) =>
        plan.takes.find((take) => take.code === code)?.satang ?? ZERO_SATANG;
      wallet = {
        ...wallet,
        wallet: {
          amount: satangToBaht(subtractSatang(roundSatang(wallet.wallet.amount), plan.fromWallet)),
        },
        slots: wallet.slots.map((slot) => ({
          ...slot,
          amount: satangToBaht(subtractSatang(roundSatang(slot.amount), taken(slot.code))),
        })),
      };
      return { body: OK };
    },
    ...routes,
  });
  return api;
}

const withdrawals = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/wallet/withdrawAll');

async function open(options: Parameters<typeof renderFresh>[1] = {}) {
  const onClose = vi.fn();
  renderFresh(<WithdrawModal onClose={onClose} />, options);
  const dialog = await screen.findByRole('dialog', {
    name: options.locale === 'th' ? 'ถอนเงิน' : 'Withdraw',
  });
  return { dialog, onClose };
}

describe('WithdrawModal', () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the withdrawable total (main wallet plus active games), the bounds and the bank account', async () => {
    server();
    const { dialog } = await open();
    // 1,250.50 + 320.00 + 500.25; the inactive game's 99.00 cannot be withdrawn.
    expect(await within(dialog).findByText('2,070.75 baht')).toBeInTheDocument();
    expect(within(dialog).getByText('1,250.50 baht')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Taken from your main wallet first; if it is short, the rest comes from your active game accounts.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount to withdraw (baht)')).toHaveAccessibleDescription(
      'From 100.00 baht to 50,000.00 baht per withdrawal',
    );
    const bank = within(dialog).getByRole('region', { name: 'To your bank account' });
    expect(bank).toHaveTextContent('Kasikornbank');
    expect(bank).toHaveTextContent('SOMCHAI DEMO');
    expect(bank).toHaveTextContent('123-456-7890');
  });

  it('names the bank in Thai for a Thai reader', async () => {
    server();
    const { dialog } = await open({ locale: 'th' });
    const bank = await within(dialog).findByRole('region', { name: 'เข้าบัญชีธนาคารของคุณ' });
    expect(bank).toHaveTextContent('กสิกรไทย');
    expect(bank).not.toHaveTextContent('Kasikornbank');
  });

  it.each([
    ['99.99', 'The minimum withdrawal is 100.00 baht'],
    ['50,000.01', 'The maximum withdrawal is 50,000.00 baht'],
    ['2070.76', 'You have 2,070.75 baht available to withdraw'],
    ['100.001', 'An amount has at most 2 decimals'],
    ['1,00', 'Please enter an amount in numbers, for example 1,000.50'],
    ['-150', 'Please enter an amount in numbers, for example 1,000.50'],
  ])('refuses %j naming the bound, and sends nothing', async (typed, message) => {
    const { calls } = server();
    const { dialog } = await open();
    const amount = await within(dialog).findByLabelText('Amount to withdraw (baht)');
    await userEvent.type(amount, `${typed}{Enter}`);
    expect(amount).toHaveAccessibleDescription(
      `${message} From 100.00 baht to 50,000.00 baht per withdrawal`,
    );
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    fireEvent.click(next);
    expect(within(dialog).queryByRole('button', { name: 'Confirm withdrawal' })).toBeNull();
    expect(withdrawals(calls)).toHaveLength(0);
  });

  it('takes the minimum, the maximum and the whole total', async () => {
    server({
      'GET /api/wallet': walletResult({ wallet: { amount: 60_000 } }),
    });
    const { dialog } = await open();
    const amount = await within(dialog).findByLabelText('Amount to withdraw (baht)');
    for (const typed of ['100', '50000']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
    }
  });

  it('reviews, withdraws once for a double tap, and shows the receipt with the new balances', async () => {
    const { calls } = server();
    const { dialog, onClose } = await open();
    const amount = await within(dialog).findByLabelText('Amount to withdraw (baht)');
    // More than the main wallet: 1,250.50 from it, 49.50 from PG Soft.
    await userEvent.type(amount, '1,300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const review = within(dialog).getByRole('region', { name: 'Check your withdrawal' });
    expect(review).toHaveTextContent('1,300.00 baht');
    expect(review).toHaveTextContent(
      '1,250.50 baht from your main wallet and 49.50 baht from your game accounts',
    );
    expect(review).toHaveTextContent('Kasikornbank 123-456-7890');
    expect(withdrawals(calls)).toHaveLength(0);
    await userEvent.dblClick(within(review).getByRole('button', { name: 'Confirm withdrawal' }));
    const receipt = await within(dialog).findByRole('region', { name: 'Withdrawal sent' });
    expect(withdrawals(calls).map((call) => call.body)).toEqual([{ amount: 1300 }]);
    expect([...receipt.querySelectorAll('dd')].map((line) => line.textContent)).toEqual([
      '1,250.50 baht from your main wallet and 49.50 baht from your game accounts',
      'Kasikornbank 123-456-7890',
      '1,300.00 baht',
      expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/),
      // Balances now: the main wallet, PG Soft (drawn on), what is left to withdraw.
      '0.00 baht',
      '270.50 baht',
      '770.75 baht',
    ]);
    await tapWhenReady(within(receipt).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('cannot be dismissed while the withdrawal is sent', async () => {
    server();
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation();
    let release: (() => void) | undefined;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/wallet/withdrawAll')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return answer ? answer(input, init) : new Response('{}');
    });
    const { dialog, onClose } = await open();
    await userEvent.type(await within(dialog).findByLabelText('Amount to withdraw (baht)'), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm withdrawal' });
    await userEvent.click(confirm);
    await waitFor(() => expect(release).toBeDefined());
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    release?.();
    await within(dialog).findByRole('region', { name: 'Withdrawal sent' });
  });

  it('goes back to the form with the amount kept', async () => {
    server();
    const { dialog } = await open();
    const amount = await within(dialog).findByLabelText('Amount to withdraw (baht)');
    await userEvent.type(amount, '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Amount to withdraw (baht)')).toHaveValue('150');
    expect(within(dialog).getByLabelText('Amount to withdraw (baht)')).toHaveFocus();
  });

  it('shows a refusal in a popup and goes back to the form with the amount kept', async () => {
    const { calls } = server({
      'POST /api/wallet/withdrawAll': () => ({ status: 400, body: { message: 'NO_BANK' } }),
    });
    const { dialog } = await open();
    await userEvent.type(await within(dialog).findByLabelText('Amount to withdraw (baht)'), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    const popup = await screen.findByRole('dialog', { name: 'The withdrawal did not go through' });
    expect(popup).toHaveTextContent('Bank account not found');
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByLabelText('Amount to withdraw (baht)')).toHaveValue('150');
    expect(withdrawals(calls)).toHaveLength(1);
  });

  it('says when the total is below the minimum', async () => {
    server({
      'GET /api/wallet': walletResult({
        wallet: { amount: 20 },
        slots: [gameAccount({ amount: 30 })],
      }),
    });
    const { dialog } = await open();
    expect(
      await within(dialog).findByText('You need at least 100.00 baht available to withdraw.'),
    ).toBeInTheDocument();
  });

  it('shows the loading state, then offers a retry when the bounds cannot be loaded', async () => {
    let fail = true;
    const { calls } = server({
      'GET /api/lookup/withdraw': () =>
        fail ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } : { body: LIMITS },
    });
    // The first answer waits until the loading state has been seen.
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation();
    let release: (() => void) | undefined;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/lookup/withdraw') && !release) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return answer ? answer(input, init) : new Response('{}');
    });
    const { dialog } = await open();
    await waitFor(() => expect(release).toBeDefined());
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    release?.();
    const retry = await within(dialog).findByRole('button', { name: 'Try again' });
    expect(dialog).toHaveTextContent('The withdrawal details could not be loaded.');
    fail = false;
    await userEvent.click(retry);
    expect(await within(dialog).findByLabelText('Amount to withdraw (baht)')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/lookup/withdraw')).toHaveLength(2);
  });

  it('shows kip for a LAK member of the Lao build', async () => {
    server({
      'GET /api/wallet': walletResult({
        bankAccount: {
          bankCode: 'BCEL',
          bankAccountName: 'KHAMPHONE DEMO',
          bankAccountNo: '0101000999888',
          bank: { nameTH: 'บีซีอีแอล', nameEN: 'BCEL' },
          currency: 'LAK',
        },
      }),
      // The sandbox answers the bounds of the member's currency (docs/api.md#lookups).
      'GET /api/lookup/withdraw': { withdrawMin: 50_000, withdrawMax: 10_000_000 },
    });
    const { dialog } = await open({ brand: inLaos });
    const amount = await within(dialog).findByLabelText('Amount to withdraw (kip)');
    // Kip as Lao players write it: no decimals (docs/product.md#amounts-per-currency).
    expect(amount).toHaveAccessibleDescription('From 50,000 kip to 10,000,000 kip per withdrawal');
    await userEvent.type(amount, '50000.50');
    expect(
      await within(dialog).findByText('Kip amounts have no decimals: enter whole kip'),
    ).toBeTruthy();
    const bank = within(dialog).getByRole('region', { name: 'To your bank account' });
    expect(bank).toHaveTextContent('0101000999888');
  });

  it('a withdrawal whose answer was lost after it went through shows its receipt, sent once', async () => {
    sessionStorage.clear();
    const { calls } = server();
    const { dialog } = await open();
    await userEvent.type(await within(dialog).findByLabelText('Amount to withdraw (baht)'), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    loseAnswers('/api/wallet/withdrawAll', { processed: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    const receipt = await within(dialog).findByRole('region', { name: 'Withdrawal sent' });
    expect(receipt).toHaveTextContent('500.00 baht');
    expect(withdrawals(calls)).toHaveLength(1);
    expect(withdrawals(calls)[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog', { name: 'The withdrawal did not go through' })).toBeNull();
  });
});
