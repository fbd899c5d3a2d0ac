import { sceneResolution } from '../resolution';
import { whenIdle } from '../when-idle';
import { faceResolution } from './card-face';
import { attachCarouselRenderer, type CarouselRenderer } from './carousel-renderer-client';
import { type CarouselCallbacks, STAGE_HEIGHT, STAGE_WIDTH } from './carousel-types';
import { nearScreen } from './near-screen';

/**
 * A carousel's life on the page: its start (a canvas handed to the renderer's worker, the
 * host's size followed, the first faces), in short tasks that each give up once the scene
 * was destroyed meanwhile, and its end, which takes all of it down again and lets the
 * renderer go (docs/architecture.md#canvas-lifecycle).
 */

/** How long a started carousel waits for its first frame before showing its DOM cards. */
const FIRST_FRAME_LIMIT_MS = 15_000;

/** What the scene does at each point of the start. */
export interface StartSteps {
  /** The canvas exists (not yet on the page): the pointer on it moves the carousel. */
  onCanvas(canvas: HTMLCanvasElement): void;
  /** Draws the first faces; resolves early when the scene is destroyed meanwhile. */
  firstFaces(): Promise<void>;
  /** The first faces are with the renderer: frames may be drawn. */
  onDrawing(): void;
  /** The host changed size. */
  onResize(): void;
}

export interface CarouselLifecycle {
  readonly renderer: CarouselRenderer | null;
  /** The host's size in CSS px. */
  readonly width: number;
  readonly height: number;
  /** Texels per logical pixel of the faces, set once the host has been measured. */
  readonly resolution: number;
  /** Set once the first faces are with the renderer. */
  readonly drawing: boolean;
  /** Set once the first frame is on the screen. */
  readonly ready: boolean;
  readonly destroyed: boolean;
  start(steps: StartSteps): void;
  /** CSS px per stage unit. */
  scale(): number;
  /** Where a pointer is on the stage, in stage units. */
  stagePoint(event: PointerEvent): [number, number];
  destroy(): void;
}

export function createCarouselLifecycle(
  host: HTMLElement,
  callbacks: Pick<CarouselCallbacks, 'onReady' | 'onFallback'>,
): CarouselLifecycle {
  let canvas: HTMLCanvasElement | null = null;
  let renderer: CarouselRenderer | null = null;
  let width = STAGE_WIDTH;
  let height = STAGE_HEIGHT;
  let resolution = 1;
  let drawing = false;
  let ready = false;
  let destroyed = false;
  let firstFrameLimit: ReturnType<typeof setTimeout> | undefined;
  let resizeObserver: ResizeObserver | null = null;

  function measure() {
    width = host.clientWidth || STAGE_WIDTH;
    height = host.clientHeight || (width * STAGE_HEIGHT) / STAGE_WIDTH;
  }

  function createCanvas(): HTMLCanvasElement {
    const element = document.createElement('canvas');
    element.setAttribute('aria-hidden', 'true');
    element.style.display = 'block';
    element.style.width = '100%';
    element.style.height = '100%';
    // Vertical swipes still scroll the page; horizontal ones move the carousel.
    element.style.touchAction = 'pan-y';
    return element;
  }

  async function run(steps: StartSteps) {
    // A carousel below the fold starts when it is scrolled to, or once the ones on
    // screen have had their turn: its start-up does not compete with theirs.
    await nearScreen(host);
    await whenIdle();
    if (destroyed) return;
    canvas = createCanvas();
    steps.onCanvas(canvas);
    host.appendChild(canvas);
    // The canvas is handed to the renderer's worker, which starts (PixiJS, WebGL) while
    // the faces are drawn here.
    renderer = attachCarouselRenderer(canvas, {
      onDrawn: () => {
        if (destroyed || ready) return;
        ready = true;
        clearTimeout(firstFrameLimit);
        callbacks.onReady();
      },
      onFailed: (reason) => {
        if (!destroyed) callbacks.onFallback(reason);
      },
    });
    // A renderer that never answers (PixiJS stuck on a stalled connection) must not leave a
    // blank area: the DOM cards take its place.
    firstFrameLimit = setTimeout(() => {
      if (!destroyed && !ready) callbacks.onFallback('init-failed');
    }, FIRST_FRAME_LIMIT_MS);
    measure();
    resizeObserver =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (!drawing) return;
            const before = [width, height];
            measure();
            if (before[0] !== width || before[1] !== height) steps.onResize();
          });
    resizeObserver?.observe(host);
    // Card texts use the page's fonts: wait for them so the first faces are not drawn in a
    // fallback font.
    await document.fonts?.ready.catch(() => undefined);
    if (destroyed) return;
    resolution = faceResolution(sceneResolution(), width / STAGE_WIDTH);
    await steps.firstFaces();
    if (destroyed) return;
    drawing = true;
    steps.onDrawing();
  }

  function scale(): number {
    return (canvas?.clientWidth || host.clientWidth || STAGE_WIDTH) / STAGE_WIDTH;
  }

  return {
    get renderer() {
      return renderer;
    },
    get width() {
      return width;
    },
    get height() {
      return height;
    },
    get resolution() {
      return resolution;
    },
    get drawing() {
      return drawing;
    },
    get ready() {
      return ready;
    },
    get destroyed() {
      return destroyed;
    },
    start(steps) {
      // Anything that throws while starting (no worker could be made, a face that cannot
      // be drawn) shows the DOM cards rather than a carousel that stays blank.
      run(steps).catch(() => {
        if (!destroyed) callbacks.onFallback('init-failed');
      });
    },
    scale,
    stagePoint(event) {
      const rect = (canvas ?? host).getBoundingClientRect();
      const k = scale();
      return [(event.clientX - rect.left) / k, (event.clientY - rect.top) / k];
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      clearTimeout(firstFrameLimit);
      resizeObserver?.disconnect();
      canvas?.remove();
      canvas = null;
      drawing = false;
      // The last carousel to leave terminates the worker: its WebGL context and GPU memory
      // are freed before the next screen draws.
      renderer?.release();
      renderer = null;
    },
  };
}
