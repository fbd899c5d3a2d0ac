/**
 * What every call sends, in a module of its own with no imports: the API client
 * (client.ts) and the head's early script (src/app/early-answers-start.ts, a couple of kilobytes
 * bytes that run before the main script has arrived) build their requests from it alike.
 */

/** How long a call waits for its answer (uploads wait longer: upload.ts). */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** The API's base URL (build variable PUBLIC_API_URL), without a trailing slash. */
export const API_BASE_URL = (import.meta.env.PUBLIC_API_URL ?? '').replace(/\/+$/, '');

export interface RequestIdentity {
  /** The player's language as a BCP 47 tag, or null to send none. */
  language: string | null;
  /** The stored login, or null. */
  token: string | null;
}

/** The headers every call sends, a read as much as a money order (docs/api.md#conventions). */
export function requestHeaders({ language, token }: RequestIdentity): Record<string, string> {
  const result: Record<string, string> = {
    'X-Requester': 'wallet-user',
    Accept: 'application/json',
  };
  if (language) result['Accept-Language'] = language;
  if (token) result.Authorization = `Bearer ${token}`;
  return result;
}
