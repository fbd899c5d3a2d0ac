import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_LIMITS } from '../lib/client-limits';
import { MINUTE_MS } from '../lib/time';
import { DEMO, OTHER_MEMBER, OTP, startSandbox, type TestSandbox } from './helpers';

/**
 * "Forgot password?" (docs/api.md#password-reset): a code to the member's phone, then a new
 * password that ends every other session. Limited like the login; a phone that is no member
 * gets the same answers, so nobody lists members by asking.
 */
let clock = Date.now();
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox({
    now: () => clock,
    clientLimits: {
      ...DEFAULT_CLIENT_LIMITS,
      otpSendsPerAddress: { max: 4, windowMs: 60 * MINUTE_MS },
    },
    loginLimits: {
      perPhone: { max: 3, windowMs: 15 * MINUTE_MS },
      perAddress: { max: 8, windowMs: MINUTE_MS },
    },
  });
});
afterAll(() => sb.close());
beforeEach(async () => {
  clock = Date.now();
  await sb.reset();
});

const UNKNOWN = '0870000001';
const NEW_PASSWORD = 'new secret 1';

interface Sent {
  otpRef: string;
  otpToken: string;
}

const sendCode = (phoneNumber: string) =>
  sb.api.post<Sent>('/api/password-reset/otp', { phoneNumber });
const reset = (otpToken: string, otpCode = OTP, newPassword = NEW_PASSWORD) =>
  sb.api.post<{ token?: string; message?: string }>('/api/password-reset', {
    otpToken,
    otpCode,
    newPassword,
  });

describe('a member who forgot the password', () => {
  it('gets a code, sets a new password, is logged in, and every other session ends', async () => {
    const first = await sb.api.login();
    const second = await sb.api.login();
    const sent = await sendCode(DEMO.username);
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body).sort()).toEqual(['otpRef', 'otpToken']);
    const done = await reset(sent.body.otpToken);
    expect(done.status).toBe(200);
    const token = done.body.token ?? '';
    expect((await sb.api.get('/api/account/profile', token)).status).toBe(200);
    for (const old of [first, second]) {
      expect(await sb.api.get('/api/account/profile', old)).toEqual({
        status: 401,
        body: { message: 'invalid-token' },
      });
    }
    // The old password is refused, the new one works.
    expect((await sb.api.post('/api/login', DEMO)).body).toEqual({ message: 'WRONG_CREDENTIAL' });
    await sb.api.login({ username: DEMO.username, password: NEW_PASSWORD });
  });

  it('the code works once, and a wrong code changes nothing', async () => {
    const sent = await sendCode(DEMO.username);
    expect((await reset(sent.body.otpToken, '000000')).body).toEqual({
      message: 'OTP_CODE_INVALID',
    });
    await sb.api.login();
    expect((await reset(sent.body.otpToken)).status).toBe(200);
    expect((await reset(sent.body.otpToken)).body).toEqual({ message: 'OTP_TOKEN_INVALID' });
  });

  it('a registration code does not reset a password, nor a reset code verify a registration', async () => {
    const registration = await sb.api.post<Sent>('/api/otp/send', { phoneNumber: UNKNOWN });
    expect((await reset(registration.body.otpToken)).body).toEqual({
      message: 'OTP_TOKEN_INVALID',
    });
    clock += MINUTE_MS + 1000;
    const sent = await sendCode(DEMO.username);
    expect(
      (await sb.api.post('/api/otp/verify', { otpToken: sent.body.otpToken, otpCode: OTP })).body,
    ).toEqual({ message: 'OTP_TOKEN_INVALID' });
  });

  it('a code expires', async () => {
    const sent = await sendCode(DEMO.username);
    clock += 6 * MINUTE_MS;
    expect((await reset(sent.body.otpToken)).body).toEqual({ message: 'OTP_EXPIRED' });
  });

  it('a deactivated member is told so once the code proved the phone', async () => {
    const sent = await sendCode('0800000000');
    expect(sent.status).toBe(200);
    expect(await reset(sent.body.otpToken)).toEqual({
      status: 403,
      body: { message: 'INACTIVE_USER' },
    });
  });
});

describe('a phone that is no member', () => {
  it('gets the same answer as a member, and its reset fails as a wrong code does', async () => {
    const member = await sendCode(DEMO.username);
    const stranger = await sendCode(UNKNOWN);
    expect(stranger.status).toBe(member.status);
    expect(Object.keys(stranger.body).sort()).toEqual(Object.keys(member.body).sort());
    expect(stranger.body.otpRef).toMatch(/^\w{4}$/);
    expect(await reset(stranger.body.otpToken)).toEqual(
      await reset(member.body.otpToken, '999999'),
    );
    // No SMS went out: the sandbox has no code to show for it.
    expect((await sb.api.get(`/api/__sandbox/otp/${UNKNOWN}`)).status).toBe(404);
  });

  it('meets the same per-phone limits as a member', async () => {
    for (const phone of [DEMO.username, UNKNOWN]) {
      expect((await sendCode(phone)).status).toBe(200);
      const again = await sendCode(phone);
      expect(again).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT_1MIN' } });
    }
  });
});

describe('limits', () => {
  it('wrong codes lock the phone like wrong passwords lock a login', async () => {
    const sent = await sendCode(DEMO.username);
    for (let i = 0; i < 3; i += 1) {
      expect((await reset(sent.body.otpToken, '000000')).body).toEqual({
        message: 'OTP_CODE_INVALID',
      });
    }
    // Locked: the right code too, until the window ends.
    expect(await reset(sent.body.otpToken)).toEqual({
      status: 429,
      body: { message: 'REQUEST_LIMIT' },
    });
    clock += 15 * MINUTE_MS + 1000;
    // Past the window the code has expired: a new one is needed.
    expect((await reset(sent.body.otpToken)).body).toEqual({ message: 'OTP_EXPIRED' });
  });

  it('every try counts against the client address', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect((await reset(`made-up-${i}`)).body).toEqual({ message: 'OTP_TOKEN_INVALID' });
    }
    expect(await reset('made-up')).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT' } });
  });

  it('code requests share the address count of the OTP sends, whatever the phone', async () => {
    const phones = [DEMO.username, OTHER_MEMBER.username, UNKNOWN];
    for (const phone of phones) expect((await sendCode(phone)).status).toBe(200);
    expect((await sb.api.post('/api/otp/send', { phoneNumber: '0870000009' })).status).toBe(200);
    expect(await sendCode('0870000008')).toEqual({
      status: 429,
      body: { message: 'OTP_REQUEST_LIMIT' },
    });
  });

  it('is a backend without it while the features setting is off', async () => {
    await sb.api.post('/api/__sandbox/settings', { features: false });
    expect(await sendCode(DEMO.username)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect(await reset('made-up')).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });
});

describe('the SMS', () => {
  it('ends with the line the WebOTP API reads: @<wallet host> #<code>', async () => {
    await sendCode(DEMO.username);
    const otp = await sb.api.get<{ code: string; sms: string }>(
      `/api/__sandbox/otp/${DEMO.username}`,
    );
    const host = new URL(sb.server.sandbox.publicOrigin()).host;
    expect(otp.body.sms.split('\n').at(-1)).toBe(`@${host} #${OTP}`);
  });
});
