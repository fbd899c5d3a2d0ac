/**
 * Server values that become links (docs/product.md#chat: button URLs, media addresses):
 * only http(s) URLs open; `javascript:`, `data:` and the like stay inert text. Local to the
 * chat until a shared `src/lib/safe-url.ts` lands.
 */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A path on the API host ("/api/...") or an http(s) URL: what media addresses may be. */
export function isMediaPath(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  return (value.startsWith('/') && !value.startsWith('//')) || isWebUrl(value);
}

/** `tel:` link of a phone number: digits, with an optional leading +; anything else none. */
export function telHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const number = value.replace(/[\s().-]/g, '');
  return /^\+?\d{3,20}$/.test(number) ? `tel:${number}` : null;
}
