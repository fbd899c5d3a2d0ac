import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DepositLimits, WalletResult } from '../../src/api/types';
import { LIMIT_RAISE_DELAY_MS } from '../../src/domain/rules/deposit-limits';
import { roundSatang } from '../../src/domain/rules/money';
import { BRAND, pngBlob, startSandbox, type TestSandbox } from './helpers';

/**
 * Capability depositLimits (docs/api.md#deposit-limits): limits per site day, 7 and 30 site
 * days; a raise waits 24 hours (the sandbox clock control moves time, as the e2e tests do);
 * every deposit call refuses an amount over a limit, moving nothing.
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

const PATH = '/api/account/deposit-limits';
const limits = async () => (await sb.api.get<DepositLimits>(PATH, token)).body;
const setLimit = (period: string, amount: number | null) =>
  sb.api.put<DepositLimits>(PATH, { period, amount }, token);
const limitOf = (answer: DepositLimits, period: string) =>
  answer.limits.find((limit) => limit.period === period);
const mainSatang = async () =>
  roundSatang((await sb.api.get<WalletResult>('/api/wallet', token)).body.wallet.amount);
const add = (amount: number) => sb.api.post('/api/wallet/add', { amount }, token);
const refusal = (left: number) => ({
  status: 400,
  body: { message: 'DEPOSIT_LIMIT', details: { left } },
});
const age = async (ms: number) => {
  expect((await sb.api.post('/api/__sandbox/clock', { advanceMs: ms })).status).toBe(200);
  // A token lives a day (docs/api.md#sessions): log in again on the moved clock.
  token = await sb.api.login();
};

function truelink(serial: string, amount: number) {
  return publicEncrypt(
    { key: BRAND.truelinkPublicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(`https://gift.truemoney.com/campaign/?v=${serial}&amount=${amount}`),
  ).toString('base64');
}

describe('deposit limits', () => {
  it('starts with no limit in any period', async () => {
    const answer = await limits();
    expect(answer.left).toBeNull();
    expect(answer.limits.map((limit) => limit.period)).toEqual(['day', 'week', 'month']);
    for (const limit of answer.limits) {
      expect(limit).toMatchObject({ amount: null, pending: null, left: null });
    }
  });

  it('a new limit applies at once and counts what was deposited today', async () => {
    expect((await add(300)).status).toBe(200);
    const set = await setLimit('day', 1000);
    expect(set.status).toBe(200);
    expect(limitOf(set.body, 'day')).toMatchObject({
      amount: 1000,
      pending: null,
      deposited: 300,
      left: 700,
    });
    expect(set.body.left).toBe(700);
  });

  it('a deposit over the limit moves no money and says what is left', async () => {
    // The seeded member has deposits earlier this week: the limit is on top of them.
    const earlier = limitOf(await limits(), 'week')?.deposited ?? 0;
    await setLimit('week', earlier + 1000);
    expect((await add(600)).status).toBe(200);
    const before = await mainSatang();
    expect(await add(500)).toEqual(refusal(400));
    expect(await mainSatang()).toBe(before);
    expect((await add(400)).status).toBe(200);
    expect(await add(100)).toEqual(refusal(0));
  });

  it('the smallest room of the periods is what is left', async () => {
    await setLimit('month', 5000);
    await setLimit('day', 2000);
    expect((await limits()).left).toBe(2000);
    expect(await add(2500)).toEqual(refusal(2000));
  });

  it('a lowering applies at once; a raise applies only after 24 hours', async () => {
    await setLimit('day', 1000);
    expect(limitOf((await setLimit('day', 500)).body, 'day')).toMatchObject({
      amount: 500,
      pending: null,
    });
    const raised = limitOf((await setLimit('day', 3000)).body, 'day');
    expect(raised?.amount).toBe(500);
    expect(raised?.pending?.amount).toBe(3000);
    await expect(add(800)).resolves.toEqual(refusal(500));
    await age(LIMIT_RAISE_DELAY_MS - 60_000);
    expect(limitOf(await limits(), 'day')?.amount).toBe(500);
    await age(2 * 60_000);
    expect(limitOf(await limits(), 'day')).toMatchObject({ amount: 3000, pending: null });
    expect((await add(800)).status).toBe(200);
  });

  it('a removal waits 24 hours too, and asking for the limit in force drops it', async () => {
    await setLimit('day', 1000);
    const removed = limitOf((await setLimit('day', null)).body, 'day');
    expect(removed).toMatchObject({ amount: 1000, pending: { amount: null } });
    expect(Date.parse(removed?.pending?.appliesAt ?? '')).toBeGreaterThan(Date.now());
    expect(limitOf((await setLimit('day', 1000)).body, 'day')?.pending).toBeNull();
    await setLimit('day', null);
    await age(LIMIT_RAISE_DELAY_MS + 60_000);
    expect(limitOf(await limits(), 'day')).toMatchObject({ amount: null, left: null });
  });

  it('the day is the site day: yesterday no longer counts', async () => {
    await setLimit('day', 1000);
    const earlier = limitOf(await limits(), 'week')?.deposited ?? 0;
    await setLimit('week', earlier + 5000);
    expect((await add(1000)).status).toBe(200);
    expect(await add(100)).toEqual(refusal(0));
    await age(LIMIT_RAISE_DELAY_MS + 60_000);
    const next = await limits();
    expect(limitOf(next, 'day')).toMatchObject({ deposited: 0, left: 1000 });
    expect(limitOf(next, 'week')).toMatchObject({ deposited: earlier + 1000, left: 4000 });
  });

  it('refuses slips, wallet-app links and QR codes over the limit, keeping nothing', async () => {
    await setLimit('day', 500);
    const form = new FormData();
    form.set('file', pngBlob(), 'slip.png');
    form.set('amount', '600');
    expect(await sb.api.upload('/api/wallet/slip', form, token)).toEqual(refusal(500));
    const link = truelink('limit-1', 600);
    expect(await sb.api.post('/api/wallet/truelink', { link }, token)).toEqual(refusal(500));
    expect(await sb.api.post('/api/qrcode/KBANK', { amount: 600 }, token)).toEqual(refusal(500));
    expect((await sb.api.get('/api/qrcode/KBANK', token)).body).toEqual({ hasQrcode: false });
    // The refused voucher was not used up: within a raised limit it goes through.
    await age(LIMIT_RAISE_DELAY_MS + 60_000);
    await setLimit('day', 400);
    const within = new FormData();
    within.set('file', pngBlob(2048, 2), 'slip.png');
    within.set('amount', '300');
    expect((await sb.api.upload('/api/wallet/slip', within, token)).status).toBe(200);
    // The slip in review counts: 100 left.
    expect(await sb.api.post('/api/qrcode/KBANK', { amount: 200 }, token)).toEqual(refusal(100));
    expect((await sb.api.post('/api/qrcode/KBANK', { amount: 100 }, token)).status).toBe(200);
    // The live code counts for the other modes; a new code replaces it.
    expect(await add(100)).toEqual(refusal(0));
    expect((await sb.api.post('/api/qrcode/KBANK', { amount: 100 }, token)).status).toBe(200);
  });

  it('refuses a period or an amount it cannot take', async () => {
    expect((await setLimit('year', 100)).body).toEqual({ message: 'KEY_INVALID' });
    expect((await setLimit('day', 0)).body).toEqual({ message: 'KEY_INVALID' });
    expect((await setLimit('day', 1.001)).status).toBe(400);
    expect((await sb.api.put(PATH, { period: 'day' }, token)).status).toBe(400);
  });

  it('without the features setting there are no calls and no limits', async () => {
    await setLimit('day', 100);
    await sb.api.post('/api/__sandbox/settings', { features: false });
    expect(await sb.api.get(PATH, token)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect((await setLimit('day', 100)).status).toBe(404);
    expect((await add(500)).status).toBe(200);
  });

  it('needs a member', async () => {
    expect((await sb.api.get(PATH)).status).toBe(401);
  });
});
