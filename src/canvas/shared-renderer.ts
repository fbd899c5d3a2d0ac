// Pixi compiles shaders and uniform uploads with new Function() unless this module swaps in
// its eval-free versions: the production CSP has no 'unsafe-eval' (docs/architecture.md#security).
import 'pixi.js/unsafe-eval';
import { type Container, PerspectiveMesh, Texture, WebGLRenderer } from 'pixi.js';
import { sceneResolution } from './resolution';
import { CONTEXT_ATTRIBUTES, takeProbedContext } from './webgl-support';
import { whenIdle } from './when-idle';

/**
 * One WebGL renderer (one context) for the scenes drawn on the main thread (the spin wheel;
 * the carousels draw in their worker): creating a context and compiling its shaders are
 * among the dearest calls on a slow phone, so they happen once per screen.
 *
 * - Reference-counted: the first `leaseSharedRenderer` creates it, the last `release`
 *   destroys it, which loses its WebGL context (pixi calls WEBGL_lose_context) and removes
 *   its canvas, so the GPU memory is back before the next screen draws.
 * - Until a scene shows it, the canvas is in the document but hidden (`data-shared-webgl`),
 *   so that a lost context can be seen (and provoked, in tests) like any other canvas's; a
 *   lost context tells every scene, which all fall back.
 * - `show` draws a scene straight into the shared canvas, shown in the scene's element: a
 *   copy into another canvas would wait for the GPU. `turn` rotates it in the compositor
 *   (a CSS transform) without drawing again. Where the browser composites in software (no
 *   GPU), every WebGL frame is read back in the main thread's commit: redrawn on every
 *   frame of a spin, that read-back alone held the wheel at 48-54 fps at 4x CPU on the
 *   release machine.
 */

export interface SharedRendererLease {
  /** The started renderer; rejects when WebGL cannot start (each scene falls back). */
  readonly ready: Promise<WebGLRenderer>;
  /**
   * Renders `stage` at `width` × `height` CSS pixels into the shared canvas itself, shown
   * in `host` (moved there on the first call, hidden again on `release`). For one scene at
   * a time: the screen's only scene.
   */
  show(stage: Container, width: number, height: number, host: HTMLElement): void;
  /**
   * Turns the shown canvas by `angle` radians (clockwise) about its centre, as a CSS
   * transform: the compositor turns the last drawing, nothing is drawn again. `host` should
   * clip (`overflow: hidden`), or a turned square's corners widen the page.
   */
  turn(angle: number): void;
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
 * Draws a throwaway mesh once (batched with the same shader as the wheel's sprites), in an
 * idle task of its own, and waits until the GPU is done: the shader compiles in the
 * background, and the scene's first frame, and its read-back where the browser composites
 * in software, do not wait for it in the main thread.
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

/** How long `gpuSettled` polls before giving up waiting (the first frame then waits). */
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

  function renderAt(renderer: WebGLRenderer, stage: Container, width: number, height: number) {
    const resolution = sceneResolution();
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
    show(stage, width, height, host) {
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
      renderAt(renderer, stage, width, height);
    },
    turn(angle) {
      const canvas = own.renderer?.canvas;
      if (released || !shownIn || !canvas) return;
      const transform = angle === 0 ? '' : `rotate(${angle}rad)`;
      if (canvas.style.transform !== transform) canvas.style.transform = transform;
    },
    release() {
      if (released) return;
      released = true;
      own.onLost.delete(onContextLost);
      own.users -= 1;
      const canvas = own.renderer?.canvas;
      if (shownIn && canvas && canvas.parentElement === shownIn) {
        // Back out of sight (until the next scene shows it, or it is destroyed).
        canvas.style.display = 'none';
        canvas.style.transform = '';
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
