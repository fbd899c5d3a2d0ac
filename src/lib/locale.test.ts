import { intlLocale, isLocale, warmUpIntl } from './locale';

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

  it('starts Intl for the language the app will speak, with the tag Intl knows', () => {
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    warmUpIntl('la');
    expect(asked).toHaveBeenCalledWith('lo');
    asked.mockRestore();
  });
});
