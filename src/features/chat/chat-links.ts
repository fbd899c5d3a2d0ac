import { safeHttpUrl } from '../../lib/safe-url';

/**
 * The chat's own address rules on top of the shared http(s) check (src/lib/safe-url.ts,
 * used as is for the web buttons): media may also be a path on the API host, but never a
 * protocol-relative `//host/...`, and a call button dials only a phone number.
 */
export function isMediaPath(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return safeHttpUrl(value) !== null;
}

/** `tel:` link of a phone number: digits, with an optional leading +; anything else none. */
export function telHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const number = value.replace(/[\s().-]/g, '');
  return /^\+?\d{3,20}$/.test(number) ? `tel:${number}` : null;
}
