import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true. For work
 * a screen starts on opening that its first picture does not need (a refresh, a secondary
 * query): started before that paint, it competes with it on a slow phone.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task it schedules runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
