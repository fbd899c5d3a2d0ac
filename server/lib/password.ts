import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt with a random salt, stored as `scrypt$<salt hex>$<hash hex>`. */
const KEY_LENGTH = 32;
// N = 2^14 keeps a login near 20 ms; seeding a dozen members stays fast.
const COST = { N: 16384, r: 8, p: 1 };

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, COST);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, COST);
  return timingSafeEqual(actual, expected);
}
