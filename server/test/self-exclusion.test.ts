import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exclusionEnd } from '../../src/domain/rules/self-exclusion';
import { BRAND, DEMO, OTP, startSandbox, type TestSandbox } from './helpers';

/**
 * Capability selfExclusion (docs/api.md#self-exclusion): a break or an exclusion, confirmed
 * with the password, ends every session and refuses every login until it ends; nothing
 * shortens it. The sandbox clock control moves time.
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

const PATH = '/api/account/self-exclusion';
const exclude = (period: string, password = DEMO.password, as = token) =>
  sb.api.post<{ until?: string; message?: string }>(PATH, { period, password }, as);
const logIn = () => sb.api.post<{ token?: string }>('/api/login', DEMO);
const HOUR_MS = 3_600_000;

describe('self-exclusion', () => {
  it('a break of 24 hours ends every session and refuses the login until it ends', async () => {
    const other = await sb.api.login();
    const before = Date.now();
    const done = await exclude('24h');
    expect(done.status).toBe(200);
    const until = Date.parse(done.body.until ?? '');
    expect(until).toBeGreaterThanOrEqual(before + 24 * HOUR_MS);
    expect(until).toBeLessThan(Date.now() + 24 * HOUR_MS + 1000);
    // Every session ended, the one that asked included.
    for (const each of [token, other]) {
      expect((await sb.api.get('/api/wallet', each)).status).toBe(401);
    }
    expect(await logIn()).toEqual({
      status: 403,
      body: { message: 'SELF_EXCLUDED', details: { until: done.body.until } },
    });
    await sb.api.post('/api/__sandbox/clock', { advanceMs: 23 * HOUR_MS });
    expect((await logIn()).status).toBe(403);
    await sb.api.post('/api/__sandbox/clock', { advanceMs: HOUR_MS + 1000 });
    expect((await logIn()).status).toBe(200);
  });

  it('a wrong password is refused and changes nothing', async () => {
    expect((await exclude('24h', 'not-the-password')).body).toEqual({ message: 'WRONG_PASSWORD' });
    expect((await sb.api.get('/api/wallet', token)).status).toBe(200);
    expect((await logIn()).status).toBe(200);
  });

  it('an exclusion counts calendar months in site time', async () => {
    const now = Date.now();
    const done = await exclude('6m');
    const until = Date.parse(done.body.until ?? '');
    expect(until).toBeGreaterThanOrEqual(exclusionEnd('6m', now, BRAND.timeZone));
    expect(until).toBeLessThan(exclusionEnd('6m', Date.now() + 1000, BRAND.timeZone));
  });

  it('a second request can only lengthen: a shorter one keeps the end', async () => {
    const long = await exclude('30d');
    expect(long.status).toBe(200);
    // A session opened while the lock was not enforced (the features setting off): the
    // only way this member can ask again before the end.
    await sb.api.post('/api/__sandbox/settings', { features: false });
    const during = await sb.api.login();
    await sb.api.post('/api/__sandbox/settings', { features: true });
    const shorter = await exclude('24h', DEMO.password, during);
    expect(shorter.body.until).toBe(long.body.until);
    await sb.api.post('/api/__sandbox/clock', { advanceMs: 25 * HOUR_MS });
    expect((await logIn()).status).toBe(403);
    // A longer one moves the end later.
    await sb.api.post('/api/__sandbox/settings', { features: false });
    const again = await sb.api.login();
    await sb.api.post('/api/__sandbox/settings', { features: true });
    const longer = await exclude('6m', DEMO.password, again);
    expect(Date.parse(longer.body.until ?? '')).toBeGreaterThan(Date.parse(long.body.until ?? ''));
    // No call shortens it.
    expect((await sb.api.del(PATH, again)).status).toBe(404);
  });

  it('the password reset cannot open a session either', async () => {
    await exclude('7d');
    const sent = await sb.api.post<{ otpToken: string }>('/api/password-reset/otp', {
      phoneNumber: DEMO.username,
    });
    const reset = await sb.api.post<{ message?: string }>('/api/password-reset', {
      otpToken: sent.body.otpToken,
      otpCode: OTP,
      newPassword: 'another secret',
    });
    expect(reset.status).toBe(403);
    expect(reset.body.message).toBe('SELF_EXCLUDED');
    // The password did not change.
    await sb.api.post('/api/__sandbox/clock', { advanceMs: 8 * 24 * HOUR_MS });
    expect((await logIn()).status).toBe(200);
  });

  it('refuses an unknown period', async () => {
    expect((await exclude('2h')).status).toBe(400);
    expect((await sb.api.post(PATH, { period: '24h' }, token)).status).toBe(400);
  });

  it('without the features setting there is no such call and no lock', async () => {
    await exclude('24h');
    await sb.api.post('/api/__sandbox/settings', { features: false });
    expect((await logIn()).status).toBe(200);
    const fresh = await sb.api.login();
    expect((await exclude('24h', DEMO.password, fresh)).status).toBe(404);
    expect((await sb.api.get('/api/wallet', fresh)).status).toBe(200);
  });
});
