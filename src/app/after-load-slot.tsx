import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { withMessages } from './with-messages';

// Its texts (`pwa.*`, `seo.*`) are in the `rest` part, loaded right after the first paint.
// Mounted above every error boundary, so its code failing to arrive (a dropped request on a
// phone network) leaves these extras off for this page instead of blanking the app.
const AfterLoad = lazy(
  (): Promise<{ default: ComponentType }> =>
    withMessages(import(/* webpackChunkName: "after-load" */ './after-load'), ['rest']).catch(
      () => ({ default: () => null }),
    ),
);

/**
 * Mounts src/app/after-load.tsx once the page has loaded and the browser is idle, so it is
 * never part of the first screen's cost (docs/architecture.md#performance-budgets). Kept
 * this small because it is in /login's first download.
 */
export function AfterLoadSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const ready = () => setReady(true);
    const start = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(ready, { timeout: 2000 })
        : setTimeout(ready, 200);
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <AfterLoad />
    </Suspense>
  ) : null;
}
