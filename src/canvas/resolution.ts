/**
 * Resolution of every scene: the screen's, capped at 2 (3× phones do not need more). Kept
 * apart from shared-renderer.ts so that the non-WebGL drawings can use it without PixiJS.
 */
export function sceneResolution(): number {
  return Math.min(globalThis.devicePixelRatio || 1, 2);
}
