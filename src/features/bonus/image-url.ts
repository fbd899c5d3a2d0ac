import { safeApiUrl } from '../../api';

/**
 * A banner image address from the server, resolved against the API host, or null when it
 * is not http(s): a `data:` or `javascript:` value never reaches an <img>.
 */
export function bannerImageUrl(path: string | undefined): string | null {
  return safeApiUrl(path);
}
