import { resolve } from 'node:path';
import { BRAND_IDS } from '../brands/data';
import { parsePublicOrigin, sandboxConfig } from './config';

describe('sandboxConfig (npm run sandbox, npm start)', () => {
  it('gives each brand its own database file and upload folder, the first brand by default', () => {
    for (const id of BRAND_IDS) {
      const config = sandboxConfig({ BRAND: id });
      expect(config.dbPath).toBe(`.data/sandbox-${id}.db`);
      expect(config.uploadDir).toBe(resolve(`.data/uploads/${id}`));
      expect(sandboxConfig({ BRAND: id, SANDBOX_DB: ':memory:' }).dbPath).toBe(':memory:');
    }
    expect(sandboxConfig({}).brandId).toBe(BRAND_IDS[0]);
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
