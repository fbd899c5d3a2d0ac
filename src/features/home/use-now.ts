import { useEffect, useState } from 'react';

/** How often the "updated … ago" text is brought up to date. */
export const TIME_AGO_TICK_MS = 5_000;

/** The current time, updated every `tickMs` while the component is on screen. */
export function useNow(tickMs = TIME_AGO_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
