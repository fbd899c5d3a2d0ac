import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slip } from '../../api';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import SlipStatusModal, { slipState } from './slip-status-modal';

const slip = (over: Partial<Slip>): Slip => ({
  _id: 's1',
  createdAt: '2024-05-01T08:30:00.000Z',
  amount: 1500,
  status: 'PENDING',
  note: null,
  link: null,
  reference: 'SL1001',
  ...over,
});

const SLIPS: Slip[] = [
  slip({ _id: 'a', status: 'PENDING', amount: 1500, reference: 'SL1001' }),
  slip({
    _id: 'b',
    status: 'SUCCESS',
    amount: 250.5,
    link: '/api/media/slips/SL1002.svg',
    reference: 'SL1002',
  }),
  slip({ _id: 'c', status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED', reference: 'SL1003' }),
  slip({ _id: 'd', status: 'FAILED', note: 'SOMETHING_NEW', reference: null, link: null }),
  slip({
    _id: 'e',
    status: 'FAILED',
    note: 'INVALID_SLIP',
    link: 'javascript:alert(1)',
    reference: 'SL1005',
  }),
];

/** A stand-in for the tab opened at the tap. */
function fakeTab() {
  const tab = {
    closed: false,
    opener: {} as unknown,
    location: { href: 'about:blank' },
    close: vi.fn(),
  };
  tab.close.mockImplementation(() => {
    tab.closed = true;
  });
  const openSpy = vi.fn((_url?: string, _target?: string) => tab as unknown as Window);
  vi.stubGlobal('open', openSpy);
  return { tab, openSpy };
}

const rowOf = (text: string) => {
  const cell = screen.getByText(text, { exact: false });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

function open(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/wallet': walletResult(), ...routes });
  const onClose = vi.fn();
  renderFresh(<SlipStatusModal onClose={onClose} />);
  return { ...api, onClose };
}

describe('slipState', () => {
  it('reads SUCCESS and FAILED as final and anything else as in progress', () => {
    expect(slipState('SUCCESS')).toBe('success');
    expect(slipState('FAILED')).toBe('failed');
    expect(slipState('PENDING')).toBe('pending');
    expect(slipState('CHECKING')).toBe('pending');
  });
});

// Whole journeys of taps and answers: room for a machine shared by several test runs.
describe('SlipStatusModal', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the slips: date, amount, status in words, the reason in brackets', async () => {
    const { calls } = open({ 'POST /api/statement/slip': { total: 5, slips: SLIPS } });
    const dialog = screen.getByRole('dialog', { name: 'Slip status' });
    const table = await within(dialog).findByRole('table', { name: 'Your slips' });
    expect(calls.find((call) => call.path === '/api/statement/slip')?.body).toEqual({
      page: 1,
      limit: 10,
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    const [, pending, success, duplicate, unknown] = rows;
    // 08:30 UTC in site time (UTC+7), whatever the zone of the machine.
    expect(pending).toHaveTextContent('01/05/2024 15:30:00');
    expect(pending).toHaveTextContent('1,500.00 baht');
    expect(pending).toHaveTextContent('In progress');
    expect(success).toHaveTextContent('250.50 baht');
    expect(success).toHaveTextContent('Approved');
    expect(duplicate).toHaveTextContent('Rejected');
    expect(duplicate).toHaveTextContent('(duplicate slip)');
    // A reason code outside the list shows as sent.
    expect(unknown).toHaveTextContent('(SOMETHING_NEW)');
    // Each status has its own look besides its colour.
    expect(
      within(pending as HTMLElement)
        .getByText('In progress')
        .closest('[data-state]'),
    ).toHaveAttribute('data-state', 'pending');
    // No link and no reference: nothing to view.
    expect(within(unknown as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows every slip reason code of the product rules in brackets', async () => {
    const notes = [
      ['UPLOADED_FILE_NOT_EXIST', 'incorrect slip'],
      ['IMG_SIZE_UNABLE_TO_PROCESS', 'incorrect slip'],
      ['CANNOT_READ_CROPPED_IMAGE', 'incorrect slip'],
      ['DEST_ACC_INVALID', 'incorrect destination account'],
      ['SLIP_REFNO_DUPLICATED', 'duplicate slip'],
      ['UNSTABLE_REFNO_ON_SLIP', 'unreadable or unstable reference number'],
      ['TRIPPLE_WRONG_CAPTCHA', 'three consecutive captcha errors'],
      ['INVALID_SLIP', 'unreadable slip'],
      ['NOT_MATCH', 'account does not match the registered account'],
      ['EXPIRED_SLIP', 'expired slip'],
      ['UNKNOW_ERROR', 'unknown error, please contact admin'],
    ];
    open({
      'POST /api/statement/slip': {
        total: notes.length,
        slips: notes.map(([note], i) =>
          slip({ _id: String(i), status: 'FAILED', note: note ?? null, reference: `R${i}` }),
        ),
      },
    });
    const table = await screen.findByRole('table', { name: 'Your slips' });
    const rows = within(table).getAllByRole('row').slice(1);
    notes.forEach(([, text], i) => {
      expect(rows[i]).toHaveTextContent(`(${text})`);
    });
  });

  it('says when there is no slip yet', async () => {
    open({ 'POST /api/statement/slip': { total: 0, slips: [] } });
    expect(await screen.findByText('Nothing to show yet')).toBeVisible();
  });

  it('offers a retry when the list cannot be loaded, and a refresh', async () => {
    let fail = true;
    const { calls } = open({
      'POST /api/statement/slip': () =>
        fail
          ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }
          : { body: { total: 1, slips: [slip({})] } },
    });
    expect(await screen.findByText('The slips could not be loaded.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('In progress')).toBeVisible();
    expect(screen.queryByText('The slips could not be loaded.')).not.toBeInTheDocument();
    const before = calls.filter((call) => call.path === '/api/statement/slip').length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/statement/slip').length).toBe(before + 1),
    );
  });

  it('pages through the slips, 10 a page', async () => {
    const { calls } = open({
      'POST /api/statement/slip': (body: unknown) => {
        const { page } = body as { page: number };
        return { body: { total: 14, slips: [slip({ _id: `p${page}`, amount: page * 100 })] } };
      },
    });
    await screen.findByText('100.00 baht');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('200.00 baht')).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/statement/slip').at(-1)?.body).toEqual({
      page: 2,
      limit: 10,
    });
  });

  it("opens a slip's own link in the tab opened at the tap", async () => {
    const { tab, openSpy } = fakeTab();
    const { calls } = open({ 'POST /api/statement/slip': { total: 5, slips: SLIPS } });
    await screen.findByRole('table');
    await userEvent.click(
      within(rowOf('250.50 baht')).getByRole('button', { name: 'View slip SL1002' }),
    );
    expect(openSpy).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe(`${window.location.origin}/api/media/slips/SL1002.svg`),
    );
    expect(tab.opener).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/statement/slip/reference'))).toBe(false);
  });

  it('asks for the address by reference when the slip has no link', async () => {
    const { tab } = fakeTab();
    const { calls } = open({
      'POST /api/statement/slip': { total: 5, slips: SLIPS },
      'GET /api/statement/slip/reference/SL1001': { url: 'https://slips.example/view/SL1001' },
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'View slip SL1001' }));
    await waitFor(() => expect(tab.location.href).toBe('https://slips.example/view/SL1001'));
    expect(
      calls.filter((call) => call.path === '/api/statement/slip/reference/SL1001'),
    ).toHaveLength(1);
  });

  it('opens no address but http(s), and closes the tab instead', async () => {
    const { tab } = fakeTab();
    open({
      'POST /api/statement/slip': { total: 5, slips: SLIPS },
      'GET /api/statement/slip/reference/SL1003': {
        url: 'data:text/html,<script>alert(1)</script>',
      },
    });
    await screen.findByRole('table');
    // A link of its own that is not a web address.
    await userEvent.click(within(rowOf('(unreadable slip)')).getByRole('button'));
    expect(
      await screen.findByText('This slip cannot be shown here. Please contact support.'),
    ).toBeVisible();
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('about:blank');
    // An address by reference that is not one either.
    tab.closed = false;
    await userEvent.click(screen.getByRole('button', { name: 'View slip SL1003' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalledTimes(2));
    expect(tab.location.href).toBe('about:blank');
  });

  it('closes the tab and says why when the reference cannot be read', async () => {
    const { tab } = fakeTab();
    open({
      'POST /api/statement/slip': { total: 5, slips: SLIPS },
      'GET /api/statement/slip/reference/SL1001': () => ({
        status: 404,
        body: { message: 'NO_DATA' },
      }),
    });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'View slip SL1001' }));
    expect(await screen.findByText('No data found')).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
  });

  it('offers a link instead when the browser blocked the new tab', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    open({ 'POST /api/statement/slip': { total: 5, slips: SLIPS } });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'View slip SL1002' }));
    const link = await screen.findByRole('link', { name: 'Open the slip' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/api/media/slips/SL1002.svg`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
