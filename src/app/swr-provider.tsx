import type { ReactNode } from 'react';
import { type Middleware, mutate, SWRConfig } from 'swr';
import { AnswerShapeError, ApiError } from '../api';
import { keyOfPaths } from '../domain/revalidate';
import { registerServerCacheClear } from '../domain/server-cache';
import { registerServerTextRevalidate } from '../domain/server-text';
import { isServerTextKey } from '../domain/server-text-keys';
import { listenToOtherTabs } from '../domain/tab-sync';

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

// Money moved or data changed in another tab of the wallet: the same keys reload here
// (docs/product.md#open-tabs). Registered once, for the life of the page.
listenToOtherTabs((message) => {
  if (message.type === 'revalidate') void mutate((key) => keyOfPaths(message.paths, key));
});

/** Server errors are answers, not flukes: only a lost connection or a time-out is retried. */
function shouldRetry(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

/**
 * An answer the wallet cannot read where a part needs it (the normalising layer's
 * AnswerShapeError) is thrown into that part's error boundary while the part has nothing
 * to show (docs/architecture.md#error-boundaries): the part says it could not be shown, the
 * console names the call and the field, and the rest of the screen carries on. A part that
 * already shows an earlier answer keeps it.
 */
const unreadableAnswersToBoundary: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const response = useSWRNext(key, fetcher, config);
  if (response.data === undefined && response.error instanceof AnswerShapeError) {
    throw response.error;
  }
  return response;
};

/**
 * Server state (SWR) settings. Mounted by the lazily loaded route groups, not at the root,
 * so the /login bundle does not carry SWR: the login form needs no cached server data.
 */
export function SwrProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        use: [unreadableAnswersToBoundary],
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
