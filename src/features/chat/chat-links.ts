import { safeApiUrl } from '../../api';
import type { SafeUrl } from '../../lib/safe-url';

/**
 * The chat's own address rule on top of the shared check (src/lib/safe-url.ts, used as is
 * for the web buttons; call buttons use its `telUrl`): media may also be a path on the API
 * host, but never a protocol-relative `//host/...`.
 */
export function chatMediaUrl(value: unknown): SafeUrl | null {
  if (typeof value !== 'string' || value.trim().startsWith('//')) return null;
  return safeApiUrl(value);
}

export function isMediaPath(value: unknown): value is string {
  return chatMediaUrl(value) !== null;
}
