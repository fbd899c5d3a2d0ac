/**
 * How much this phone draws (docs/architecture.md#canvas-lifecycle, "Low-end phones"), chosen automatically:
 * - `full`: scenes at the screen's resolution, capped (resolution.ts);
 * - `reduced`: one device pixel per CSS pixel at rest, fewer in motion: a half to a
 *   quarter of the pixels to fill and read back on a cheap GPU;
 * - `none`: no canvas at all; the carousels and the wheel show their DOM versions.
 *
 * From what the phone reports (the Device Memory API, Chromium's `navigator.deviceMemory`,
 * in GB rounded down to a power of two): 1 GB or less draws nothing, 2 GB draws reduced.
 * And from what it shows: when the first frames after a scene appears take too long
 * (`watchFirstFrames`), the page draws reduced from then on (a scene that redraws picks
 * it up on its next frame, a new scene starts with it).
 */
export type DrawLevel = 'full' | 'reduced' | 'none';

/** Memory (GB) at or under which a phone draws reduced, and nothing. */
export const REDUCED_MEMORY_GB = 2;
export const NO_CANVAS_MEMORY_GB = 1;

/** Frames watched after a scene appears, and the median frame time that is too long. */
export const WATCHED_FRAMES = 20;
export const SLOW_FRAME_MS = 50;

let slowFramesSeen = false;

function reportedMemory(): number | undefined {
  const memory = (globalThis.navigator as { deviceMemory?: unknown } | undefined)?.deviceMemory;
  return typeof memory === 'number' && memory > 0 ? memory : undefined;
}

export function drawLevel(): DrawLevel {
  const memory = reportedMemory();
  if (memory !== undefined && memory <= NO_CANVAS_MEMORY_GB) return 'none';
  if (slowFramesSeen || (memory !== undefined && memory <= REDUCED_MEMORY_GB)) return 'reduced';
  return 'full';
}

/** The median of frame intervals (ms). */
export function medianFrame(intervals: readonly number[]): number {
  const sorted = [...intervals].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Watches the page's next frames once a scene has drawn its first: a median over
 * SLOW_FRAME_MS (under 20 frames a second) lowers the page to `reduced`. The median, so
 * that one long frame (a garbage collection, a font arriving) decides nothing. A page in
 * the background has no frames to watch: it stops. Answers the cancel.
 */
export function watchFirstFrames(): () => void {
  if (slowFramesSeen || typeof requestAnimationFrame !== 'function') return () => {};
  const intervals: number[] = [];
  let last = 0;
  let frame = 0;
  const step = (time: number) => {
    if (last) intervals.push(time - last);
    last = time;
    if (intervals.length < WATCHED_FRAMES) {
      frame = requestAnimationFrame(step);
      return;
    }
    frame = 0;
    if (medianFrame(intervals) > SLOW_FRAME_MS) slowFramesSeen = true;
  };
  frame = requestAnimationFrame(step);
  const stop = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') stop();
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/** Tests: forget what the frames showed. */
export function resetDrawLevel(): void {
  slowFramesSeen = false;
}
