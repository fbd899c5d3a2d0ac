import type { ReactNode } from 'react';
import { mutate, SWRConfig } from 'swr';
import { ApiError } from '../api';
import { registerServerCacheClear } from '../domain/server-cache';
import { registerServerTextRevalidate } from '../domain/server-text';
import { isServerTextKey } from '../domain/server-text-keys';

// SWR's global cache (no `provider`): it outlives any one screen, so a request that ends
// after its screen has gone (logout mid-refresh) still lands somewhere harmless.
registerServerCacheClear(() => {
  void mutate(() => true, undefined, { revalidate: false });
});

// A language switch reloads the answers written in the player's language; screens keep
// showing the previous text until the new one arrives, so nothing jumps.
registerServerTextRevalidate(() => {
  void mutate(isServerTextKey);
});

/** Server errors are answers, not flukes: only a lost connection or a time-out is retried. */
function shouldRetry(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

/**
 * Server state (SWR) settings. Mounted by the lazily loaded route groups, not at the root,
 * so the /login bundle does not carry SWR: the login form needs no cached server data.
 */
export function SwrProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        revalidateOnFocus: true,
        dedupingInterval: 2000,
        errorRetryCount: 3,
        onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
          if (!shouldRetry(error) || retryCount >= (config.errorRetryCount ?? 3)) return;
          setTimeout(() => revalidate({ retryCount }), 2000 * 2 ** retryCount);
        },
      }}
    >
      {children}
    </SWRConfig>
  );
}
