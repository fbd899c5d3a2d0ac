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
 * (first-frames.ts, loaded with the first scene), the page draws reduced from then on (a scene that redraws picks
 * it up on its next frame, a new scene starts with it).
 */
export type DrawLevel = 'full' | 'reduced' | 'none';

/** Memory (GB) at or under which a phone draws reduced, and nothing. */
export const REDUCED_MEMORY_GB = 2;
export const NO_CANVAS_MEMORY_GB = 1;

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

/** The first frames were slow (first-frames.ts): what draws next draws reduced. */
export function noteSlowFrames(): void {
  slowFramesSeen = true;
}

/** Whether the frames already lowered the level: nothing more to watch. */
export function slowFramesNoted(): boolean {
  return slowFramesSeen;
}

/** Tests: forget what the frames showed. */
export function resetDrawLevel(): void {
  slowFramesSeen = false;
}
