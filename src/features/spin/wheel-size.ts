import { useEffect, useState } from 'react';

/** docs/product.md#limits-and-formats: min(350 px, 85% of the window width). */
export const WHEEL_MAX_PX = 350;
export const WHEEL_WINDOW_SHARE = 0.85;
/** docs/product.md#setup: a resize sets the wheel up again, debounced by 500 ms. */
export const RESIZE_DEBOUNCE_MS = 500;

export function wheelSize(windowWidth: number): number {
  return Math.floor(Math.min(WHEEL_MAX_PX, windowWidth * WHEEL_WINDOW_SHARE));
}

/** The wheel's width and height in CSS px, set again 500 ms after the window stops resizing. */
export function useWheelSize(): number {
  const [size, setSize] = useState(() => wheelSize(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onResize = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        setSize(wheelSize(window.innerWidth));
      }, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return size;
}
