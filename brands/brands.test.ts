import { brand as lao } from './lao';
import { brand as thai } from './thai';
import type { Brand } from './types';

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

describe.each<[string, Brand]>([
  ['thai', thai],
  ['lao', lao],
])('%s brand', (_name, brand) => {
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
    expect(brand.version).toBe('1.1.14');
    expect(brand.locales).toEqual(['th', 'la', 'en']);
    expect(brand.locales).toContain(brand.defaultLocale);
    expect(brand.englishNameBanks).toEqual(['KTB', 'TMB', 'BBL']);
    expect(brand.howto).toHaveLength(5);
    expect(brand.truelinkPublicKey).toContain('BEGIN PUBLIC KEY');
  });
});

describe('brand differences', () => {
  it('Thai: 10-digit phones, no currency choice, two recommended banks, Thai by default', () => {
    expect(thai.phone.length).toBe(10);
    expect(thai.currencies).toEqual([]);
    expect(thai.recommendedBanks).toHaveLength(2);
    expect(thai.defaultLocale).toBe('th');
  });

  it('Lao: no phone length check, LAK or BAHT, no bank hint, Lao by default', () => {
    expect(lao.phone.length).toBeNull();
    expect(lao.currencies).toEqual(['LAK', 'BAHT']);
    expect(lao.recommendedBanks).toEqual([]);
    expect(lao.defaultLocale).toBe('la');
  });
});
