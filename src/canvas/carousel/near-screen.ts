/** How long a carousel out of sight waits before starting anyway. */
const OFF_SCREEN_START_MS = 1500;

/**
 * Resolves when `element` is (partly) on the screen, or after
 * OFF_SCREEN_START_MS at the latest (so that every carousel is ready soon, scrolled to
 * or not).
 */
export function nearScreen(element: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '0px' },
    );
    const timer = setTimeout(done, OFF_SCREEN_START_MS);
    observer.observe(element);
  });
}
