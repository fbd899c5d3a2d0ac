import type { SceneLifecycle, SceneSource } from '../use-pixi-scene';
import { hasWebGL, mayHaveWebGL } from '../webgl-support';
import type { WheelCallbacks, WheelData } from './wheel-types';

type WheelEvents = Omit<WheelCallbacks, keyof SceneLifecycle>;

/**
 * The spin wheel's scene, for usePixiScene. The wheel draws on the main thread, so a WebGL
 * context is created for real once the screen has painted (and then used by its renderer).
 */
export const wheelScene: SceneSource<WheelData, WheelEvents> = {
  // A chunk of its own that shares `canvas-pixi` (PixiJS): the home screen, which draws
  // only carousels, never downloads the wheel (rsbuild.config.ts).
  load: () =>
    import(/* webpackChunkName: "canvas-pixi-wheel" */ './create-wheel-scene').then(
      (module) => module.createWheelScene,
    ),
  canStart: hasWebGL,
  mayStart: mayHaveWebGL,
};
