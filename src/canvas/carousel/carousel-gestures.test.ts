import {
  cancelIndex,
  type Drag,
  dragTo,
  endDrag,
  FLING_STALE_MS,
  type PointerSample,
  startDrag,
  TAP_MAX_MS,
  TAP_SLOP_PX,
  withinTapSlop,
} from './carousel-gestures';
import { DRAG_PX_PER_CARD } from './carousel-layout';

const at = (clientX: number, timeStamp: number, clientY = 100, pointerId = 1): PointerSample => ({
  pointerId,
  clientX,
  clientY,
  timeStamp,
});

/** A drag through `samples` (after the press), as the carousel follows it. */
function follow(drag: Drag, samples: PointerSample[], scale = 1, count = 10) {
  let current = drag;
  let position = drag.start;
  for (const sample of samples) {
    if (withinTapSlop(current, sample)) continue;
    ({ drag: current, position } = dragTo(current, sample, scale, count));
  }
  return { drag: current, position };
}

describe('carousel gestures: tap or drag', () => {
  it('stays a tap while the pointer is within the slop, in any direction', () => {
    const press = startDrag(at(300, 0), 3);
    expect(withinTapSlop(press, at(300 + TAP_SLOP_PX - 1, 10))).toBe(true);
    expect(withinTapSlop(press, at(300, 10, 100 - (TAP_SLOP_PX - 1)))).toBe(true);
    expect(withinTapSlop(press, at(300 + TAP_SLOP_PX, 10))).toBe(false);
    // 6 px across and 6 down is 8.5 px away.
    expect(withinTapSlop(press, at(306, 10, 106))).toBe(false);
  });

  it('once dragged, never becomes a tap again, even back where it began', () => {
    const { drag } = follow(startDrag(at(300, 0), 3), [at(280, 16), at(300, 32)]);
    expect(drag.moved).toBe(true);
    expect(withinTapSlop(drag, at(300, 40))).toBe(false);
    expect(endDrag(drag, at(300, 48), 3, 10).kind).toBe('settle');
  });

  it('is a tap when lifted still and soon, not when held longer', () => {
    const press = startDrag(at(300, 1000), 3);
    expect(endDrag(press, at(303, 1000 + TAP_MAX_MS), 3, 10)).toEqual({ kind: 'tap' });
    expect(endDrag(press, at(300, 1001 + TAP_MAX_MS), 3, 10)).toEqual({ kind: 'settle', index: 3 });
  });
});

describe('carousel gestures: dragging', () => {
  it('moves one card per card width dragged, against the finger, at any stage scale', () => {
    const press = startDrag(at(400, 0), 3);
    expect(follow(press, [at(400 - DRAG_PX_PER_CARD, 100)]).position).toBeCloseTo(4);
    expect(follow(press, [at(400 + DRAG_PX_PER_CARD, 100)]).position).toBeCloseTo(2);
    // On a page half the stage's size, half the CSS pixels move a card.
    expect(follow(press, [at(400 - DRAG_PX_PER_CARD / 2, 100)], 0.5).position).toBeCloseTo(4);
  });

  it('resists past either end', () => {
    const press = startDrag(at(0, 0), 1);
    const { position } = follow(press, [at(5 * DRAG_PX_PER_CARD, 100)], 1, 5);
    // The first resting place is 1 (restingRange): a little past it, never to -4.
    expect(position).toBeLessThan(1);
    expect(position).toBeGreaterThan(0.7);
  });

  it('smooths the speed, in cards per ms', () => {
    const press = startDrag(at(400, 0), 3);
    const once = follow(press, [at(380, 10)]).drag;
    // 20 px in 10 ms at scale 1: 0.1 card in 10 ms, a fifth of it kept at first.
    expect(once.velocity).toBeCloseTo(0.01 * 0.4);
    const twice = follow(once, [at(360, 20)]).drag;
    expect(twice.velocity).toBeCloseTo(0.01 * 0.4 * 0.6 + 0.01 * 0.4);
  });
});

describe('carousel gestures: where a release comes to rest', () => {
  it('a slow drag settles on the nearest card', () => {
    const press = startDrag(at(400, 0), 3);
    // 0.4 card along, at 2 px per 100 ms: hardly any speed.
    const samples = Array.from({ length: 40 }, (_, i) => at(398 - 2 * i, 100 * (i + 1)));
    const { drag, position } = follow(press, samples);
    expect(position).toBeCloseTo(3.4);
    expect(endDrag(drag, at(320, 4010), position, 10)).toEqual({ kind: 'settle', index: 3 });
  });

  it('a fling carries on past the nearest card, at most two and a half cards', () => {
    const press = startDrag(at(400, 0), 3);
    const { drag, position } = follow(press, [at(380, 10), at(360, 20), at(340, 30)]);
    expect(position).toBeCloseTo(3.3);
    expect(endDrag(drag, at(340, 40), position, 10)).toEqual({ kind: 'settle', index: 5 });
    // 1.5 cards dragged fast: 2.5 more.
    const fast = follow(press, [at(300, 10), at(200, 20), at(100, 30)]);
    expect(fast.position).toBeCloseTo(4.5);
    expect(endDrag(fast.drag, at(100, 35), fast.position, 10)).toEqual({
      kind: 'settle',
      index: 7,
    });
  });

  it('a finger that stopped before lifting has no fling left', () => {
    const press = startDrag(at(400, 0), 3);
    const { drag, position } = follow(press, [at(380, 10), at(360, 20), at(340, 30)]);
    expect(endDrag(drag, at(340, 30 + FLING_STALE_MS), position, 10)).toEqual({
      kind: 'settle',
      index: 5,
    });
    expect(endDrag(drag, at(340, 31 + FLING_STALE_MS), position, 10)).toEqual({
      kind: 'settle',
      index: 3,
    });
  });

  it('never rests where the view would have an empty side', () => {
    const press = startDrag(at(400, 0), 8);
    const { drag, position } = follow(press, [at(300, 10), at(200, 20)], 1, 10);
    // 10 cards rest between 1 and 8.
    expect(endDrag(drag, at(200, 25), position, 10)).toEqual({ kind: 'settle', index: 8 });
    const two = startDrag(at(400, 0), 0.5);
    const flung = follow(two, [at(380, 10), at(360, 20)], 1, 2);
    expect(endDrag(flung.drag, at(360, 25), flung.position, 2)).toEqual({
      kind: 'settle',
      index: 0.5,
    });
  });

  it('a drag the browser takes away rests on the nearest card', () => {
    expect(cancelIndex(3.49)).toBe(3);
    expect(cancelIndex(3.5)).toBe(4);
  });
});
