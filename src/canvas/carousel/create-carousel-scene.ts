import { motionResolution, sceneResolution } from '../resolution';
import { whenIdle } from '../when-idle';
import { drawCardFace, type FaceImages, faceResolution, loadImage } from './card-face';
import {
  approach,
  cardPose,
  dragPosition,
  hitCard,
  restingPosition,
  settleIndex,
} from './carousel-layout';
import type { CardPose } from './carousel-protocol';
import { attachCarouselRenderer, type CarouselRenderer } from './carousel-renderer-client';
import {
  type CarouselCallbacks,
  type CarouselCard,
  type CarouselData,
  type CarouselScene,
  STAGE_HEIGHT,
  STAGE_WIDTH,
} from './carousel-types';

/**
 * The game-account carousel: a plain function (no React) that takes the element to draw
 * in, the data and the callbacks, and returns `update` and `destroy`.
 *
 * - What a player touches stays on the main thread: pointer input, the carousel's motion
 *   (carousel-layout.ts) and the card faces, drawn on 2D canvases with the page's fonts
 *   (card-face.ts). PixiJS, WebGL and the rendering itself run in a worker shared by every
 *   carousel of the screen (carousel-renderer-client.ts): its start-up, shader compiles,
 *   texture uploads and frames never delay a tap.
 * - Each frame is a list of card poses: a real perspective projection of each face (a
 *   PerspectiveMesh in the worker), not a scaled sprite.
 * - It draws only when something changes (a drag, a settle animation, new data): no
 *   ticker spinning at 60 fps on a phone that shows a still carousel.
 * - Taps are hit-tested against the projected card corners.
 */

const TAP_MAX_MS = 600;
const TAP_SLOP_PX = 8;
/**
 * How long, from the scene's start, the cards' first drawings wait for their logos and
 * backgrounds: one deadline for the whole carousel, so that slow images delay its first
 * frame by this much at most, never this much per card. Drawn without them and then again
 * with them, each face was drawn and sent twice.
 */
const IMAGE_WAIT_MS = 1000;
/**
 * Cards whose images are asked for in one task. Each request costs the main thread a
 * little (more with the developer tools' network panel open, as Lighthouse has it): a
 * carousel of 14 games asked for its 28 images in one 20-40 ms task.
 */
const IMAGE_BATCH_CARDS = 4;
/** How long a started carousel waits for its first frame before showing its DOM cards. */
const FIRST_FRAME_LIMIT_MS = 15_000;

function cardImages(card: CarouselCard): Promise<FaceImages> {
  return Promise.all([loadImage(card.logo), loadImage(card.background)]).then(
    ([logo, background]) => ({ logo, background }),
  );
}

/** The card's images, or null when they are not here by `deadline` (a performance.now()). */
function imagesBy(card: CarouselCard, deadline: number): Promise<FaceImages | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), Math.max(0, deadline - performance.now()));
    void cardImages(card).then((images) => {
      clearTimeout(timer);
      resolve(images);
    });
  });
}

interface CardView {
  card: CarouselCard;
  images: FaceImages;
  signature: string;
}

function brightnessTint(brightness: number): number {
  const channel = Math.round(255 * brightness);
  return (channel << 16) | (channel << 8) | channel;
}

export function createCarouselScene(
  host: HTMLElement,
  initial: CarouselData,
  callbacks: CarouselCallbacks,
): CarouselScene {
  let data = initial;
  let destroyed = false;
  let renderer: CarouselRenderer | null = null;
  /** Set once the first faces are with the renderer. */
  let drawing = false;
  /** Set once the first frame is on the screen. */
  let ready = false;
  let firstFrameLimit: ReturnType<typeof setTimeout> | undefined;
  let canvas: HTMLCanvasElement | null = null;
  let width = STAGE_WIDTH;
  let height = STAGE_HEIGHT;
  /** Texels per logical pixel of the faces, set once the host has been measured. */
  let resolution = 1;
  let resizeObserver: ResizeObserver | null = null;
  /** Every face is drawn here, then handed over (`compose`). */
  const faceCanvas = new OffscreenCanvas(1, 1);
  const views = new Map<string, CardView>();
  let position = restingPosition(initial.centre, initial.cards.length);
  let target = position;
  let frame = 0;
  let lastTime = 0;
  let drag: {
    id: number;
    x: number;
    y: number;
    at: number;
    start: number;
    moved: boolean;
    lastX: number;
    lastAt: number;
    velocity: number;
  } | null = null;
  const motion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
  const still = () => motion?.matches === true;

  function signatureOf(card: CarouselCard, focused: boolean): string {
    return JSON.stringify([card, focused, data.colors, data.fontFamily]);
  }

  /**
   * Draws a face on the carousel's one drawing canvas and hands the drawing to the renderer
   * as it is (`transferToImageBitmap` moves it, no copy; the canvas starts blank again).
   */
  function compose(view: CardView, index: number): boolean {
    const focused = data.focused === index;
    const signature = signatureOf(view.card, focused);
    if (signature === view.signature || !renderer) return false;
    view.signature = signature;
    drawCardFace(faceCanvas, view.card, view.images, {
      resolution,
      colors: data.colors,
      fontFamily: data.fontFamily,
      focused,
    });
    renderer.face(view.card.key, faceCanvas.transferToImageBitmap(), resolution);
    requestFrame();
    return true;
  }

  /** `loaded`: the card's images, when they are here already (else they are asked for). */
  function addView(card: CarouselCard, loaded: FaceImages | null = null): CardView {
    const view: CardView = {
      card,
      images: loaded ?? { logo: null, background: null },
      signature: '',
    };
    views.set(card.key, view);
    if (!loaded) requestImages(view, card);
    return view;
  }

  function syncCards() {
    const keys = new Set(data.cards.map((card) => card.key));
    for (const [key, view] of views) {
      if (keys.has(key)) continue;
      views.delete(key);
      faceQueue.delete(view);
      renderer?.forget(key);
    }
    data.cards.forEach((card, index) => {
      let view = views.get(card.key);
      if (!view) {
        view = addView(card);
      } else {
        if (view.card.logo !== card.logo || view.card.background !== card.background) {
          requestImages(view, card);
        }
        view.card = card;
      }
      compose(view, index);
    });
  }

  /**
   * Faces whose images have arrived, redrawn one per idle task (drawing an SVG background
   * is tens of milliseconds on a slow phone): a dozen images arriving together must not
   * become one long task.
   */
  const faceQueue = new Set<CardView>();
  let flushing = false;

  async function flushFaces() {
    if (flushing) return;
    flushing = true;
    while (faceQueue.size > 0 && !destroyed) {
      await whenIdle();
      const [view] = faceQueue;
      if (!view || destroyed) break;
      faceQueue.delete(view);
      const index = data.cards.findIndex((c) => c.key === view.card.key);
      if (index < 0) continue;
      view.signature = '';
      compose(view, index);
    }
    flushing = false;
  }

  function requestImages(view: CardView, card: CarouselCard) {
    void cardImages(card).then((images) => {
      if (destroyed || views.get(card.key) !== view) return;
      view.images = images;
      faceQueue.add(view);
      void flushFaces();
    });
  }

  function poses(): CardPose[] {
    const list: CardPose[] = [];
    data.cards.forEach((card, index) => {
      if (!views.has(card.key)) return;
      const pose = cardPose(index - position);
      if (!pose.visible) return;
      list.push({
        key: card.key,
        corners: pose.corners,
        alpha: pose.alpha,
        tint: brightnessTint(pose.brightness),
        zIndex: Math.round(pose.depth * 100),
      });
    });
    return list;
  }

  function draw() {
    if (!drawing || !renderer) return;
    const moving = drag !== null || position !== target;
    renderer.frame({
      width,
      height,
      resolution: moving ? motionResolution() : sceneResolution(),
      scale: width / STAGE_WIDTH,
      cards: poses(),
      ack: !ready,
    });
  }

  function tick(time: number) {
    frame = 0;
    const dt = lastTime ? Math.min(64, time - lastTime) : 16;
    lastTime = time;
    if (!drag && position !== target) {
      position = still() ? target : approach(position, target, dt);
      if (position === target) callbacks.onCentreChange(target);
    }
    draw();
    if (drag || position !== target) frame = requestAnimationFrame(tick);
    else lastTime = 0;
  }

  function requestFrame() {
    if (!drawing || frame) return;
    frame = requestAnimationFrame(tick);
  }

  function moveTo(index: number) {
    // Never rest where the view would have an empty side (carousel-layout.ts).
    target = restingPosition(index, data.cards.length);
    if (still()) position = target;
    requestFrame();
  }

  function scale(): number {
    return (canvas?.clientWidth || host.clientWidth || STAGE_WIDTH) / STAGE_WIDTH;
  }

  function stagePoint(event: PointerEvent): [number, number] {
    const rect = (canvas ?? host).getBoundingClientRect();
    const k = scale();
    return [(event.clientX - rect.left) / k, (event.clientY - rect.top) / k];
  }

  const onPointerDown = (event: PointerEvent) => {
    if (drag || !event.isPrimary) return;
    drag = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      at: event.timeStamp,
      start: position,
      moved: false,
      lastX: event.clientX,
      lastAt: event.timeStamp,
      velocity: 0,
    };
    target = position;
    // Keep receiving the gesture when the finger or mouse leaves the canvas.
    canvas?.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.x;
    if (!drag.moved && Math.hypot(dx, event.clientY - drag.y) < TAP_SLOP_PX) return;
    drag.moved = true;
    const k = scale();
    const elapsed = Math.max(1, event.timeStamp - drag.lastAt);
    // Cards per ms, smoothed: the fling speed when the finger lifts.
    const instant = -(event.clientX - drag.lastX) / k / 200 / elapsed;
    drag.velocity = drag.velocity * 0.6 + instant * 0.4;
    drag.lastX = event.clientX;
    drag.lastAt = event.timeStamp;
    position = dragPosition(drag.start, dx / k, data.cards.length);
    target = position;
    requestFrame();
  };

  const onPointerUp = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    const ended = drag;
    drag = null;
    if (!ended.moved && event.timeStamp - ended.at <= TAP_MAX_MS) {
      const [x, y] = stagePoint(event);
      const index = hitCard(position, data.cards.length, x, y);
      if (index !== null) {
        moveTo(index);
        callbacks.onTap(index);
      }
      return;
    }
    // A finger that stopped before lifting has no fling left.
    const velocity = event.timeStamp - ended.lastAt > 100 ? 0 : ended.velocity;
    moveTo(settleIndex(position, velocity, data.cards.length));
  };

  const onPointerCancel = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    drag = null;
    moveTo(Math.round(position));
  };

  const onMotionChange = () => {
    if (still()) {
      position = target;
      requestFrame();
    }
  };

  function measure() {
    width = host.clientWidth || STAGE_WIDTH;
    height = host.clientHeight || (width * STAGE_HEIGHT) / STAGE_WIDTH;
  }

  function resize() {
    if (!drawing) return;
    const before = [width, height];
    measure();
    if (before[0] !== width || before[1] !== height) draw();
  }

  async function start() {
    // A carousel below the fold starts when it is scrolled to, or once the ones on
    // screen have had their turn: its start-up does not compete with theirs.
    await nearScreen(host);
    await whenIdle();
    if (destroyed) return;
    canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    // Vertical swipes still scroll the page; horizontal ones move the carousel.
    canvas.style.touchAction = 'pan-y';
    canvas.addEventListener('pointerdown', onPointerDown);
    canvas.addEventListener('pointermove', onPointerMove);
    canvas.addEventListener('pointerup', onPointerUp);
    canvas.addEventListener('pointercancel', onPointerCancel);
    motion?.addEventListener?.('change', onMotionChange);
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
    resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    resizeObserver?.observe(host);
    // Card texts use the page's fonts: wait for them so the first faces are not drawn in a
    // fallback font.
    await document.fonts?.ready.catch(() => undefined);
    // One card face per idle task (a 2D drawing, tens of milliseconds at 4x CPU
    // throttling): a carousel's cards at once were a long task.
    resolution = faceResolution(sceneResolution(), width / STAGE_WIDTH);
    for (let index = 0; ; index += 1) {
      const next = data.cards[index];
      const loaded = next ? await imagesBy(next, imageDeadline) : null;
      await whenIdle();
      if (destroyed) return;
      const card = data.cards[index];
      if (!card) break;
      const same =
        card.key === next?.key && card.logo === next.logo && card.background === next.background;
      if (!views.has(card.key)) compose(addView(card, same ? loaded : null), index);
    }
    drawing = true;
    // The data may have changed meanwhile: catch up (cheap: only what changed is redrawn).
    syncCards();
    draw();
  }

  // The cards' images download while the renderer starts, asked for a few cards per task
  // from the first card on (the order the faces are drawn in).
  void (async () => {
    for (let index = 0; index < initial.cards.length; index += IMAGE_BATCH_CARDS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (destroyed) return;
      for (const card of initial.cards.slice(index, index + IMAGE_BATCH_CARDS)) {
        void cardImages(card);
      }
    }
  })();
  const imageDeadline = performance.now() + IMAGE_WAIT_MS;
  // Anything that throws while starting (no worker could be made, a face that cannot be
  // drawn) shows the DOM cards rather than a carousel that stays blank.
  start().catch(() => {
    if (!destroyed) callbacks.onFallback('init-failed');
  });

  return {
    update(next) {
      const centreChanged = next.centre !== data.centre;
      data = next;
      if (!drawing) return;
      syncCards();
      if (centreChanged || target !== restingPosition(target, data.cards.length)) {
        moveTo(centreChanged ? next.centre : target);
      }
      requestFrame();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      clearTimeout(firstFrameLimit);
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      motion?.removeEventListener?.('change', onMotionChange);
      resizeObserver?.disconnect();
      if (canvas) {
        canvas.removeEventListener('pointerdown', onPointerDown);
        canvas.removeEventListener('pointermove', onPointerMove);
        canvas.removeEventListener('pointerup', onPointerUp);
        canvas.removeEventListener('pointercancel', onPointerCancel);
        canvas.remove();
      }
      views.clear();
      faceQueue.clear();
      drawing = false;
      // The last carousel to leave terminates the worker: its WebGL context and GPU memory
      // are freed before the next screen draws.
      renderer?.release();
      renderer = null;
      canvas = null;
    },
  };
}

/** How long a carousel out of sight waits before starting anyway. */
const OFF_SCREEN_START_MS = 1500;

/**
 * Resolves when `element` is (partly) on the screen, or after
 * OFF_SCREEN_START_MS at the latest (so that every carousel is ready soon, scrolled to
 * or not).
 */
function nearScreen(element: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '0px' },
    );
    const timer = setTimeout(done, OFF_SCREEN_START_MS);
    observer.observe(element);
  });
}
