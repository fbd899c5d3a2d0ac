import { useEffect, useState } from 'react';
import { readLocal, writeLocal } from '../../lib/storage';

/** How often the "updated … ago" text is brought up to date. */
export const TIME_AGO_TICK_MS = 5_000;

/** The stored last refresh (ISO text; epoch milliseconds are read too), or null. */
export function parseLastSync(value: string | null): number | null {
  if (!value) return null;
  const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

export function readLastSync(): number | null {
  return parseLastSync(readLocal('lastSync'));
}

export function writeLastSync(time: number): void {
  writeLocal('lastSync', new Date(time).toISOString());
}

/** The current time, updated every `tickMs` while the component is on screen. */
export function useNow(tickMs = TIME_AGO_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
