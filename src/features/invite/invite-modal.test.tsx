import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { InviteModal } from './invite-modal';

// jsdom draws no images: the PNG is a stand-in, and what the wallet does with it is watched.
const png = new Blob(['png'], { type: 'image/png' });
const qrPng = vi.hoisted(() => ({ qrPngBlob: vi.fn() }));
vi.mock('../../lib/qr-png', async (original) => ({
  ...(await original<typeof import('../../lib/qr-png')>()),
  qrPngBlob: qrPng.qrPngBlob,
}));
const files = vi.hoisted(() => ({
  canShareFile: vi.fn(),
  downloadBlob: vi.fn(),
  shareFile: vi.fn(),
}));
vi.mock('../../lib/save-file', () => files);

const invites = (page: number) =>
  Array.from({ length: page === 1 ? 10 : 3 }, (_, i) => ({
    from: { name: `Friend ${page}-${i + 1}` },
    amount: 10 + i,
    createdAt: '2026-11-20T08:00:00.000Z',
  }));

describe('InviteModal', () => {
  beforeAll(() => import('../../ui/dialog'));
  beforeEach(() => {
    for (const mock of [qrPng.qrPngBlob, ...Object.values(files)]) mock.mockReset();
    qrPng.qrPngBlob.mockResolvedValue(png);
    files.canShareFile.mockReturnValue(false);
    files.shareFile.mockResolvedValue(true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the invite link: the site's origin, /register and code PR + the member's id", async () => {
    mockApi({ 'GET /api/wallet': walletResult(), 'POST /api/invite': { invites: [], total: 0 } });
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    const link = screen.getByLabelText('Your invite link');
    await waitFor(() => expect(link).toHaveValue(`${window.location.origin}/register?code=PRm42`));
    expect(link).toHaveAttribute('readonly');
  });

  it('shows the link as a QR code a friend scans, named for screen readers', async () => {
    mockApi({ 'GET /api/wallet': walletResult(), 'POST /api/invite': { invites: [], total: 0 } });
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    const code = await screen.findByRole('img', { name: 'QR code of your invite link' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(
      screen.getByText("A friend scans it with their phone's camera to open your invite link."),
    ).toBeInTheDocument();
  });

  it('saves the QR code as a PNG drawn from the code on screen', async () => {
    mockApi({ 'GET /api/wallet': walletResult(), 'POST /api/invite': { invites: [], total: 0 } });
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    await screen.findByRole('img', { name: 'QR code of your invite link' });
    await userEvent.click(screen.getByRole('button', { name: 'Save QR code' }));
    expect(await screen.findByText('The QR code was saved as an image')).toBeInTheDocument();
    expect(files.downloadBlob).toHaveBeenCalledWith(png, 'invite-qr.png');
    const [svg] = qrPng.qrPngBlob.mock.calls[0] ?? [];
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('says so when the QR code could not be saved', async () => {
    mockApi({ 'GET /api/wallet': walletResult(), 'POST /api/invite': { invites: [], total: 0 } });
    qrPng.qrPngBlob.mockRejectedValue(new Error('no canvas'));
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save QR code' }));
    expect(
      await screen.findByText('The QR code could not be saved. Take a screenshot instead.'),
    ).toBeInTheDocument();
    expect(files.downloadBlob).not.toHaveBeenCalled();
  });

  it('copies the link, and shares the QR code with the link where the phone shares files', async () => {
    mockApi({ 'GET /api/wallet': walletResult(), 'POST /api/invite': { invites: [], total: 0 } });
    const writeText = vi.fn().mockResolvedValue(undefined);
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share });
    files.canShareFile.mockReturnValue(true);
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    const url = `${window.location.origin}/register?code=PRm42`;
    await waitFor(() => expect(screen.getByLabelText('Your invite link')).toHaveValue(url));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(`Copied: ${url}`)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(files.shareFile).toHaveBeenCalledTimes(1));
    const [file, words] = files.shareFile.mock.calls[0] ?? [];
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('invite-qr.png');
    expect((file as File).type).toBe('image/png');
    expect(words).toEqual({ title: 'Siam Wallet', text: expect.stringContaining(url) });
    expect(share).not.toHaveBeenCalled();
  });

  it('shares the link where the share sheet takes no files', async () => {
    mockApi({ 'GET /api/wallet': walletResult(), 'POST /api/invite': { invites: [], total: 0 } });
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    const url = `${window.location.origin}/register?code=PRm42`;
    await waitFor(() => expect(screen.getByLabelText('Your invite link')).toHaveValue(url));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url }));
    expect(files.shareFile).not.toHaveBeenCalled();
  });

  it('copies the link when Share is tapped on a phone without a share sheet', async () => {
    mockApi({ 'GET /api/wallet': walletResult(), 'POST /api/invite': { invites: [], total: 0 } });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    const url = `${window.location.origin}/register?code=PRm42`;
    await waitFor(() => expect(screen.getByLabelText('Your invite link')).toHaveValue(url));
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText(`Copied: ${url}`)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('lists the invited friends 10 per page', async () => {
    const { calls } = mockApi({
      'GET /api/wallet': walletResult(),
      'POST /api/invite': (body: unknown) => {
        const { page } = body as { page: number };
        return { body: { invites: invites(page), total: 13 } };
      },
    });
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    const table = await screen.findByRole('table', { name: 'Friends you invited' });
    expect(await within(table).findByText('Friend 1-10')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Friend 2-3')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/invite').map((call) => call.body)).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
    ]);
  });

  it('receives the invite bonus after a confirmation showing the percentages', async () => {
    const { calls } = mockApi({
      'GET /api/wallet': walletResult(),
      'POST /api/invite': { invites: [], total: 0 },
      'GET /api/invite/bonus': { success: true, message: 'INVITE_BONUS_SUCCESS' },
    });
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Receive' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Receive the invite bonus?' });
    expect(confirm).toHaveTextContent('Success 10% · Fail 5%');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === '/api/invite/bonus')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Receive' }));
    const again = await screen.findByRole('dialog', { name: 'Receive the invite bonus?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Receive' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/invite/bonus')).toHaveLength(1),
    );
  });
});
