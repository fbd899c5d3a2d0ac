import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { InviteModal } from './invite-modal';

const invites = (page: number) =>
  Array.from({ length: page === 1 ? 10 : 3 }, (_, i) => ({
    from: { name: `Friend ${page}-${i + 1}` },
    amount: 10 + i,
    createdAt: '2026-11-20T08:00:00.000Z',
  }));

describe('InviteModal', () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the invite link: the site's origin, /register and code PR + the member's id", async () => {
    mockApi({ 'GET /api/wallet': walletResult(), 'POST /api/invite': { invites: [], total: 0 } });
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    const link = screen.getByLabelText('Your invite link');
    await waitFor(() => expect(link).toHaveValue(`${window.location.origin}/register?code=PRm42`));
    expect(link).toHaveAttribute('readonly');
  });

  it('copies the link, and offers the share sheet only where the phone has one', async () => {
    mockApi({ 'GET /api/wallet': walletResult(), 'POST /api/invite': { invites: [], total: 0 } });
    const writeText = vi.fn().mockResolvedValue(undefined);
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share });
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    const url = `${window.location.origin}/register?code=PRm42`;
    await waitFor(() => expect(screen.getByLabelText('Your invite link')).toHaveValue(url));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(`Copied: ${url}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url }));
  });

  it('has no share button without the share sheet', () => {
    mockApi({ 'GET /api/wallet': walletResult(), 'POST /api/invite': { invites: [], total: 0 } });
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    renderFresh(<InviteModal onClose={() => {}} />, { token: 't' });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
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
