import type { FallbackReason } from '../scene-types';
import { rememberNoWorkerWebGL } from '../webgl-support';
import type { FrameRequest, FromRenderer, ToRenderer } from './carousel-protocol';

/**
 * The main thread's side of the carousels' renderer worker (carousel-protocol.ts): one
 * worker, and so one WebGL context, for every carousel on the screen.
 *
 * - Reference-counted: the first `attachCarouselRenderer` starts the worker, the last
 *   `release` terminates it, which frees its context and its GPU memory at once.
 * - A failure (no WebGL, a start that failed, a lost context, a worker that could not be
 *   loaded) is told to every carousel of the screen, which all fall back to their DOM cards,
 *   those that start later included. A worker without WebGL is remembered
 *   (webgl-support.ts), so the next screen does not start one to learn it again.
 */

export interface CarouselRendererEvents {
  /** The first frame asked with `ack` is on the screen. */
  onDrawn(): void;
  onFailed(reason: FallbackReason): void;
}

export interface CarouselRenderer {
  face(key: string, bitmap: ImageBitmap, resolution: number): void;
  forget(key: string): void;
  frame(frame: FrameRequest): void;
  release(): void;
}

interface Shared {
  worker: Worker;
  scenes: Map<number, CarouselRendererEvents>;
  /** Carousels attached and not yet released, failed or not. */
  users: number;
  /**
   * Why the renderer stopped. Kept until the last carousel of the screen is released: one
   * that starts later (below the fold) falls back too, rather than starting a worker of
   * its own and drawing beside DOM cards.
   */
  failed: FallbackReason | null;
}

let shared: Shared | null = null;
let nextScene = 1;

function fail(state: Shared, reason: FallbackReason) {
  if (state.failed) return;
  state.failed = reason;
  // Only the worker lacks WebGL: the wheel, drawn on the main thread, may still have it.
  if (reason === 'no-webgl') rememberNoWorkerWebGL();
  state.worker.terminate();
  for (const events of [...state.scenes.values()]) events.onFailed(reason);
  state.scenes.clear();
}

function start(): Shared {
  const worker = new Worker(new URL('./carousel-renderer.worker.ts', import.meta.url), {
    name: 'canvas-pixi-worker',
  });
  const state: Shared = { worker, scenes: new Map(), users: 0, failed: null };
  worker.onmessage = (event: MessageEvent<FromRenderer>) => {
    const message = event.data;
    if (message.type === 'failed') fail(state, message.reason);
    else state.scenes.get(message.scene)?.onDrawn();
  };
  // The worker's script did not load (offline, a new deployment) or threw.
  worker.onerror = (event) => {
    event.preventDefault();
    fail(state, 'init-failed');
  };
  return state;
}

/** Throws when no worker can be started (the carousel then shows its DOM cards). */
export function attachCarouselRenderer(
  canvas: HTMLCanvasElement,
  events: CarouselRendererEvents,
): CarouselRenderer {
  if (!shared) shared = start();
  const state = shared;
  const scene = nextScene;
  nextScene += 1;
  state.users += 1;
  let released = false;
  const send = (message: ToRenderer, transfer: Transferable[] = []) => {
    if (!released && !state.failed) state.worker.postMessage(message, transfer);
  };
  if (state.failed) {
    const reason = state.failed;
    queueMicrotask(() => {
      if (!released) events.onFailed(reason);
    });
  } else {
    state.scenes.set(scene, events);
    const offscreen = canvas.transferControlToOffscreen();
    send({ type: 'attach', scene, canvas: offscreen }, [offscreen]);
  }

  return {
    face(key, bitmap, resolution) {
      if (released || state.failed) {
        bitmap.close();
        return;
      }
      send({ type: 'face', scene, key, bitmap, resolution }, [bitmap]);
    },
    forget(key) {
      send({ type: 'forget', scene, key });
    },
    frame(frame) {
      send({ type: 'frame', scene, ...frame });
    },
    release() {
      if (released) return;
      send({ type: 'detach', scene });
      released = true;
      state.scenes.delete(scene);
      state.users -= 1;
      if (state.users > 0) return;
      // The next screen starts afresh (after a lost context, with a new context).
      if (shared === state) shared = null;
      if (!state.failed) state.worker.terminate();
    },
  };
}
