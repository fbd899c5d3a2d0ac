import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandWith } from '../../brands/data';
import type {
  Banner,
  Bonus,
  ContactLookup,
  LookupSource,
  NoticeLookup,
  Promotion,
  RefundCheck,
  SpinSetup,
} from '../../src/api/types';
import { STORED_TEXTS } from '../fixtures/stored-texts';
import { login, startSandbox, type TestSandbox } from './helpers';

/**
 * docs/api.md#language: the texts the sandbox owns answer in the Accept-Language; without
 * one, in the brand's default language (a sandbox of each).
 */
let sbTh: TestSandbox;
let sbLa: TestSandbox;
let tokenTh: string;
beforeAll(async () => {
  const inThai = brandWith((b) => b.defaultLocale === 'th', 'speaks Thai first');
  const inLao = brandWith((b) => b.defaultLocale === 'la', 'speaks Lao first');
  [sbTh, sbLa] = await Promise.all([
    startSandbox({ brand: inThai }),
    startSandbox({ brand: inLao }),
  ]);
  tokenTh = await sbTh.api.login(login(inThai.demo));
  await sbTh.api.post('/api/__sandbox/settings', {
    inviteBanners: true,
    refundBanners: true,
    spinActive: true,
  });
});
afterAll(async () => {
  await Promise.all([sbTh.close(), sbLa.close()]);
});

async function getIn<T>(sb: TestSandbox, path: string, language?: string, token?: string) {
  const headers: Record<string, string> = { 'X-Requester': 'wallet-user' };
  if (language !== undefined) headers['Accept-Language'] = language;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(sb.url + path, { headers });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const LAO_SCRIPT = /[\u0E80-\u0EFF]/;
const THAI_SCRIPT = /[\u0E00-\u0E7F]/;
const NON_LATIN = /[\u0E00-\u0EFF]/;

describe('answers in the player language', () => {
  it('gives the agreement and the conditions in Lao for lo-LA,lo;q=0.9', async () => {
    const agreements = await getIn<string[]>(sbTh, '/api/lookup/agreements', 'lo-LA,lo;q=0.9');
    expect(agreements.join('')).toMatch(LAO_SCRIPT);
    expect(agreements.join('')).not.toContain('Terms of use');
    const { conditions } = await getIn<{ conditions: string[] }>(
      sbTh,
      '/api/lookup/conditions',
      'lo',
    );
    expect(conditions[0]).toContain('<h3>ການຝາກເງິນ</h3>');
  });

  it('gives English for en, Thai for th', async () => {
    const english = await getIn<string[]>(sbTh, '/api/lookup/agreements', 'en-US,en;q=0.9');
    expect(english[0]).toContain('Terms of use');
    expect(english.join('')).not.toMatch(NON_LATIN);
    const textTh = await getIn<string[]>(sbLa, '/api/lookup/agreements', 'th');
    expect(textTh[0]).toMatch(THAI_SCRIPT);
  });

  it("falls back to the brand's default language for an unknown or missing one", async () => {
    expect((await getIn<string[]>(sbTh, '/api/lookup/agreements', 'fr-FR'))[0]).toContain(
      'ข้อกำหนดการใช้งาน',
    );
    expect((await getIn<string[]>(sbLa, '/api/lookup/agreements', 'fr-FR'))[0]).toContain(
      'ຂໍ້ກຳນົດການນຳໃຊ້',
    );
    expect((await getIn<string[]>(sbLa, '/api/lookup/agreements'))[0]).toContain('ຂໍ້ກຳນົດການນຳໃຊ້');
  });

  it('translates sources, contact text and notice, and keeps the source codes', async () => {
    const sources = await getIn<LookupSource[]>(sbTh, '/api/lookup/sources', 'th');
    expect(sources.find((s) => s.code === 'FRIEND')?.description).toBe('เพื่อนแนะนำ');
    expect(sources.find((s) => s.code === 'OTHER')?.description).toBe('อื่น ๆ');
    const contact = await getIn<ContactLookup>(sbTh, '/api/lookup/contact', 'en');
    expect(contact.contactText).not.toMatch(NON_LATIN);
    const contactLa = await getIn<ContactLookup>(sbTh, '/api/lookup/contact', 'lo');
    expect(contactLa.contactText).toMatch(LAO_SCRIPT);
    expect(contactLa.contactText).not.toMatch(/[A-Za-z]/);
    const notice = await getIn<NoticeLookup>(sbTh, '/api/lookup/notice', 'lo');
    expect(notice.notice).toMatch(LAO_SCRIPT);
    expect(notice.notice).toContain('%percentFail%');
  });

  it('translates the refund line, the banners, bonuses, promotions and the spin wheel', async () => {
    const check = await getIn<RefundCheck>(sbTh, '/api/refund/check', 'lo', tokenTh);
    expect(check.info).toMatch(LAO_SCRIPT);
    const english = await getIn<RefundCheck>(sbTh, '/api/refund/check', 'en', tokenTh);
    expect(english.info).not.toMatch(NON_LATIN);
    for (const path of ['/api/invite/banners', '/api/refund/banners']) {
      const banners = await getIn<Banner[]>(sbTh, path, 'th', tokenTh);
      expect(banners.length).toBeGreaterThan(0);
      for (const banner of banners) expect(banner.html).toMatch(THAI_SCRIPT);
    }
    const bonuses = await getIn<Bonus[]>(sbTh, '/api/bonus', 'lo', tokenTh);
    for (const bonus of bonuses) {
      for (const banner of bonus.banners) expect(banner.html).toMatch(LAO_SCRIPT);
    }
    const promotion = await getIn<Promotion>(sbTh, '/api/promotion/current', 'th', tokenTh);
    expect(promotion.description).toMatch(THAI_SCRIPT);
    const spin = await getIn<SpinSetup>(sbTh, '/api/spinwheel/setup', 'lo', tokenTh);
    expect(spin.result.activeSpinwheel?.name).toMatch(LAO_SCRIPT);
    for (const slice of spin.result.activeSpinwheel?.slices ?? []) {
      expect(slice.htmlDescription).toMatch(LAO_SCRIPT);
    }
  });

  it('has a translation for every text the seed stores', () => {
    const stored = collectStoredTexts();
    expect(stored.length).toBeGreaterThan(10);
    for (const text of stored) expect(STORED_TEXTS.has(text), text).toBe(true);
  });
});

/** The stored texts the answers translate, as the seeded database holds them. */
function collectStoredTexts(): string[] {
  const { db } = sbTh.server.sandbox;
  return [
    ...db.prepare<[], { t: string }>('SELECT html AS t FROM banners').all(),
    ...db.prepare<[], { t: string }>('SELECT html AS t FROM bonus_banners').all(),
    ...db.prepare<[], { t: string }>('SELECT description AS t FROM bonuses').all(),
    ...db.prepare<[], { t: string }>('SELECT description AS t FROM promotions').all(),
  ].map((row) => row.t);
}
