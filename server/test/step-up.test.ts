import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WalletResult } from '../../src/api/types';
import { roundSatang } from '../../src/domain/rules/money';
import { STEP_UP_MAX_AGE_MS } from '../../src/domain/rules/step-up';
import { DEMO, startSandbox, type TestSandbox } from './helpers';

/**
 * Capability stepUp (docs/api.md#step-up): a withdrawal and a change of the bank account
 * need the password proven on the session within 15 minutes. The clock is the sandbox's
 * development control (POST /api/__sandbox/clock), as the e2e tests move it.
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

const STALE_MS = STEP_UP_MAX_AGE_MS + 60_000;
const OK = { success: true, message: 'SUCCESS' };
const REAUTH = { status: 403, body: { message: 'REAUTH_REQUIRED' } };

const age = async (ms = STALE_MS) => {
  const moved = await sb.api.post('/api/__sandbox/clock', { advanceMs: ms });
  expect(moved.status).toBe(200);
};
const reauth = (password: string, as = token) =>
  sb.api.post('/api/account/reauth', { password }, as);
const mainSatang = async () =>
  roundSatang((await sb.api.get<WalletResult>('/api/wallet', token)).body.wallet.amount);

async function withdraw(amount: number, key: string) {
  const response = await fetch(`${sb.url}/api/wallet/withdraw`, {
    method: 'POST',
    headers: {
      'X-Requester': 'wallet-user',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': key,
    },
    body: JSON.stringify({ amount }),
  });
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    replayed: response.headers.get('idempotent-replayed'),
  };
}

interface ProfileAnswer {
  profile: { name: string };
  bankAccount: { bankCode: string; bankAccountName: string; bankAccountNo: string };
}

async function profileBody() {
  const { body } = await sb.api.get<ProfileAnswer>('/api/account/profile', token);
  return {
    name: body.profile.name,
    bankCode: body.bankAccount.bankCode,
    bankAccountName: body.bankAccount.bankAccountName,
    bankAccountNo: body.bankAccount.bankAccountNo,
  };
}

describe('step-up: a fresh password proof before money leaves', () => {
  it('a fresh login withdraws; a stale proof is refused with REAUTH_REQUIRED and nothing moves', async () => {
    const start = await mainSatang();
    expect((await withdraw(100, 'fresh-order-1')).body).toEqual(OK);
    await age();
    const before = await mainSatang();
    expect(before).toBe(start - 10_000);
    const refused = await withdraw(100, 'stale-order-1');
    expect({ status: refused.status, body: refused.body }).toEqual(REAUTH);
    const all = await sb.api.post('/api/wallet/withdrawAll', { amount: 100 }, token);
    expect(all).toEqual(REAUTH);
    expect(await mainSatang()).toBe(before);
  });

  it('after reauth the same order with the same key is accepted once, then replayed', async () => {
    await age();
    const before = await mainSatang();
    expect((await withdraw(100, 'order-after-reauth')).status).toBe(403);
    expect(await reauth(DEMO.password)).toEqual({ status: 200, body: OK });
    expect(await withdraw(100, 'order-after-reauth')).toEqual({
      status: 200,
      body: OK,
      replayed: null,
    });
    expect(await withdraw(100, 'order-after-reauth')).toEqual({
      status: 200,
      body: OK,
      replayed: 'true',
    });
    expect(await mainSatang()).toBe(before - 10_000);
    // The proof lasts 15 minutes from the reauth.
    await age();
    expect((await withdraw(100, 'order-later')).status).toBe(403);
  });

  it('a wrong password is refused, proves nothing, and is limited like a login', async () => {
    await age();
    expect(await reauth('not-the-password')).toEqual({
      status: 400,
      body: { message: 'WRONG_PASSWORD' },
    });
    expect((await withdraw(100, 'order-wrong-pw')).status).toBe(403);
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      expect((await reauth('not-the-password')).status).toBe(400);
    }
    // The phone's wrong attempts are spent: the right password waits too.
    const limited = await reauth(DEMO.password);
    expect(limited).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT' } });
    expect((await withdraw(100, 'order-wrong-pw')).status).toBe(403);
  });

  it('the bank name and a bank-changing profile update are guarded; a name-only update is not', async () => {
    await age();
    const body = await profileBody();
    expect(
      await sb.api.put(
        '/api/account/bankAccountName',
        { bankCode: body.bankCode, bankAccountName: 'SOMCHAI NEW' },
        token,
      ),
    ).toEqual(REAUTH);
    expect(
      await sb.api.put('/api/account/profile', { ...body, bankAccountNo: '1112223334' }, token),
    ).toEqual(REAUTH);
    expect(
      await sb.api.put('/api/account/profile', { ...body, bankAccountName: 'SOMCHAI NEW' }, token),
    ).toEqual(REAUTH);
    expect(await profileBody()).toEqual(body);
    expect(await sb.api.put('/api/account/profile', { ...body, name: 'Renamed' }, token)).toEqual({
      status: 200,
      body: OK,
    });
    expect((await reauth(DEMO.password)).status).toBe(200);
    expect(
      (await sb.api.put('/api/account/profile', { ...body, bankAccountNo: '1112223334' }, token))
        .status,
    ).toBe(200);
    expect((await profileBody()).bankAccountNo).toBe('1112223334');
  });

  it('a password change is a proof', async () => {
    await age();
    const changed = await sb.api.put(
      '/api/account/changepwd',
      { oldPassword: DEMO.password, newPassword: 'another-pass-1' },
      token,
    );
    expect(changed.status).toBe(200);
    expect((await withdraw(100, 'order-after-change')).status).toBe(200);
  });

  it('without the features setting nothing changes: no guard, no reauth call', async () => {
    await sb.api.post('/api/__sandbox/settings', { features: false });
    await age();
    expect((await withdraw(100, 'order-no-features')).status).toBe(200);
    expect(await reauth(DEMO.password)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    const body = await profileBody();
    expect(
      (await sb.api.put('/api/account/profile', { ...body, bankAccountNo: '1112223334' }, token))
        .status,
    ).toBe(200);
  });

  it('the clock control needs a whole, non-negative number of ms and the reset puts it back', async () => {
    expect((await sb.api.post('/api/__sandbox/clock', { advanceMs: -1 })).status).toBe(400);
    expect((await sb.api.post('/api/__sandbox/clock', { advanceMs: 'x' })).status).toBe(400);
    await age();
    await sb.reset();
    token = await sb.api.login();
    await age(STEP_UP_MAX_AGE_MS - 60_000);
    expect((await withdraw(100, 'order-after-reset')).status).toBe(200);
  });
});
