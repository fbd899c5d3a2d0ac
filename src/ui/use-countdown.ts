import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `until` (epoch ms), re-rendered every second (docs/product.md#limits-and-formats "countdown
 * ticks every second") and 0 once it has passed. The time is read while rendering, so the
 * first render after `until` moves already shows the new wait; the timer stops at 0.
 */
export function useCountdown(until: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, until - Date.now());
}
