import { useEffect } from 'react';
import { OfflineScreen } from '../features/system/offline-screen';
import { UpdatePrompt } from '../features/system/update-prompt';
import { loadIntlPolyfills } from '../lib/intl-polyfills';
import { RouteHead } from './route-head';

/**
 * What the wallet adds once the page has loaded, in a chunk of its own so /login's first
 * download stays within budget: the route's title and robots meta, the offline screen and
 * the service worker with its new-version prompt; and the Intl data a phone may lack
 * (Lao relative times), a few seconds later still so that it never delays the first
 * screen or its carousels on mobile data: until then "updated …" shows the clock time
 * (src/lib/format.ts formatTimeAgo).
 */
const INTL_POLYFILL_DELAY_MS = 3000;

export default function AfterLoad() {
  useEffect(() => {
    const timer = setTimeout(() => void loadIntlPolyfills(), INTL_POLYFILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <RouteHead />
      <OfflineScreen />
      <UpdatePrompt />
    </>
  );
}
