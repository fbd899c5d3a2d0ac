/**
 * THE check for every address that comes from the server (docs/architecture.md#security):
 * auto-login links, slip links, app links, chat buttons, the contact link, media. Only a
 * web address passes: `https:`, and `http:` only where the backend itself is plain http
 * (development, the sandbox on localhost). A `javascript:`, `data:` or any other scheme
 * would run or show something in the wallet's name, next to the member's token, so it is
 * refused.
 *
 * What passes is a `SafeUrl`: the only type `ExternalLink` (src/ui/external-link.tsx) and
 * the tab helpers of the games and the slips accept, so a server value cannot reach an
 * `href` or a tab's address without this check (scripts/check-imports.mjs keeps raw
 * anchors, tab addresses and opened windows out of src/).
 */
export type SafeUrl = string & { readonly __safeUrl: true };

/** Whether the API (or, with none configured, this page) is served over plain http. */
export function backendIsPlainHttp(apiBase: string | undefined, page: string | undefined): boolean {
  try {
    return new URL(apiBase || page || '').protocol === 'http:';
  } catch {
    return false;
  }
}

let plainHttp = backendIsPlainHttp(import.meta.env.PUBLIC_API_URL, globalThis.location?.href);

/** Tests only: how the check treats `http:` (it is decided from the build otherwise). */
export function allowPlainHttp(allowed: boolean): void {
  plainHttp = allowed;
}

/**
 * The server's URL when it is a web address, as an absolute URL, else null. `base`
 * resolves a path (`/api/media/...`) against the page; without it only absolute URLs pass.
 */
export function safeHttpUrl(url: unknown, base?: string): SafeUrl | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (!text) return null;
  let parsed: URL;
  try {
    parsed = base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return null;
  }
  if (parsed.protocol === 'https:' || (plainHttp && parsed.protocol === 'http:')) {
    return parsed.href as SafeUrl;
  }
  return null;
}

/**
 * A `tel:` link built by the wallet from a phone number (a chat call button): digits with
 * an optional leading +, nothing else, so no server text becomes part of a scheme.
 */
export function telUrl(value: unknown): SafeUrl | null {
  if (typeof value !== 'string') return null;
  const number = value.replace(/[\s().-]/g, '');
  return /^\+?\d{3,20}$/.test(number) ? (`tel:${number}` as SafeUrl) : null;
}
