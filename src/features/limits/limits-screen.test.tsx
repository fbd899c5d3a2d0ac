import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepositLimit, DepositLimits } from '../../api';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { LimitsScreen } from './limits-screen';

const row = (period: DepositLimit['period'], extra: Partial<DepositLimit> = {}): DepositLimit => ({
  period,
  amount: null,
  pending: null,
  deposited: 0,
  left: null,
  ...extra,
});

const NONE: DepositLimits = { limits: [row('day'), row('week'), row('month')], left: null };

function routes(over: Record<string, unknown> = {}) {
  return {
    'GET /api/wallet': walletResult(),
    'GET /api/lookup/features': { features: ['depositLimits'] },
    'GET /api/account/deposit-limits': NONE,
    ...over,
  };
}

describe('LimitsScreen', () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('says what a deposit limit does and offers a field and a save per period', async () => {
    mockApi(routes());
    renderFresh(<LimitsScreen />, { path: '/user/limits' });
    expect(await screen.findByRole('heading', { name: 'Play within limits' })).toBeVisible();
    const section = await screen.findByRole('region', { name: 'Deposit limits' });
    expect(within(section).getByText(/caps what you can deposit in a day/)).toBeVisible();
    expect(await within(section).findAllByText('No limit')).toHaveLength(3);
    for (const name of ['per day', 'per 7 days', 'per 30 days']) {
      expect(within(section).getByRole('textbox', { name: `New limit ${name}` })).toBeVisible();
      expect(within(section).getByRole('button', { name: `Save the limit ${name}` })).toBeVisible();
    }
    expect(within(section).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('shows the limit, what is left and a raise that waits, with the time it applies', async () => {
    mockApi(
      routes({
        'GET /api/account/deposit-limits': {
          limits: [
            row('day', {
              amount: 1000,
              deposited: 300,
              left: 700,
              pending: { amount: 3000, appliesAt: '2026-11-28T03:00:00.000Z' },
            }),
            row('week', {
              amount: 5000,
              left: 5000,
              pending: { amount: null, appliesAt: '2026-11-28T04:00:00.000Z' },
            }),
            row('month'),
          ],
          left: 700,
        },
      }),
    );
    renderFresh(<LimitsScreen />, { path: '/user/limits' });
    expect(await screen.findByText('Limit 1,000.00 baht, 700.00 baht left')).toBeVisible();
    expect(screen.getByText('Deposited in this period: 300.00 baht')).toBeVisible();
    // Site time (UTC+7), whatever the machine's zone.
    expect(screen.getByText('Rises to 3,000.00 baht on 28/11/2026 10:00:00')).toBeVisible();
    expect(screen.getByText('Removed on 28/11/2026 11:00:00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove the limit per day' })).toBeVisible();
    // The week's removal already waits: no second removal.
    expect(screen.queryByRole('button', { name: 'Remove the limit per 7 days' })).toBeNull();
  });

  it('sends the typed limit and says when it applies', async () => {
    const saved: DepositLimits = {
      limits: [
        row('day', {
          amount: 1000,
          left: 1000,
          pending: { amount: 2000, appliesAt: '2026-11-28T03:00:00.000Z' },
        }),
        row('week'),
        row('month'),
      ],
      left: 1000,
    };
    // The backend as it is: the next read of the limits is the change.
    let current: DepositLimits = NONE;
    const { calls } = mockApi(
      routes({
        'GET /api/account/deposit-limits': () => ({ body: current }),
        'PUT /api/account/deposit-limits': () => {
          current = saved;
          return { body: saved };
        },
      }),
    );
    renderFresh(<LimitsScreen />, { path: '/user/limits' });
    const field = await screen.findByRole('textbox', { name: 'New limit per day' });
    await userEvent.type(field, '2,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save the limit per day' }));
    expect(
      await screen.findByRole('dialog', { name: 'Your change applies on 28/11/2026 10:00:00.' }),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      period: 'day',
      amount: 2000,
    });
    expect(screen.getByText('Rises to 2,000.00 baht on 28/11/2026 10:00:00')).toBeVisible();
  });

  it('refuses an empty or zero amount without a call', async () => {
    const { calls } = mockApi(routes());
    renderFresh(<LimitsScreen />, { path: '/user/limits' });
    const field = await screen.findByRole('textbox', { name: 'New limit per 30 days' });
    await userEvent.type(field, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save the limit per 30 days' }));
    expect(await screen.findByText('Enter an amount above 0')).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('a break: the length, the password, a confirmation, then locked until when and logged out', async () => {
    const { calls } = mockApi(
      routes({
        'GET /api/lookup/features': { features: ['selfExclusion'] },
        'POST /api/account/self-exclusion': () => ({
          body: { until: '2026-12-04T03:00:00.000Z' },
        }),
        'POST /api/logout': () => ({ status: 401, body: { message: 'invalid-token' } }),
      }),
    );
    renderFresh(<LimitsScreen />, { path: '/user/limits' });
    const section = await screen.findByRole('region', { name: 'Take a break' });
    expect(within(section).getByText(/you are logged out everywhere/)).toBeVisible();
    // Deposit limits are not announced: no such section.
    expect(screen.queryByRole('region', { name: 'Deposit limits' })).toBeNull();
    const lengths = within(section).getByRole('group', { name: 'How long' });
    expect(
      within(lengths)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['24h', '7d', '30d', '6m', '1y', '5y']);
    await userEvent.click(within(section).getByRole('button', { name: 'Lock my account' }));
    expect(await within(section).findByText('Enter your password')).toBeVisible();
    await userEvent.click(within(lengths).getByRole('radio', { name: '7 days' }));
    await userEvent.type(within(section).getByLabelText('Your password'), 'demo1234');
    await userEvent.click(within(section).getByRole('button', { name: 'Lock my account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lock your account?' });
    expect(confirm).toHaveTextContent('cannot log in for 7 days');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Lock it' }));
    expect(
      await screen.findByRole('dialog', {
        name: 'Your account is locked until 04/12/2026 10:00:00.',
      }),
    ).toBeVisible();
    expect(calls.find((call) => call.path === '/api/account/self-exclusion')?.body).toEqual({
      period: '7d',
      password: 'demo1234',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a break cancelled at the confirmation sends nothing', async () => {
    const { calls } = mockApi(
      routes({ 'GET /api/lookup/features': { features: ['selfExclusion'] } }),
    );
    renderFresh(<LimitsScreen />, { path: '/user/limits' });
    const section = await screen.findByRole('region', { name: 'Take a break' });
    await userEvent.type(within(section).getByLabelText('Your password'), 'demo1234');
    await userEvent.click(within(section).getByRole('button', { name: 'Lock my account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lock your account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === '/api/account/self-exclusion')).toBe(false);
  });
});

describe('LimitsScreen: the reality check', () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  const check = (intervalMinutes: 0 | 30 | 60 | 120) => ({
    intervalMinutes,
    now: '2026-11-27T08:10:00.000Z',
    sessionStartedAt: '2026-11-27T08:00:00.000Z',
    answeredAt: null,
    nextAt: intervalMinutes === 0 ? null : '2026-11-27T08:30:00.000Z',
    deposits: 0,
    withdrawals: 0,
    net: 0,
  });

  it('offers off, 30, 60 and 120 minutes, shows the saved one and saves a new one', async () => {
    const { calls } = mockApi(
      routes({
        'GET /api/lookup/features': { features: ['realityCheck'] },
        'GET /api/account/reality-check': check(30),
        'PUT /api/account/reality-check': () => ({ body: check(60) }),
      }),
    );
    renderFresh(<LimitsScreen />, { path: '/user/limits' });
    const section = await screen.findByRole('region', { name: 'Reality check' });
    expect(within(section).getByText(/how long you have been logged in/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Deposit limits' })).toBeNull();
    // The section's heading comes first; its choices once the setting has been read.
    const group = await within(section).findByRole('group', { name: 'Remind me' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0', '30', '60', '120']);
    expect(await within(group).findByRole('radio', { name: 'Every 30 minutes' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Every 60 minutes' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save the reminder' }));
    expect(
      await screen.findByRole('dialog', {
        name: 'You will be reminded every 60 minutes after you log in.',
      }),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ intervalMinutes: 60 });
  });

  it('turns reminders off', async () => {
    const { calls } = mockApi(
      routes({
        'GET /api/lookup/features': { features: ['realityCheck'] },
        'GET /api/account/reality-check': check(120),
        'PUT /api/account/reality-check': () => ({ body: check(0) }),
      }),
    );
    renderFresh(<LimitsScreen />, { path: '/user/limits' });
    const section = await screen.findByRole('region', { name: 'Reality check' });
    await userEvent.click(await within(section).findByRole('radio', { name: 'Off' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save the reminder' }));
    expect(await screen.findByRole('dialog', { name: 'Reminders are off.' })).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ intervalMinutes: 0 });
  });
});
