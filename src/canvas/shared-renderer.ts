// Pixi compiles shaders and uniform uploads with new Function() unless this module swaps in
// its eval-free versions: the production CSP has no 'unsafe-eval' (docs/architecture.md#security).
import 'pixi.js/unsafe-eval';
import { type Container, PerspectiveMesh, Texture, WebGLRenderer } from 'pixi.js';
import { motionResolution, sceneResolution } from './resolution';
import { CONTEXT_ATTRIBUTES, takeProbedContext } from './webgl-support';
import { whenIdle } from './when-idle';

/**
 * One WebGL renderer (one context) shared by every scene on the screen. A screen with three
 * carousels used to start three renderers: three contexts (browsers keep only a handful
 * alive, and each costs GPU memory on a cheap phone) and three start-ups with their shader
 * compiles, each a long main-thread task.
 *
 * - Reference-counted: the first `leaseSharedRenderer` creates it, the last `release`
 *   destroys it, which loses its WebGL context (pixi calls WEBGL_lose_context) and removes
 *   its canvas, so the GPU memory is back before the next screen draws.
 * - Each scene keeps its own stage and its own visible canvas (a 2D one): `present` renders
 *   the scene's stage into the shared canvas at the scene's size and copies the pixels into
 *   the scene's canvas in the same task, before the WebGL buffer is presented or cleared.
 *   Only the scene that changed is drawn.
 * - The shared canvas is in the document but hidden (`data-shared-webgl`), so that a lost
 *   context can be seen (and provoked, in tests) like any other canvas's; a lost context
 *   tells every scene, which all fall back to their DOM cards.
 * - A scene that redraws on every frame for seconds and is alone on its screen (the spin
 *   wheel) uses `show` instead: the shared canvas itself is shown in the scene's element
 *   and drawn into directly. Copying a frame into a 2D canvas waits for the GPU to finish
 *   it (a read-back), which a still carousel can afford and a turning wheel cannot.
 */

export interface SharedRendererLease {
  /** The started renderer; rejects when WebGL cannot start (each scene falls back). */
  readonly ready: Promise<WebGLRenderer>;
  /**
   * Renders `stage` at `width` × `height` CSS pixels and copies it into `target`; at the
   * lower `motionResolution` while the scene is `moving`.
   */
  present(
    stage: Container,
    width: number,
    height: number,
    target: HTMLCanvasElement,
    moving?: boolean,
  ): void;
  /**
   * Renders `stage` at `width` × `height` CSS pixels into the shared canvas itself, shown
   * in `host` (moved there on the first call, hidden again on `release`). For one scene at
   * a time: the screen's only scene.
   */
  show(stage: Container, width: number, height: number, host: HTMLElement, moving?: boolean): void;
  /**
   * Resolves once the GPU has done the work sent so far (texture uploads, shader
   * compiles), polled without blocking. A copy into a 2D canvas (`present`) waits for that
   * work in the main thread; after this it does not.
   */
  settled(): Promise<void>;
  /** This scene is done with the renderer; the last release destroys it. */
  release(): void;
}

interface SharedState {
  users: number;
  renderer: WebGLRenderer | null;
  ready: Promise<WebGLRenderer>;
  onLost: Set<() => void>;
  lost: boolean;
}

let shared: SharedState | null = null;

export { sceneResolution };

function start(state: Omit<SharedState, 'ready'>): Promise<WebGLRenderer> {
  // Created directly (not through `Application`/`autoDetectRenderer`) with
  // `skipExtensionImports`: pixi loads none of its optional modules (events, accessibility,
  // WebGPU), so everything it runs is in the `canvas-pixi` chunk.
  // The context the WebGL probe created once the screen had painted (webgl-support.ts),
  // with the same attributes: creating a second one would cost as much again.
  const probed = takeProbedContext();
  const created = new WebGLRenderer();
  return created
    .init({
      ...(probed && probed.canvas instanceof HTMLCanvasElement
        ? { canvas: probed.canvas, context: probed }
        : {}),
      width: 1,
      height: 1,
      resolution: sceneResolution(),
      antialias: CONTEXT_ATTRIBUTES.antialias,
      premultipliedAlpha: CONTEXT_ATTRIBUTES.premultipliedAlpha,
      backgroundAlpha: 0,
      powerPreference: CONTEXT_ATTRIBUTES.powerPreference,
      skipExtensionImports: true,
    })
    .then(
      () => {
        const canvas = created.canvas;
        canvas.setAttribute('aria-hidden', 'true');
        canvas.setAttribute('data-shared-webgl', '');
        canvas.style.display = 'none';
        canvas.addEventListener('webglcontextlost', () => {
          if (state.lost) return;
          state.lost = true;
          if (shared === state) shared = null;
          for (const listener of [...state.onLost]) listener();
        });
        document.body.appendChild(canvas);
        if (state.users === 0) {
          // Every scene left while it was starting: free it straight away.
          created.destroy({ removeView: true, releaseGlobalResources: shared === null });
          throw new Error('renderer no longer needed');
        }
        const free = () =>
          created.destroy({ removeView: true, releaseGlobalResources: shared === null });
        return warmUp(created).then(
          () => {
            // Every scene left (or the context was lost) while it was warming up.
            if (state.users === 0 || state.lost) {
              free();
              throw new Error('renderer no longer needed');
            }
            state.renderer = created;
            return created;
          },
          (error: unknown) => {
            free();
            throw error;
          },
        );
      },
      (error: unknown) => {
        try {
          created.destroy({ removeView: true });
        } catch {
          // half-created: nothing more to free
        }
        if (shared === state) shared = null;
        throw error;
      },
    );
}

/**
 * Draws a throwaway card-shaped mesh once, in an idle task of its own, without copying it
 * anywhere: the GPU compiles the batch shader in the background, so the scenes' first
 * frames (whose copy into a 2D canvas waits for the GPU) do not wait for that compile.
 */
async function warmUp(renderer: WebGLRenderer): Promise<void> {
  await whenIdle();
  const mesh = new PerspectiveMesh({ texture: Texture.WHITE, verticesX: 8, verticesY: 8 });
  try {
    renderer.render(mesh);
  } finally {
    mesh.destroy();
  }
  await gpuSettled(renderer);
}

/** How long `gpuSettled` polls before giving up waiting (the copy then simply blocks). */
const SETTLE_LIMIT_MS = 2000;

/**
 * Resolves when the GPU has finished every command sent so far: a WebGL 2 fence, polled
 * once a frame (its status is only read, which never blocks). Without WebGL 2 fences,
 * after one idle period.
 */
function gpuSettled(renderer: WebGLRenderer): Promise<void> {
  const gl = renderer.gl;
  if (typeof WebGL2RenderingContext === 'undefined' || !(gl instanceof WebGL2RenderingContext)) {
    return whenIdle();
  }
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!fence) return whenIdle();
  gl.flush();
  const started = performance.now();
  return new Promise((resolve) => {
    const poll = () => {
      const done =
        gl.isContextLost() ||
        gl.getSyncParameter(fence, gl.SYNC_STATUS) === gl.SIGNALED ||
        performance.now() - started > SETTLE_LIMIT_MS;
      if (!done) {
        setTimeout(poll, 16);
        return;
      }
      if (!gl.isContextLost()) gl.deleteSync(fence);
      resolve();
    };
    setTimeout(poll, 16);
  });
}

export function leaseSharedRenderer(onContextLost: () => void): SharedRendererLease {
  let state = shared;
  if (!state || state.lost) {
    const starting: Omit<SharedState, 'ready'> = {
      users: 1,
      renderer: null,
      onLost: new Set(),
      lost: false,
    };
    const fresh: SharedState = Object.assign(starting, { ready: start(starting) });
    // Callers that never await `ready` must not see an unhandled rejection.
    fresh.ready.catch(() => undefined);
    shared = fresh;
    state = fresh;
  } else {
    state.users += 1;
  }
  const own = state;
  own.onLost.add(onContextLost);
  let released = false;

  let shownIn: HTMLElement | null = null;

  function renderAt(
    renderer: WebGLRenderer,
    stage: Container,
    width: number,
    height: number,
    moving = false,
  ) {
    const resolution = moving ? motionResolution() : sceneResolution();
    if (
      renderer.screen.width !== width ||
      renderer.screen.height !== height ||
      renderer.resolution !== resolution
    ) {
      renderer.resize(width, height, resolution);
    }
    renderer.render(stage);
  }

  return {
    ready: own.ready,
    show(stage, width, height, host, moving) {
      const renderer = own.renderer;
      if (released || own.lost || !renderer) return;
      const canvas = renderer.canvas;
      if (shownIn !== host || canvas.parentElement !== host) {
        shownIn = host;
        host.appendChild(canvas);
        canvas.style.display = 'block';
      }
      if (canvas.style.width !== `${width}px` || canvas.style.height !== `${height}px`) {
        canvas.style.width = `${width}px`;
        canvas.style.height = `${height}px`;
      }
      renderAt(renderer, stage, width, height, moving);
    },
    present(stage, width, height, target, moving) {
      const renderer = own.renderer;
      if (released || own.lost || !renderer) return;
      renderAt(renderer, stage, width, height, moving);
      const source = renderer.canvas;
      if (target.width !== source.width) target.width = source.width;
      if (target.height !== source.height) target.height = source.height;
      const context = target.getContext('2d');
      if (!context) return;
      context.clearRect(0, 0, target.width, target.height);
      context.drawImage(source, 0, 0);
    },
    settled() {
      const renderer = own.renderer;
      if (released || own.lost || !renderer) return Promise.resolve();
      return gpuSettled(renderer);
    },
    release() {
      if (released) return;
      released = true;
      own.onLost.delete(onContextLost);
      own.users -= 1;
      const canvas = own.renderer?.canvas;
      if (shownIn && canvas && canvas.parentElement === shownIn) {
        // Back out of sight, for the scenes that still copy from it (or to be destroyed).
        canvas.style.display = 'none';
        document.body.appendChild(canvas);
      }
      shownIn = null;
      if (own.users > 0) return;
      if (shared === own) shared = null;
      const renderer = own.renderer;
      own.renderer = null;
      // Still starting: `start` frees it when it is ready.
      renderer?.destroy({ removeView: true, releaseGlobalResources: shared === null });
    },
  };
}
