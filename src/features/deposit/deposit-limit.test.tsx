import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { depositBank, SLIP_OPEN } from './deposit-fixtures';
import DepositModal from './deposit-modal';

const LOOKUP = {
  banks: [depositBank({ bankCode: 'KBANK', mode: 'AUTO', bankAccountNo: '1234567890' })],
  wallets: [],
  isManual: false,
};

const limits = (left: number | null) => ({
  limits: [
    { period: 'day', amount: left === null ? null : 1000, pending: null, deposited: 0, left },
  ],
  left,
});

function routes(over: Record<string, unknown> = {}) {
  return {
    'GET /api/lookup/deposit': LOOKUP,
    'GET /api/lookup/slip': SLIP_OPEN,
    'GET /api/wallet': walletResult(),
    'GET /api/lookup/features': { features: ['depositLimits'] },
    'GET /api/account/deposit-limits': limits(700),
    ...over,
  };
}

describe('the deposit modal and the deposit limits', { timeout: 15_000 }, () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('says what the limits leave before the player types', async () => {
    mockApi(routes());
    renderFresh(<DepositModal onClose={() => {}} tab="auto" />);
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(
      await within(dialog).findByText('Your deposit limits let you deposit 700.00 baht more.'),
    ).toBeVisible();
  });

  it('says nothing where no limit is set, or the backend has no such capability', async () => {
    const { calls } = mockApi(routes({ 'GET /api/account/deposit-limits': limits(null) }));
    const view = renderFresh(<DepositModal onClose={() => {}} tab="auto" />);
    await screen.findByRole('tab', { name: 'Auto deposit' });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/account/deposit-limits')).toBe(true),
    );
    expect(screen.queryByText(/Your deposit limits/)).toBeNull();
    view.unmount();
    vi.unstubAllGlobals();
    const without = mockApi(routes({ 'GET /api/lookup/features': { features: [] } }));
    renderFresh(<DepositModal onClose={() => {}} tab="auto" />);
    await screen.findByRole('tab', { name: 'Auto deposit' });
    await waitFor(() =>
      expect(without.calls.some((call) => call.path === '/api/lookup/features')).toBe(true),
    );
    expect(screen.queryByText(/Your deposit limits/)).toBeNull();
    expect(without.calls.some((call) => call.path === '/api/account/deposit-limits')).toBe(false);
  });

  it('reads the limits again after a deposit, so what is left shrinks with it', async () => {
    let left = 700;
    mockApi(
      routes({
        'GET /api/account/deposit-limits': () => ({ body: limits(left) }),
        'POST /api/wallet/add': (body: unknown) => {
          left -= (body as { amount: number }).amount;
          return { body: { success: true } };
        },
      }),
    );
    renderFresh(<DepositModal onClose={() => {}} tab="auto" />);
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    await within(dialog).findByText('Your deposit limits let you deposit 700.00 baht more.');
    await userEvent.type(await screen.findByLabelText('Amount you transfer (baht)'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    await screen.findByRole('region', { name: 'Deposit credited' });
    expect(
      await within(dialog).findByText('Your deposit limits let you deposit 400.00 baht more.'),
    ).toBeVisible();
  });

  it('explains a deposit refused over a limit with the amount still allowed, and reads the limits again', async () => {
    // Lowered on another device since the modal read them: the note catches up.
    let left = 1000;
    mockApi(
      routes({
        'GET /api/account/deposit-limits': () => ({ body: limits(left) }),
        'POST /api/wallet/add': () => {
          left = 700;
          return { status: 400, body: { message: 'DEPOSIT_LIMIT', details: { left: 700 } } };
        },
      }),
    );
    renderFresh(<DepositModal onClose={() => {}} tab="auto" />);
    await screen.findByText('Your deposit limits let you deposit 1,000.00 baht more.');
    const field = await screen.findByLabelText('Amount you transfer (baht)');
    await userEvent.type(field, '800');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const popup = await screen.findByRole('dialog', { name: 'That did not work' });
    expect(popup).toHaveTextContent(
      'This deposit would pass your deposit limit. You can deposit 700.00 baht more.',
    );
    expect(
      await screen.findByText('Your deposit limits let you deposit 700.00 baht more.'),
    ).toBeInTheDocument();
  });
});
