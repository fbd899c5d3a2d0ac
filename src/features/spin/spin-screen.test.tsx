import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Coupon, SpinResult, SpinSetup, SpinSlice } from '../../api';
import { inLaos } from '../../test/brands';
import { mockApi } from '../../test/fetch-mock';
import { tapWhenReady } from '../../test/tap-when-ready';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { CLAIM_DEBOUNCE_MS } from './claim-modal';
import { SpinScreen } from './spin-screen';

const slice = (code: string, label: string, bgColor = '#0a7d5a'): SpinSlice => ({
  code,
  label,
  bgColor,
  textColor: '#ffffff',
  htmlDescription: `<p>You won <strong>${label}</strong>.</p><img src=x onerror="window.hacked=1">`,
});

const SLICES = [
  slice('CASH5', '5 ฿', '#f2b705'),
  slice('NONE', 'Try again', '#2f4239'),
  slice('CASH10', '10 ฿'),
  slice('CASH20', '20 ฿', '#c8102e'),
];

const setup = (userCoin = 5, wheel: SpinSlice[] | null = SLICES): SpinSetup => ({
  result: {
    activeSpinwheel: wheel ? { name: 'Lucky Wheel', slices: wheel } : null,
    userCoin,
  },
});

const coupon = (id: string, name: string, amount: number, sliceCode = 'CASH5'): Coupon => ({
  _id: id,
  prize: { slice: sliceCode, name },
  amount,
});

const won = (code: string, label: string, remainingCoin: number): SpinResult => ({
  success: true,
  error: null,
  result: { code, label, remainingCoin },
});

const requests = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === path)
    .length;

/** Holds the spin call's answer until the test releases it. */
function holdSpin(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  const answer = fetchMock.getMockImplementation();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).endsWith('/api/spinwheel/spin')) await released;
    if (!answer) throw new Error('no fetch mock');
    return answer(input, init);
  });
  return () => release();
}

describe('SpinScreen', () => {
  beforeAll(() => import('../../ui/dialog'));
  beforeEach(() => {
    // jsdom draws nothing: the 2D wheel still runs (and reports where it stopped).
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    // Reduced motion: the wheel lands at once, so a test does not wait 4.5 s for it.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the wheel, its slices and the coins in the spin button’s name', async () => {
    mockApi({
      'GET /api/spinwheel/setup': setup(5),
      'GET /api/spinwheel/coupon': { success: true, result: [] },
      'GET /api/wallet': walletResult(),
    });
    renderFresh(<SpinScreen />, { path: '/user/spin' });
    expect(await screen.findByRole('heading', { name: 'Lucky Wheel' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Spin, 5 coins left' });
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Spin5 coins');
    const list = screen.getByRole('list', { name: 'Slices of Lucky Wheel' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 ฿', 'Try again', '10 ฿', '20 ฿']);
    expect(await screen.findByText('You have no coupons to claim.')).toBeInTheDocument();
  });

  it('with no coins the button is disabled and a tap sends nothing', async () => {
    const { fetchMock } = mockApi({
      'GET /api/spinwheel/setup': setup(0),
      'GET /api/spinwheel/coupon': { success: true, result: [] },
      'GET /api/wallet': walletResult(),
      'POST /api/spinwheel/spin': won('CASH5', '5 ฿', 0),
    });
    renderFresh(<SpinScreen />, { path: '/user/spin' });
    const button = await screen.findByRole('button', { name: 'Spin, 0 coins left' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    // A tap is handled at once: a spin it sent would already be counted here.
    expect(screen.getByText('You have no coins to spin with.')).toHaveAttribute('role', 'status');
    expect(requests(fetchMock, '/api/spinwheel/spin')).toBe(0);
  });

  it('sends one spin however often the button is tapped while it runs, then lands on the server’s slice', async () => {
    const { fetchMock } = mockApi({
      'GET /api/spinwheel/setup': setup(5),
      'GET /api/spinwheel/coupon': { success: true, result: [] },
      'GET /api/wallet': walletResult(),
      'POST /api/spinwheel/spin': won('CASH10', '10 ฿', 4),
    });
    const release = holdSpin(fetchMock);
    renderFresh(<SpinScreen />, { path: '/user/spin' });
    const button = await screen.findByRole('button', { name: 'Spin, 5 coins left' });
    const host = document.querySelector<HTMLElement>('[data-wheel]');
    expect(host?.dataset.slice).toBe('CASH5');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('The wheel is spinning…')).toHaveAttribute('role', 'status');
    await userEvent.click(button);
    await userEvent.click(button);
    expect(requests(fetchMock, '/api/spinwheel/spin')).toBe(1);
    await act(async () => release());

    // The coins are the answer's; the drawing has come to rest on the server's slice.
    expect(await screen.findByRole('button', { name: 'Spin, 4 coins left' })).toBeInTheDocument();
    await waitFor(() => expect(host?.dataset.slice).toBe('CASH10'));
    expect(host?.dataset.landings).toBe('1');
    expect(screen.getByText('The wheel stopped on 10 ฿.')).toHaveAttribute('role', 'status');
    // After a short pause with the winning slice highlighted.
    const prize = await screen.findByRole(
      'dialog',
      { name: 'Spin result: 10 ฿' },
      { timeout: 3000 },
    );
    // The description is server HTML: shown sanitised.
    await waitFor(() => expect(prize).toHaveTextContent('You won 10 ฿.'));
    expect(prize.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(requests(fetchMock, '/api/spinwheel/spin')).toBe(1);

    // Closing it sets the wheel up again.
    const setupsBefore = requests(fetchMock, '/api/spinwheel/setup');
    await userEvent.click(within(prize).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(requests(fetchMock, '/api/spinwheel/setup')).toBeGreaterThan(setupsBefore),
    );
  });

  it('adds the new coupon to the table only once the wheel has stopped, never while it turns', async () => {
    let couponCalls = 0;
    const { fetchMock } = mockApi({
      'GET /api/spinwheel/setup': setup(5),
      // The spin adds a coupon: every list after the first has it.
      'GET /api/spinwheel/coupon': () => {
        couponCalls += 1;
        return {
          body: {
            success: true,
            result: couponCalls > 1 ? [coupon('won', '10 ฿', 10, 'CASH10')] : [],
          },
        };
      },
      'GET /api/wallet': walletResult(),
      'POST /api/spinwheel/spin': won('CASH10', '10 ฿', 4),
    });
    const release = holdSpin(fetchMock);
    renderFresh(<SpinScreen />, { path: '/user/spin' });
    const button = await screen.findByRole('button', { name: 'Spin, 5 coins left' });
    expect(await screen.findByText('You have no coupons to claim.')).toBeInTheDocument();
    await userEvent.click(button);
    await act(async () => release());
    // The list with the new coupon has arrived while the spin is still under way...
    await waitFor(() => expect(couponCalls).toBeGreaterThan(1));
    expect(screen.queryByRole('dialog', { name: 'Spin result: 10 ฿' })).not.toBeInTheDocument();
    // ...but the table still shows the coupons of before the tap.
    expect(screen.getByText('You have no coupons to claim.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim 10 ฿' })).not.toBeInTheDocument();
    // The wheel at rest and the prize shown: now the coupon is in the table.
    await screen.findByRole('dialog', { name: 'Spin result: 10 ฿' }, { timeout: 3000 });
    // (behind the prize modal, which hides the page from assistive technology meanwhile)
    expect(
      await screen.findByRole('button', { name: 'Claim 10 ฿', hidden: true }),
    ).toBeInTheDocument();
  });

  it('a slice code that is not on the wheel is an error, not a landing elsewhere', async () => {
    mockApi({
      'GET /api/spinwheel/setup': setup(5),
      'GET /api/spinwheel/coupon': { success: true, result: [] },
      'GET /api/wallet': walletResult(),
      'POST /api/spinwheel/spin': won('MYSTERY', 'Mystery', 4),
    });
    renderFresh(<SpinScreen />, { path: '/user/spin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin, 5 coins left' }));
    const dialog = await screen.findByRole('dialog', { name: 'The wheel could not spin' });
    expect(dialog).toHaveTextContent('The wheel has changed');
    expect(document.querySelector<HTMLElement>('[data-wheel]')?.dataset.landings).toBe('0');
    expect(screen.queryByRole('dialog', { name: /Spin result/ })).not.toBeInTheDocument();
  });

  it.each([
    ['NO_COIN', 'You have no coins left to spin with.'],
    ['SPIN_INACTIVE', 'The spin wheel is not running right now.'],
  ])('a refused spin (%s) stops the wheel and says why', async (code, text) => {
    mockApi({
      'GET /api/spinwheel/setup': setup(2),
      'GET /api/spinwheel/coupon': { success: true, result: [] },
      'GET /api/wallet': walletResult(),
      'POST /api/spinwheel/spin': { success: false, error: code, result: null },
    });
    renderFresh(<SpinScreen />, { path: '/user/spin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin, 2 coins left' }));
    const dialog = await screen.findByRole('dialog', { name: 'The wheel could not spin' });
    expect(dialog).toHaveTextContent(text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Spin, 2 coins left' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
  });

  it('says so, with a retry, when there is no wheel or the setup fails', async () => {
    let fail = true;
    mockApi({
      'GET /api/spinwheel/setup': () =>
        fail
          ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }
          : { body: setup(3, null) },
      'GET /api/spinwheel/coupon': { success: true, result: [] },
      'GET /api/wallet': walletResult(),
    });
    renderFresh(<SpinScreen />, { path: '/user/spin' });
    expect(await screen.findByText('The spin wheel could not be loaded.')).toHaveAttribute(
      'role',
      'alert',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('There is no spin wheel running right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Spin,/ })).not.toBeInTheDocument();
  });
});

describe('coupons', () => {
  beforeAll(() => import('../../ui/dialog'));
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  const FIVE = [
    coupon('c1', '5 ฿', 5),
    coupon('c2', '10 ฿', 10, 'CASH10'),
    coupon('c3', '20 ฿', 20, 'CASH20'),
    coupon('c4', '50 ฿', 50, 'CASH50'),
    coupon('c5', '100 ฿', 100, 'CASH100'),
  ];

  it('lists 3 a page with the prize, the slice and the amount in the member’s currency', async () => {
    mockApi({
      'GET /api/spinwheel/setup': setup(1),
      'GET /api/spinwheel/coupon': { success: true, result: FIVE },
      'GET /api/wallet': walletResult({
        bankAccount: { ...walletResult().bankAccount, currency: 'LAK' },
      }),
    });
    renderFresh(<SpinScreen />, { path: '/user/spin', brand: inLaos, locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Your coupons' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByRole('columnheader', { name: 'Amount (kip)' })).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('5 ฿');
    expect(first).toHaveTextContent('5 kip');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('button', { name: 'Claim 100 ฿' })).toBeInTheDocument();
  });

  it('reads a prize slice sent as the slice object, as a backend written from the spec may', async () => {
    const [first] = FIVE as [Coupon];
    const wire = { ...first, prize: { ...first.prize, slice: { code: 'CASH5', label: 'Five' } } };
    mockApi({
      'GET /api/spinwheel/setup': setup(1),
      'GET /api/spinwheel/coupon': { success: true, result: [wire] },
      'GET /api/wallet': walletResult(),
    });
    renderFresh(<SpinScreen />, { path: '/user/spin', locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Your coupons' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('5 ฿');
    expect(row).not.toHaveTextContent('[object Object]');
    expect(within(table).getByRole('button', { name: 'Claim 5 ฿' })).toBeInTheDocument();
  });

  it('claims a coupon once, 500 ms after a double tap, then shows the receipt and reloads', async () => {
    let claimed = false;
    let balance = 1250.5;
    let sentAt = 0;
    const { fetchMock, calls } = mockApi({
      'GET /api/spinwheel/setup': setup(1),
      'GET /api/spinwheel/coupon': () => ({
        body: { success: true, result: claimed ? FIVE.slice(1) : FIVE },
      }),
      'GET /api/wallet': () => ({ body: walletResult({ wallet: { amount: balance } }) }),
      'POST /api/spinwheel/coupon/claim': () => {
        sentAt = performance.now();
        claimed = true;
        balance += 5;
        return { body: { success: true } };
      },
    });
    renderFresh(<SpinScreen />, { path: '/user/spin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 5 ฿' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim coupon' });
    expect(dialog).toHaveTextContent('Claim 5 ฿ for 5.00 baht? It goes to your main wallet.');
    const confirm = within(dialog).getByRole('button', { name: 'Claim coupon' });
    const tappedAt = performance.now();
    await userEvent.dblClick(confirm);
    await userEvent.click(confirm);
    expect(
      await within(dialog).findByRole('heading', { name: 'Coupon claimed' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    // Debounced: it left no sooner than 500 ms after the first tap.
    expect(sentAt - tappedAt).toBeGreaterThanOrEqual(CLAIM_DEBOUNCE_MS);
    expect(requests(fetchMock, '/api/spinwheel/coupon/claim')).toBe(1);
    expect(calls.find((call) => call.path === '/api/spinwheel/coupon/claim')?.body).toEqual({
      coupon: 'c1',
    });
    expect(dialog).toHaveTextContent('Spin coupon: 5 ฿');
    expect(dialog).toHaveTextContent('1,255.50 baht');
    await tapWhenReady(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Claim 5 ฿' })).not.toBeInTheDocument(),
    );
    expect(requests(fetchMock, '/api/spinwheel/coupon/claim')).toBe(1);
  });

  it('shows a refused claim in an error dialog keyed by its code and keeps the question', async () => {
    mockApi({
      'GET /api/spinwheel/setup': setup(1),
      'GET /api/spinwheel/coupon': { success: true, result: FIVE },
      'GET /api/wallet': walletResult(),
      'POST /api/spinwheel/coupon/claim': () => ({
        status: 400,
        body: { message: 'BONUS_REMAINING' },
      }),
    });
    renderFresh(<SpinScreen />, { path: '/user/spin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim 10 ฿' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim coupon' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim coupon' }));
    const error = await screen.findByRole('dialog', { name: 'The coupon could not be claimed' });
    expect(error).toHaveTextContent('You still have a bonus in progress. Please finish it first.');
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByRole('button', { name: 'Claim coupon' })).toBeEnabled();
  });
});

describe('SpinScreen in Lao', () => {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the button with the coins in Lao', async () => {
    mockApi({
      'GET /api/spinwheel/setup': setup(4),
      'GET /api/spinwheel/coupon': { success: true, result: [] },
      'GET /api/wallet': walletResult(),
    });
    renderFresh(<SpinScreen />, { path: '/user/spin', brand: inLaos, locale: 'la' });
    expect(await screen.findByRole('button', { name: 'ໝຸນວົງລໍ້ ເຫຼືອ 4 ຫຼຽນ' })).toBeEnabled();
  });
});
