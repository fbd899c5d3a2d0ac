import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaults } from '../../../brands/data/defaults';
import { memberModalAtom } from '../../domain/member-modals';
import { sumAmounts } from '../../domain/rules/money';
import { useWallet } from '../../domain/wallet';
import { loseAnswers, mockApi } from '../../test/fetch-mock';
import { tapWhenReady } from '../../test/tap-when-ready';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { AutoDepositPanel, readAutoAmount } from './auto-deposit-panel';
import { depositBank, panelControls } from './deposit-fixtures';

const OK = { success: true, message: 'SUCCESS' };
const KBANK_AUTO = depositBank({
  bankCode: 'KBANK',
  mode: 'AUTO',
  bankAccountNo: '1234567890',
  bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
});

/** The home screen's wallet query, so the panel sees what the dashboard sees. */
function WalletProbe() {
  useWallet();
  return null;
}

/** A wallet that gains what was deposited, as the sandbox's does. */
function walletServer(start = 1250.5) {
  let amount = start;
  const routes = {
    'GET /api/wallet': () => ({ body: walletResult({ wallet: { amount } }) }),
    'POST /api/wallet/add': (body: unknown) => {
      amount = sumAmounts([amount, (body as { amount: number }).amount]);
      return { body: OK };
    },
  };
  return routes;
}

const deposits = <C extends { method: string; path: string }>(calls: C[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/wallet/add');

function open(controls = panelControls()) {
  const view = renderFresh(
    <>
      <WalletProbe />
      <AutoDepositPanel banks={[KBANK_AUTO]} {...controls} />
    </>,
  );
  return { ...view, controls };
}

const { BAHT: baht, LAK: kip } = defaults.currencyRules;

describe('readAutoAmount', () => {
  it('takes 1 baht and up, in satang', () => {
    expect(readAutoAmount('1', baht)).toEqual({ ok: true, satang: 100 });
    expect(readAutoAmount('1,000.50', baht)).toEqual({ ok: true, satang: 100050 });
    expect(readAutoAmount('0.99', baht)).toMatchObject({
      ok: false,
      messageId: 'deposit.auto.minimum',
    });
    expect(readAutoAmount('', baht)).toMatchObject({ ok: false, messageId: 'amount.required' });
    expect(readAutoAmount('1.234', baht)).toMatchObject({
      ok: false,
      messageId: 'amount.decimals',
    });
    expect(readAutoAmount('-5', baht)).toMatchObject({ ok: false, messageId: 'amount.invalid' });
  });

  it('takes whole kip from the kip minimum, and no decimals', () => {
    expect(readAutoAmount('10,000', kip)).toEqual({ ok: true, satang: 1_000_000 });
    expect(readAutoAmount('9,999', kip)).toMatchObject({
      ok: false,
      messageId: 'deposit.auto.minimum',
    });
    expect(readAutoAmount('10000.50', kip)).toMatchObject({
      ok: false,
      messageId: 'amount.noDecimals',
    });
    expect(readAutoAmount('10000.00', kip)).toMatchObject({
      ok: false,
      messageId: 'amount.noDecimals',
    });
  });
});

// Whole journeys of taps and answers: room for a machine shared by several test runs.
describe('AutoDepositPanel', { timeout: 15_000 }, () => {
  beforeAll(() => import('../../ui/dialog'));

  it('first asks a member whose bank needs an English name to fix theirs', async () => {
    const { calls } = mockApi({
      'GET /api/wallet': walletResult({
        bankAccount: {
          bankCode: 'KTB',
          bankAccountName: 'สมหญิง ทดสอบ',
          bankAccountNo: '9876543210',
          bank: { nameTH: 'กรุงไทย', nameEN: 'Krungthai Bank' },
        },
      }),
    });
    const { store } = open();
    const edit = await screen.findByRole('button', { name: 'Edit bank account name' });
    expect(
      screen.getByText(/Auto deposit matches your transfer by the name on your bank account/),
    ).toBeInTheDocument();
    // Not the account, nor the amount: the deposit could not be matched yet.
    expect(screen.queryByText('123-456-7890')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(edit);
    // Closing the edit returns to the deposit modal on this tab.
    expect(store.get(memberModalAtom)).toEqual({
      key: 'bankName',
      returnTo: { key: 'deposit', tab: 'auto' },
    });
    expect(deposits(calls)).toHaveLength(0);
  });

  it('shows the account to transfer to and refuses bad amounts without sending anything', async () => {
    const { calls } = mockApi(walletServer());
    open();
    const field = await screen.findByLabelText('Amount you transfer (baht)');
    expect(screen.getByText('123-456-7890')).toBeInTheDocument();
    expect(screen.getByText('At least 1.00 baht')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Confirm deposit' });

    await userEvent.click(submit);
    expect(await screen.findByText('Please enter an amount')).toBeInTheDocument();
    for (const [typed, message] of [
      ['0.5', 'The minimum deposit is 1.00 baht'],
      ['12.345', 'An amount has at most 2 decimals'],
      ['1,00', 'Please enter an amount in numbers, for example 1,000.50'],
      ['abc', 'Please enter an amount in numbers, for example 1,000.50'],
      ['20000000', 'This amount is too large'],
    ] as const) {
      await userEvent.clear(field);
      await userEvent.type(field, `${typed}{Enter}`);
      expect(screen.getByText(message)).toHaveAttribute('role', 'alert');
      expect(submit).toBeDisabled();
    }
    expect(deposits(calls)).toHaveLength(0);
  });

  it('sends a double tap once, then shows a receipt with the reloaded balances', async () => {
    const { calls, fetchMock } = mockApi(walletServer(1250.5));
    const { controls } = open();
    const field = await screen.findByLabelText('Amount you transfer (baht)');
    await userEvent.type(field, '1,000.25');

    // The deposit call waits until released, as a slow network would.
    let release: () => void = () => {};
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/wallet/add')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return answer ? answer(input, init) : new Response('{}');
    });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() => expect(controls.setBusy).toHaveBeenLastCalledWith(true));
    release();

    const receipt = await screen.findByRole('region', { name: 'Deposit credited' });
    expect(deposits(calls)).toHaveLength(1);
    expect(deposits(calls)[0]?.body).toEqual({ amount: 1000.25 });
    expect(receipt).toHaveTextContent('1,000.25 baht');
    expect(receipt).toHaveTextContent('Kasikornbank 123-456-7890');
    expect(receipt).toHaveTextContent('Main wallet');
    // 1,250.50 + 1,000.25 in the main wallet; the total adds the game accounts (820.25).
    expect(receipt).toHaveTextContent('2,250.75 baht');
    expect(receipt).toHaveTextContent('3,071.00 baht');
    await waitFor(() => expect(controls.setBusy).toHaveBeenLastCalledWith(false));

    await tapWhenReady(screen.getByRole('button', { name: 'Done' }));
    expect(controls.close).toHaveBeenCalledWith(true);
  });

  it('a deposit whose answer was lost after it was credited shows its receipt, sent once', async () => {
    sessionStorage.clear();
    const { calls } = mockApi(walletServer(1250.5));
    open();
    await userEvent.type(await screen.findByLabelText('Amount you transfer (baht)'), '300');
    loseAnswers('/api/wallet/add', { processed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const receipt = await screen.findByRole('region', { name: 'Deposit credited' });
    expect(receipt).toHaveTextContent('1,550.50 baht');
    expect(deposits(calls)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'That did not work' })).toBeNull();
  });

  it('a deposit lost after the backend took it, not credited yet, is found in the statement', async () => {
    sessionStorage.clear();
    let statements: unknown[] = [];
    const { calls } = mockApi({
      ...walletServer(1250.5),
      // The backend waits for the bank transfer: a PENDING row, the balance unchanged.
      'POST /api/wallet/add': (body: unknown) => {
        const { amount } = body as { amount: number };
        statements = [
          {
            _id: 's1',
            statementType: 'deposit',
            status: 'PENDING',
            from: 'KBANK',
            to: 'WALLET',
            amount,
            createdAt: new Date().toISOString(),
          },
        ];
        return { body: OK };
      },
      'POST /api/statement': () => ({ body: { total: statements.length, statements } }),
    });
    open();
    await userEvent.type(await screen.findByLabelText('Amount you transfer (baht)'), '300');
    loseAnswers('/api/wallet/add', { processed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    await screen.findByRole('region', { name: 'Deposit credited' });
    expect(deposits(calls)).toHaveLength(1);
  });

  it('shows a refusal in a popup and keeps the amount typed', async () => {
    const { calls } = mockApi({
      'GET /api/wallet': walletResult(),
      'POST /api/wallet/add': () => ({ status: 400, body: { message: 'TRANSFER_MINIMUM' } }),
    });
    const { controls } = open();
    const field = await screen.findByLabelText('Amount you transfer (baht)');
    await userEvent.type(field, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    const popup = await screen.findByRole('dialog', { name: 'That did not work' });
    expect(popup).toHaveTextContent('must be more than 0');
    expect(field).toHaveValue('50');
    expect(screen.getByRole('button', { name: 'Confirm deposit' })).toBeEnabled();
    expect(deposits(calls)).toHaveLength(1);
    expect(controls.close).not.toHaveBeenCalled();
  });

  it('names the bound in kip for a LAK member', async () => {
    mockApi({
      'GET /api/wallet': walletResult({
        bankAccount: {
          bankCode: 'BCEL',
          bankAccountName: 'SOMPHONE DEMO',
          bankAccountNo: '0101200012345',
          bank: { nameTH: 'BCEL', nameEN: 'BCEL' },
          currency: 'LAK',
        },
      }),
    });
    open();
    const field = await screen.findByLabelText('Amount you transfer (kip)');
    // The kip minimum, in whole kip (docs/product.md#amounts-per-currency).
    expect(screen.getByText('At least 10,000 kip')).toBeInTheDocument();
    await userEvent.type(field, '9999');
    expect(screen.getByText('The minimum deposit is 10,000 kip')).toHaveAttribute('role', 'alert');
    await userEvent.clear(field);
    await userEvent.type(field, '10000.50');
    expect(screen.getByText('Kip amounts have no decimals: enter whole kip')).toBeInTheDocument();
  });
});
