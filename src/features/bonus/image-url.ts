import { apiUrl } from '../../api';
import { safeHttpUrl } from '../../lib/safe-url';

/**
 * A banner image address from the server, resolved against the API host, or null when it
 * is not http(s): a `data:` or `javascript:` value never reaches an <img>.
 */
export function bannerImageUrl(path: string | undefined): string | null {
  if (!path) return null;
  return safeHttpUrl(apiUrl(path), window.location.href);
}
