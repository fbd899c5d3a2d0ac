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

  it('no session outlives a break, not even one opened while it was not enforced; nothing shortens it', async () => {
    const long = await exclude('30d');
    expect(long.status).toBe(200);
    // A session opened while the sandbox played a backend without the capability: once it
    // plays one with it again, that token is refused like every other.
    await sb.api.post('/api/__sandbox/settings', { features: false });
    const during = await sb.api.login();
    await sb.api.post('/api/__sandbox/settings', { features: true });
    expect((await sb.api.get('/api/wallet', during)).status).toBe(401);
    expect((await exclude('24h', DEMO.password, during)).status).toBe(401);
    expect((await sb.api.del(PATH, during)).status).toBe(404);
    await sb.api.post('/api/__sandbox/clock', { advanceMs: 25 * HOUR_MS });
    expect((await logIn()).status).toBe(403);
  });

  it('two requests at once leave the longer end in force, whichever finishes last', async () => {
    // Both pass the token check, then wait on their password hashes side by side.
    for (let round = 0; round < 4; round += 1) {
      await sb.reset();
      const session = await sb.api.login();
      const [long, short] = await Promise.all([
        exclude('5y', DEMO.password, session),
        exclude('24h', DEMO.password, session),
      ]);
      expect([long.status, short.status]).toEqual([200, 200]);
      const refused = await sb.api.post<{ details?: { until?: string } }>('/api/login', DEMO);
      expect(refused.body.details?.until).toBe(long.body.until);
    }
  });

  it('a login, a reset or a session overlapping a break opens nothing', async () => {
    for (let round = 0; round < 4; round += 1) {
      await sb.reset();
      const session = await sb.api.login();
      const sent = await sb.api.post<{ otpToken: string }>('/api/password-reset/otp', {
        phoneNumber: DEMO.username,
      });
      // The login and the reset check their passwords while the break is taken.
      const [login, reset, done] = await Promise.all([
        sb.api.post<{ token?: string }>('/api/login', DEMO),
        sb.api.post<{ token?: string }>('/api/password-reset', {
          otpToken: sent.body.otpToken,
          otpCode: OTP,
          newPassword: 'another secret',
        }),
        exclude('30d', DEMO.password, session),
      ]);
      expect(done.status).toBe(200);
      for (const answer of [login, reset]) {
        if (answer.body.token) {
          expect((await sb.api.get('/api/wallet', answer.body.token)).status).toBe(401);
        } else {
          expect(answer.status).toBe(403);
        }
      }
    }
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
