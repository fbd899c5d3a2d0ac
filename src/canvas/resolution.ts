import { drawLevel } from './draw-level';

/**
 * Resolution of every scene at rest: the screen's, capped at 1.5. A cheap phone's GPU fills
 * and (where the browser composites in software) reads back every pixel of every frame:
 * at 2x a turning wheel managed 32 fps on the release machine (4x CPU, no GPU), at 1.5x 50
 * (scripts/measure-spin-fps.mjs). Card and wheel texts are drawn into their textures at
 * this resolution too, so they stay sharp at it. Kept apart from shared-renderer.ts so that
 * the non-WebGL drawings can use it without PixiJS.
 */
export function sceneResolution(): number {
  const screen = globalThis.devicePixelRatio || 1;
  // A low-end phone (draw-level.ts): one device pixel per CSS pixel at most.
  return Math.min(screen, drawLevel() === 'reduced' ? 1 : 1.5);
}

/**
 * Resolution of a carousel in motion (a drag, a settle): one pixel per CSS pixel at most
 * (the wheel draws nothing while it turns: the compositor turns its canvas). A moving picture does not show the difference; the frame rate does. The frame
 * drawn once the motion stops is at `sceneResolution` again.
 */
export function motionResolution(): number {
  return Math.min(globalThis.devicePixelRatio || 1, drawLevel() === 'reduced' ? 0.75 : 1);
}
