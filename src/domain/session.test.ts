// @vitest-environment jsdom
import { initialLocale } from './session';

describe('initialLocale', () => {
  afterEach(() => localStorage.clear());

  it("is the brand's default when the player has chosen no language", () => {
    expect(initialLocale('la')).toBe('la');
    expect(initialLocale('th')).toBe('th');
  });

  it('is the stored choice when it is one of the languages', () => {
    localStorage.setItem('locale', 'en');
    expect(initialLocale('la')).toBe('en');
  });

  it('ignores a stored value that is not a language', () => {
    localStorage.setItem('locale', 'fr');
    expect(initialLocale('la')).toBe('la');
  });
});
