import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GameCredentials, SlipList, StatementList, WalletResult } from '../../src/api/types';
import { DEMO_MEMBER_ID } from '../db/seed-ids';
import { BRAND, pngBlob, startSandbox, type TestSandbox } from './helpers';

/** How long an uploaded slip stays in progress here (the sandbox's `slipSettleMs`). */
const SETTLE_MS = 40;
let sb: TestSandbox;
let token: string;
/**
 * The sandbox's clock, which the tests move. It starts a week ahead of the real time, so
 * a slip that settled by the real clock instead of this one would stay in progress.
 */
let clock = Date.now() + 7 * 86_400_000;
beforeAll(async () => {
  sb = await startSandbox({ now: () => clock, slipSettleMs: SETTLE_MS });
});
afterAll(() => sb.close());
beforeEach(async () => {
  await sb.reset();
  token = await sb.api.login();
});

const OK = { success: true, message: 'SUCCESS' };
const wallet = async () => (await sb.api.get<WalletResult>('/api/wallet', token)).body;
const slot = (w: WalletResult, code: string) => w.slots.find((s) => s.code === code);
const encrypt = (text: string) =>
  publicEncrypt(
    {
      key: BRAND.truelinkPublicKey,
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(text),
  ).toString('base64');

describe('wallet', () => {
  it('GET /api/wallet: profile, bankAccount, wallet, invite, slots in three categories', async () => {
    const w = await wallet();
    expect(w.profile).toEqual({
      _id: DEMO_MEMBER_ID,
      name: BRAND.demo.name,
      username: BRAND.demo.phone,
      coin: 5,
    });
    expect(w.bankAccount).toMatchObject({
      bankCode: BRAND.demo.bankAccount.bankCode,
      bankAccountNo: BRAND.demo.bankAccount.accountNo,
    });
    expect(w.wallet).toEqual({ amount: 1250.5 });
    expect(w.invite).toEqual({ amount: 85.5, success: 10, fail: 5 });
    expect(new Set(w.slots.map((s) => s.category))).toEqual(new Set(['slot', 'sport', 'lotto']));
    expect(w.slots.some((s) => s.isActive) && w.slots.some((s) => !s.isActive)).toBe(true);
    expect(slot(w, 'pg')).toEqual({
      code: 'pg',
      name: 'PG Soft',
      category: 'slot',
      isActive: true,
      amount: 320,
      ftWalletSlot: 1,
      logo: '/api/media/games/pg/logo.svg',
      background: '/api/media/games/pg/background.svg',
      web: '/api/media/game.html?game=pg',
      android: expect.stringMatching(/^https:/),
      ios: expect.stringMatching(/^https:/),
    });
  });

  it('refresh/slot', async () => {
    expect((await sb.api.get('/api/wallet/refresh/slot', token)).body).toEqual({ success: true });
  });

  it('activate, account credentials, resetpassword; SLOT_ALREADY_ACTIVE, SLOT_NO_ACCOUNT, NO_GAME', async () => {
    expect((await sb.api.get('/api/wallet/account/imi', token)).body).toEqual({
      message: 'SLOT_NO_ACCOUNT',
    });
    expect((await sb.api.get('/api/wallet/activate/imi', token)).body).toEqual(OK);
    expect((await sb.api.get('/api/wallet/activate/imi', token)).body).toEqual({
      message: 'SLOT_ALREADY_ACTIVE',
    });
    const first = (await sb.api.get<GameCredentials>('/api/wallet/account/imi', token)).body;
    expect(first).toEqual({ username: expect.any(String), password: expect.any(String) });
    expect((await sb.api.get('/api/wallet/resetpassword/imi', token)).body).toEqual(OK);
    const second = (await sb.api.get<GameCredentials>('/api/wallet/account/imi', token)).body;
    expect(second.username).toBe(first.username);
    expect(second.password).not.toBe(first.password);
    expect((await sb.api.get('/api/wallet/activate/nogame', token)).body).toEqual({
      message: 'NO_GAME',
    });
    expect(slot(await wallet(), 'imi')?.isActive).toBe(true);
  });

  it('one provider (ufabet) has an event object in its credentials', async () => {
    const reply = await sb.api.get<GameCredentials>('/api/wallet/account/ufabet', token);
    expect(reply.body.event).toMatchObject({
      __VIEWSTATE: expect.any(String),
      txtUserName: reply.body.username,
    });
  });

  it('add credits the wallet; TRANSFER_MINIMUM below 1 baht; KEY_INVALID beyond 2 decimals', async () => {
    expect((await sb.api.post('/api/wallet/add', { amount: 100.25 }, token)).body).toEqual(OK);
    expect((await wallet()).wallet.amount).toBe(1350.75);
    expect((await sb.api.post('/api/wallet/add', { amount: 0.5 }, token)).body).toEqual({
      message: 'TRANSFER_MINIMUM',
    });
    expect((await sb.api.post('/api/wallet/add', { amount: 1.234 }, token)).body).toEqual({
      message: 'KEY_INVALID',
    });
    expect((await sb.api.post('/api/wallet/add', { amount: '5' }, token)).body).toEqual({
      message: 'KEY_INVALID',
    });
    expect((await sb.api.post('/api/wallet/add', {}, token)).body).toEqual({
      message: 'KEY_MISSING',
    });
  });

  it('transfer moves money and writes a statement; errors change nothing', async () => {
    expect(
      (await sb.api.post('/api/wallet/transfer', { from: 'WALLET', to: 'pg', amount: 50.5 }, token))
        .body,
    ).toEqual(OK);
    let w = await wallet();
    expect(w.wallet.amount).toBe(1200);
    expect(slot(w, 'pg')?.amount).toBe(370.5);
    const statements = await sb.api.post<StatementList>(
      '/api/statement',
      { page: 1, limit: 1 },
      token,
    );
    expect(statements.body.statements[0]).toMatchObject({
      statementType: 'transfer',
      status: 'SUCCESS',
      from: 'WALLET',
      to: 'pg',
      amount: 50.5,
    });

    const refuse = async (body: object, message: string) =>
      expect((await sb.api.post('/api/wallet/transfer', body, token)).body).toEqual({ message });
    await refuse({ from: 'WALLET', to: 'pg', amount: 0.99 }, 'TRANSFER_MINIMUM');
    await refuse({ from: 'WALLET', to: 'pg', amount: 99999 }, 'MONEY_NOT_ENOUGH');
    await refuse({ from: 'pg', to: 'pg', amount: 10 }, 'KEY_INVALID');
    await refuse({ from: 'WALLET', to: 'imi', amount: 10 }, 'SLOT_NO_ACCOUNT');
    await refuse({ from: 'WALLET', to: 'nogame', amount: 10 }, 'NO_GAME');
    await refuse({ from: 'WALLET', amount: 10 }, 'KEY_MISSING');
    w = await wallet();
    expect(w.wallet.amount).toBe(1200);
    expect(slot(w, 'pg')?.amount).toBe(370.5);
  });

  it('transferAll gathers every account into the target', async () => {
    const before = await wallet();
    const total = before.wallet.amount + before.slots.reduce((sum, s) => sum + s.amount, 0);
    expect((await sb.api.post('/api/wallet/transferAll', { to: 'betflix' }, token)).body).toEqual(
      OK,
    );
    const after = await wallet();
    expect(after.wallet.amount).toBe(0);
    expect(slot(after, 'betflix')?.amount).toBeCloseTo(total, 2);
    expect((await sb.api.post('/api/wallet/transferAll', { to: 'betflix' }, token)).body).toEqual({
      message: 'MONEY_NOT_ENOUGH',
    });
  });

  it('withdraw: bounds and balance', async () => {
    expect((await sb.api.post('/api/wallet/withdraw', { amount: 200 }, token)).body).toEqual(OK);
    expect((await wallet()).wallet.amount).toBe(1050.5);
    expect((await sb.api.post('/api/wallet/withdraw', { amount: 99 }, token)).body).toEqual({
      message: 'TRANSFER_MINIMUM',
    });
    expect((await sb.api.post('/api/wallet/withdraw', { amount: 50001 }, token)).body).toEqual({
      message: 'KEY_INVALID',
    });
    expect((await sb.api.post('/api/wallet/withdraw', { amount: 2000 }, token)).body).toEqual({
      message: 'MONEY_NOT_ENOUGH',
    });
  });

  it('withdrawAll takes the wallet and then game accounts', async () => {
    expect((await sb.api.post('/api/wallet/withdrawAll', { amount: 1500 }, token)).body).toEqual(
      OK,
    );
    const w = await wallet();
    expect(w.wallet.amount).toBe(0);
    expect(slot(w, 'pg')?.amount).toBe(70.5);
    expect((await sb.api.post('/api/wallet/withdrawAll', { amount: 5000 }, token)).body).toEqual({
      message: 'MONEY_NOT_ENOUGH',
    });
  });

  it('truelink: decrypts with the development key, credits once, refuses duplicates and garbage', async () => {
    const link = 'https://gift.truemoney.com/campaign/?v=sandbox123&amount=25';
    expect(
      (await sb.api.post('/api/wallet/truelink', { link: encrypt(link) }, token)).body,
    ).toEqual(OK);
    expect((await wallet()).wallet.amount).toBe(1275.5);
    expect(
      (await sb.api.post('/api/wallet/truelink', { link: encrypt(link) }, token)).body,
    ).toEqual({
      message: 'TRUELINK_DUPLICATE',
    });
    expect(
      (await sb.api.post('/api/wallet/truelink', { link: 'bm90IGVuY3J5cHRlZA==' }, token)).body,
    ).toEqual({
      message: 'TRUELINK_INVALID',
    });
    expect(
      (await sb.api.post('/api/wallet/truelink', { link: encrypt('hello') }, token)).body,
    ).toEqual({
      message: 'TRUELINK_INVALID',
    });
  });
});

describe('slip upload', () => {
  const slipForm = (amount: string | null, blob = pngBlob(), name = 'slip.png') => {
    const form = new FormData();
    if (amount !== null) form.append('amount', amount);
    form.append('file', blob, name);
    return form;
  };

  it('stores the slip in progress, then settles SUCCESS (credited) or FAILED with a reason', async () => {
    expect((await sb.api.upload('/api/wallet/slip', slipForm('300'), token)).body).toEqual(OK);
    expect((await sb.api.upload('/api/wallet/slip', slipForm('300'), token)).body).toEqual(OK);
    const progress = await sb.api.post<SlipList>(
      '/api/statement/slip',
      { page: 1, limit: 10 },
      token,
    );
    expect(progress.body.slips[0]).toMatchObject({
      status: 'PENDING',
      amount: 300,
      note: null,
      link: null,
    });
    expect(progress.body.total).toBe(16);
    clock += SETTLE_MS - 1;
    const stillInProgress = await sb.api.post<SlipList>(
      '/api/statement/slip',
      { page: 1, limit: 2 },
      token,
    );
    expect(stillInProgress.body.slips.map((s) => s.status)).toEqual(['PENDING', 'PENDING']);
    clock += 1;
    const settled = await sb.api.post<SlipList>(
      '/api/statement/slip',
      { page: 1, limit: 2 },
      token,
    );
    expect(settled.body.slips.map((s) => [s.status, s.note])).toEqual([
      ['FAILED', 'SLIP_REFNO_DUPLICATED'],
      ['SUCCESS', null],
    ]);
    expect((await wallet()).wallet.amount).toBe(1550.5);
    const reference = settled.body.slips[1]?.reference ?? '';
    const url = await sb.api.get<{ url: string }>(
      `/api/statement/slip/reference/${reference}`,
      token,
    );
    expect(url.body.url).toMatch(/\/api\/uploads\/slips\/[0-9a-f]+\.png$/);
    const image = await fetch(url.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('no amount settles FAILED INVALID_SLIP', async () => {
    await sb.api.upload('/api/wallet/slip', slipForm(null, pngBlob(1000, 9)), token);
    clock += SETTLE_MS;
    const slips = await sb.api.post<SlipList>('/api/statement/slip', { page: 1, limit: 1 }, token);
    expect(slips.body.slips[0]).toMatchObject({ status: 'FAILED', note: 'INVALID_SLIP' });
  });

  it('refuses a missing file, a wrong type, a closed window and a file over 10 MB', async () => {
    const noFile = new FormData();
    noFile.append('amount', '100');
    expect((await sb.api.upload('/api/wallet/slip', noFile, token)).body).toEqual({
      message: 'SLIP_NO_FILE',
    });
    const text = slipForm('100', new Blob(['hello'], { type: 'text/plain' }), 'slip.txt');
    expect((await sb.api.upload('/api/wallet/slip', text, token)).body).toEqual({
      message: 'SLIP_INVALID_FILE',
    });
    const justOver = await sb.api.upload(
      '/api/wallet/slip',
      slipForm('100', pngBlob(10 * 1024 * 1024 + 1)),
      token,
    );
    expect(justOver).toEqual({ status: 413, body: { message: 'SLIP_INVALID_FILE' } });
    const farOver = await sb.api.upload(
      '/api/wallet/slip',
      slipForm('100', pngBlob(12 * 1024 * 1024)),
      token,
    );
    expect(farOver).toEqual({ status: 413, body: { message: 'SLIP_INVALID_FILE' } });
    await sb.api.post('/api/__sandbox/settings', { slipOpen: false });
    expect((await sb.api.upload('/api/wallet/slip', slipForm('100'), token)).body).toEqual({
      message: 'SLIP_UPLOAD_FAIL',
    });
    const slips = await sb.api.post<SlipList>('/api/statement/slip', { page: 1, limit: 1 }, token);
    expect(slips.body.total).toBe(14);
    expect((await sb.api.upload('/api/wallet/slip', slipForm('100'))).status).toBe(401);
  });
});
