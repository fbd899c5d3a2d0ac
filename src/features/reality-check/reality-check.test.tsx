import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RealityCheck } from '../../api';
import { useRealityCheck } from '../../domain/reality-check';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import RealityCheckTimer from './reality-check-timer';

const START = '2026-11-27T08:00:00.000Z';
const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.parse(START) + minutes * MINUTE).toISOString();

const answer = (extra: Partial<RealityCheck> = {}): RealityCheck => ({
  intervalMinutes: 30,
  now: later(31),
  sessionStartedAt: START,
  answeredAt: null,
  nextAt: later(30),
  deposits: 1500,
  withdrawals: 2000,
  net: -500,
  ...extra,
});

const PATH = '/api/account/reality-check';
const timer = () => <RealityCheckTimer />;
const FEATURES = { 'GET /api/lookup/features': { features: ['realityCheck'] } };

/** Says when the reality check has been read: the timer has had the same answer. */
function CheckRead() {
  return useRealityCheck().data ? <p>check read</p> : null;
}

describe('the reality check reminder', () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the time since the login and the net once due, and "Keep playing" records the answer', async () => {
    // The backend as it is: the answer recorded, the next read says the next reminder.
    let current = answer();
    const { calls } = mockApi({
      ...FEATURES,
      'GET /api/wallet': walletResult(),
      [`GET ${PATH}`]: () => ({ body: current }),
      [`POST ${PATH}/answer`]: () => {
        current = answer({ now: later(32), answeredAt: later(32), nextAt: later(60) });
        return { body: current };
      },
    });
    renderFresh(timer());
    const dialog = await screen.findByRole('dialog', { name: 'Time for a check' });
    expect(within(dialog).getByText('You have been logged in for 31 minutes.')).toBeVisible();
    expect(within(dialog).getByText('Deposits since you logged in: 1,500.00 baht')).toBeVisible();
    expect(
      within(dialog).getByText('Withdrawals since you logged in: 2,000.00 baht'),
    ).toBeVisible();
    expect(within(dialog).getByText('Deposits minus withdrawals: -500.00 baht')).toBeVisible();
    // It must be answered: no close button.
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.path === `${PATH}/answer`)).toHaveLength(1);
  });

  it('"Log out" ends the session', async () => {
    const { calls } = mockApi({
      ...FEATURES,
      'GET /api/wallet': walletResult(),
      [`GET ${PATH}`]: answer({ now: later(125), nextAt: later(120), intervalMinutes: 60 }),
      'POST /api/logout': { success: true, message: 'SUCCESS' },
    });
    renderFresh(timer());
    const dialog = await screen.findByRole('dialog', { name: 'Time for a check' });
    expect(
      within(dialog).getByText('You have been logged in for 2 hours 5 minutes.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(calls.some((call) => call.path === '/api/logout')).toBe(true);
    expect(calls.some((call) => call.path === `${PATH}/answer`)).toBe(false);
  });

  it('waits with one timeout until the due time by the backend clock, then reads again', async () => {
    let reads = 0;
    mockApi({
      ...FEATURES,
      'GET /api/wallet': walletResult(),
      // The backend's clock is 29 minutes and 59.9 seconds into the session: due in 100 ms,
      // whatever the device's own clock says.
      [`GET ${PATH}`]: () => {
        reads += 1;
        return {
          body:
            reads === 1
              ? answer({ now: new Date(Date.parse(later(30)) - 100).toISOString() })
              : answer(),
        };
      },
    });
    renderFresh(timer());
    expect(await screen.findByRole('dialog', { name: 'Time for a check' })).toBeVisible();
    expect(reads).toBe(2);
  });

  it('shows nothing and sets no timer while reminders are off', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const { calls } = mockApi({
      ...FEATURES,
      'GET /api/wallet': walletResult(),
      [`GET ${PATH}`]: answer({ intervalMinutes: 0, nextAt: null }),
    });
    renderFresh(
      <>
        {timer()}
        <CheckRead />
      </>,
    );
    await screen.findByText('check read');
    expect(calls.filter((call) => call.path === PATH)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(setTimeoutSpy.mock.calls.some(([, delay]) => (delay ?? 0) > 60_000)).toBe(false);
    setTimeoutSpy.mockRestore();
  });

  it('a tab coming back from the background reads again', async () => {
    let reads = 0;
    mockApi({
      ...FEATURES,
      'GET /api/wallet': walletResult(),
      [`GET ${PATH}`]: () => {
        reads += 1;
        return { body: reads === 1 ? answer({ now: later(10) }) : answer() };
      },
    });
    renderFresh(timer());
    await waitFor(() => expect(reads).toBe(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByRole('dialog', { name: 'Time for a check' })).toBeVisible();
  });
});
