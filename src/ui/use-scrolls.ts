import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element's content overflows it on the given axis (it scrolls), kept up to
 * date. A box that scrolls must be reachable by keyboard (WCAG 2.1.1): only then is it a
 * Tab stop, so a box that fits adds no empty stop.
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
    const observer = new ResizeObserver(check);
    observer.observe(element);
    // Content that arrives later (a list loaded) makes it scroll without resizing it.
    const mutations = new MutationObserver(check);
    mutations.observe(element, { childList: true, subtree: true, characterData: true });
    check();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref, axis]);
  return scrolls;
}
