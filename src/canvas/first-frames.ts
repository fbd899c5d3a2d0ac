import { noteSlowFrames, slowFramesNoted } from './draw-level';

/**
 * The frame check of draw-level.ts, in a chunk of its own: loaded once a scene has drawn,
 * so /user/home's first download does not carry it.
 */

/** Frames watched after a scene appears, and the median frame time that is too long. */
export const WATCHED_FRAMES = 20;
export const SLOW_FRAME_MS = 50;

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
  if (slowFramesNoted() || typeof requestAnimationFrame !== 'function') return () => {};
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
    if (medianFrame(intervals) > SLOW_FRAME_MS) noteSlowFrames();
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
