import { describe, expect, it } from 'vitest';
import { laoWallet } from '../../brands/data/lao';
import { thaiWallet } from '../../brands/data/thai';
import { negotiateLanguage } from './language';

describe('negotiateLanguage', () => {
  it('reads the BCP 47 tag of Lao as the app language la', () => {
    expect(negotiateLanguage('lo-LA,lo;q=0.9', thaiWallet)).toBe('la');
    expect(negotiateLanguage('lo', thaiWallet)).toBe('la');
  });

  it('takes the preferred language by quality, then by order', () => {
    expect(negotiateLanguage('fr;q=1, en;q=0.5, th;q=0.8', laoWallet)).toBe('th');
    expect(negotiateLanguage('en-US, th', laoWallet)).toBe('en');
    expect(negotiateLanguage('TH-th', laoWallet)).toBe('th');
  });

  it('falls back to the brand default for an unknown, refused or missing language', () => {
    expect(negotiateLanguage('fr-FR,de;q=0.9', thaiWallet)).toBe('th');
    expect(negotiateLanguage('fr-FR,de;q=0.9', laoWallet)).toBe('la');
    expect(negotiateLanguage('*', laoWallet)).toBe('la');
    expect(negotiateLanguage('en;q=0', thaiWallet)).toBe('th');
    expect(negotiateLanguage(undefined, laoWallet)).toBe('la');
    expect(negotiateLanguage('', thaiWallet)).toBe('th');
  });

  it('does not read la (Latin) as Lao', () => {
    expect(negotiateLanguage('la', thaiWallet)).toBe('th');
  });

  it('answers only in one of the brand languages', () => {
    expect(negotiateLanguage('en', { locales: ['th', 'la'], defaultLocale: 'la' })).toBe('la');
  });
});
