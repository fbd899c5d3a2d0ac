import { type RefObject, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * Whether the element's content overflows it on the given axis (it scrolls), kept up to
 * date. A box that scrolls must be reachable by keyboard (WCAG 2.1.1): only then is it a
 * Tab stop, so a box that fits adds no empty stop.
 *
 * Content changes are measured after the next paint, not when they happen: a change
 * comes from a tap or a key (a tab chosen, a game picked, a digit typed), and reading the
 * size in the same task made the browser lay out the whole dialog before it could paint
 * the answer, the longest part of those taps on a slow phone
 * (docs/architecture.md#performance-budgets). After the paint the layout is done and the
 * read costs nothing; a resize is measured at once, as its callback runs after layout.
 */
export function useScrolls(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y' = 'y'): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () =>
      setScrolls(
        axis === 'y'
          ? element.scrollHeight > element.clientHeight + 1
          : element.scrollWidth > element.clientWidth + 1,
      );
    // One check, after the next paint, for all the changes before it.
    let cancel: (() => void) | null = null;
    const checkAfterPaint = () => {
      cancel ??= afterNextPaint(() => {
        cancel = null;
        check();
      });
    };
    const observer = new ResizeObserver(check);
    observer.observe(element);
    // Content that arrives later (a list loaded) makes it scroll without resizing it.
    const mutations = new MutationObserver(checkAfterPaint);
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    check();
    return () => {
      observer.disconnect();
      mutations.disconnect();
      cancel?.();
    };
  }, [ref, axis]);
  return scrolls;
}
