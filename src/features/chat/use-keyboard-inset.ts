import { useEffect, useState } from 'react';

/**
 * How much of the layout viewport the on-screen keyboard covers (px), from
 * `visualViewport`: Chrome on Android shrinks only the visual viewport when the keyboard
 * opens, so a panel fixed to the bottom would slide under it. The chat panel lifts its
 * bottom edge by this much, and keeps its top inside the visible part.
 */
export interface KeyboardInset {
  bottom: number;
  top: number;
}

export function useKeyboardInset(): KeyboardInset {
  const [inset, setInset] = useState<KeyboardInset>({ bottom: 0, top: 0 });
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => {
      const bottom = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      const next = { bottom: Math.round(bottom), top: Math.round(viewport.offsetTop) };
      setInset((current) =>
        current.bottom === next.bottom && current.top === next.top ? current : next,
      );
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return inset;
}
