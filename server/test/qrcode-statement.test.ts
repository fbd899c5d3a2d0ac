import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AutoLoginResult,
  GameCredentials,
  QrCodeActive,
  QrCodeState,
  SlipList,
  StatementList,
} from '../../src/api/types';
import { startSandbox, type TestSandbox } from './helpers';

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

describe('QR codes', () => {
  it('create gives a real SVG QR with expireIn 5 minutes ahead; GET reads it; DELETE drops it', async () => {
    expect((await sb.api.get('/api/qrcode/KBANK', token)).body).toEqual({ hasQrcode: false });
    const before = Date.now();
    const created = await sb.api.post<QrCodeActive>('/api/qrcode/KBANK', { amount: 10 }, token);
    expect(created.body).toEqual({
      qrcodeId: expect.any(String),
      hasQrcode: true,
      qrcode: expect.stringMatching(/^<svg[\s\S]*<\/svg>\s*$/),
      amount: 10,
      expireIn: expect.any(Number),
    });
    expect(created.body.expireIn - before).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
    expect(created.body.expireIn - before).toBeLessThanOrEqual(5 * 60_000 + 1000);
    const read = await sb.api.get<QrCodeState>('/api/qrcode/KBANK', token);
    expect(read.body).toMatchObject({ hasQrcode: true, qrcodeId: created.body.qrcodeId });
    expect((await sb.api.del(`/api/qrcode/${created.body.qrcodeId}`, token)).body).toEqual({
      success: true,
      message: 'SUCCESS',
    });
    expect((await sb.api.get('/api/qrcode/KBANK', token)).body).toEqual({ hasQrcode: false });
    expect((await sb.api.del(`/api/qrcode/${created.body.qrcodeId}`, token)).body).toEqual({
      message: 'NO_DATA',
    });
  });

  it('minimums per provider: KBANK 1, WW 100, PAYTIMZ 10', async () => {
    const create = (provider: string, amount: number) =>
      sb.api.post<QrCodeState>(`/api/qrcode/${provider}`, { amount }, token);
    expect((await create('KBANK', 0.5)).body).toEqual({ hasQrcode: false, message: 'QR_FAIL' });
    expect((await create('WW', 99.99)).body).toEqual({ hasQrcode: false, message: 'QR_FAIL' });
    expect((await create('WW', 100)).body.hasQrcode).toBe(true);
    expect((await create('PAYTIMZ', 9)).body).toEqual({ hasQrcode: false, message: 'QR_FAIL' });
    expect((await create('PAYTIMZ', 10)).body.hasQrcode).toBe(true);
    expect((await create('BOGUS', 10)).body).toEqual({ message: 'KEY_INVALID' });
    expect((await sb.api.post('/api/qrcode/KBANK', {}, token)).body).toEqual({
      message: 'KEY_MISSING',
    });
  });

  it('creating a code for one provider cancels the others', async () => {
    await sb.api.post('/api/qrcode/WW', { amount: 200 }, token);
    await sb.api.post('/api/qrcode/KBANK', { amount: 20 }, token);
    expect((await sb.api.get('/api/qrcode/WW', token)).body).toEqual({ hasQrcode: false });
    expect((await sb.api.get<QrCodeState>('/api/qrcode/KBANK', token)).body.hasQrcode).toBe(true);
  });

  it('an expired code reads as none', async () => {
    const created = await sb.api.post<QrCodeActive>('/api/qrcode/KBANK', { amount: 10 }, token);
    sb.server.sandbox.db
      .prepare('UPDATE qrcodes SET expires_at = ? WHERE id = ?')
      .run(Date.now() - 1, created.body.qrcodeId);
    expect((await sb.api.get('/api/qrcode/KBANK', token)).body).toEqual({ hasQrcode: false });
  });
});

describe('auto login', () => {
  it('username-only and username+password games return a link', async () => {
    const pg = await sb.api.get<GameCredentials>('/api/wallet/account/pg', token);
    const link = await sb.api.get<AutoLoginResult>(`/api/autoLogin/pg/${pg.body.username}`, token);
    expect(link.body.link).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/media\/game\.html\?game=pg&user=/,
    );
    expect((await fetch(link.body.link)).status).toBe(200);
    const amb = await sb.api.get<GameCredentials>('/api/wallet/account/askmebet', token);
    const ambLink = await sb.api.get<AutoLoginResult>(
      `/api/autoLogin/askmebet/${amb.body.username}/${amb.body.password}`,
      token,
    );
    expect(ambLink.status).toBe(200);
  });

  it('refuses wrong credentials, a missing password, inactive and unknown games', async () => {
    const amb = await sb.api.get<GameCredentials>('/api/wallet/account/askmebet', token);
    expect((await sb.api.get(`/api/autoLogin/askmebet/${amb.body.username}`, token)).body).toEqual({
      message: 'KEY_MISSING',
    });
    expect(
      (await sb.api.get(`/api/autoLogin/askmebet/${amb.body.username}/wrong`, token)).body,
    ).toEqual({ message: 'WRONG_CREDENTIAL' });
    expect((await sb.api.get('/api/autoLogin/pg/someone', token)).body).toEqual({
      message: 'WRONG_CREDENTIAL',
    });
    expect((await sb.api.get('/api/autoLogin/areaslot/x', token)).body).toEqual({
      message: 'SLOT_NO_ACCOUNT',
    });
    expect((await sb.api.get('/api/autoLogin/ufabet/x', token)).body).toEqual({
      message: 'NO_GAME',
    });
    expect((await sb.api.get('/api/autoLogin/pg/x')).status).toBe(401);
  });
});

describe('statement', () => {
  it('pages with total; every statementType and status; linked descriptions', async () => {
    const page1 = await sb.api.post<StatementList>('/api/statement', { page: 1, limit: 10 }, token);
    expect(page1.body.total).toBe(24);
    expect(page1.body.statements).toHaveLength(10);
    expect(page1.body.statements[0]).toEqual({
      _id: expect.any(String),
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'KBANK',
      to: 'WALLET',
      amount: 500,
      createdAt: expect.any(String),
    });
    const all = await sb.api.post<StatementList>('/api/statement', { page: 1, limit: 100 }, token);
    const statements = all.body.statements;
    expect(new Set(statements.map((s) => s.statementType))).toEqual(
      new Set(['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer']),
    );
    expect(new Set(statements.map((s) => s.status))).toEqual(
      new Set(['SUCCESS', 'FAILED', 'PENDING']),
    );
    for (const link of ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'] as const) {
      expect(
        statements.some((s) => typeof s[link]?.description === 'string'),
        link,
      ).toBe(true);
    }
    const page3 = await sb.api.post<StatementList>('/api/statement', { page: 3, limit: 10 }, token);
    expect(page3.body.statements).toHaveLength(4);
    expect((await sb.api.post('/api/statement', { page: 1, limit: 1000 }, token)).body).toEqual({
      message: 'KEY_INVALID',
    });
  });

  it('slips: paged, every status, every reason code, reference url', async () => {
    const slips = await sb.api.post<SlipList>(
      '/api/statement/slip',
      { page: 1, limit: 100 },
      token,
    );
    expect(slips.body.total).toBe(14);
    expect(new Set(slips.body.slips.map((s) => s.status))).toEqual(
      new Set(['SUCCESS', 'FAILED', 'PENDING']),
    );
    expect(slips.body.slips.filter((s) => s.note).length).toBe(11);
    expect(slips.body.slips.some((s) => s.link)).toBe(true);
    const page = await sb.api.post<SlipList>('/api/statement/slip', { page: 2, limit: 10 }, token);
    expect(page.body.slips).toHaveLength(4);
    const reference = slips.body.slips[0]?.reference;
    const url = await sb.api.get<{ url: string }>(
      `/api/statement/slip/reference/${reference}`,
      token,
    );
    expect(url.body.url).toMatch(/\/api\/media\/slips\/.+\.svg$/);
    expect((await sb.api.get('/api/statement/slip/reference/NOPE', token)).body).toEqual({
      message: 'NO_DATA',
    });
  });
});
