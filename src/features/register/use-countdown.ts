import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `until` (epoch ms), re-rendered every second (spec §9 "countdown
 * ticks every second") and 0 once it has passed. The timer stops at 0.
 */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, until - now);
}
