import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt with a random salt, stored as `scrypt$<salt hex>$<hash hex>`. */
const KEY_LENGTH = 32;
// N = 2^14 keeps a login near 20 ms; seeding a dozen members stays fast.
const COST = { N: 16384, r: 8, p: 1 };

/** crypto.scrypt as a promise: the hash runs in libuv's thread pool, not on the event loop. */
function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const format = (salt: Buffer, hash: Buffer) =>
  `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;

/** For the seed, which runs once before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, COST));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(password, salt, KEY_LENGTH, COST));
}

/**
 * A stored hash no password matches, checked when the phone is unknown: a login then costs
 * one scrypt either way, so its time does not tell which phones are members.
 */
const NO_MEMBER_HASH = `scrypt$${randomBytes(16).toString('hex')}$${randomBytes(KEY_LENGTH).toString('hex')}`;

/** Whether `password` matches `stored`; `stored` null (unknown member) costs the same and is false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltHex, hashHex] = (stored ?? NO_MEMBER_HASH).split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length, COST);
  return timingSafeEqual(actual, expected) && stored !== null;
}
