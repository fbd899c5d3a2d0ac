/**
 * A URL from the server, allowed only when it is a web address (http: or https:): a
 * `javascript:`, `data:` or any other scheme would run or show something in the wallet's
 * name, so it is refused (docs/architecture.md: nothing from the server runs).
 *
 * `base` resolves a path (`/api/media/...`) against the page; without it only absolute
 * URLs pass. Returns the absolute URL, or null when it is refused.
 */
export function safeHttpUrl(url: string | null | undefined, base?: string): string | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (!text) return null;
  let parsed: URL;
  try {
    parsed = base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return parsed.href;
}
