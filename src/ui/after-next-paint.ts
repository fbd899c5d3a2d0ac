/**
 * Calls `callback` once the browser has painted its next frame: the frame callback runs
 * before the paint, and the task it schedules runs after it. Returns a cancel function.
 * For work that must not hold back the frame a tap or a first render is waiting for
 * (docs/architecture.md#performance-budgets).
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
