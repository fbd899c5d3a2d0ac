import { isMediaPath, telHref } from './chat-links';

describe('chat links', () => {
  it('takes API paths and web URLs as media, never protocol-relative or script URLs', () => {
    expect(isMediaPath('/api/uploads/chat/a.png')).toBe(true);
    expect(isMediaPath('https://cdn.example/a.png')).toBe(true);
    for (const bad of [
      '//evil.example/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '',
      null,
      42,
    ]) {
      expect(isMediaPath(bad), String(bad)).toBe(false);
    }
  });

  it('dials only phone numbers', () => {
    expect(telHref('+66 2 123-4567')).toBe('tel:+6621234567');
    expect(telHref('021234567')).toBe('tel:021234567');
    expect(telHref('javascript:alert(1)')).toBeNull();
    expect(telHref('12')).toBeNull();
  });
});
