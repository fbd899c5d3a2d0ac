import { randomBytes } from 'node:crypto';

/** A 24-hex id in the style of the operator's backend (`_id`). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Upper-case letters and digits, without look-alikes. */
export function randomRef(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}
