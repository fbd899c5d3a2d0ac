import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../src/api/feature-names';
import type {
  ActiveLookup,
  ContactLookup,
  DepositLookup,
  LookupBank,
  NoticeLookup,
  SlipLookup,
  WalletResult,
} from '../../src/api/types';
import { SANDBOX_FEATURES } from '../lib/features';
import { DEMO, OTHER_MEMBER, startSandbox, type TestSandbox } from './helpers';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

describe('lookups', () => {
  it('banks: code, nameTH, nameEN of the Thai banks', async () => {
    const { status, body } = await sb.api.get<LookupBank[]>('/api/lookup/banks');
    expect(status).toBe(200);
    expect(body.map((bank) => bank.code)).toEqual(expect.arrayContaining(['KBANK', 'KTB', 'SCB']));
    for (const bank of body) expect(Object.keys(bank).sort()).toEqual(['code', 'nameEN', 'nameTH']);
    expect(body.some((bank) => bank.code === 'BCEL')).toBe(false);
  });

  it('deposit: banks with providers, wallets, isManual; KBANK once, as a bank account', async () => {
    const { body } = await sb.api.get<DepositLookup>('/api/lookup/deposit');
    expect(body.isManual).toBe(false);
    expect(body.wallets[0]).toEqual({ mode: 'AUTO', walletAccountName: expect.any(String) });
    const kbanks = body.banks.filter((bank) => bank.bankCode === 'KBANK');
    expect(kbanks).toHaveLength(1);
    expect(kbanks[0]).toMatchObject({
      bankType: 'BANK',
      mode: 'AUTO',
      bank: { nameTH: expect.any(String) },
    });
    expect(body.banks.filter((bank) => bank.bankType === 'PAYMENT').map((b) => b.bankCode)).toEqual(
      ['WW', 'PAYTIMZ'],
    );
  });

  it("deposit: the site's accounts, the auto-deposit one included, are not a member's own", async () => {
    const { banks } = (await sb.api.get<DepositLookup>('/api/lookup/deposit')).body;
    const siteNumbers = banks.map((bank) => bank.bankAccountNo);
    expect(banks.find((bank) => bank.mode === 'AUTO')?.bankAccountNo).toBeTruthy();
    for (const member of [DEMO, OTHER_MEMBER]) {
      const token = await sb.api.login(member);
      const { bankAccount } = (await sb.api.get<WalletResult>('/api/wallet', token)).body;
      expect(siteNumbers).not.toContain(bankAccount.bankAccountNo);
    }
  });

  it('conditions, agreements, info, notice, contact, withdraw, sources', async () => {
    const conditions = await sb.api.get<{ conditions: string[] }>('/api/lookup/conditions');
    expect(conditions.body.conditions[0]).toMatch(/<h3>.*<ul>/);
    const agreements = await sb.api.get<string[]>('/api/lookup/agreements');
    expect(agreements.body.length).toBeGreaterThan(0);
    expect((await sb.api.get('/api/lookup/info')).body).toEqual({
      name: 'Siam Wallet',
      website: expect.any(String),
    });
    const notice = await sb.api.get<NoticeLookup>('/api/lookup/notice');
    expect(notice.body.notice).toContain('%percentFail%');
    const contact = await sb.api.get<ContactLookup>('/api/lookup/contact');
    expect(contact.body).toEqual({
      contactText: expect.any(String),
      lineLink: expect.stringMatching(/^https:\/\//),
      lineName: expect.any(String),
      lineQR: '/api/media/line-qr.svg',
    });
    expect((await sb.api.get('/api/lookup/withdraw')).body).toEqual({
      withdrawMin: 100,
      withdrawMax: 50000,
    });
    const sources =
      await sb.api.get<{ code: string; description: string }[]>('/api/lookup/sources');
    expect(sources.body[0]).toEqual({ code: expect.any(String), description: expect.any(String) });
  });

  it('slip, active, registerOTP, enableChatWidget follow the sandbox settings', async () => {
    expect((await sb.api.get<SlipLookup>('/api/lookup/slip')).body).toEqual({
      isOpen: true,
      closeStart: '23:00',
      closeEnd: '00:30',
    });
    expect((await sb.api.get<ActiveLookup>('/api/lookup/active')).body).toEqual({
      terminated: false,
    });
    expect((await sb.api.get('/api/lookup/registerOTP')).body).toEqual({ registerOTP: true });
    expect((await sb.api.get('/api/lookup/enableChatWidget')).body).toEqual({
      enableChatWidget: true,
    });

    const set = await sb.api.post('/api/__sandbox/settings', {
      registerOTP: false,
      enableChatWidget: false,
      slipOpen: false,
    });
    expect(set.status).toBe(200);
    expect((await sb.api.get('/api/lookup/registerOTP')).body).toEqual({ registerOTP: false });
    expect((await sb.api.get('/api/lookup/enableChatWidget')).body).toEqual({
      enableChatWidget: false,
    });
    expect((await sb.api.get<SlipLookup>('/api/lookup/slip')).body.isOpen).toBe(false);
    await sb.reset();
    expect((await sb.api.get('/api/lookup/registerOTP')).body).toEqual({ registerOTP: true });
  });

  it('features: announces what the sandbox implements, or answers 404 as a backend without them', async () => {
    const on = await sb.api.get<{ features: string[] }>('/api/lookup/features');
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ features: [...SANDBOX_FEATURES] });
    for (const name of on.body.features) expect(FEATURES).toContain(name);

    await sb.api.post('/api/__sandbox/settings', { features: false });
    const off = await sb.api.get('/api/lookup/features');
    expect(off.status).toBe(404);
    expect(off.body).toEqual({ message: 'NO_DATA' });
    await sb.reset();
    expect((await sb.api.get('/api/lookup/features')).status).toBe(200);
  });

  it('terminated: lookup/active says gone and other calls answer {message: "gone"}', async () => {
    await sb.api.post('/api/__sandbox/settings', { terminated: true });
    expect((await sb.api.get('/api/lookup/active')).body).toEqual({ terminated: 'gone' });
    const other = await sb.api.get('/api/lookup/banks');
    expect(other.status).toBe(410);
    expect(other.body).toEqual({ message: 'gone' });
    await sb.api.post('/api/__sandbox/settings', { terminated: false });
    expect((await sb.api.get('/api/lookup/banks')).status).toBe(200);
  });

  it('settings refuses unknown keys and non-booleans', async () => {
    expect((await sb.api.post('/api/__sandbox/settings', { nope: true })).body).toEqual({
      message: 'KEY_INVALID',
    });
    expect((await sb.api.post('/api/__sandbox/settings', { slipOpen: 'yes' })).status).toBe(400);
  });
});

describe('wire format', () => {
  it('unknown /api path answers 404 NO_DATA', async () => {
    const reply = await sb.api.get('/api/nothing/here');
    expect(reply).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });

  it('malformed JSON answers 400 KEY_INVALID, oversized JSON 413 before parsing', async () => {
    const bad = await fetch(`${sb.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username": ',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'KEY_INVALID' });
    const big = await fetch(`${sb.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(200_000), password: 'y' }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'KEY_INVALID' });
  });

  it('a body that is not an object answers KEY_INVALID', async () => {
    const reply = await sb.api.post('/api/login', ['0812345678']);
    expect(reply).toEqual({ status: 400, body: { message: 'KEY_INVALID' } });
  });

  it('member calls without or with an unknown token answer 401 invalid-token', async () => {
    expect(await sb.api.get('/api/wallet')).toEqual({
      status: 401,
      body: { message: 'invalid-token' },
    });
    expect(await sb.api.get('/api/wallet', 'not-a-token')).toEqual({
      status: 401,
      body: { message: 'invalid-token' },
    });
  });
});

describe('media', () => {
  it('serves how-to videos with range support', async () => {
    const whole = await fetch(`${sb.url}/api/media/howto/wallet.mp4`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThan(200 * 1024);
    const part = await fetch(`${sb.url}/api/media/howto/end-bonus.mp4`, {
      headers: { Range: 'bytes=0-99' },
    });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    for (const name of ['enter-game', 'check-balance', 'receive-bonus']) {
      expect(
        (await fetch(`${sb.url}/api/media/howto/${name}.mp4`, { method: 'HEAD' })).status,
      ).toBe(200);
    }
    expect((await fetch(`${sb.url}/api/media/howto/..%2f..%2fpackage.json`)).status).toBe(404);
  });

  it('game card backgrounds are art only: the card draws the name once, no category watermark', async () => {
    for (const code of ['pg', 'betflix', 'huayhd']) {
      const art = await (await fetch(`${sb.url}/api/media/games/${code}/background.svg`)).text();
      expect(art, code).toMatch(/^<svg/);
      expect(art, code).not.toContain('<text');
    }
  });

  it('bonus banners are art only: the card draws the code over them, not the art', async () => {
    const art = await (await fetch(`${sb.url}/api/media/bonus/DAILY50.svg`)).text();
    expect(art).toMatch(/^<svg/);
    expect(art).not.toContain('<text');
  });

  it('serves generated images: game logos, banners, line QR, slips, bonus banners', async () => {
    for (const path of [
      '/api/media/games/pg/logo.svg',
      '/api/media/games/betflix/background.svg',
      '/api/media/banners/invite-1.svg',
      '/api/media/bonus/DAILY50.svg',
      '/api/media/slips/01SL1000.svg',
      '/api/media/chat/poster.svg',
    ]) {
      const reply = await fetch(sb.url + path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('content-type')).toBe('image/svg+xml');
    }
    const qr = await (await fetch(`${sb.url}/api/media/line-qr.svg`)).text();
    expect(qr).toMatch(/^<svg[\s\S]*<path/);
    const game = await fetch(`${sb.url}/api/media/game.html?game=pg&user=<b>`);
    const html = await game.text();
    expect(html).toContain('PG Soft');
    expect(html).not.toContain('<b>');
  });
});
