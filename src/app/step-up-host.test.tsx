import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readPendingOrders } from '../domain/pending-orders';
import { tokenAtom } from '../domain/session';
import { stepUpAtom } from '../domain/step-up-state';
import { EditBankNameModal } from '../features/profile/edit-bank-name-modal';
import WithdrawModal from '../features/withdraw/withdraw-modal';
import { mockApi } from '../test/fetch-mock';
import { renderFresh, walletResult } from '../test/wallet-fixtures';
import { StepUpHost } from './step-up-host';

const OK = { success: true, message: 'SUCCESS' };
const REAUTH = { status: 403, body: { message: 'REAUTH_REQUIRED' } };
const RIGHT = 'right-password';

/**
 * A backend with capability stepUp: the guarded call is refused until POST
 * /api/account/reauth got the right password; the first request with a key moves the money,
 * a repeat of that key replays.
 */
function stepUpServer(guarded: string) {
  let proven = false;
  const moved: string[] = [];
  const api = mockApi({
    'GET /api/wallet': () => ({ body: walletResult() }),
    'GET /api/lookup/withdraw': { withdrawMin: 100, withdrawMax: 50_000 },
    'POST /api/account/reauth': (body: unknown) => {
      if ((body as { password: string }).password !== RIGHT) {
        return { status: 400, body: { message: 'WRONG_PASSWORD' } };
      }
      proven = true;
      return { body: OK };
    },
    [guarded]: (_body: unknown, init: RequestInit) => {
      if (!proven) return REAUTH;
      const key = (init.headers as Record<string, string>)['Idempotency-Key'] ?? '';
      if (!moved.includes(key)) moved.push(key);
      return { body: OK };
    },
  });
  return { ...api, moved };
}

/** Opens the withdraw modal and confirms a 500 baht withdrawal; its dialog. */
async function confirmWithdrawal() {
  const { store } = renderFresh(
    <>
      <WithdrawModal onClose={() => {}} />
      <StepUpHost />
    </>,
  );
  const withdraw = await screen.findByRole('dialog', { name: 'Withdraw' });
  await userEvent.type(await within(withdraw).findByLabelText('Amount to withdraw (baht)'), '500');
  await userEvent.click(within(withdraw).getByRole('button', { name: 'Continue' }));
  await userEvent.click(within(withdraw).getByRole('button', { name: 'Confirm withdrawal' }));
  return { withdraw, store };
}

async function passwordDialog() {
  return screen.findByRole('dialog', { name: 'Confirm it is you' });
}

describe('the step-up password dialog', () => {
  beforeAll(() =>
    Promise.all([import('../ui/dialog'), import('../features/step-up/step-up-dialog')]),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('a refused withdrawal asks for the password; a wrong one shows its error and sends nothing; the right one resends the same key once', async () => {
    sessionStorage.clear();
    const { calls, moved } = stepUpServer('POST /api/wallet/withdrawAll');
    const { withdraw } = await confirmWithdrawal();

    const dialog = await passwordDialog();
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(password).toHaveAccessibleDescription('Please enter your password');

    await userEvent.type(password, 'wrong{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription('The password is incorrect'));
    const orders = () => calls.filter((call) => call.path === '/api/wallet/withdrawAll');
    expect(orders()).toHaveLength(1);
    expect(moved).toHaveLength(0);

    await userEvent.clear(password);
    await userEvent.type(password, `${RIGHT}{Enter}`);
    expect(
      await within(withdraw).findByRole('region', { name: 'Withdrawal sent' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    expect(orders()).toHaveLength(2);
    const [first, second] = orders();
    expect(first?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(second?.body).toEqual(first?.body);
    expect(moved).toHaveLength(1);
  });

  it('Cancel closes the dialog and leaves the withdrawal not done, with no error popup', async () => {
    sessionStorage.clear();
    const { calls, moved } = stepUpServer('POST /api/wallet/withdrawAll');
    const { withdraw } = await confirmWithdrawal();
    const dialog = await passwordDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull(),
    );
    expect(within(withdraw).getByRole('button', { name: 'Confirm withdrawal' })).toBeEnabled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/account/reauth')).toHaveLength(0);
    expect(moved).toHaveLength(0);
    // Refused for sure: the order is not kept to be settled or sent again.
    expect(readPendingOrders()).toEqual([]);
  });

  it('a session that ends while the dialog is open takes the order with it: the next login never sends it', async () => {
    sessionStorage.clear();
    const { calls, moved } = stepUpServer('POST /api/wallet/withdrawAll');
    const { store } = await confirmWithdrawal();
    await passwordDialog();
    // Another device logged this one out, and the player logs in again.
    act(() => store.set(tokenAtom, null));
    act(() => store.set(tokenAtom, 'next-login'));
    await waitFor(() => expect(readPendingOrders()).toEqual([]));
    expect(store.get(stepUpAtom)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    expect(calls.filter((call) => call.path === '/api/wallet/withdrawAll')).toHaveLength(1);
    expect(moved).toHaveLength(0);
  });

  it('a bank-name change refused for a stale proof is sent again after the password, in Thai too', async () => {
    const { calls } = stepUpServer('PUT /api/account/bankAccountName');
    const onClose = vi.fn();
    renderFresh(
      <>
        <EditBankNameModal
          bankAccount={{
            bankCode: 'KTB',
            bankAccountName: 'OLD NAME',
            bankAccountNo: '9876543210',
            bank: { nameTH: 'กรุงไทย', nameEN: 'Krungthai Bank' },
          }}
          onClose={onClose}
        />
        <StepUpHost />
      </>,
      { locale: 'th' },
    );
    await userEvent.type(await screen.findByRole('textbox'), 'new name');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันตัวตน' });
    await userEvent.type(within(dialog).getByLabelText('รหัสผ่าน'), `${RIGHT}{Enter}`);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.filter((call) => call.path === '/api/account/bankAccountName');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({ bankCode: 'KTB', bankAccountName: 'NEW NAME' });
  });
});
