// @vitest-environment jsdom
import { chatMediaUrl, isMediaPath } from './chat-links';

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

  it('resolves an API path against the API host', () => {
    expect(chatMediaUrl('/api/uploads/chat/a.png')).toBe(
      'http://localhost:3000/api/uploads/chat/a.png',
    );
  });
});
