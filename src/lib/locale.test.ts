import { intlLocale, isLocale, localeOfTag, warmUpIntl } from './locale';

describe('locale', () => {
  it('gives Intl the BCP 47 tag lo for Lao', () => {
    expect(intlLocale('la')).toBe('lo');
    expect(intlLocale('th')).toBe('th');
    expect(intlLocale('en')).toBe('en');
  });

  it("reads a BCP 47 tag back as the app's language, and nothing else", () => {
    expect(localeOfTag('lo')).toBe('la');
    expect(localeOfTag('th')).toBe('th');
    expect(localeOfTag('en')).toBe('en');
    expect(localeOfTag('la')).toBeNull();
    expect(localeOfTag('')).toBeNull();
  });

  it('accepts only the three interface languages', () => {
    expect(isLocale('la')).toBe(true);
    expect(isLocale('lo')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });

  it('starts Intl for the language the app will speak, with the tag Intl knows, in short tasks', () => {
    vi.useFakeTimers();
    const subtags = vi.spyOn(Intl.Locale.prototype, 'maximize');
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      warmUpIntl('la');
      // The first part at once, each later one in a task of its own.
      expect(subtags).toHaveBeenCalledTimes(1);
      expect(numbers).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(numbers).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(numbers).toHaveBeenCalledWith('lo');
      expect(dates).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(dates).toHaveBeenCalledWith('lo');
      vi.runAllTimers();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  it('goes on with the next part when one fails', () => {
    vi.useFakeTimers();
    vi.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(() => {
      throw new RangeError('no data');
    });
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      expect(() => warmUpIntl('th')).not.toThrow();
      vi.runAllTimers();
      expect(numbers).toHaveBeenCalledWith('th');
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
