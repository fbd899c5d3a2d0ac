import {
  cancelIndex,
  type Drag,
  dragTo,
  endDrag,
  startDrag,
  withinTapSlop,
} from './carousel-gestures';
import { approach, hitCard, restingPosition } from './carousel-layout';
import type { CarouselCallbacks } from './carousel-types';

/**
 * Where the carousel is and where it is going: the pointer on its canvas drags it
 * (carousel-gestures.ts), a release or a new centre card sends it to a resting place, and
 * it glides there one animation frame at a time (carousel-layout.ts `approach`). Frames
 * are asked for only while something moves: no ticker spinning on a still carousel.
 */

export interface MotionContext extends Pick<CarouselCallbacks, 'onTap' | 'onCentreChange'> {
  count(): number;
  /** Whether frames may be drawn yet. */
  canDraw(): boolean;
  draw(): void;
  /** CSS px per stage unit. */
  scale(): number;
  /** Where a pointer is on the stage, in stage units. */
  stagePoint(event: PointerEvent): readonly [number, number];
}

export interface CarouselMotion {
  position(): number;
  target(): number;
  /** A drag or a glide under way: frames are drawn at the motion resolution. */
  moving(): boolean;
  /** Glides to the card (or the resting place nearest to it), at once under reduced motion. */
  moveTo(index: number): void;
  requestFrame(): void;
  /** Follows the pointer on `canvas` (and the reduced-motion setting) until `stop`. */
  listen(canvas: HTMLCanvasElement): void;
  stop(): void;
}

export function createCarouselMotion(start: number, context: MotionContext): CarouselMotion {
  let position = start;
  let target = start;
  let drag: Drag | null = null;
  let frame = 0;
  let lastTime = 0;
  let canvas: HTMLCanvasElement | null = null;
  const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
  const still = () => reducedMotion?.matches === true;

  function tick(time: number) {
    frame = 0;
    const dt = lastTime ? Math.min(64, time - lastTime) : 16;
    lastTime = time;
    if (!drag && position !== target) {
      position = still() ? target : approach(position, target, dt);
      if (position === target) context.onCentreChange(target);
    }
    context.draw();
    if (drag || position !== target) frame = requestAnimationFrame(tick);
    else lastTime = 0;
  }

  function requestFrame() {
    if (!context.canDraw() || frame) return;
    frame = requestAnimationFrame(tick);
  }

  function moveTo(index: number) {
    // Never rest where the view would have an empty side (carousel-layout.ts).
    target = restingPosition(index, context.count());
    if (still()) position = target;
    requestFrame();
  }

  const onPointerDown = (event: PointerEvent) => {
    if (drag || !event.isPrimary) return;
    drag = startDrag(event, position);
    target = position;
    // Keep receiving the gesture when the finger or mouse leaves the canvas.
    canvas?.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id || withinTapSlop(drag, event)) return;
    const dragged = dragTo(drag, event, context.scale(), context.count());
    drag = dragged.drag;
    position = dragged.position;
    target = position;
    requestFrame();
  };

  const onPointerUp = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    const ended = endDrag(drag, event, position, context.count());
    drag = null;
    if (ended.kind === 'settle') {
      moveTo(ended.index);
      return;
    }
    const [x, y] = context.stagePoint(event);
    const index = hitCard(position, context.count(), x, y);
    if (index === null) return;
    moveTo(index);
    context.onTap(index);
  };

  const onPointerCancel = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    drag = null;
    moveTo(cancelIndex(position));
  };

  const onMotionChange = () => {
    if (!still()) return;
    position = target;
    requestFrame();
  };

  return {
    position: () => position,
    target: () => target,
    moving: () => drag !== null || position !== target,
    moveTo,
    requestFrame,
    listen(element) {
      canvas = element;
      canvas.addEventListener('pointerdown', onPointerDown);
      canvas.addEventListener('pointermove', onPointerMove);
      canvas.addEventListener('pointerup', onPointerUp);
      canvas.addEventListener('pointercancel', onPointerCancel);
      reducedMotion?.addEventListener?.('change', onMotionChange);
    },
    stop() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      reducedMotion?.removeEventListener?.('change', onMotionChange);
      if (!canvas) return;
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerup', onPointerUp);
      canvas.removeEventListener('pointercancel', onPointerCancel);
      canvas = null;
    },
  };
}
