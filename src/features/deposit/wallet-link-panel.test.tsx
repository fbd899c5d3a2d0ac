import { constants, privateDecrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useWallet } from '../../domain/wallet';
import { loseAnswers, mockApi } from '../../test/fetch-mock';
import { tapWhenReady } from '../../test/tap-when-ready';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { panelControls } from './deposit-fixtures';
import { WalletLinkPanel } from './wallet-link-panel';

const OK = { success: true, message: 'SUCCESS' };
const LINK = 'https://gift.truemoney.com/campaign/?v=0199abcdEFGH&amount=20';
const WALLETS = [{ mode: 'AUTO', walletAccountName: 'Siam Wallet TrueMoney' }];
// The sandbox's development key (the tests run from the repository's root).
const privateKey = readFileSync('server/dev-keys/truelink-private.pem', 'utf8');
const decrypt = (base64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');

function WalletProbe() {
  useWallet();
  return null;
}

const linkCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/wallet/truelink');

function open() {
  const controls = panelControls();
  renderFresh(
    <>
      <WalletProbe />
      <WalletLinkPanel wallets={WALLETS} {...controls} />
    </>,
  );
  return controls;
}

// Whole journeys of taps and answers: room for a machine shared by several test runs.
describe('WalletLinkPanel', { timeout: 15_000 }, () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps send off while the link field is empty, and names the 2-baht minimum', async () => {
    mockApi({ 'GET /api/wallet': walletResult() });
    open();
    const field = screen.getByLabelText('Voucher link');
    expect(field).toHaveAttribute('inputmode', 'url');
    const send = screen.getByRole('button', { name: 'Send link' });
    expect(send).toBeDisabled();
    await userEvent.type(field, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(field, 'h');
    expect(send).toBeEnabled();
    expect(await screen.findByText('The minimum deposit by link is 2.00 baht.')).toBeVisible();
    expect(screen.getByText(/from your wallet app \(Siam Wallet TrueMoney\)/)).toBeVisible();
  });

  it('refuses what is not a web address without sending it', async () => {
    const { calls } = mockApi({ 'GET /api/wallet': walletResult() });
    open();
    await userEvent.type(screen.getByLabelText('Voucher link'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByText('The link is invalid. Please check and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(linkCalls(calls)).toHaveLength(0);
  });

  it('sends the link encrypted, never in the clear, once for a double tap; then the new balance', async () => {
    let amount = 1250.5;
    const { calls, fetchMock } = mockApi({
      'GET /api/wallet': () => ({ body: walletResult({ wallet: { amount } }) }),
      'POST /api/wallet/truelink': () => {
        amount += 20;
        return { body: OK };
      },
    });
    const controls = open();
    await userEvent.type(screen.getByLabelText('Voucher link'), `  ${LINK} `);

    let release: () => void = () => {};
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/wallet/truelink')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return answer ? answer(input, init) : new Response('{}');
    });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send link' }));
    const sent = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/wallet/truelink'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    release();

    const receipt = await screen.findByRole('region', { name: 'Voucher received' });
    expect(linkCalls(calls)).toHaveLength(1);
    expect(sent()).toHaveLength(1);
    const raw = String(sent()[0]?.[1]?.body);
    // The request holds no part of the plain link, only what the private key opens.
    expect(raw).not.toContain('truemoney');
    expect(raw).not.toContain('0199abcdEFGH');
    const body = JSON.parse(raw) as { link: string };
    expect(Object.keys(body)).toEqual(['link']);
    expect(decrypt(body.link)).toBe(LINK);

    expect(receipt).toHaveTextContent('Siam Wallet TrueMoney');
    expect(receipt).toHaveTextContent('What the voucher holds');
    expect(receipt).toHaveTextContent('1,270.50 baht');
    await waitFor(() => expect(controls.setBusy).toHaveBeenLastCalledWith(false));
    await tapWhenReady(screen.getByRole('button', { name: 'Done' }));
    expect(controls.close).toHaveBeenCalledWith(true);
  });

  it('a link lost on its way is "not done"; sending again sends the same ciphertext with the same key', async () => {
    sessionStorage.clear();
    let amount = 1250.5;
    const { calls } = mockApi({
      'GET /api/wallet': () => ({ body: walletResult({ wallet: { amount } }) }),
      'POST /api/wallet/truelink': () => {
        amount += 20;
        return { body: OK };
      },
    });
    open();
    await userEvent.type(screen.getByLabelText('Voucher link'), LINK);
    loseAnswers('/api/wallet/truelink', { processed: false });
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    const popup = await screen.findByRole(
      'dialog',
      { name: 'That did not work' },
      { timeout: 4000 },
    );
    expect(popup).toHaveTextContent('Not done: no money moved.');
    const [pending] = JSON.parse(sessionStorage.getItem('pendingOrders') ?? '[]');
    // The link itself is nowhere in storage: only its digest and the ciphertext.
    expect(sessionStorage.getItem('pendingOrders')).not.toContain('truemoney');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await screen.findByRole('region', { name: 'Voucher received' });
    const sent = linkCalls(calls) as (typeof calls)[number][];
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers['Idempotency-Key']).toBe(pending.key);
    expect(sent[0]?.body).toEqual(pending.body);
    expect(decrypt((pending.body as { link: string }).link)).toBe(LINK);
  });

  it.each([
    ['TRUELINK_DUPLICATE', 'This link has already been used'],
    ['TRUELINK_INVALID', 'The link is invalid. Please check and try again.'],
    ['KEY_MISSING', 'Some required information is missing'],
  ])('shows %s translated in a popup and keeps the link', async (code, text) => {
    mockApi({
      'GET /api/wallet': walletResult(),
      'POST /api/wallet/truelink': () => ({ status: 400, body: { message: code } }),
    });
    const controls = open();
    const field = screen.getByLabelText('Voucher link');
    await userEvent.type(field, LINK);
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    const popup = await screen.findByRole('dialog', { name: 'That did not work' });
    expect(popup).toHaveTextContent(text);
    expect(field).toHaveValue(LINK);
    expect(controls.close).not.toHaveBeenCalled();
  });

  it('pastes from the clipboard with one tap', async () => {
    mockApi({ 'GET /api/wallet': walletResult() });
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { readText: vi.fn().mockResolvedValue(` ${LINK}\n`) },
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Paste' }));
    expect(screen.getByLabelText('Voucher link')).toHaveValue(LINK);
    expect(screen.getByLabelText('Voucher link')).toHaveFocus();
  });
});
