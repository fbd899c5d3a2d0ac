import type { SceneLifecycle, SceneSource } from '../use-pixi-scene';
import { canDrawInWorker } from '../webgl-support';
import type { CarouselCallbacks, CarouselData } from './carousel-types';

type CarouselEvents = Omit<CarouselCallbacks, keyof SceneLifecycle>;

/**
 * The game carousels' scene, for usePixiScene. The carousels draw in a worker, which finds
 * out about WebGL itself. Imported only by the screens that show carousels, so the scene's
 * chunk leaves out what they already loaded (the card layout; docs/architecture.md#canvas-lifecycle).
 */
export const carouselScene: SceneSource<CarouselData, CarouselEvents> = {
  // The carousels' main-thread half; PixiJS itself loads in their worker.
  load: () =>
    import(/* webpackChunkName: "canvas-pixi-carousel" */ './create-carousel-scene').then(
      (module) => module.createCarouselScene,
    ),
  canStart: canDrawInWorker,
  mayStart: canDrawInWorker,
};
