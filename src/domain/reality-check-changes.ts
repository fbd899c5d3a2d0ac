import { useCallback, useMemo } from 'react';
import { realityCheckChanges, realityCheckPaths } from '../api';
import { useRevalidate } from './revalidate';
import type { RealityInterval } from './rules/reality-check';

/**
 * What changes the reality check (capability realityCheck, docs/api.md#reality-check): the
 * interval ("Play within limits") and "Keep playing" (the reminder). Each reads the check
 * again here and in the other tabs, so the member shell's reminder re-arms. A module of its
 * own: only the screens that change it load it, not /user/home.
 */
export function useRealityCheckChanges() {
  const revalidate = useRevalidate();
  const reread = useCallback(
    async <T extends { ok: boolean }>(result: T): Promise<T> => {
      if (result.ok) await revalidate([realityCheckPaths.check]);
      return result;
    },
    [revalidate],
  );
  return useMemo(
    () => ({
      setInterval: async (intervalMinutes: RealityInterval) =>
        reread(await realityCheckChanges.set({ intervalMinutes })),
      keepPlaying: async () => reread(await realityCheckChanges.keepPlaying()),
    }),
    [reread],
  );
}
