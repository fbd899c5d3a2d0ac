import { describe, expect, it } from 'vitest';
import { brandWith } from '../../brands/data';
import { negotiateLanguage } from './language';

const inThai = brandWith((brand) => brand.defaultLocale === 'th', 'speaks Thai by default');
const inLao = brandWith((brand) => brand.defaultLocale === 'la', 'speaks Lao by default');

describe('negotiateLanguage', () => {
  it('reads the BCP 47 tag of Lao as the app language la', () => {
    expect(negotiateLanguage('lo-LA,lo;q=0.9', inThai)).toBe('la');
    expect(negotiateLanguage('lo', inThai)).toBe('la');
  });

  it('takes the preferred language by quality, then by order', () => {
    expect(negotiateLanguage('fr;q=1, en;q=0.5, th;q=0.8', inLao)).toBe('th');
    expect(negotiateLanguage('en-US, th', inLao)).toBe('en');
    expect(negotiateLanguage('TH-th', inLao)).toBe('th');
  });

  it('falls back to the brand default for an unknown, refused or missing language', () => {
    expect(negotiateLanguage('fr-FR,de;q=0.9', inThai)).toBe('th');
    expect(negotiateLanguage('fr-FR,de;q=0.9', inLao)).toBe('la');
    expect(negotiateLanguage('*', inLao)).toBe('la');
    expect(negotiateLanguage('en;q=0', inThai)).toBe('th');
    expect(negotiateLanguage(undefined, inLao)).toBe('la');
    expect(negotiateLanguage('', inThai)).toBe('th');
  });

  it('does not read la (Latin) as Lao', () => {
    expect(negotiateLanguage('la', inThai)).toBe('th');
  });

  it('answers only in one of the brand languages', () => {
    expect(negotiateLanguage('en', { locales: ['th', 'la'], defaultLocale: 'la' })).toBe('la');
  });
});
