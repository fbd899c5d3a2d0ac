import { apiUrl } from '../../api';

/**
 * A banner image address from the server, resolved against the API host, or null when it
 * is not http(s) (a `data:` or `javascript:` value never reaches an <img>). Local on
 * purpose: the shared URL check is being written elsewhere (src/lib/safe-url.ts).
 */
export function bannerImageUrl(path: string | undefined): string | null {
  if (!path) return null;
  try {
    const url = new URL(apiUrl(path), window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
