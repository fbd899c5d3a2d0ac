import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

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
    let cancel: (() => void) | undefined;
    const start = () => {
      cancel = afterNextPaint(() => setPainted(true));
    };
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
    return () => {
      removeEventListener('load', start);
      cancel?.();
    };
  }, []);
  return painted;
}
