import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { tellOtherTabs } from './tab-sync';

/**
 * SWR keys are API paths; a paged list is keyed `[path, page]`. A path matches both, so
 * revalidating a list's path reloads whichever of its pages are on screen.
 */
export type PagedKey = readonly [path: string, page: number];

export function pagedKey(path: string, page: number): PagedKey {
  return [path, page];
}

function matches(path: string, key: unknown): boolean {
  return key === path || (Array.isArray(key) && key[0] === path);
}

/** Whether an SWR key is one of these paths' data (a path, or a page of that list). */
export function keyOfPaths(paths: readonly string[], key: unknown): boolean {
  return paths.some((path) => matches(path, key));
}

/**
 * Reloads the server data behind the given paths, here and in the wallet's other open tabs
 * (docs/product.md#open-tabs: a balance changed in one tab is reloaded in all). Used by
 * mutation hooks only (docs/architecture.md, "Revalidation"): a screen never revalidates
 * data by hand.
 */
export function useRevalidate(): (paths: readonly string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (paths: readonly string[]) => {
      if (paths.length > 0) tellOtherTabs({ type: 'revalidate', paths });
      await mutate((key) => keyOfPaths(paths, key));
    },
    [mutate],
  );
}

/**
 * A part's retry after it failed to render (docs/architecture.md#error-boundaries): the
 * answers behind the given paths are dropped and fetched again. A hook of the failed part
 * is no longer mounted, so a plain revalidation would not reach it, and the part would
 * render the same answer again; dropped, its hook fetches anew when the part remounts.
 * Mounted hooks of the same paths refetch at once. No paths: every answer (a whole screen's
 * retry).
 */
export function useRefetch(): (paths?: readonly string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (paths?: readonly string[]) => {
      await mutate((key) => !paths || paths.some((path) => matches(path, key)), undefined, {
        revalidate: true,
      });
    },
    [mutate],
  );
}
