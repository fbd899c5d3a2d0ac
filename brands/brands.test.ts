import { existsSync } from 'node:fs';
import pkg from '../package.json';
import { phoneProblem } from '../src/domain/rules/phone';
import { utcOffsetMinutes } from '../src/lib/site-days';
import { brand as built } from './brand';
import { BRAND_IDS, BRANDS, brandData, DEFAULT_BRAND_ID } from './data';
import type { BrandId, WalletBrandData } from './types';

/** Each brand's data file, as a build of that brand reads it (`wallet`) and the sandbox too. */
const files = import.meta.glob<{ wallet: WalletBrandData; sandbox: object }>('./data/*.ts', {
  eager: true,
});
const fileOf = (id: BrandId) => {
  const file = files[`./data/${id}.ts`];
  if (!file) throw new Error(`brands/data/${id}.ts is missing`);
  return file;
};
const thai = BRANDS.thai;
const lao = BRANDS.lao;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe.each(BRAND_IDS.map((id) => [id, BRANDS[id]] as const))('%s brand', (id, brand) => {
  const t = brand.theme;

  it('keeps every text colour readable (WCAG AA, 4.5:1) where it is used', () => {
    const pairs: [string, string, string][] = [
      ['text on background', t.text, t.background],
      ['text on surfaceAlt', t.text, t.surfaceAlt],
      ['muted text on surfaceAlt', t.textMuted, t.surfaceAlt],
      ['danger on surface', t.danger, t.surface],
      ['danger on surfaceAlt', t.danger, t.surfaceAlt],
      ['success on surfaceAlt', t.success, t.surfaceAlt],
      ['accent on surface', t.accent, t.surface],
      ['onPrimary on primary', t.onPrimary, t.primary],
      ['white on dangerStrong', '#ffffff', t.dangerStrong],
      ['white on successStrong', '#ffffff', t.successStrong],
    ];
    for (const [what, fg, bg] of pairs) expect(contrast(fg, bg), what).toBeGreaterThanOrEqual(4.5);
  });

  it('fills every capability the features read', () => {
    expect(brand.locales).toEqual(['th', 'la', 'en']);
    expect(brand.locales).toContain(brand.defaultLocale);
    expect(brand.englishNameBanks).toEqual(['KTB', 'TMB', 'BBL']);
    expect(brand.howto).toHaveLength(5);
    expect(brand.truelinkPublicKey).toContain('BEGIN PUBLIC KEY');
  });

  it('is one data file, brands/data/<id>.ts, naming files that exist', () => {
    const { wallet, sandbox } = fileOf(id);
    expect(brand).toEqual({ ...wallet, ...sandbox });
    expect(wallet.id).toBe(id);
    expect(brand.theme.primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(existsSync(brand.shell.logoFile), brand.shell.logoFile).toBe(true);
    expect(brand.shell.logoFile).toMatch(/^assets\/brand\/[\w-]+\.svg$/);
  });

  it('keeps site time in one IANA zone, UTC+7 all year (docs/product.md)', () => {
    expect(
      new Intl.DateTimeFormat('en', { timeZone: brand.timeZone }).resolvedOptions(),
    ).toMatchObject({ timeZone: brand.timeZone });
    for (const at of ['2025-01-15T12:00:00Z', '2025-07-15T12:00:00Z']) {
      expect(utcOffsetMinutes(Date.parse(at), brand.timeZone)).toBe(7 * 60);
    }
    expect(brand).not.toHaveProperty('utcOffsetMinutes');
  });

  it('carries no demo login or sandbox content into what the wallet reads', () => {
    const { wallet, sandbox } = fileOf(id);
    for (const field of Object.keys(sandbox)) expect(wallet).not.toHaveProperty(field);
  });

  it("has a demo member and extra logins whose phones pass the brand's own phone rule", () => {
    const data = brandData(brand.id);
    for (const login of [data.demo, ...data.extraDemoLogins]) {
      expect(phoneProblem(login.phone, brand.phone), login.phone).toBeNull();
      expect(login.password).toBe('demo1234');
    }
  });

  it('hints the phone format with X for a digit, never with a number that looks typed in', () => {
    const { placeholder, length } = brand.phone;
    expect(placeholder).toMatch(/^[0-9X ]+$/);
    // At least half the digits are X: an empty field must not look filled.
    const slots = placeholder.replace(/ /g, '');
    expect(slots.replace(/[0-9]/g, '').length).toBeGreaterThanOrEqual(slots.length / 2);
    if (length !== null) expect(slots).toHaveLength(length);
  });

  it('takes deposits only in a currency members can hold, and seeds members in one', () => {
    const held = brand.currencies.length > 0 ? brand.currencies : ['BAHT'];
    for (const account of brand.depositAccounts) expect(held).toContain(account.currency);
    for (const member of [brand.demo, ...brand.extraDemoLogins]) {
      expect(held, member.phone).toContain(member.currency);
    }
    expect(brand.depositAccounts.length).toBeGreaterThan(0);
    expect(brand.invitedPlayers.length).toBeGreaterThan(0);
  });
});

describe('the brand registry (brands/data)', () => {
  it('holds every build, each under its own id, the first one by default', () => {
    expect(BRAND_IDS).toEqual(expect.arrayContaining(['thai', 'lao']));
    for (const id of BRAND_IDS) expect(BRANDS[id].id).toBe(id);
    expect(DEFAULT_BRAND_ID).toBe(BRAND_IDS[0]);
  });

  it('refuses an id no build has, naming the ones it knows', () => {
    expect(() => brandData('khmer')).toThrow(
      `Unknown brand "khmer": expected one of ${BRAND_IDS.join(', ')}`,
    );
    expect(() => brandData('toString')).toThrow(/Unknown brand/);
  });
});

describe('the wallet brand (brands/brand.ts)', () => {
  it('is the data part of the brand being built, plus its logo', () => {
    const { logo, ...data } = built;
    expect(data).toEqual(fileOf(DEFAULT_BRAND_ID).wallet);
    expect(logo).toEqual(expect.any(String));
  });
});

describe('the app version', () => {
  it('comes from package.json alone, through the build-time define', () => {
    expect(import.meta.env.APP_VERSION).toBe(pkg.version);
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    for (const brand of Object.values(BRANDS)) expect(brand).not.toHaveProperty('version');
  });
});

describe('brand differences', () => {
  it('Thai: 10-digit phones, no currency choice, two recommended banks, Thai by default', () => {
    expect(thai.phone).toMatchObject({ country: 'TH', length: 10 });
    expect(thai.currencies).toEqual([]);
    expect(thai.recommendedBanks).toHaveLength(2);
    expect(thai.defaultLocale).toBe('th');
  });

  it('Lao: Lao mobiles (no fixed length), LAK or BAHT, no bank hint, Lao by default', () => {
    expect(lao.phone).toMatchObject({ country: 'LA', length: null });
    expect(lao.currencies).toEqual(['LAK', 'BAHT']);
    expect(lao.recommendedBanks).toEqual([]);
    expect(lao.defaultLocale).toBe('la');
  });

  it('Lao lists the Lao banks before the Thai banks and takes LAK deposits at BCEL; Thai has no local bank', () => {
    expect(lao.localBanks.slice(0, 4)).toEqual(['BCEL', 'LDB', 'APB', 'JDB']);
    expect(lao.localBanks).toEqual(expect.arrayContaining(['LVB', 'IDCB', 'STB', 'BIC', 'MJBL']));
    expect(lao.depositAccounts[0]).toMatchObject({ bankCode: 'BCEL', currency: 'LAK' });
    expect(thai.localBanks).toEqual([]);
    expect(thai.depositAccounts.map((account) => account.currency)).toEqual([
      'BAHT',
      'BAHT',
      'BAHT',
    ]);
  });
});
