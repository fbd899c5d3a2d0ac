import { isMediaPath, isWebUrl, telHref } from './safe-url';

describe('safe-url', () => {
  it('opens only http(s) URLs', () => {
    expect(isWebUrl('https://example.com/x')).toBe(true);
    expect(isWebUrl('http://example.com')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'tel:123',
      '//evil.example',
      '/relative',
      '',
      null,
      42,
    ]) {
      expect(isWebUrl(bad), String(bad)).toBe(false);
    }
  });

  it('takes API paths and web URLs as media, never protocol-relative or script URLs', () => {
    expect(isMediaPath('/api/uploads/chat/a.png')).toBe(true);
    expect(isMediaPath('https://cdn.example/a.png')).toBe(true);
    expect(isMediaPath('//evil.example/a.png')).toBe(false);
    expect(isMediaPath('javascript:alert(1)')).toBe(false);
  });

  it('dials only phone numbers', () => {
    expect(telHref('+66 2 123-4567')).toBe('tel:+6621234567');
    expect(telHref('021234567')).toBe('tel:021234567');
    expect(telHref('javascript:alert(1)')).toBeNull();
    expect(telHref('12')).toBeNull();
  });
});
