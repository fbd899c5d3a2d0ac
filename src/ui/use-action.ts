import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs an async action at most once at a time. The lock is a ref, not state, so a double
 * tap in the same frame cannot start a money action twice; `busy` drives the button.
 */
export function useAction<Args extends unknown[], R>(
  action: (...args: Args) => Promise<R>,
): { run: (...args: Args) => Promise<R | undefined>; busy: boolean } {
  const running = useRef(false);
  const mounted = useRef(true);
  const latest = useRef(action);
  latest.current = action;
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: Args): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);

  return { run, busy };
}
