import { DRAG_PX_PER_CARD, dragPosition, settleIndex } from './carousel-layout';

/**
 * A press on the carousel as pure state: whether it is a tap or a drag, where a drag puts
 * the carousel, and where it comes to rest when released (a fling carries it on). No DOM
 * and no clock: the pointer's coordinates and time stamps come in, so each threshold is
 * tested without a canvas. carousel-motion.ts feeds it the canvas's pointer events.
 */

/** A press that lifts within this many ms without having moved is a tap. */
export const TAP_MAX_MS = 600;
/** How far (CSS px) a press may wander and still be a tap. */
export const TAP_SLOP_PX = 8;
/** A finger that stopped this long (ms) before lifting has no fling left. */
export const FLING_STALE_MS = 100;

/** What the gestures read of a pointer event (a PointerEvent is one). */
export interface PointerSample {
  readonly pointerId: number;
  readonly clientX: number;
  readonly clientY: number;
  readonly timeStamp: number;
}

export interface Drag {
  readonly id: number;
  /** Where and when the press began, and the carousel's position then. */
  readonly x: number;
  readonly y: number;
  readonly at: number;
  readonly start: number;
  /** Past the tap slop: a drag, never a tap again. */
  readonly moved: boolean;
  readonly lastX: number;
  readonly lastAt: number;
  /** Cards per ms, smoothed: the fling speed if the pointer lifts now. */
  readonly velocity: number;
}

export function startDrag(sample: PointerSample, position: number): Drag {
  return {
    id: sample.pointerId,
    x: sample.clientX,
    y: sample.clientY,
    at: sample.timeStamp,
    start: position,
    moved: false,
    lastX: sample.clientX,
    lastAt: sample.timeStamp,
    velocity: 0,
  };
}

/** Whether the pointer is still close enough to where it went down for the press to be a tap. */
export function withinTapSlop(drag: Drag, sample: PointerSample): boolean {
  return !drag.moved && Math.hypot(sample.clientX - drag.x, sample.clientY - drag.y) < TAP_SLOP_PX;
}

/**
 * The drag after the pointer moved, and where it puts the carousel. `scale`: CSS px per
 * stage unit.
 */
export function dragTo(
  drag: Drag,
  sample: PointerSample,
  scale: number,
  count: number,
): { drag: Drag; position: number } {
  const elapsed = Math.max(1, sample.timeStamp - drag.lastAt);
  const instant = -(sample.clientX - drag.lastX) / scale / DRAG_PX_PER_CARD / elapsed;
  return {
    drag: {
      ...drag,
      moved: true,
      velocity: drag.velocity * 0.6 + instant * 0.4,
      lastX: sample.clientX,
      lastAt: sample.timeStamp,
    },
    position: dragPosition(drag.start, (sample.clientX - drag.x) / scale, count),
  };
}

/** A released press: a tap (the caller finds the card under it), or where the carousel rests. */
export type DragEnd = { kind: 'tap' } | { kind: 'settle'; index: number };

export function endDrag(
  drag: Drag,
  sample: PointerSample,
  position: number,
  count: number,
): DragEnd {
  if (!drag.moved && sample.timeStamp - drag.at <= TAP_MAX_MS) return { kind: 'tap' };
  const velocity = sample.timeStamp - drag.lastAt > FLING_STALE_MS ? 0 : drag.velocity;
  return { kind: 'settle', index: settleIndex(position, velocity, count) };
}

/** Where the carousel rests when the browser takes the pointer away mid-drag: the nearest card. */
export function cancelIndex(position: number): number {
  return Math.round(position);
}
