import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `until` (epoch ms), never negative, for a `mm:ss` countdown that
 * ticks every second (docs/product.md#limits-and-formats). Each re-render is timed to the
 * next whole second before `until`, not to a free-running interval, so the shown seconds
 * change once a second without skipping one, and the last render lands at 0, which is
 * where the caller drops what was counting down. The time is read while rendering, so
 * coming back from a sleeping phone shows the true time at once.
 */
export function useTimeLeft(until: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = until - Date.now();
      if (left <= 0) return;
      // A few ms past the boundary, so the render after it reads the new second.
      timer = setTimeout(
        () => {
          setTick((tick) => tick + 1);
          schedule();
        },
        (left % 1000 || 1000) + 5,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [until]);
  return Math.max(0, until - Date.now());
}
