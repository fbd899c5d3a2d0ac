import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How long after its content changed under the finger a control ignores taps. The second
 * tap of a double tap comes up to about 300 ms after the first (Android's double-tap
 * timeout; iOS waits a little longer), and what the first tap sent may already have
 * answered by then: the receipt that replaced a Confirm button has its Done button where
 * Confirm was, and a second tap there closed the receipt before the player could read it.
 * A deliberate tap on what just appeared comes later than this: the player reads it first.
 */
export const TAP_THROUGH_MS = 500;

/**
 * Taps held (true) for TAP_THROUGH_MS from each call of `hold`, and from the mount when
 * `fromMount`: a control shown in place of the tapped one ignores taps meanwhile (and says
 * so with aria-disabled, which automated taps wait out too).
 */
export function useTapHold(fromMount = false): [held: boolean, hold: () => void] {
  const [held, setHeld] = useState(fromMount);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hold = useCallback(() => {
    clearTimeout(timer.current);
    setHeld(true);
    timer.current = setTimeout(() => setHeld(false), TAP_THROUGH_MS);
  }, []);
  useEffect(() => {
    if (fromMount) hold();
    return () => clearTimeout(timer.current);
  }, [fromMount, hold]);
  return [held, hold];
}

/** True for TAP_THROUGH_MS after the component mounts (a receipt's Done). */
export function useJustShown(): boolean {
  return useTapHold(true)[0];
}
