import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });
});
