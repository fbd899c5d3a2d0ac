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

  it('loads Intl for the language the app will speak in a worker, with the tag Intl knows', () => {
    const sent: unknown[] = [];
    const scripts: string[] = [];
    class FakeWorker {
      constructor(url: string) {
        scripts.push(url);
      }
      postMessage(message: unknown) {
        sent.push(message);
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    const createObjectURL = vi.fn(() => 'blob:warm-up');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL });
    warmUpIntl('la');
    vi.unstubAllGlobals();
    revoke.mockRestore();
    expect(scripts).toEqual(['blob:warm-up']);
    expect(sent).toEqual(['lo']);
  });
});
