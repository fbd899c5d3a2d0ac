import { chatSocketUrl } from './chat-url';

describe('chatSocketUrl', () => {
  const page = 'https://wallet.example';

  it('opens no socket when PUBLIC_CHAT_URL is unset or empty', () => {
    expect(chatSocketUrl(undefined, page)).toBeNull();
    expect(chatSocketUrl('', page)).toBeNull();
    expect(chatSocketUrl('  ', page)).toBeNull();
  });

  it('same-origin is the page origin', () => {
    expect(chatSocketUrl('same-origin', page)).toBe(page);
  });

  it("takes a server's http(s) or ws(s) origin, and nothing else", () => {
    expect(chatSocketUrl('https://chat.example', page)).toBe('https://chat.example');
    expect(chatSocketUrl('https://chat.example/', page)).toBe('https://chat.example');
    expect(chatSocketUrl('http://127.0.0.1:3100', page)).toBe('http://127.0.0.1:3100');
    expect(chatSocketUrl('wss://chat.example', page)).toBe('wss://chat.example');
    expect(chatSocketUrl('https://chat.example/room', page)).toBeNull();
    expect(chatSocketUrl('javascript:alert(1)', page)).toBeNull();
    expect(chatSocketUrl('/', page)).toBeNull();
  });
});
