import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberSession } from '../../api';
import { mockApi } from '../../test/fetch-mock';
import { otherTab } from '../../test/other-tab';
import { renderFresh } from '../../test/wallet-fixtures';
import SessionsSection from './sessions-section';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

const session = (id: string, extra: Partial<MemberSession>): MemberSession => ({
  id,
  userAgent: '',
  createdAt: '2026-11-27T03:00:00.000Z',
  lastActiveAt: '2026-11-27T04:00:00.000Z',
  current: false,
  ...extra,
});

describe('SessionsSection', () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('names each device from its user agent, marks this one, and offers a distinct log out per other', async () => {
    mockApi({
      'GET /api/account/sessions': [
        session('a', { userAgent: ANDROID, current: true }),
        // The backend named this one itself; two more of one kind get distinct buttons.
        session('b', { userAgent: IPHONE, browser: 'Safari', system: 'iOS' }),
        session('c', { userAgent: IPHONE }),
      ],
    });
    renderFresh(<SessionsSection />);
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    expect(await within(section).findByText('Chrome on Android')).toBeVisible();
    expect(within(section).getByText('This device')).toBeVisible();
    expect(within(section).getAllByText('Safari on iOS')).toHaveLength(2);
    expect(within(section).getAllByText('Last active 27/11/2026 11:00:00')).toHaveLength(2);
    const buttons = within(section).getAllByRole('button', { name: /^Log out Safari on iOS/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Log out Safari on iOS, signed in 27/11/2026 10:00:00',
      'Log out Safari on iOS, signed in 27/11/2026 10:00:00 (2)',
    ]);
    expect(within(section).queryByRole('button', { name: /Chrome on Android/ })).toBeNull();
  });

  it('ends one session by its id and reads the list again', async () => {
    let rows = [session('a', { current: true }), session('b', { userAgent: IPHONE })];
    const { calls } = mockApi({
      'GET /api/account/sessions': () => ({ body: rows }),
      'DELETE /api/account/sessions/b': () => {
        rows = rows.filter((row) => row.id !== 'b');
        return { body: { success: true, message: 'SUCCESS' } };
      },
    });
    renderFresh(<SessionsSection />);
    await userEvent.click(await screen.findByRole('button', { name: /^Log out Safari on iOS/ }));
    expect(await screen.findByRole('dialog', { name: 'The device is logged out' })).toBeVisible();
    expect(await screen.findByText('No other device is signed in.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('tells the wallet’s other tabs to read the list again', async () => {
    const tab = otherTab();
    try {
      mockApi({
        'GET /api/account/sessions': [session('a', { current: true }), session('b', {})],
        'DELETE /api/account/sessions/b': { success: true, message: 'SUCCESS' },
      });
      renderFresh(<SessionsSection />);
      await userEvent.click(await screen.findByRole('button', { name: /^Log out Unknown device/ }));
      await vi.waitFor(() => expect(tab.told()).toEqual(['revalidate /api/account/sessions']));
    } finally {
      tab.close();
    }
  });

  it('logs out all other devices in one call', async () => {
    const { calls } = mockApi({
      'GET /api/account/sessions': [session('a', { current: true }), session('b', {})],
      'POST /api/account/sessions/logout-others': { success: true, message: 'SUCCESS' },
    });
    renderFresh(<SessionsSection />);
    expect(await screen.findAllByText('Unknown device')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Log out all other devices' }));
    expect(
      await screen.findByRole('dialog', { name: 'Your other devices are logged out' }),
    ).toBeVisible();
    expect(calls.some((call) => call.path === '/api/account/sessions/logout-others')).toBe(true);
  });

  it('says when the list cannot be read, with a retry', async () => {
    mockApi({ 'GET /api/account/sessions': () => ({ status: 500, body: {} }) });
    renderFresh(<SessionsSection />);
    expect(await screen.findByText('Could not load your devices')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
