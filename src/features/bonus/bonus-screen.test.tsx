import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bonus, BonusActiveCheck } from '../../api';
import { mockApi } from '../../test/fetch-mock';
import { renderFresh, walletResult } from '../../test/wallet-fixtures';
import { BonusScreen } from './bonus-screen';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

function bonus(code: string, over: Partial<Bonus> = {}): Bonus {
  return {
    code,
    type: 'limit',
    maxReceived: 1,
    percentFail: 5,
    banners: [{ image: `/api/media/bonus/${code}.svg`, html: `<h3>${code} banner</h3>` }],
    userBonus: null,
    ...over,
  };
}

const record = (code: string, received: number[], isActive = false) => ({
  _id: `u-${code}`,
  code,
  isActive,
  received: received.map((ms) => ({ updatedAt: iso(ms) })),
});

const BONUSES: Bonus[] = [
  // Received once, ever, of once: received.
  bonus('NEWMEMBER100', { userBonus: record('NEWMEMBER100', [Date.now() - 100 * DAY]) }),
  // Once a day, received just now: received today.
  bonus('DAILY50', { type: 'day', percentFail: 10, userBonus: record('DAILY50', [Date.now()]) }),
  // Twice a week, received two weeks ago: available.
  bonus('WEEKLY200', {
    type: 'week',
    maxReceived: 2,
    percentFail: 20,
    userBonus: record('WEEKLY200', [Date.now() - 14 * DAY]),
  }),
  bonus('RELOAD10', { maxReceived: 5, userBonus: record('RELOAD10', [Date.now()], true) }),
];

const inactive: BonusActiveCheck = { status: false, type: null, code: null };
const NOTICE = { notice: 'The bonus ends when your balance falls below %percentFail% baht.' };

function routes(over: Record<string, unknown> = {}) {
  return {
    'GET /api/wallet': walletResult(),
    'GET /api/bonus/check/active': inactive,
    'GET /api/bonus': BONUSES,
    'GET /api/lookup/notice': NOTICE,
    ...over,
  };
}

const count = (calls: { path: string }[], path: string) =>
  calls.filter((call) => call.path === path).length;

const card = (code: string) => screen.getByRole('article', { name: code });

describe('BonusScreen', () => {
  beforeAll(() => import('../../ui/dialog'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each card in its state: received up to the limit, available, current', async () => {
    mockApi(routes());
    renderFresh(<BonusScreen />);
    expect(await screen.findByRole('article', { name: 'NEWMEMBER100' })).toBeInTheDocument();
    expect(within(card('NEWMEMBER100')).getByText('1 of 1 received')).toBeInTheDocument();
    expect(within(card('NEWMEMBER100')).getByRole('button', { name: 'Received' })).toBeDisabled();
    expect(within(card('DAILY50')).getByText('1 of 1 received today')).toBeInTheDocument();
    expect(within(card('DAILY50')).getByRole('button', { name: 'Received' })).toBeDisabled();
    expect(within(card('WEEKLY200')).getByText('0 of 2 received this week')).toBeInTheDocument();
    expect(within(card('WEEKLY200')).getByRole('button', { name: 'Activate' })).toBeEnabled();
    expect(within(card('RELOAD10')).getAllByText('Current')).toHaveLength(2);
    expect(within(card('RELOAD10')).getByRole('button', { name: 'Current' })).toBeDisabled();
    // The banner's HTML, sanitised, over its image.
    expect(await within(card('WEEKLY200')).findByText('WEEKLY200 banner')).toBeInTheDocument();
  });

  it('activates a card after the notice with its percentFail, once however often it is tapped', async () => {
    const { calls } = mockApi(
      routes({ 'GET /api/bonus/activate/WEEKLY200': record('WEEKLY200', [Date.now()]) }),
    );
    renderFresh(<BonusScreen />);
    const activate = await within(
      await screen.findByRole('article', { name: 'WEEKLY200' }),
    ).findByRole('button', { name: 'Activate' });
    await userEvent.click(activate);
    await userEvent.click(activate);
    const confirm = await screen.findByRole('dialog', { name: 'Activate WEEKLY200?' });
    expect(confirm).toHaveTextContent('The bonus ends when your balance falls below 20 baht.');
    // Another card's button waits while this one's confirmation is open.
    expect(within(card('RELOAD10')).getByRole('button', { name: 'Current' })).toBeDisabled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Activate' }));
    const saved = await screen.findByRole('dialog', { name: 'Saved' });
    expect(count(calls, '/api/bonus/activate/WEEKLY200')).toBe(1);
    // The status, the cards and the wallet were reloaded.
    expect(count(calls, '/api/bonus')).toBeGreaterThan(1);
    expect(count(calls, '/api/bonus/check/active')).toBeGreaterThan(1);
    expect(count(calls, '/api/wallet')).toBeGreaterThan(1);
    await userEvent.click(within(saved).getByRole('button', { name: 'OK' }));
  });

  it("sends nothing when the confirmation is declined, and shows the server's refusal", async () => {
    const { calls } = mockApi(
      routes({
        'GET /api/bonus/activate/WEEKLY200': () => ({
          status: 400,
          body: { message: 'BONUS_FULL' },
        }),
      }),
    );
    renderFresh(<BonusScreen />);
    const activate = await within(
      await screen.findByRole('article', { name: 'WEEKLY200' }),
    ).findByRole('button', { name: 'Activate' });
    await userEvent.click(activate);
    let confirm = await screen.findByRole('dialog', { name: 'Activate WEEKLY200?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(count(calls, '/api/bonus/activate/WEEKLY200')).toBe(0);

    await userEvent.click(activate);
    confirm = await screen.findByRole('dialog', { name: 'Activate WEEKLY200?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Activate' }));
    const failed = await screen.findByRole('dialog', { name: 'Could not activate the bonus' });
    expect(failed).toHaveTextContent('Maximum number of promotions reached');
    expect(activate).toBeEnabled();
  });

  it('finds a promotion typed in lower case and activates it', async () => {
    let active = false;
    const { calls } = mockApi(
      routes({
        'GET /api/bonus/check/active': () => ({
          body: active ? { status: true, type: 'limit', code: 'WELCOME100' } : inactive,
        }),
        'GET /api/promotion/find/WELCOME100': {
          code: 'WELCOME100',
          percentFail: 30,
          description: '<p>Get <strong>100 baht</strong> free<img src=x onerror="alert(1)"></p>',
        },
        'GET /api/promotion/activate/WELCOME100': () => {
          active = true;
          return { body: { success: true, message: 'SUCCESS' } };
        },
      }),
    );
    renderFresh(<BonusScreen />);
    const input = await screen.findByLabelText('Code');
    await userEvent.type(input, 'welcome100');
    expect(input).toHaveValue('WELCOME100');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('article', { name: 'WELCOME100' });
    expect(await within(found).findByText('100 baht')).toBeInTheDocument();
    expect(found.querySelector('[onerror]')).toBeNull();
    expect(found).toHaveTextContent('Ends when your balance falls below 30.00 baht');
    await userEvent.dblClick(within(found).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toBeInTheDocument();
    expect(count(calls, '/api/promotion/activate/WELCOME100')).toBe(1);
    // The status reloaded: the active bonus replaces the search.
    expect(await screen.findByRole('button', { name: 'Cancel bonus' })).toBeInTheDocument();
  });

  it('requires a code, says "searching" while it looks, and "not found" for none', async () => {
    const { calls, fetchMock } = mockApi(routes({ 'GET /api/promotion/find/NOPE': null }));
    // The lookup answers only when the test lets it, so "searching" can be seen.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/promotion/find/')) await gate;
      return answer ? answer(input, init) : new Response(null, { status: 500 });
    });
    renderFresh(<BonusScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      'Please enter a promotion code',
    );
    expect(calls.some((call) => call.path.startsWith('/api/promotion/'))).toBe(false);

    await userEvent.type(screen.getByLabelText('Code'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Promotion not found')).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/promotion/find/NOPE')).toHaveLength(1);
  });

  it('a refused promotion shows the server message and keeps the code', async () => {
    mockApi(
      routes({
        'GET /api/promotion/find/VIP500': { code: 'VIP500', percentFail: 50, description: 'VIP' },
        'GET /api/promotion/activate/VIP500': () => ({
          status: 400,
          body: { message: 'PROMOTION_RECEIVED' },
        }),
      }),
    );
    renderFresh(<BonusScreen />);
    await userEvent.type(await screen.findByLabelText('Code'), 'vip500');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('article', { name: 'VIP500' });
    await userEvent.click(within(found).getByRole('button', { name: 'Activate' }));
    const failed = await screen.findByRole('dialog', { name: 'Could not activate the promotion' });
    expect(failed).toHaveTextContent('You have already received this promotion');
    expect(screen.getByLabelText('Code')).toHaveValue('VIP500');
  });

  it('cancels the active bonus only after a danger confirmation, then says so and reloads', async () => {
    let active = true;
    const { calls } = mockApi(
      routes({
        'GET /api/bonus/check/active': () => ({
          body: active ? { status: true, type: 'day', code: 'DAILY50' } : inactive,
        }),
        'GET /api/bonus/clear': () => {
          active = false;
          return { body: { message: 'BONUS_CLEAR' } };
        },
      }),
    );
    renderFresh(<BonusScreen />);
    expect(await screen.findByText('Daily bonus')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).toBeNull();
    const cancel = screen.getByRole('button', { name: 'Cancel bonus' });

    await userEvent.click(cancel);
    let confirm = await screen.findByRole('dialog', { name: 'Cancel your bonus?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep bonus' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(count(calls, '/api/bonus/clear')).toBe(0);

    await userEvent.click(cancel);
    confirm = await screen.findByRole('dialog', { name: 'Cancel your bonus?' });
    const yes = within(confirm).getByRole('button', { name: 'Cancel bonus' });
    // The danger colour of the confirm button (docs/product.md#bonus-and-promotions).
    expect(getComputedStyle(yes).backgroundColor).toBe('rgb(180, 35, 24)');
    await userEvent.click(yes);
    expect(await screen.findByText('Bonus ended')).toBeInTheDocument();
    expect(count(calls, '/api/bonus/clear')).toBe(1);
    expect(await screen.findByLabelText('Code')).toBeInTheDocument();
    expect(count(calls, '/api/bonus')).toBeGreaterThan(1);
  });

  it('shows a refused cancel in an alert dialog', async () => {
    mockApi(
      routes({
        'GET /api/bonus/check/active': { status: true, type: 'week', code: 'WEEKLY200' },
        'GET /api/bonus/clear': () => ({ status: 400, body: { message: 'BONUS_CONDITION' } }),
      }),
    );
    renderFresh(<BonusScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel bonus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel your bonus?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel bonus' }));
    const failed = await screen.findByRole('dialog', { name: 'Could not cancel the bonus' });
    expect(failed).toHaveTextContent('Condition for bonus end not met');
  });

  it('says so when there are no bonuses, and offers a retry when they fail to load', async () => {
    let fail = true;
    mockApi(
      routes({
        'GET /api/bonus': () =>
          fail ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } } : { body: [] },
        'GET /api/bonus/check/active': () => ({
          status: 500,
          body: { message: 'INTERNAL_SERVER_ERROR' },
        }),
      }),
    );
    renderFresh(<BonusScreen />);
    expect(await screen.findByText('Could not load the bonuses')).toBeInTheDocument();
    expect(screen.getByText('Could not load your bonus status')).toBeInTheDocument();
    fail = false;
    const retries = screen.getAllByRole('button', { name: 'Try again' });
    await userEvent.click(retries[1] as HTMLElement);
    expect(await screen.findByText('No bonuses are available right now')).toBeInTheDocument();
  });
});
