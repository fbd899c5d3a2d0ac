import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * `value` once the browser has painted a frame since it changed; until then the value it
 * had before (`initial` at first). For a tap whose answer has a quick part and a costly
 * one (a modal's backdrop and the modal, a chat panel's frame and its history): the quick
 * part paints in the frame after the tap, and the costly part renders after that frame,
 * in a transition that yields. `useDeferredValue` starts its render at once, and on a slow
 * phone that render and its commit often ran before the tap's frame and held it back
 * (docs/architecture.md#performance-budgets).
 */
export function useValueAfterPaint<T>(value: T, initial: T): T {
  const [painted, setPainted] = useState<{ value: T }>({ value: initial });
  useEffect(() => {
    if (Object.is(painted.value, value)) return;
    return afterNextPaint(() => startTransition(() => setPainted({ value })));
  }, [value, painted]);
  return painted.value;
}
