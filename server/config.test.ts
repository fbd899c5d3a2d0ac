import { resolve } from 'node:path';
import { parsePublicOrigin, sandboxConfig } from './config';

describe('sandboxConfig (npm run sandbox, npm start)', () => {
  it('gives each brand its own database file and upload folder', () => {
    const thai = sandboxConfig({ BRAND: 'thai' });
    const lao = sandboxConfig({ BRAND: 'lao' });
    expect(thai.dbPath).toBe('.data/sandbox-thai.db');
    expect(lao.dbPath).toBe('.data/sandbox-lao.db');
    expect(thai.uploadDir).toBe(resolve('.data/uploads/thai'));
    expect(lao.uploadDir).toBe(resolve('.data/uploads/lao'));
    expect(sandboxConfig({}).dbPath).toBe('.data/sandbox-thai.db');
    expect(sandboxConfig({ BRAND: 'lao', SANDBOX_DB: ':memory:' }).dbPath).toBe(':memory:');
  });

  it('reads SANDBOX_PUBLIC_ORIGIN as a bare origin, accepted by the chat socket too', () => {
    const config = sandboxConfig({ SANDBOX_PUBLIC_ORIGIN: 'http://192.168.1.20:3000/' });
    expect(config.publicOrigin).toBe('http://192.168.1.20:3000');
    expect(config.corsOrigins).toContain('http://192.168.1.20:3000');
    expect(sandboxConfig({}).publicOrigin).toBeUndefined();
  });

  it('refuses a public origin with a path, another scheme or credentials, and a wrong brand', () => {
    for (const wrong of [
      'example.com',
      'ftp://x.example',
      'http://x.example/app',
      'http://u:p@x.example',
    ]) {
      expect(() => parsePublicOrigin(wrong)).toThrow(/SANDBOX_PUBLIC_ORIGIN/);
    }
    expect(() => sandboxConfig({ BRAND: 'mars' })).toThrow(/BRAND/);
  });
});
