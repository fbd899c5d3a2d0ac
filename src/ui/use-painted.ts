import { useEffect, useState } from 'react';

/**
 * False until the page has loaded and the browser has painted a frame after the
 * component's first render, then true. For work a screen starts on opening that its first
 * picture does not need (a refresh, a secondary query): started earlier, it competes with
 * that picture on a slow phone. Waiting for the page's load too covers a picture painted
 * in a later frame than the render's own: the login screen's logo, once decoded, or text
 * whose font was still arriving. After the first page load, a frame is all it waits for.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; the task it schedules runs after it.
    const afterNextPaint = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setPainted(true), 0);
      });
    };
    if (document.readyState === 'complete') afterNextPaint();
    else addEventListener('load', afterNextPaint, { once: true });
    return () => {
      removeEventListener('load', afterNextPaint);
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
