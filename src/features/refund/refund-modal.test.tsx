import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefundCheck } from '../../api';
import { useWallet } from '../../domain/wallet';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { RefundModal } from './refund-modal';

const check = (over: Partial<RefundCheck> = {}): RefundCheck => ({
  result: true,
  bonus: false,
  info: "Refund of 45.75 from last week's losses is ready.",
  refundAmount: 45.75,
  refundSuccess: 5,
  refundFail: 2,
  ...over,
});

function WalletProbe() {
  useWallet();
  return null;
}

function renderModal(onClose = () => {}) {
  return renderFresh(
    <>
      <WalletProbe />
      <RefundModal onClose={onClose} />
    </>,
    { token: 't' },
  );
}

const count = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((call) => call.path === path).length;

const SERVER_BONUS_INFO = 'End your active bonus before receiving the refund.';

describe('RefundModal', () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the check and the refunds received', async () => {
    mockApi({
      'GET /api/refund/check': check(),
      'POST /api/refund': {
        refunds: [{ refundAmount: 23.5, createdAt: '2026-11-16T03:00:00.000Z' }],
        total: 1,
      },
    });
    renderModal();
    expect(
      await screen.findByText("Refund of 45.75 from last week's losses is ready."),
    ).toBeInTheDocument();
    expect(screen.getByText('45.75 baht')).toBeInTheDocument();
    // What each percentage means, not "success 5% · not success 2%".
    expect(
      screen.getByText(
        'Refund rate: 5% of your losses when the conditions are met, 2% when they are not',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Refunds received' });
    expect(await within(table).findByText('23.50')).toBeInTheDocument();
  });

  it('disables receiving while the member has an active bonus', async () => {
    mockApi({
      'GET /api/refund/check': check({ bonus: true, info: SERVER_BONUS_INFO }),
      'POST /api/refund': { refunds: [], total: 0 },
    });
    renderModal();
    expect(
      await screen.findByText('A refund cannot be received while a bonus is active.'),
    ).toBeInTheDocument();
    // Said once: the server's own "end your bonus first" is not shown beside it.
    expect(screen.queryByText(SERVER_BONUS_INFO)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Receive refund' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to wallet' })).toBeDisabled();
  });

  it('receives the refund after a confirmation with the percentages, then reloads', async () => {
    let pending = 45.75;
    const { calls } = mockApi({
      'GET /api/refund/check': () => ({
        body: check({ refundAmount: pending, result: pending > 0 }),
      }),
      'POST /api/refund': { refunds: [], total: 0 },
      'GET /api/refund/receive': () => {
        pending = 0;
        return { body: { success: true, message: 'REFUND_SUCCESS' } };
      },
      'GET /api/wallet': walletResult(),
    });
    renderModal();
    const receive = await screen.findByRole('button', { name: 'Receive refund' });
    await waitFor(() => expect(receive).toBeEnabled());
    await userEvent.click(receive);
    const confirm = await screen.findByRole('dialog', { name: 'Receive the refund?' });
    expect(confirm).toHaveTextContent(
      '45.75 baht. Refund rate: 5% of your losses when the conditions are met, 2% when they are not',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Receive refund' }));
    expect(await screen.findByRole('dialog', { name: 'Received' })).toHaveTextContent(
      'Refund received',
    );
    expect(count(calls, '/api/refund/receive')).toBe(1);
    expect(count(calls, '/api/wallet')).toBe(2);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Receive refund' })).toBeDisabled(),
    );
  });

  it('reloads the wallet as soon as the refund is added to it, not again on close', async () => {
    const onClose = vi.fn();
    const { calls } = mockApi({
      'GET /api/refund/check': check(),
      'POST /api/refund': { refunds: [], total: 0 },
      'GET /api/refund/addWallet': { success: true, message: 'SUCCESS' },
      'GET /api/wallet': walletResult(),
    });
    renderModal(onClose);
    const add = await screen.findByRole('button', { name: 'Add to wallet' });
    await waitFor(() => expect(add).toBeEnabled());
    await waitFor(() => expect(count(calls, '/api/wallet')).toBe(1));
    await userEvent.click(add);
    expect(await screen.findByText('The refund was added to your wallet')).toBeInTheDocument();
    await waitFor(() => expect(count(calls, '/api/wallet')).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(count(calls, '/api/wallet')).toBe(2);
  });

  it('does not reload the wallet when closed without an add', async () => {
    const { calls } = mockApi({
      'GET /api/refund/check': check(),
      'POST /api/refund': { refunds: [], total: 0 },
      'GET /api/wallet': walletResult(),
    });
    const onClose = vi.fn();
    renderModal(onClose);
    await screen.findByText('45.75 baht');
    await waitFor(() => expect(count(calls, '/api/wallet')).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    // A reload would start in the close's own handling (SWR asks at once on a revalidate).
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(count(calls, '/api/wallet')).toBe(1);
  });
});
