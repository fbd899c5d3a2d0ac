import { constants, privateDecrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { BRANDS } from '../../brands/data';
import { defaults } from '../../brands/data/defaults';
import { encryptForServer } from './crypto';

// The sandbox's development private key, matching the brands' development public key
// (the tests run from the repository's root).
const privateKey = readFileSync('server/dev-keys/truelink-private.pem', 'utf8');

function decrypt(base64: string): string {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
}

describe('encryptForServer', () => {
  const link = 'https://gift.truemoney.com/campaign/?v=0123456789abcdefABCDEF&amount=20';

  it('encrypts with RSA-OAEP SHA-256 so that the private key gives the link back', async () => {
    for (const brand of Object.values(BRANDS)) {
      const sealed = await encryptForServer(brand.truelinkPublicKey, link);
      expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
      // 2048-bit key: 256 bytes of cipher text.
      expect(Buffer.from(sealed, 'base64')).toHaveLength(256);
      expect(decrypt(sealed)).toBe(link);
    }
  });

  it('never carries the link in the clear, and seals it differently each time', async () => {
    const first = await encryptForServer(defaults.truelinkPublicKey, link);
    const second = await encryptForServer(defaults.truelinkPublicKey, link);
    expect(first).not.toBe(second);
    for (const sealed of [first, second]) {
      expect(sealed).not.toContain('truemoney');
      expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('truemoney');
    }
  });

  it('keeps Thai and Lao text intact', async () => {
    const text = 'https://gift.example/?v=ทดสอบ-ທົດສອບ';
    expect(decrypt(await encryptForServer(defaults.truelinkPublicKey, text))).toBe(text);
  });
});
