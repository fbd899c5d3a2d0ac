import type { Workbox } from 'workbox-window';

/**
 * The service worker of a production build (scripts/site-files.ts writes /sw.js;
 * docs/architecture.md#installable-app). workbox-window is loaded only here, and this module
 * only after the page has loaded (src/app/after-load-slot.tsx), so /login's first download
 * does not carry it.
 */

/**
 * The worker's first install downloads the whole app (a few hundred kB): on mobile data it
 * must not compete with the first screen's own downloads (the home screen's canvas
 * included), so registration waits this long after the page has loaded.
 */
export const REGISTER_DELAY_MS = 4000;

/** A release newer than the running one is installed and waits: `apply` switches and reloads. */
export type UpdateListener = (apply: () => void) => void;

/**
 * What to do once a waiting worker is found: ask it to take over, and reload when it
 * does, so the page never runs the old bundle against the new worker's cache.
 */
export function updateApplier(
  workbox: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting'>,
  reload: () => void,
): () => void {
  let applied = false;
  return () => {
    if (applied) return;
    applied = true;
    workbox.addEventListener('controlling', () => reload());
    workbox.messageSkipWaiting();
  };
}

/**
 * Registers /sw.js (production only: `rsbuild dev` has none) and calls `onUpdate` when a new
 * release waits, now or later. Players keep the wallet open in the background for hours:
 * it looks for a release again whenever the page comes back to the foreground.
 */
export async function registerServiceWorker(onUpdate: UpdateListener): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await new Promise((resolve) => setTimeout(resolve, REGISTER_DELAY_MS));
  const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
  const workbox = new Workbox('/sw.js');
  const apply = updateApplier(workbox, () => window.location.reload());
  workbox.addEventListener('waiting', () => onUpdate(apply));
  try {
    await workbox.register();
  } catch {
    // No worker (blocked, private mode): the wallet works online as before.
    return;
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => undefined);
  });
}
