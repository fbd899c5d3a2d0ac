import { CONTEXT_ATTRIBUTES } from '../webgl-support';
import type { FromRenderer, ToRenderer } from './carousel-protocol';

/**
 * The carousels' renderer, in a worker of its own (carousel-protocol.ts says why). It asks
 * for a WebGL context first and loads PixiJS (`canvas-pixi`) only when there is one: a phone
 * without WebGL downloads this small file and nothing more, and its carousels show their
 * DOM cards.
 */

/** The worker's global scope, as far as this file uses it (the DOM typings describe a window). */
const scope = self as unknown as {
  postMessage(message: FromRenderer): void;
  onmessage: ((event: MessageEvent<ToRenderer>) => void) | null;
};

function post(message: FromRenderer) {
  scope.postMessage(message);
}

/**
 * The renderer's context, created before PixiJS is asked for. WebGL 2 only (what pixi takes
 * as a given context): a browser without it in workers (Safari 16, a GPU blocklisted for
 * WebGL 2) shows the DOM cards.
 */
function createContext(): { canvas: OffscreenCanvas; gl: WebGL2RenderingContext } | null {
  try {
    const canvas = new OffscreenCanvas(1, 1);
    const gl = canvas.getContext('webgl2', CONTEXT_ATTRIBUTES);
    return gl ? { canvas, gl } : null;
  } catch {
    return null;
  }
}

const context = createContext();
const renderer = context
  ? import(/* webpackChunkName: "canvas-pixi-carousel-gl" */ './carousel-gl').then(
      ({ startCarouselGl }) => startCarouselGl(context.canvas, context.gl, post),
    )
  : Promise.reject(new Error('no WebGL'));

renderer.catch(() => post({ type: 'failed', reason: context ? 'init-failed' : 'no-webgl' }));

// Messages are handled in the order they came, once the renderer has started (each
// `then` on the one promise runs in the order it was registered).
scope.onmessage = (event) => {
  void renderer.then(
    (gl) => {
      try {
        gl.handle(event.data);
      } catch {
        // A carousel left half-drawn must not stay blank: every one shows its DOM cards.
        post({ type: 'failed', reason: 'init-failed' });
      }
    },
    () => undefined,
  );
};
