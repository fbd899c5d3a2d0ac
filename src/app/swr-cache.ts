import type { Cache } from 'swr';

/**
 * The one SWR cache of the app. It lives outside React so a login or logout can empty it
 * (one member's balances must never show for the next member on a shared phone).
 */
// biome-ignore lint/suspicious/noExplicitAny: SWR's own Cache type is keyed by `any` state
export const swrCache: Cache<any> = new Map();

export function clearServerCache(): void {
  (swrCache as Map<string, unknown>).clear();
}
