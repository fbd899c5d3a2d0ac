import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RealityCheck } from '../../src/api/types';
import { startSandbox, type TestSandbox } from './helpers';

/**
 * Capability realityCheck (docs/api.md#reality-check): the member's interval, each session's
 * due time counted from its login, "keep playing" recorded on the session, and the net of
 * the deposits and withdrawals credited since the login. The sandbox clock control moves
 * time, as the e2e tests do.
 */
let sb: TestSandbox;
let token: string;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(async () => {
  await sb.reset();
  token = await sb.api.login();
});

const PATH = '/api/account/reality-check';
const MINUTE_MS = 60_000;
const read = async (as = token) => (await sb.api.get<RealityCheck>(PATH, as)).body;
const setInterval = (intervalMinutes: unknown, as = token) =>
  sb.api.put<RealityCheck>(PATH, { intervalMinutes }, as);
const answer = (as = token) => sb.api.post<RealityCheck>(`${PATH}/answer`, undefined, as);
const age = async (ms: number) => {
  expect((await sb.api.post('/api/__sandbox/clock', { advanceMs: ms })).status).toBe(200);
};
const at = (time: string | null) => (time === null ? null : Date.parse(time));

describe('reality check', () => {
  it('is off until the member picks an interval', async () => {
    const body = await read();
    expect(body).toMatchObject({
      intervalMinutes: 0,
      answeredAt: null,
      nextAt: null,
      deposits: 0,
      withdrawals: 0,
      net: 0,
    });
    expect(at(body.sessionStartedAt)).toBeLessThanOrEqual(at(body.now) ?? 0);
  });

  it('an interval applies at once, counted from the login, for every session of the member', async () => {
    const set = await setInterval(30);
    expect(set.status).toBe(200);
    const start = at(set.body.sessionStartedAt) ?? 0;
    expect(at(set.body.nextAt)).toBe(start + 30 * MINUTE_MS);
    const other = await sb.api.login();
    const elsewhere = await read(other);
    expect(elsewhere.intervalMinutes).toBe(30);
    expect(at(elsewhere.nextAt)).toBe((at(elsewhere.sessionStartedAt) ?? 0) + 30 * MINUTE_MS);
    expect((await setInterval(0)).body.nextAt).toBeNull();
  });

  it('refuses an interval it does not offer', async () => {
    for (const each of [15, 45, '30', null]) {
      expect((await setInterval(each)).status).toBe(400);
    }
    expect((await read()).intervalMinutes).toBe(0);
  });

  it('is due once the interval has passed, stays due until answered, then waits for the next mark', async () => {
    await setInterval(30);
    const start = at((await read()).sessionStartedAt) ?? 0;
    await age(31 * MINUTE_MS);
    const due = await read();
    expect(at(due.nextAt)).toBe(start + 30 * MINUTE_MS);
    expect(at(due.now)).toBeGreaterThanOrEqual(at(due.nextAt) ?? Infinity);
    // A reload reads the same: the clock is the session's.
    expect((await read()).nextAt).toBe(due.nextAt);

    const kept = await answer();
    expect(kept.status).toBe(200);
    expect(at(kept.body.answeredAt)).toBe(at(kept.body.now));
    expect(at(kept.body.nextAt)).toBe(start + 60 * MINUTE_MS);
    expect(await read()).toMatchObject({
      answeredAt: kept.body.answeredAt,
      nextAt: kept.body.nextAt,
    });
    // The answer is this session's: another login counts from its own start.
    const other = await sb.api.login();
    expect((await read(other)).answeredAt).toBeNull();
  });

  it('the net counts only what was credited and withdrawn since this login', async () => {
    expect((await sb.api.post('/api/wallet/add', { amount: 500 }, token)).status).toBe(200);
    await age(MINUTE_MS);
    const later = await sb.api.login();
    expect((await sb.api.post('/api/wallet/add', { amount: 300 }, later)).status).toBe(200);
    expect((await sb.api.post('/api/wallet/withdraw', { amount: 200 }, later)).status).toBe(200);
    expect(await read(later)).toMatchObject({ deposits: 300, withdrawals: 200, net: 100 });
    expect((await sb.api.post('/api/wallet/withdraw', { amount: 700 }, later)).status).toBe(200);
    expect(await read(later)).toMatchObject({ deposits: 300, withdrawals: 900, net: -600 });
    // The first session saw all of it.
    expect(await read(token)).toMatchObject({ deposits: 800, withdrawals: 900, net: -100 });
  });

  it('needs a login', async () => {
    expect((await sb.api.get(PATH)).status).toBe(401);
    expect((await sb.api.post(`${PATH}/answer`)).status).toBe(401);
  });

  it('without the features setting the calls answer as a backend without them', async () => {
    await sb.api.post('/api/__sandbox/settings', { features: false });
    expect(await sb.api.get(PATH, token)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect((await setInterval(30)).status).toBe(404);
    expect((await answer()).status).toBe(404);
  });
});
