/**
 * Resolves in an idle period (or after 300 ms at the latest), in a task of its own: how
 * scenes split their start-up into tasks short enough not to delay a tap.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 300 });
    else setTimeout(resolve, 16);
  });
}
