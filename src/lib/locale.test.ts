import { intlLocale, isLocale } from './locale';

describe('locale', () => {
  it('gives Intl the BCP 47 tag lo for Lao', () => {
    expect(intlLocale('la')).toBe('lo');
    expect(intlLocale('th')).toBe('th');
    expect(intlLocale('en')).toBe('en');
  });

  it('accepts only the three interface languages', () => {
    expect(isLocale('la')).toBe(true);
    expect(isLocale('lo')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
