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
 * True for TAP_THROUGH_MS after the component mounts: a control just shown ignores taps
 * meanwhile (and says so with aria-disabled, which automated taps wait out too).
 */
export function useJustShown(): boolean {
  const [justShown, setJustShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setJustShown(false), TAP_THROUGH_MS);
    return () => clearTimeout(timer);
  }, []);
  return justShown;
}

/**
 * Taps held (true) for TAP_THROUGH_MS from each call of `hold`: for controls that appear in
 * place of the tapped one without mounting anew (a game account's buttons once activated).
 */
export function useTapHold(): [held: boolean, hold: () => void] {
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const hold = useCallback(() => {
    clearTimeout(timer.current);
    setHeld(true);
    timer.current = setTimeout(() => setHeld(false), TAP_THROUGH_MS);
  }, []);
  return [held, hold];
}
