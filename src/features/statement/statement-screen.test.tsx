import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '../../api';
import { MemberModalKeysContext, memberModalAtom } from '../../domain/member-modals';
import { inLaos } from '../../test/brands';
import { inDeviceZone } from '../../test/device-zone';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { StatementScreen } from './statement-screen';

function row(n: number, over: Partial<Statement> = {}): Statement {
  return {
    _id: `s${n}`,
    statementType: 'transfer',
    status: 'SUCCESS',
    from: 'WALLET',
    to: 'pg',
    amount: n,
    createdAt: new Date(Date.UTC(2026, 0, 31 - n, 5, 6, 7)).toISOString(),
    ...over,
  };
}

const FIRST_PAGE: Statement[] = [
  row(1, { statementType: 'deposit', from: 'KBANK', to: 'WALLET', amount: 500 }),
  row(2, { statementType: 'withdraw', status: 'FAILED', amount: 300.5 }),
  row(3, {
    statementType: 'bonus',
    status: 'PENDING',
    from: 'DAILY50',
    to: 'WALLET',
    amount: 50,
    bonus: { description: 'Daily 50 baht bonus' },
  }),
  row(4, { statementType: 'transfer', from: 'BETFLIX', to: 'WALLET', amount: 125.25 }),
  row(5, {
    statementType: 'finish_bonus',
    amount: 12,
    to: 'NEWMEMBER100',
    promotion: { description: '<b>Promotion</b> ended' },
  }),
  ...[6, 7, 8, 9, 10].map((n) => row(n)),
];

function routes(pages: Record<number, Statement[]>, total: number) {
  return {
    'GET /api/wallet': walletResult(),
    'POST /api/statement': (body: unknown) => {
      const { page } = body as { page: number };
      return { body: { total, statements: pages[page] ?? [] } };
    },
  };
}

const list = () => screen.getByRole('list', { name: 'Transactions' });
const items = () => within(list()).getAllByRole('listitem');

describe('StatementScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each row: type, status in words, signed amount in the unit, date, ends and links', () =>
    // A phone set to New York still reads site time (UTC+7).
    inDeviceZone('America/New_York', async () => {
      const { calls } = mockApi(routes({ 1: FIRST_PAGE }, 10));
      renderFresh(<StatementScreen />);
      await screen.findByRole('list', { name: 'Transactions' });
      await screen.findByText('+500.00 baht');
      expect(calls.find((call) => call.path === '/api/statement')?.body).toEqual({
        page: 1,
        limit: 10,
      });
      const [deposit, withdraw, bonus, transfer, finish] = items() as [
        HTMLElement,
        HTMLElement,
        HTMLElement,
        HTMLElement,
        HTMLElement,
      ];
      expect(deposit).toHaveTextContent('Deposit');
      expect(deposit).toHaveTextContent('Success');
      expect(deposit).toHaveTextContent('+500.00 baht');
      // 05:06:07 UTC on 30 January: 12:06:07 site time, 00:06:07 in New York.
      expect(deposit).toHaveTextContent('30/01/2026 12:06:07');
      // A bank code by the bank's name (the member's own bank before the list arrives).
      expect(deposit).toHaveTextContent(/^Deposit.*From Kasikornbank→To Main wallet/);
      expect(withdraw).toHaveTextContent('Withdrawal');
      expect(withdraw).toHaveTextContent('Failed');
      expect(withdraw).toHaveTextContent('-300.50 baht');
      // The game's name for a game code, in any letter case.
      expect(withdraw).toHaveTextContent('From Main wallet→To PG Soft');
      expect(bonus).toHaveTextContent('In progress');
      expect(bonus).toHaveTextContent('+50.00 baht');
      expect(bonus).toHaveTextContent('Bonus: Daily 50 baht bonus');
      expect(transfer).toHaveTextContent('From Betflix Sport & Casino→To Main wallet');
      expect(within(transfer).getByText('125.25 baht')).toBeInTheDocument();
      expect(finish).toHaveTextContent('Bonus ended');
      // The promotion of a promotion row as "Promotion {code}".
      expect(finish).toHaveTextContent('From Main wallet→To Promotion NEWMEMBER100');
      expect(within(finish).getByText('12.00 baht')).toBeInTheDocument();
      // Server text stays text.
      expect(finish).toHaveTextContent('Promotion: <b>Promotion</b> ended');
      // Statuses differ in words and icon, not only in colour.
      expect(deposit.querySelector('[data-status="success"] svg')).not.toBeNull();
      expect(bonus.querySelector('[data-status="pending"] svg')).not.toBeNull();
    }));

  it("names every source in the reader's language, never by a raw code it has a name for", async () => {
    const sources: Statement[] = [
      row(1, { statementType: 'deposit', from: 'SLIP', to: 'WALLET' }),
      row(2, { statementType: 'deposit', from: 'TRUEWALLET', to: 'WALLET' }),
      row(3, { statementType: 'withdraw', from: 'WALLET', to: 'KBANK' }),
      row(4, {
        statementType: 'bonus',
        from: 'WELCOME100',
        to: 'WALLET',
        promotion: { description: 'WELCOME100' },
      }),
      row(5, { statementType: 'deposit', from: 'SCB', to: 'WALLET' }),
      row(6, { statementType: 'deposit', from: 'QR', to: 'WALLET' }),
      row(7, { statementType: 'deposit', from: 'NEWPAY', to: 'WALLET' }),
    ];
    mockApi({
      ...routes({ 1: sources }, sources.length),
      'GET /api/lookup/banks': [
        { code: 'KBANK', nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' },
        { code: 'SCB', nameTH: 'ไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
      ],
    });
    renderFresh(<StatementScreen />, { locale: 'th' });
    const rows = await screen.findByRole('list', { name: 'รายการธุรกรรม' });
    await waitFor(() =>
      expect(within(rows).getAllByRole('listitem')[4]).toHaveTextContent('ไทยพาณิชย์'),
    );
    const [slip, trueWallet, withdraw, promotion, scb, qr, unknown] = within(rows).getAllByRole(
      'listitem',
    ) as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(slip).toHaveTextContent('จาก สลิปโอนเงิน→ไปยัง กระเป๋าหลัก');
    expect(trueWallet).toHaveTextContent('จาก ทรูมันนี่ วอลเล็ท');
    expect(withdraw).toHaveTextContent('ไปยัง กสิกรไทย');
    expect(promotion).toHaveTextContent('จาก โปรโมชั่น WELCOME100');
    expect(scb).toHaveTextContent('จาก ไทยพาณิชย์');
    expect(qr).toHaveTextContent('จาก คิวอาร์โค้ด');
    // A code with no known name still shows as itself.
    expect(unknown).toHaveTextContent('จาก NEWPAY');
    for (const item of [slip, trueWallet, withdraw, promotion, scb, qr]) {
      expect(item).not.toHaveTextContent(/SLIP|TRUEWALLET|KBANK|SCB|Promotion|\bQR\b/);
    }
  });

  it('shows a type it does not know as other and a status it does not know as in progress', async () => {
    const wire = { ...row(1), statementType: 'cashback', status: 'REVIEWING' };
    mockApi({
      'GET /api/wallet': walletResult(),
      'POST /api/statement': { total: 1, statements: [wire] },
    });
    renderFresh(<StatementScreen />);
    await screen.findByRole('list', { name: 'Transactions' });
    await waitFor(() => expect(items()[0]).toHaveTextContent(/^Other/));
    expect(items()[0]).toHaveTextContent('In progress');
    expect(items()[0]).not.toHaveTextContent('cashback');
  });

  it('goes to page 2 and back through the page buttons', async () => {
    const second = [row(11, { statementType: 'deposit', amount: 1234.5 })];
    const { calls } = mockApi(routes({ 1: FIRST_PAGE, 2: second }, 11));
    renderFresh(<StatementScreen />);
    await screen.findByText('+500.00 baht');
    const pages = screen.getByRole('navigation', { name: 'Statement pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('+1,234.50 baht')).toBeInTheDocument();
    expect(items()).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/api/statement').map((call) => call.body)).toEqual(
      [
        { page: 1, limit: 10 },
        { page: 2, limit: 10 },
      ],
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(items()).toHaveLength(10));
  });

  it('says so when there is no history yet', async () => {
    mockApi(routes({}, 0));
    renderFresh(<StatementScreen />);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Statement pages' })).toBeNull();
  });

  it('offers a retry when the statement fails to load', async () => {
    let fail = true;
    mockApi({
      'GET /api/wallet': walletResult(),
      'POST /api/statement': () =>
        fail
          ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }
          : { body: { total: 1, statements: [row(1)] } },
    });
    renderFresh(<StatementScreen />);
    expect(await screen.findByText('Could not load your statement')).toBeInTheDocument();
    // No endless spinner beside the error.
    expect(screen.queryByText('Loading…')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1.00 baht')).toBeInTheDocument();
    expect(screen.queryByText('Could not load your statement')).toBeNull();
  });

  it("shows a LAK member's amounts in kip", async () => {
    mockApi({
      ...routes({ 1: [row(1, { statementType: 'deposit', amount: 980 })] }, 1),
      'GET /api/wallet': walletResult({
        bankAccount: { ...walletResult().bankAccount, bankCode: 'BCEL', currency: 'LAK' },
      }),
    });
    renderFresh(<StatementScreen />, { brand: inLaos });
    expect(await screen.findByText('+980 kip')).toBeInTheDocument();
  });

  it('offers the slip-status modal only when the build has it, and opens it by key', async () => {
    mockApi(routes({ 1: [row(1)] }, 1));
    const { unmount } = renderFresh(<StatementScreen />);
    await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.queryByRole('button', { name: 'Check slip status' })).toBeNull();
    unmount();

    const { store } = renderFresh(
      <MemberModalKeysContext.Provider value={new Set(['slipStatus'])}>
        <StatementScreen />
      </MemberModalKeysContext.Provider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Check slip status' }));
    expect(store.get(memberModalAtom)).toEqual({ key: 'slipStatus' });
  });
});
