import { motionResolution, sceneResolution } from '../resolution';
import { createCardFaces } from './card-faces';
import { IMAGE_WAIT_MS, prefetchCardImages } from './card-images';
import { framePoses } from './carousel-frame';
import { restingPosition } from './carousel-layout';
import { createCarouselLifecycle } from './carousel-lifecycle';
import { createCarouselMotion } from './carousel-motion';
import {
  type CarouselCallbacks,
  type CarouselData,
  type CarouselScene,
  STAGE_WIDTH,
} from './carousel-types';

/**
 * The game-account carousel: a plain function (no React) that takes the element to draw
 * in, the data and the callbacks, and returns `update` and `destroy`.
 *
 * - What a player touches stays on the main thread: pointer input and the carousel's
 *   motion (carousel-motion.ts, carousel-gestures.ts, carousel-layout.ts) and the card
 *   faces, drawn on 2D canvases with the page's fonts (card-faces.ts, card-images.ts).
 *   PixiJS, WebGL and the rendering itself run in a worker shared by every carousel of the
 *   screen (carousel-renderer-client.ts): its start-up, shader compiles, texture uploads
 *   and frames never delay a tap. Starting and ending it: carousel-lifecycle.ts.
 * - Each frame is a list of card poses: a real perspective projection of each face (a
 *   PerspectiveMesh in the worker), not a scaled sprite.
 * - It draws only when something changes (a drag, a settle animation, new data): no
 *   ticker spinning at 60 fps on a phone that shows a still carousel.
 * - Taps are hit-tested against the projected card corners.
 */
export function createCarouselScene(
  host: HTMLElement,
  initial: CarouselData,
  callbacks: CarouselCallbacks,
): CarouselScene {
  let data = initial;
  const lifecycle = createCarouselLifecycle(host, callbacks);
  const motion = createCarouselMotion(restingPosition(initial.centre, initial.cards.length), {
    count: () => data.cards.length,
    canDraw: () => lifecycle.drawing,
    draw,
    scale: lifecycle.scale,
    stagePoint: lifecycle.stagePoint,
    onTap: (index) => callbacks.onTap(index),
    onCentreChange: (index) => callbacks.onCentreChange(index),
  });
  const faces = createCardFaces({
    data: () => data,
    renderer: () => lifecycle.renderer,
    resolution: () => lifecycle.resolution,
    onFace: motion.requestFrame,
  });

  function draw() {
    const renderer = lifecycle.renderer;
    if (!lifecycle.drawing || !renderer) return;
    renderer.frame({
      width: lifecycle.width,
      height: lifecycle.height,
      resolution: motion.moving() ? motionResolution() : sceneResolution(),
      scale: lifecycle.width / STAGE_WIDTH,
      cards: framePoses(data.cards, motion.position(), faces.has),
      ack: !lifecycle.ready,
    });
  }

  // The cards' images download while the renderer starts.
  prefetchCardImages(initial.cards, () => lifecycle.destroyed);
  const imageDeadline = performance.now() + IMAGE_WAIT_MS;
  lifecycle.start({
    onCanvas: motion.listen,
    firstFaces: () => faces.drawFirst(imageDeadline),
    onDrawing: () => {
      // The data may have changed meanwhile: catch up (cheap: only what changed is redrawn).
      faces.sync();
      draw();
    },
    onResize: draw,
  });

  return {
    update(next) {
      const centreChanged = next.centre !== data.centre;
      data = next;
      if (!lifecycle.drawing) return;
      faces.sync();
      const target = motion.target();
      if (centreChanged || target !== restingPosition(target, data.cards.length)) {
        motion.moveTo(centreChanged ? next.centre : target);
      }
      motion.requestFrame();
    },
    destroy() {
      if (lifecycle.destroyed) return;
      motion.stop();
      faces.stop();
      lifecycle.destroy();
    },
  };
}
