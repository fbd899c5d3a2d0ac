import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QrCodeActive, StatementList, WalletResult } from '../../src/api/types';
import { roundSatang } from '../../src/domain/rules/money';
import { OTHER_MEMBER, startSandbox, type TestSandbox } from './helpers';

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

const satang = roundSatang;
const mainWallet = async (who = token) =>
  satang((await sb.api.get<WalletResult>('/api/wallet', who)).body.wallet.amount);
const statements = async (who = token) =>
  (await sb.api.post<StatementList>('/api/statement', { page: 1, limit: 100 }, who)).body;
const create = async (provider: string, amount: number) =>
  (await sb.api.post<QrCodeActive>(`/api/qrcode/${provider}`, { amount }, token)).body;
const pay = (qrcodeId: string) => sb.api.post(`/api/__sandbox/qrcode/${qrcodeId}/pay`);

describe('paying a QR code (development control)', () => {
  it('credits the main wallet by the amount with one deposit statement, and the code stops being live', async () => {
    const before = await mainWallet();
    const { total } = await statements();
    const code = await create('PAYTIMZ', 123.45);
    const paid = await pay(code.qrcodeId);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      success: true,
      message: 'SUCCESS',
      qrcodeId: code.qrcodeId,
      amount: 123.45,
    });
    expect(await mainWallet()).toBe(before + 12_345);
    const after = await statements();
    expect(after.total).toBe(total + 1);
    expect(after.statements[0]).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'PAYTIMZ',
      to: 'WALLET',
      amount: 123.45,
    });
    expect((await sb.api.get('/api/qrcode/PAYTIMZ', token)).body).toEqual({ hasQrcode: false });
  });

  it('pays once: a second pay answers an error and changes nothing', async () => {
    const code = await create('KBANK', 10);
    expect((await pay(code.qrcodeId)).status).toBe(200);
    const balance = await mainWallet();
    const { total } = await statements();
    const again = await pay(code.qrcodeId);
    expect(again).toEqual({ status: 409, body: { message: 'NO_DATA' } });
    expect(await mainWallet()).toBe(balance);
    expect((await statements()).total).toBe(total);
  });

  it('simultaneous pays of one code credit it once', async () => {
    const before = await mainWallet();
    const code = await create('WW', 100);
    const replies = await Promise.all(Array.from({ length: 8 }, () => pay(code.qrcodeId)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(7);
    expect(await mainWallet()).toBe(before + 10_000);
  });

  it('a paid code cannot be cancelled, and creating another code leaves it paid', async () => {
    const code = await create('KBANK', 20);
    await pay(code.qrcodeId);
    expect((await sb.api.del(`/api/qrcode/${code.qrcodeId}`, token)).body).toEqual({
      message: 'NO_DATA',
    });
    await create('WW', 100);
    expect((await pay(code.qrcodeId)).status).toBe(409);
  });

  it('refuses unknown, cancelled and expired codes without moving money', async () => {
    const before = await mainWallet();
    expect(await pay('nope')).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    const cancelled = await create('KBANK', 10);
    await sb.api.del(`/api/qrcode/${cancelled.qrcodeId}`, token);
    expect((await pay(cancelled.qrcodeId)).status).toBe(404);
    // Creating a code for another provider cancels this one (one live code per member).
    const replaced = await create('KBANK', 10);
    await create('PAYTIMZ', 10);
    expect((await pay(replaced.qrcodeId)).status).toBe(404);
    const expired = await create('WW', 100);
    sb.server.sandbox.db
      .prepare('UPDATE qrcodes SET expires_at = ? WHERE id = ?')
      .run(Date.now() - 1, expired.qrcodeId);
    expect((await pay(expired.qrcodeId)).status).toBe(404);
    expect(await mainWallet()).toBe(before);
  });

  it('credits the member who created the code, not another one', async () => {
    const other = await sb.api.login(OTHER_MEMBER);
    const otherBefore = await mainWallet(other);
    const code = await create('KBANK', 50);
    const before = await mainWallet();
    await pay(code.qrcodeId);
    expect(await mainWallet()).toBe(before + 5_000);
    expect(await mainWallet(other)).toBe(otherBefore);
  });
});
