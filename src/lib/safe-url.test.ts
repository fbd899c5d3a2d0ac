// @vitest-environment jsdom
import { allowPlainHttp, backendIsPlainHttp, safeHttpUrl, telUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it('returns http and https URLs', () => {
    expect(safeHttpUrl('https://slips.example/view?id=1')).toBe('https://slips.example/view?id=1');
    expect(safeHttpUrl('http://127.0.0.1:3100/api/uploads/slips/a.jpg')).toBe(
      'http://127.0.0.1:3100/api/uploads/slips/a.jpg',
    );
    expect(safeHttpUrl('  HTTPS://Slips.Example/a  ')).toBe('https://slips.example/a');
  });

  it('refuses every other scheme, however it is written', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://site.example/0f1e',
      'ftp://files.example/slip.jpg',
      'intent://scan/#Intent;scheme=zxing;end',
    ]) {
      expect(safeHttpUrl(url), url).toBeNull();
    }
  });

  it('refuses empty, missing and unparsable values', () => {
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl('   ')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
    expect(safeHttpUrl('http://')).toBeNull();
  });

  it('takes a path only against a base, and the base cannot smuggle a scheme in', () => {
    expect(safeHttpUrl('/api/media/slips/SL1.svg')).toBeNull();
    expect(safeHttpUrl('/api/media/slips/SL1.svg', 'https://wallet.example/user/home')).toBe(
      'https://wallet.example/api/media/slips/SL1.svg',
    );
    // An absolute URL ignores the base; its own scheme decides.
    expect(safeHttpUrl('javascript:alert(1)', 'https://wallet.example/')).toBeNull();
    expect(safeHttpUrl('//cdn.example/slip.png', 'https://wallet.example/')).toBe(
      'https://cdn.example/slip.png',
    );
  });
});

describe('plain http', () => {
  afterEach(() => allowPlainHttp(backendIsPlainHttp('', window.location.href)));

  it('is allowed only where the backend itself is plain http (development)', () => {
    expect(backendIsPlainHttp('http://127.0.0.1:3100', 'https://wallet.example/')).toBe(true);
    expect(backendIsPlainHttp('', 'http://localhost:3000/login')).toBe(true);
    expect(backendIsPlainHttp('https://api.example', 'http://localhost:3000/')).toBe(false);
    expect(backendIsPlainHttp('', 'https://wallet.example/login')).toBe(false);
  });

  it('is refused behind an https backend', () => {
    allowPlainHttp(false);
    expect(safeHttpUrl('http://game.example/play')).toBeNull();
    expect(safeHttpUrl('https://game.example/play')).toBe('https://game.example/play');
  });
});

describe('telUrl', () => {
  it('dials a phone number only', () => {
    expect(telUrl('+66 81-234-5678')).toBe('tel:+66812345678');
    expect(telUrl('javascript:alert(1)')).toBeNull();
    expect(telUrl(42)).toBeNull();
  });
});
