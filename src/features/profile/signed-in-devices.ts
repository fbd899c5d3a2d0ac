import { useCallback } from 'react';
import useSWR from 'swr';
import { sessionsApi, sessionsPaths, unwrap } from '../../api';
import { useRevalidate } from '../../domain/revalidate';

/** The member's signed-in devices (capability `sessions`, docs/api.md#signed-in-devices). */
export function useSessions() {
  return useSWR(sessionsPaths.list, () => unwrap(sessionsApi.list()));
}

/**
 * Logs out one other device (`id`), or every other one (`null`). The list is read again
 * whatever the answer, here and in the wallet's other open tabs: a refusal may mean the
 * session had ended already.
 */
export function useEndSession() {
  const revalidate = useRevalidate();
  return useCallback(
    async (id: string | null) => {
      const result = id ? await sessionsApi.end(id) : await sessionsApi.endOthers();
      await revalidate([sessionsPaths.list]);
      return result;
    },
    [revalidate],
  );
}
