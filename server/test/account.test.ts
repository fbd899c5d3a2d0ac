import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandWith } from '../../brands/data';
import type {
  LookupBank,
  OtpSendResult,
  ProfileResult,
  RegistrationPayload,
  WalletResult,
} from '../../src/api/types';
import {
  BRAND,
  DEMO,
  extraMember,
  INACTIVE_MEMBER,
  login,
  OTP,
  startSandbox,
  type TestSandbox,
} from './helpers';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const registration = (overrides: Partial<RegistrationPayload> = {}): RegistrationPayload => ({
  name: 'New Player',
  username: '0870000001',
  password: 'secret99',
  sourceCode: 'FACEBOOK',
  inviteCode: '',
  bankCode: 'SCB',
  bankAccountName: 'NEW PLAYER',
  bankAccountNo: '1112223334',
  ...overrides,
});

/** Verifies `phone` by OTP; the verified token, which the registration must carry. */
async function verifyPhone(phone: string): Promise<string> {
  const sent = await sb.api.post<OtpSendResult>('/api/otp/send', { phoneNumber: phone });
  expect(sent.status).toBe(200);
  const verified = await sb.api.post('/api/otp/verify', {
    otpToken: sent.body.otpToken,
    otpCode: OTP,
  });
  expect(verified.body).toEqual({ success: true, code: 'OTP_CODE_VALID' });
  return sent.body.otpToken;
}

describe('login', () => {
  it('returns a token for the demo member', async () => {
    const reply = await sb.api.post<{ token: string }>('/api/login', DEMO);
    expect(reply.status).toBe(200);
    expect(reply.body.token).toMatch(/^[\w-]{20,}$/);
  });

  it('WRONG_CREDENTIAL for a wrong password or unknown phone, KEY_MISSING without one', async () => {
    expect((await sb.api.post('/api/login', { ...DEMO, password: 'nope' })).body).toEqual({
      message: 'WRONG_CREDENTIAL',
    });
    expect(
      (await sb.api.post('/api/login', { username: '0899999999', password: 'x' })).body,
    ).toEqual({
      message: 'WRONG_CREDENTIAL',
    });
    expect((await sb.api.post('/api/login', { username: DEMO.username })).body).toEqual({
      message: 'KEY_MISSING',
    });
  });

  it('INACTIVE_USER for a deactivated member', async () => {
    const reply = await sb.api.post('/api/login', INACTIVE_MEMBER);
    expect(reply).toEqual({ status: 403, body: { message: 'INACTIVE_USER' } });
  });
});

describe('OTP', () => {
  it('sends a code (fixed by SANDBOX_OTP), verifies it, then reports OTP_VERIFIED', async () => {
    const sent = await sb.api.post<OtpSendResult>('/api/otp/send', { phoneNumber: '0870000001' });
    expect(sent.body).toEqual({
      otpRef: expect.stringMatching(/^[A-Z0-9]{4}$/),
      otpToken: expect.any(String),
      code: 'OTP_SENT',
    });
    const peek = await sb.api.get<{ code: string }>('/api/__sandbox/otp/0870000001');
    expect(peek.body.code).toBe(OTP);
    const wrong = await sb.api.post('/api/otp/verify', {
      otpToken: sent.body.otpToken,
      otpCode: '000000',
    });
    expect(wrong.body).toEqual({ message: 'OTP_CODE_INVALID' });
    const ok = await sb.api.post('/api/otp/verify', { otpToken: sent.body.otpToken, otpCode: OTP });
    expect(ok.body).toEqual({ success: true, code: 'OTP_CODE_VALID' });
    const again = await sb.api.post('/api/otp/verify', {
      otpToken: sent.body.otpToken,
      otpCode: OTP,
    });
    expect(again.body).toEqual({ message: 'OTP_VERIFIED' });
    // Only the holder of the verified token hears OTP_VERIFIED (server/test/otp-rules.test.ts).
    const resend = await sb.api.post<OtpSendResult>('/api/otp/send', {
      phoneNumber: '0870000001',
      otpToken: sent.body.otpToken,
    });
    expect(resend.body.code).toBe('OTP_VERIFIED');
  });

  it('REQUEST_LIMIT_1MIN on a re-send within a minute', async () => {
    await sb.api.post('/api/otp/send', { phoneNumber: '0870000002' });
    const again = await sb.api.post('/api/otp/send', { phoneNumber: '0870000002' });
    expect(again).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT_1MIN' } });
  });

  it('phone rule, existing member, unknown token', async () => {
    expect((await sb.api.post('/api/otp/send', { phoneNumber: '08123' })).body).toEqual({
      message: 'PHONE_NUMBER_REQUIRE_10_DIGIT',
    });
    expect((await sb.api.post('/api/otp/send', { phoneNumber: DEMO.username })).body).toEqual({
      message: 'EXISTING_USER',
    });
    expect((await sb.api.post('/api/otp/verify', { otpToken: 'nope', otpCode: '1' })).body).toEqual(
      {
        message: 'OTP_TOKEN_INVALID',
      },
    );
    expect((await sb.api.post('/api/otp/send', {})).body).toEqual({ message: 'KEY_MISSING' });
  });

  it('OTP_EXPIRED after the code lifetime, on the sandbox clock', async () => {
    const TTL_MS = 5 * 60_000;
    let clock = Date.now();
    const short = await startSandbox({ otpTtlMs: TTL_MS, now: () => clock });
    try {
      const send = (phoneNumber: string) =>
        short.api.post<OtpSendResult>('/api/otp/send', { phoneNumber });
      const verify = (otpToken: string) =>
        short.api.post('/api/otp/verify', { otpToken, otpCode: OTP });
      // Still good at the last moment of its lifetime...
      const kept = await send('0870000004');
      clock += TTL_MS;
      expect((await verify(kept.body.otpToken)).status).toBe(200);
      // ...and expired one moment later.
      const sent = await send('0870000003');
      clock += TTL_MS + 1;
      const reply = await verify(sent.body.otpToken);
      expect(reply.body).toEqual({ message: 'OTP_EXPIRED' });
    } finally {
      await short.close();
    }
  });
});

describe('registration', () => {
  it('validate checks the profile step without the bank, register creates a member who can log in', async () => {
    const otpToken = await verifyPhone('0870000001');
    const partial = {
      ...registration({ otpToken }),
      bankCode: '',
      bankAccountName: '',
      bankAccountNo: '',
    };
    expect((await sb.api.post('/api/account/validate', partial)).body).toEqual({ success: true });
    expect((await sb.api.post('/api/account', registration({ otpToken }))).body).toEqual({
      success: true,
    });
    const token = await sb.api.login({ username: '0870000001', password: 'secret99' });
    const profile = await sb.api.get<ProfileResult>('/api/account/profile', token);
    expect(profile.body.profile).toMatchObject({ username: '0870000001', name: 'New Player' });
    expect(profile.body.bankAccount).toEqual({
      bankCode: 'SCB',
      bankAccountName: 'NEW PLAYER',
      bankAccountNo: '1112223334',
      bank: { nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
      currency: null,
    });
  });

  it('UNVERIFIED_OTP while the OTP step is on; none when it is off', async () => {
    expect((await sb.api.post('/api/account', registration())).body).toEqual({
      message: 'UNVERIFIED_OTP',
    });
    await sb.api.post('/api/__sandbox/settings', { registerOTP: false });
    expect((await sb.api.post('/api/account', registration())).body).toEqual({ success: true });
  });

  it('EXISTING_USER, EXISTING_BANK, BANK_ACCOUNT_NAME_ENG, INVALID_BANK, phone rule, KEY_MISSING', async () => {
    await sb.api.post('/api/__sandbox/settings', { registerOTP: false });
    const refuse = async (payload: RegistrationPayload, message: string) =>
      expect((await sb.api.post('/api/account', payload)).body).toEqual({ message });
    await refuse(registration({ username: DEMO.username }), 'EXISTING_USER');
    await refuse(registration({ bankCode: 'KBANK', bankAccountNo: '1234567890' }), 'EXISTING_BANK');
    await refuse(
      registration({ bankCode: 'KTB', bankAccountName: 'สมชาย ใจดี' }),
      'BANK_ACCOUNT_NAME_ENG',
    );
    await refuse(registration({ bankCode: 'BCEL' }), 'INVALID_BANK');
    await refuse(registration({ username: '081234567' }), 'PHONE_NUMBER_REQUIRE_10_DIGIT');
    // Ten digits, but a Bangkok landline: not a Thai mobile.
    await refuse(registration({ username: '0212345678' }), 'KEY_INVALID');
    await refuse(registration({ bankAccountNo: '' }), 'KEY_MISSING');
    await refuse(registration({ bankAccountNo: 'abc' }), 'KEY_INVALID');
    await refuse({ ...registration(), currency: 'LAK' }, 'KEY_INVALID');
    // Nothing was written by the refusals.
    expect(
      (await sb.api.post('/api/login', { username: '0870000001', password: 'secret99' })).status,
    ).toBe(400);
  });

  it('an invite code PR<id> links the new member to the inviter', async () => {
    await sb.api.post('/api/__sandbox/settings', { registerOTP: false });
    const reply = await sb.api.post(
      '/api/account',
      registration({ inviteCode: 'PR5eed00000000000000000001' }),
    );
    expect(reply.status).toBe(200);
    const row = sb.server.sandbox.db
      .prepare<[string], { invited_by: string }>('SELECT invited_by FROM users WHERE username = ?')
      .get('0870000001');
    expect(row?.invited_by).toBe('5eed00000000000000000001');
  });

  it('INVITE_CODE_INVALID for an invite code that names no member (docs/api.md#account-and-login)', async () => {
    await sb.api.post('/api/__sandbox/settings', { registerOTP: false });
    for (const inviteCode of [
      'MADEUP',
      'PR',
      'PRnobody00000000000000001',
      '5eed00000000000000000001',
    ]) {
      for (const path of ['/api/account/validate', '/api/account']) {
        expect(
          await sb.api.post(path, registration({ inviteCode })),
          `${path} ${inviteCode}`,
        ).toEqual({
          status: 400,
          body: { message: 'INVITE_CODE_INVALID' },
        });
      }
    }
    // Nothing was written, and a real code (any letter case of the prefix) or none passes.
    expect(
      (await sb.api.post('/api/login', { username: '0870000001', password: 'secret99' })).status,
    ).toBe(400);
    expect(
      (
        await sb.api.post(
          '/api/account/validate',
          registration({ inviteCode: 'pr5eed00000000000000000001' }),
        )
      ).status,
    ).toBe(200);
    expect((await sb.api.post('/api/account', registration({ inviteCode: '' }))).status).toBe(200);
  });
});

describe('a brand of Lao mobiles, kip and the Lao banks', () => {
  const brand = brandWith(
    (b) =>
      b.phone.country === 'LA' && b.currencies.includes('LAK') && b.localBanks.includes('BCEL'),
    'takes Lao mobiles, kip and the Lao banks',
  );

  it('takes Lao mobiles only (not "12345"), needs a currency, and lists BCEL', async () => {
    const local = await startSandbox({ brand: brand.id });
    try {
      await local.api.post('/api/__sandbox/settings', { registerOTP: false });
      // The Lao register once took "12345" and sent it a code.
      for (const phone of ['12345', '2055', '02012345678', '0812345678']) {
        expect((await local.api.post('/api/otp/send', { phoneNumber: phone })).body, phone).toEqual(
          {
            message: 'KEY_INVALID',
          },
        );
      }
      // 030 and seven digits is a Lao mobile too.
      expect((await local.api.post('/api/otp/send', { phoneNumber: '0305551234' })).status).toBe(
        200,
      );
      const payload = registration({
        username: '02077712345',
        bankCode: 'BCEL',
        bankAccountNo: '0101000111222',
      });
      expect((await local.api.post('/api/account', payload)).body).toEqual({
        message: 'KEY_MISSING',
      });
      expect((await local.api.post('/api/account', { ...payload, currency: 'USD' })).body).toEqual({
        message: 'KEY_INVALID',
      });
      expect((await local.api.post('/api/account', { ...payload, currency: 'LAK' })).body).toEqual({
        success: true,
      });
      const banks = await local.api.get<{ code: string }[]>('/api/lookup/banks');
      expect(banks.body[0]?.code).toBe('BCEL');
      // The chosen currency comes back with the bank account, so amounts can say kip.
      const token = await local.api.login({ username: '02077712345', password: payload.password });
      for (const path of ['/api/wallet', '/api/account/profile']) {
        const answer = await local.api.get<{ bankAccount: { currency: string | null } }>(
          path,
          token,
        );
        expect(answer.body.bankAccount.currency, path).toBe('LAK');
      }
      await local.api.login(login(brand.demo));

      // Every bank operating in Laos is listed first, with its Lao name, and accepted.
      const lookup = await local.api.get<LookupBank[]>('/api/lookup/banks');
      const localBanks = brand.localBanks;
      expect(lookup.body.slice(0, localBanks.length).map((bank) => bank.code)).toEqual(localBanks);
      for (const bank of lookup.body.slice(0, localBanks.length)) {
        expect(bank.nameLA, bank.code).toMatch(/[\u0E80-\u0EFF]/);
        expect(bank.nameEN, bank.code).toMatch(/^[A-Za-z][A-Za-z .()'-]+|Extérieur/);
      }
      const ldb = registration({
        username: '02077712346',
        bankCode: 'LDB',
        bankAccountNo: '0201000333444',
        bankAccountName: 'Bounmy Phommachanh',
      });
      expect((await local.api.post('/api/account', { ...ldb, currency: 'LAK' })).body).toEqual({
        success: true,
      });
      const ldbToken = await local.api.login({ username: '02077712346', password: ldb.password });
      const wallet = await local.api.get<WalletResult>('/api/wallet', ldbToken);
      expect(wallet.body.bankAccount.bank).toEqual({
        nameTH: 'ธนาคารพัฒนาลาว',
        nameEN: 'Lao Development Bank',
        nameLA: 'ທະນາຄານພັດທະນາລາວ',
      });
    } finally {
      await local.close();
    }
  });
});

describe('profile', () => {
  it('PUT profile updates name and bank; English rule and EXISTING_BANK apply', async () => {
    const token = await sb.api.login();
    const update = {
      name: 'Somchai Renamed',
      bankCode: 'KTB',
      bankAccountName: 'SOMCHAI DEMO',
      bankAccountNo: '2223334445',
    };
    expect((await sb.api.put('/api/account/profile', update, token)).body).toEqual({
      success: true,
      message: 'SUCCESS',
    });
    const profile = await sb.api.get<ProfileResult>('/api/account/profile', token);
    expect(profile.body.profile.name).toBe('Somchai Renamed');
    expect(profile.body.bankAccount.bankCode).toBe('KTB');
    expect(
      (await sb.api.put('/api/account/profile', { ...update, bankAccountName: 'ไทย' }, token)).body,
    ).toEqual({
      message: 'BANK_ACCOUNT_NAME_ENG',
    });
    expect(
      (
        await sb.api.put(
          '/api/account/profile',
          { ...update, bankCode: 'KTB', bankAccountNo: '9876543210' },
          token,
        )
      ).body,
    ).toEqual({ message: 'EXISTING_BANK' });
    expect((await sb.api.put('/api/account/profile', { name: 'x' }, token)).body).toEqual({
      message: 'KEY_MISSING',
    });
  });

  it('bankAccountName: a member with a Thai-script name at an English-name bank switches to English', async () => {
    const member = extraMember(
      BRAND,
      (m) =>
        BRAND.englishNameBanks.includes(m.bankAccount.bankCode) &&
        !/^[A-Za-z ]+$/.test(m.bankAccount.accountName),
      'with a non-English name at a bank that needs an English one',
    );
    const { bankCode, accountName } = member.bankAccount;
    const token = await sb.api.login(login(member));
    const before = await sb.api.get<ProfileResult>('/api/account/profile', token);
    expect(before.body.bankAccount).toMatchObject({ bankCode, bankAccountName: accountName });
    const script = await sb.api.put(
      '/api/account/bankAccountName',
      { bankCode, bankAccountName: 'สมหญิง' },
      token,
    );
    expect(script.body).toEqual({ message: 'BANK_ACCOUNT_NAME_ENG' });
    const ok = await sb.api.put(
      '/api/account/bankAccountName',
      { bankCode, bankAccountName: 'SOMYING TEST' },
      token,
    );
    expect(ok.body).toEqual({ success: true, message: 'SUCCESS' });
    const after = await sb.api.get<ProfileResult>('/api/account/profile', token);
    expect(after.body.bankAccount.bankAccountName).toBe('SOMYING TEST');
  });

  it('changepwd: WRONG_PASSWORD, then the new password logs in', async () => {
    const token = await sb.api.login();
    const wrong = await sb.api.put(
      '/api/account/changepwd',
      { oldPassword: 'x', newPassword: 'newpass1' },
      token,
    );
    expect(wrong.body).toEqual({ message: 'WRONG_PASSWORD' });
    const ok = await sb.api.put(
      '/api/account/changepwd',
      { oldPassword: 'demo1234', newPassword: 'newpass1' },
      token,
    );
    expect(ok.body).toEqual({ success: true, message: 'SUCCESS' });
    await sb.api.login({ username: DEMO.username, password: 'newpass1' });
  });

  it('the reset control drops tokens', async () => {
    const token = await sb.api.login();
    await sb.reset();
    expect((await sb.api.get('/api/account/profile', token)).status).toBe(401);
  });
});

describe('registration races', () => {
  it('ten simultaneous registrations of one phone create one member', async () => {
    await sb.api.post('/api/__sandbox/settings', { registerOTP: false });
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sb.api.post('/api/account', registration({ bankAccountNo: `55500000${10 + i}` })),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) {
      expect(reply.body).toEqual({ message: 'EXISTING_USER' });
    }
  });
});
