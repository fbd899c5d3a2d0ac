import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
import { tapWhenReady } from '../../test/tap-when-ready';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { depositBank, SLIP_OPEN } from './deposit-fixtures';
import DepositModal from './deposit-modal';

const LOOKUP = {
  banks: [
    depositBank({ bankCode: 'KBANK', mode: 'AUTO', bankAccountNo: '1234567890' }),
    depositBank({ bankCode: 'SCB', mode: 'MANUAL', bankAccountNo: '4071234567' }),
  ],
  wallets: [{ mode: 'AUTO', walletAccountName: 'Siam Wallet TrueMoney' }],
  isManual: false,
};

// Whole journeys of taps and answers: room for a machine shared by several test runs.
describe('DepositModal with its panels', { timeout: 15_000 }, () => {
  it('starts on the tab it is asked for (back from the bank-name edit: auto deposit)', async () => {
    mockApi({
      'GET /api/lookup/deposit': LOOKUP,
      'GET /api/lookup/slip': SLIP_OPEN,
      'GET /api/wallet': walletResult(),
    });
    renderFresh(<DepositModal onClose={() => {}} tab="auto" />);
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByRole('tab', { name: 'Auto deposit' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('goes from the bank transfer to the slip upload', async () => {
    mockApi({
      'GET /api/lookup/deposit': LOOKUP,
      'GET /api/lookup/slip': SLIP_OPEN,
      'GET /api/wallet': walletResult(),
    });
    renderFresh(<DepositModal onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByRole('tab', { name: 'Bank transfer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByText('407-123-4567')).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'I have transferred: upload the slip' }),
    );
    expect(within(dialog).getByRole('tab', { name: 'Upload slip' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByLabelText('Choose a photo')).toBeInTheDocument();
  });

  it('shows a tapped tab chosen at once, and its panel in a render after', async () => {
    mockApi({
      'GET /api/lookup/deposit': LOOKUP,
      'GET /api/lookup/slip': SLIP_OPEN,
      'GET /api/wallet': walletResult(),
    });
    renderFresh(<DepositModal onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    const slip = await within(dialog).findByRole('tab', { name: 'Upload slip' });
    expect(within(dialog).getByText('407-123-4567')).toBeVisible();
    // Every render the modal's opening started is done, as long before a player's tap.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // A tap as the browser delivers it, outside act: what React renders in the tap's own
    // task is what the next paint shows.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      slip.click();
      await Promise.resolve();
      expect(slip).toHaveAttribute('aria-selected', 'true');
      // The bank transfer's panel is still there: the slip form has not held up the tap.
      expect(within(dialog).getByText('407-123-4567')).toBeVisible();
      expect(within(dialog).queryByLabelText('Choose a photo')).toBeNull();
      expect(await within(dialog).findByLabelText('Choose a photo')).toBeInTheDocument();
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });

  it('cannot be closed, nor switched to another tab, while a deposit is on its way', async () => {
    let release: () => void = () => {};
    const { fetchMock } = mockApi({
      'GET /api/lookup/deposit': LOOKUP,
      'GET /api/lookup/slip': SLIP_OPEN,
      'GET /api/wallet': walletResult(),
      'POST /api/wallet/add': { success: true, message: 'SUCCESS' },
    });
    const onClose = vi.fn();
    renderFresh(<DepositModal onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Auto deposit' }));
    await userEvent.type(await within(dialog).findByLabelText('Amount you transfer (baht)'), '100');
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/wallet/add')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return answer ? answer(input, init) : new Response('{}');
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm deposit' }));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Bank transfer' }));
    expect(within(dialog).getByRole('tab', { name: 'Auto deposit' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(onClose).not.toHaveBeenCalled();

    release();
    await within(dialog).findByRole('region', { name: 'Deposit credited' });
    await waitFor(() => expect(close).toBeEnabled());
    await tapWhenReady(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });
});
