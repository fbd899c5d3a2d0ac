import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QrCodeActive, QrCodeState, QrProvider } from '../../api';
import { sumAmounts } from '../../domain/rules/money';
import { mockApi } from '../../test/fetch-mock';
import { tapWhenReady } from '../../test/tap-when-ready';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { QrDepositPanel } from './qr-deposit-panel';
import { QR_POLL_MS } from './use-qr-code';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#fff" d="M0 0h29v29H0z"/><path d="M4 4h7v7H4z"/></svg>';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const code = (over: Partial<QrCodeActive> = {}): QrCodeActive => ({
  qrcodeId: 'q1',
  hasQrcode: true,
  qrcode: SVG,
  amount: 100,
  expireIn: Date.now() + 5 * 60_000,
  ...over,
});

/**
 * A stand-in for the QR calls and the wallet: one live code per member, as the sandbox
 * keeps it. `create` decides what a POST answers; `wallet` is the main wallet.
 */
function qrServer(
  options: {
    live?: { provider: QrProvider; code: QrCodeActive };
    create?: (provider: QrProvider, amount: number) => QrCodeState;
    cancel?: (id: string) => { status?: number; body: unknown };
  } = {},
) {
  const server = {
    wallet: 1250.5,
    live: options.live ?? null,
  };
  const state = (provider: QrProvider) => () => ({
    body: server.live?.provider === provider ? server.live.code : { hasQrcode: false },
  });
  const create = (provider: QrProvider) => (body: unknown) => {
    const { amount } = body as { amount: number };
    const answer = options.create?.(provider, amount) ?? code({ amount });
    if (answer.hasQrcode) server.live = { provider, code: answer };
    return { body: answer };
  };
  const cancel = (id: string) => () => {
    if (options.cancel) return options.cancel(id);
    server.live = null;
    return { body: { success: true, message: 'SUCCESS' } };
  };
  const api = mockApi({
    'GET /api/wallet': () => ({ body: walletResult({ wallet: { amount: server.wallet } }) }),
    'GET /api/qrcode/KBANK': state('KBANK'),
    'GET /api/qrcode/WW': state('WW'),
    'GET /api/qrcode/PAYTIMZ': state('PAYTIMZ'),
    'POST /api/qrcode/KBANK': create('KBANK'),
    'POST /api/qrcode/WW': create('WW'),
    'POST /api/qrcode/PAYTIMZ': create('PAYTIMZ'),
    'DELETE /api/qrcode/q1': cancel('q1'),
  });
  /** The code is paid: the wallet grows by its amount and it is no longer the live code. */
  const pay = () => {
    if (!server.live) throw new Error('nothing to pay');
    server.wallet = sumAmounts([server.wallet, server.live.code.amount]);
    server.live = null;
  };
  const count = (method: string, path: string) =>
    api.calls.filter((call) => call.method === method && call.path === path).length;
  return { server, pay, count, calls: api.calls };
}

function renderPanel(providers: QrProvider[] = ['KBANK', 'WW', 'PAYTIMZ']) {
  const close = vi.fn();
  const setBusy = vi.fn();
  renderFresh(
    <QrDepositPanel providers={providers} close={close} setBusy={setBusy} show={() => {}} />,
  );
  return { close, setBusy };
}

const amountField = () => screen.getByRole('textbox', { name: /^Amount/ });
/** What the player types into the amount field (at once: typing itself is not under test). */
const fill = (text: string) => fireEvent.change(amountField(), { target: { value: text } });
const createButton = () => screen.getByRole('button', { name: 'Create QR code' });

// Each test renders the whole panel (SWR, intl, dialogs); the first pays for warming up
// the role queries. 15 s leaves room on a machine shared by several test runs.
describe('QrDepositPanel', { timeout: 15_000 }, () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers each provider, and its quick amounts fill the amount field', async () => {
    qrServer();
    renderPanel();
    const picker = screen.getByRole('tablist', { name: 'QR code provider' });
    expect(
      within(picker)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['KBANK', 'WW', 'PAYTIMZ']);
    await screen.findByRole('button', { name: 'Create QR code' });
    const quick = screen.getByRole('group', { name: 'Quick amounts (baht)' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['10.00', '20.00', '50.00', '100.00', '500.00', '1,000.00']);
    await userEvent.click(within(quick).getByRole('button', { name: '500.00' }));
    expect(amountField()).toHaveValue('500');
    expect(within(quick).getByRole('button', { name: '500.00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(createButton()).toBeEnabled();
  });

  it("shows the picked provider's own quick amounts", async () => {
    qrServer();
    renderPanel();
    await screen.findByRole('button', { name: 'Create QR code' });
    await userEvent.click(screen.getByRole('tab', { name: 'WW' }));
    const ww = await screen.findByRole('group', { name: 'Quick amounts (baht)' });
    expect(
      within(ww)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['100.00', '200.00', '300.00', '500.00', '1,000.00']);
  });

  it('keeps create disabled under WW and PAYTIMZ minimums and at 0 for KBANK', async () => {
    const { count } = qrServer();
    renderPanel();
    await screen.findByRole('button', { name: 'Create QR code' });
    expect(screen.getByText('Minimum 1.00 baht')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    fill('0');
    expect(createButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('tab', { name: 'WW' }));
    await screen.findByText('Minimum 100.00 baht');
    fill('99.99');
    expect(createButton()).toBeDisabled();
    fill('100');
    expect(createButton()).toBeEnabled();

    await userEvent.click(screen.getByRole('tab', { name: 'PAYTIMZ' }));
    await screen.findByText('Minimum 10.00 baht');
    fill('9.99');
    expect(createButton()).toBeDisabled();
    fill('10');
    expect(createButton()).toBeEnabled();
    expect(count('POST', '/api/qrcode/WW') + count('POST', '/api/qrcode/PAYTIMZ')).toBe(0);
  });

  it('KBANK: an amount under 1 sends nothing and says the minimum; a refused amount is explained', async () => {
    const { count } = qrServer();
    renderPanel(['KBANK']);
    await screen.findByRole('button', { name: 'Create QR code' });
    fill('0.50');
    await userEvent.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The minimum for a KBANK QR code is 1.00 baht',
    );
    fill('1.005');
    expect(screen.getByText('An amount has at most 2 decimals')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    // A sign is kept and refused, never dropped into an amount the player did not type.
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '-50');
    expect(amountField()).toHaveValue('-50');
    expect(amountField()).toHaveAccessibleDescription(
      'Please enter an amount in numbers, for example 1,000.50 Minimum 1.00 baht',
    );
    expect(createButton()).toBeDisabled();
    expect(count('POST', '/api/qrcode/KBANK')).toBe(0);
  });

  it('a refused QR shows the translated message as a danger toast and keeps the amount', async () => {
    qrServer({ create: () => ({ hasQrcode: false, message: 'QR_FAIL' }) });
    renderPanel(['PAYTIMZ']);
    await screen.findByRole('button', { name: 'Create QR code' });
    fill('25');
    await userEvent.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not create the QR code. Please try again.',
    );
    expect(amountField()).toHaveValue('25');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('create shows the QR image, the amount and an mm:ss countdown; a double tap sends once', async () => {
    const { count, calls } = qrServer();
    const { setBusy } = renderPanel();
    await screen.findByRole('button', { name: 'Create QR code' });
    const before = count('GET', '/api/qrcode/WW') + count('GET', '/api/qrcode/PAYTIMZ');
    fill('100');
    // Two taps in one frame, before React draws the busy button.
    const button = createButton();
    fireEvent.click(button);
    fireEvent.click(button);
    const image = await screen.findByRole('img', { name: 'QR code to pay 100.00 baht with KBANK' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(screen.getByText('Amount to pay').nextElementSibling).toHaveTextContent('100.00 baht');
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[45]:[0-5]\d$/);
    expect(count('POST', '/api/qrcode/KBANK')).toBe(1);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ amount: 100 });
    // Creating re-reads every provider's state: the server keeps one live code.
    expect(count('GET', '/api/qrcode/WW') + count('GET', '/api/qrcode/PAYTIMZ')).toBe(before + 2);
    await waitFor(() => expect(setBusy).toHaveBeenCalledWith(true));
    await waitFor(() => expect(setBusy).toHaveBeenLastCalledWith(false));
  });

  it('counts down every second and drops the code at 00:00', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    qrServer({ live: { provider: 'KBANK', code: code({ expireIn: Date.now() + 62_000 }) } });
    renderPanel(['KBANK']);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('01:02');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('01:01');
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(await screen.findByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(
      screen.getByText('Your QR code has expired. Create a new one to deposit.'),
    ).toBeInTheDocument();
  });

  it('cancel asks first, sends one DELETE and shows the form again', async () => {
    const { count } = qrServer({ live: { provider: 'WW', code: code({ amount: 200 }) } });
    renderPanel(['WW']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel QR code' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this QR code?' });
    expect(confirm).toHaveTextContent(
      'Do not pay the QR code for 200.00 baht after cancelling it.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(count('DELETE', '/api/qrcode/q1')).toBe(0);
    expect(screen.getByRole('img')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel QR code' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this QR code?' })).getByRole(
        'button',
        { name: 'Cancel QR code' },
      ),
    );
    expect(await screen.findByText('The QR code was cancelled')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
    expect(count('DELETE', '/api/qrcode/q1')).toBe(1);
    // A cancelled code is not a payment, and not "no longer valid" either.
    expect(screen.queryByText(/no longer valid/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deposit received' })).not.toBeInTheDocument();
  });

  it('never runs anything in the QR markup: it is only an image address', async () => {
    const evil =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="window.qrRan=1"><script>window.qrRan=2</script>' +
      '<image href="x" onerror="window.qrRan=3"/><rect width="9" height="9"/></svg>';
    qrServer({ live: { provider: 'KBANK', code: code({ qrcode: evil }) } });
    renderPanel(['KBANK']);
    const image = await screen.findByRole('img', { name: /^QR code to pay/ });
    expect(image.tagName).toBe('IMG');
    const src = image.getAttribute('src') ?? '';
    expect(decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))).toBe(evil);
    expect(document.querySelector('script, svg [onload], [onerror]')).toBeNull();
    expect(document.body.innerHTML).not.toContain('<script');
    expect((window as { qrRan?: number }).qrRan).toBeUndefined();
  });

  it('saves the code as a PNG file', async () => {
    qrServer({ live: { provider: 'PAYTIMZ', code: code({ amount: 1250.5 }) } });
    const drawn: unknown[][] = [];
    // jsdom neither loads images nor draws: the image decodes at once, the canvas records.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => Promise.resolve(),
    });
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    });
    const context = {
      fillRect: (...args: unknown[]) => drawn.push(['fillRect', ...args]),
      drawImage: (...args: unknown[]) => drawn.push(['drawImage', ...args]),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      (() => context) as unknown as HTMLCanvasElement['getContext'],
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(
      (callback, type) => void callback(new Blob([new Uint8Array(PNG_SIGNATURE)], { type })),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:qr';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    renderPanel(['PAYTIMZ']);
    await userEvent.click(await screen.findByRole('button', { name: 'Save image' }));
    expect(await screen.findByText('The QR code was saved as an image')).toBeInTheDocument();
    expect(downloads).toEqual(['deposit-qr-PAYTIMZ-1250.50.png']);
    const [png] = saved;
    expect(saved).toHaveLength(1);
    expect(png?.type).toBe('image/png');
    expect(
      [...new Uint8Array((await png?.arrayBuffer()) ?? new ArrayBuffer(0))].slice(0, 8),
    ).toEqual(PNG_SIGNATURE);
    expect(drawn[0]).toEqual(['fillRect', 0, 0, 1024, 1024]);
    expect(drawn[1]?.slice(2)).toEqual([96, 96, 832, 832]);
  });

  it('notices a paid code by polling and shows the receipt; Done closes with a change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const qr = qrServer({ live: { provider: 'KBANK', code: code({ amount: 300 }) } });
    const { close } = renderPanel(['KBANK']);
    await screen.findByRole('img', { name: /^QR code to pay 300.00 baht/ });
    await waitFor(() => expect(qr.count('GET', '/api/wallet')).toBeGreaterThan(0));
    qr.pay();
    // Second by second, as a phone lives it: the countdown renders in between.
    for (let elapsed = 0; elapsed < QR_POLL_MS; elapsed += 1000) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    const receipt = await screen.findByRole('region', { name: 'Deposit received' });
    expect(within(receipt).getByText('KBANK QR code')).toBeInTheDocument();
    expect(within(receipt).getByText('300.00 baht')).toBeInTheDocument();
    expect(within(receipt).getByText('Main wallet', { selector: 'dd' })).toBeInTheDocument();
    expect(await within(receipt).findByText('1,550.50 baht')).toBeInTheDocument();
    await tapWhenReady(within(receipt).getByRole('button', { name: 'Done' }));
    expect(close).toHaveBeenCalledWith(true);
  });

  it('polls every 3 s only while a code is shown, and not while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const qr = qrServer({ live: { provider: 'KBANK', code: code() } });
    renderPanel(['KBANK']);
    await screen.findByRole('img');
    const reads = () => qr.count('GET', '/api/qrcode/KBANK');
    const tick = async (seconds: number) => {
      for (let i = 0; i < seconds; i += 1) {
        await act(async () => {
          vi.advanceTimersByTime(1000);
        });
      }
    };
    await tick(1);
    const before = reads();
    await tick(6);
    expect(reads()).toBe(before + 2);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await tick(9);
    expect(reads()).toBe(before + 2);
    visibility.mockReturnValue('visible');
    await tick(3);
    expect(reads()).toBeGreaterThan(before + 2);

    // No code, no polling.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel QR code' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this QR code?' })).getByRole(
        'button',
        { name: 'Cancel QR code' },
      ),
    );
    await screen.findByRole('button', { name: 'Create QR code' });
    const after = reads();
    await tick(9);
    expect(reads()).toBe(after);
  });

  it('a code gone before its time without the wallet growing is no longer valid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const qr = qrServer({ live: { provider: 'WW', code: code({ amount: 500 }) } });
    renderPanel(['WW']);
    await screen.findByRole('img');
    await waitFor(() => expect(qr.count('GET', '/api/wallet')).toBeGreaterThan(0));
    const walletLoads = qr.count('GET', '/api/wallet');
    qr.server.live = null;
    for (let elapsed = 0; elapsed < QR_POLL_MS; elapsed += 1000) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(
      await screen.findByText('This QR code is no longer valid. Create a new one to deposit.'),
    ).toBeInTheDocument();
    expect(qr.count('GET', '/api/wallet')).toBeGreaterThan(walletLoads);
    expect(screen.getByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
  });

  it('a cancel refused because the code was just paid shows the receipt', async () => {
    const qr = qrServer({
      live: { provider: 'KBANK', code: code({ amount: 40 }) },
      cancel: () => ({ status: 404, body: { message: 'NO_DATA' } }),
    });
    renderPanel(['KBANK']);
    await screen.findByRole('img');
    await waitFor(() => expect(qr.count('GET', '/api/wallet')).toBeGreaterThan(0));
    qr.pay();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel QR code' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this QR code?' })).getByRole(
        'button',
        { name: 'Cancel QR code' },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No data found');
    expect(await screen.findByRole('region', { name: 'Deposit received' })).toBeInTheDocument();
  });

  it('"I have transferred" says thanks and closes the deposit modal with a change', async () => {
    qrServer({ live: { provider: 'PAYTIMZ', code: code() } });
    const { close } = renderPanel(['PAYTIMZ']);
    await userEvent.click(await screen.findByRole('button', { name: 'I have transferred' }));
    expect(
      await screen.findByText('Thank you. Your wallet is credited within 1 minute.'),
    ).toBeInTheDocument();
    expect(close).toHaveBeenCalledWith(true);
  });

  it('amounts and labels are in kip for a LAK member', async () => {
    mockApi({
      'GET /api/wallet': walletResult({
        bankAccount: { ...walletResult().bankAccount, currency: 'LAK' },
      }),
      'GET /api/qrcode/WW': code({ amount: 100_000 }),
    });
    renderPanel(['WW']);
    expect(
      await screen.findByRole('img', { name: 'QR code to pay 100,000 kip with WW' }),
    ).toBeInTheDocument();
  });

  it('offers the kip quick amounts and the kip minimum to a LAK member', async () => {
    mockApi({
      'GET /api/wallet': walletResult({
        bankAccount: { ...walletResult().bankAccount, currency: 'LAK' },
      }),
      'GET /api/qrcode/PAYTIMZ': { hasQrcode: false },
    });
    renderPanel(['PAYTIMZ']);
    const quick = await screen.findByRole('group', { name: 'Quick amounts (kip)' });
    const labels = within(quick)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['10,000', '50,000', '100,000', '500,000', '1,000,000']);
    expect(screen.getByText('Minimum 10,000 kip')).toBeInTheDocument();
  });
});
