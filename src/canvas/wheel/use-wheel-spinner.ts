import { useEffect, useState } from 'react';
import { createWheelSpinner, type WheelSpinner } from './wheel-spinner';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Asked at each spin, so a change of the setting applies to the next spin. */
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.(REDUCED_MOTION).matches === true;
}

/**
 * The screen's one wheel spinner (wheel-spinner.ts): it lives as long as the screen, so
 * the scene that draws it may change (PixiJS, then the 2D fallback) without losing a spin.
 * Leaving the screen halts it: no frame or timer outlives the screen.
 */
export function useWheelSpinner(): WheelSpinner {
  const [spinner] = useState(() => createWheelSpinner({ reducedMotion: prefersReducedMotion }));
  useEffect(() => () => spinner.halt(), [spinner]);
  return spinner;
}
