/**
 * Whether this browser can give us a WebGL context, asked without loading PixiJS: a phone
 * without WebGL gets the plain DOM cards and never downloads PixiJS.
 *
 * For a scene drawn on the main thread (the spin wheel), two questions, asked at different
 * times, because creating a context is one of the
 * dearest things a page can do on a cheap phone (tens of milliseconds, more without a
 * GPU):
 * - `mayHaveWebGL`, while React renders: only whether the API exists (free);
 * - `hasWebGL`, once the screen has painted: creates the context for real. That context is
 *   the one the shared renderer then draws with (`takeProbedContext`), so the probe costs
 *   nothing extra: it is the renderer's start-up, moved earlier.
 */

/**
 * The attributes of every scene's context: the wheel's shared renderer
 * (src/canvas/shared-renderer.ts) and the carousels' worker (carousel/carousel-gl.ts). No
 * multisampling: card faces and the wheel are textures drawn with their own anti-aliased
 * edges (card-face.ts), and a multisampled buffer costs every frame on a slow GPU.
 */
export const CONTEXT_ATTRIBUTES: WebGLContextAttributes & {
  antialias: boolean;
  premultipliedAlpha: boolean;
  powerPreference: 'low-power';
} = {
  alpha: true,
  premultipliedAlpha: true,
  antialias: false,
  stencil: true,
  preserveDrawingBuffer: false,
  powerPreference: 'low-power',
};

/** A context not taken by a renderer this long after the probe is given back. */
const UNCLAIMED_MS = 10_000;

let cached: boolean | null = null;
let probed: WebGL2RenderingContext | null = null;
let unclaimed: ReturnType<typeof setTimeout> | undefined;

export function mayHaveWebGL(): boolean {
  return cached ?? typeof WebGLRenderingContext !== 'undefined';
}

let workerWebGL = true;

/**
 * The carousels' worker found no WebGL 2 there (Safari 16 has OffscreenCanvas without
 * WebGL in workers; a GPU may be blocklisted for WebGL 2): no carousel asks again. The
 * main thread's WebGL (the wheel's) is another question, still open.
 */
export function rememberNoWorkerWebGL(): void {
  workerWebGL = false;
}

/**
 * Whether a scene can be drawn off the main thread (a worker, a canvas that can be handed
 * to it), asked without creating anything: whether there is WebGL is then learnt in the
 * worker (src/canvas/carousel/carousel-renderer.worker.ts), not here.
 */
export function canDrawInWorker(): boolean {
  return (
    workerWebGL &&
    mayHaveWebGL() &&
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

export function hasWebGL(): boolean {
  if (cached !== null) return cached;
  try {
    if (typeof WebGLRenderingContext === 'undefined') {
      cached = false;
    } else {
      const probe = document.createElement('canvas');
      const gl2 = probe.getContext('webgl2', CONTEXT_ATTRIBUTES);
      if (gl2) {
        keep(gl2);
        cached = true;
      } else {
        const gl = probe.getContext('webgl', CONTEXT_ATTRIBUTES);
        cached = gl !== null;
        // Contexts are a scarce resource (a browser keeps ~16): give this one back now.
        gl?.getExtension('WEBGL_lose_context')?.loseContext();
      }
    }
  } catch {
    cached = false;
  }
  return cached;
}

function keep(gl: WebGL2RenderingContext) {
  probed = gl;
  clearTimeout(unclaimed);
  unclaimed = setTimeout(() => {
    takeProbedContext()?.getExtension('WEBGL_lose_context')?.loseContext();
  }, UNCLAIMED_MS);
}

/** The probe's WebGL 2 context (with CONTEXT_ATTRIBUTES), once; null when there is none. */
export function takeProbedContext(): WebGL2RenderingContext | null {
  const gl = probed;
  probed = null;
  clearTimeout(unclaimed);
  if (!gl || gl.isContextLost()) return null;
  return gl;
}
