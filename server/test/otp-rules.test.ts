import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OtpSendResult, RegistrationPayload } from '../../src/api/types';
import { DAY_MS, MINUTE_MS } from '../lib/time';
import { OTP, startSandbox, type TestSandbox } from './helpers';

/**
 * The OTP rules of registration (docs/api.md#otp): a verified `otpToken` is what proves a
 * phone. It is bound to its phone, handed out only to whoever verified it, required and
 * consumed by the registration, and expires; sends and wrong codes are capped per phone per
 * day. Before, anyone asking `otp/send` for a verified phone got its token back.
 */
let clock = Date.now();
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox({ now: () => clock });
});
afterAll(() => sb.close());
beforeEach(async () => {
  clock = Date.now();
  await sb.reset();
});

const PHONE = '0870000001';
const OTHER = '0870000002';

const registration = (overrides: Partial<RegistrationPayload> = {}): RegistrationPayload => ({
  name: 'New Player',
  username: PHONE,
  password: 'secret99',
  sourceCode: '',
  inviteCode: '',
  bankCode: 'SCB',
  bankAccountName: 'NEW PLAYER',
  bankAccountNo: '1112223334',
  ...overrides,
});

const send = (phoneNumber: string, otpToken?: string) =>
  sb.api.post<OtpSendResult>(
    '/api/otp/send',
    otpToken ? { phoneNumber, otpToken } : { phoneNumber },
  );

const verify = (otpToken: string, otpCode = OTP) =>
  sb.api.post('/api/otp/verify', { otpToken, otpCode });

/** Sends and verifies a code for `phone`; the verified token. */
async function verified(phone: string): Promise<string> {
  const sent = await send(phone);
  expect(sent.body.code).toBe('OTP_SENT');
  expect((await verify(sent.body.otpToken)).body).toEqual({
    success: true,
    code: 'OTP_CODE_VALID',
  });
  return sent.body.otpToken;
}

describe('a verified phone', () => {
  it('send without its token does not hand the token out: a new code is sent', async () => {
    const token = await verified(PHONE);
    clock += MINUTE_MS + 1000;
    const stranger = await send(PHONE);
    expect(stranger.status).toBe(200);
    expect(stranger.body.code).toBe('OTP_SENT');
    expect(stranger.body.otpToken).not.toBe(token);
    // And the stranger's token proves nothing until its code is entered.
    const reply = await sb.api.post(
      '/api/account',
      registration({ otpToken: stranger.body.otpToken }),
    );
    expect(reply.body).toEqual({ message: 'UNVERIFIED_OTP' });
  });

  it('send with its token answers OTP_VERIFIED with the same token (the wallet skips the code step)', async () => {
    const token = await verified(PHONE);
    const again = await send(PHONE, token);
    expect(again.body).toEqual({
      otpRef: expect.any(String),
      otpToken: token,
      code: 'OTP_VERIFIED',
    });
  });

  it("another phone's token does not count as verified", async () => {
    const token = await verified(OTHER);
    const again = await send(PHONE, token);
    expect(again.body.code).toBe('OTP_SENT');
    expect(again.body.otpToken).not.toBe(token);
  });
});

describe('registration with OTP on', () => {
  it('requires the otpToken: a verified phone alone is not enough', async () => {
    await verified(PHONE);
    expect((await sb.api.post('/api/account/validate', registration())).body).toEqual({
      message: 'UNVERIFIED_OTP',
    });
    expect((await sb.api.post('/api/account', registration())).body).toEqual({
      message: 'UNVERIFIED_OTP',
    });
  });

  it('refuses the token of another phone', async () => {
    const token = await verified(OTHER);
    const reply = await sb.api.post('/api/account', registration({ otpToken: token }));
    expect(reply.body).toEqual({ message: 'OTP_TOKEN_INVALID' });
  });

  it('consumes the token: it registers once, validate does not consume it', async () => {
    const token = await verified(PHONE);
    const checked = await sb.api.post('/api/account/validate', registration({ otpToken: token }));
    expect(checked.body).toEqual({ success: true });
    const first = await sb.api.post('/api/account', registration({ otpToken: token }));
    expect(first.body).toEqual({ success: true });
    const row = sb.server.sandbox.db
      .prepare<[string], { consumed_at: number | null }>(
        'SELECT consumed_at FROM otps WHERE token = ?',
      )
      .get(token);
    expect(row?.consumed_at).toEqual(expect.any(Number));
    const second = await sb.api.post('/api/account', registration({ otpToken: token }));
    expect(second.body).toEqual({ message: 'EXISTING_USER' });
  });

  it('a consumed token answers OTP_TOKEN_INVALID (the phone freed again, as after an operator deleted it)', async () => {
    const token = await verified(PHONE);
    expect((await sb.api.post('/api/account', registration({ otpToken: token }))).status).toBe(200);
    sb.server.sandbox.db.prepare('DELETE FROM users WHERE username = ?').run(PHONE);
    const again = await sb.api.post('/api/account', registration({ otpToken: token }));
    expect(again.body).toEqual({ message: 'OTP_TOKEN_INVALID' });
  });

  it('two registrations racing with one token: exactly one succeeds', async () => {
    const token = await verified(PHONE);
    const replies = await Promise.all([
      sb.api.post('/api/account', registration({ otpToken: token })),
      sb.api.post('/api/account', registration({ otpToken: token, bankAccountNo: '9998887776' })),
    ]);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
  });

  it('the verified token expires 30 minutes after verification', async () => {
    const token = await verified(PHONE);
    clock += 30 * MINUTE_MS + 1000;
    const reply = await sb.api.post('/api/account', registration({ otpToken: token }));
    expect(reply.body).toEqual({ message: 'OTP_EXPIRED' });
    expect((await send(PHONE, token)).body.code).toBe('OTP_SENT');
  });

  it('with OTP off no token is needed', async () => {
    await sb.api.post('/api/__sandbox/settings', { registerOTP: false });
    expect((await sb.api.post('/api/account', registration())).body).toEqual({ success: true });
  });
});

describe('daily caps per phone', () => {
  it('5 sends a day, then 429 REQUEST_LIMIT until the day has passed', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send(PHONE)).body.code).toBe('OTP_SENT');
      clock += MINUTE_MS + 1000;
    }
    expect(await send(PHONE)).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT' } });
    expect((await send(OTHER)).body.code).toBe('OTP_SENT');
    clock += DAY_MS;
    expect((await send(PHONE)).body.code).toBe('OTP_SENT');
  });

  it('10 wrong codes a day across codes block the phone: verify and send answer 429 OTP_BLOCK', async () => {
    const first = await send(PHONE);
    for (let i = 0; i < 5; i += 1) await verify(first.body.otpToken, '000000');
    clock += MINUTE_MS + 1000;
    const second = await send(PHONE);
    expect(second.body.code).toBe('OTP_SENT');
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(second.body.otpToken, '000000')).body).toEqual({
        message: 'OTP_CODE_INVALID',
      });
    }
    clock += MINUTE_MS + 1000;
    const blocked = { status: 429, body: { message: 'OTP_BLOCK' } };
    expect(await send(PHONE)).toEqual(blocked);
    expect(await verify(second.body.otpToken, OTP)).toEqual(blocked);
    clock += DAY_MS;
    expect((await send(PHONE)).body.code).toBe('OTP_SENT');
  });
});
