import {
  approach,
  cardPose,
  dragPosition,
  hitCard,
  insideQuad,
  restingPosition,
  settleIndex,
} from './carousel-layout';
import { CARD_HEIGHT, CARD_WIDTH, STAGE_HEIGHT, STAGE_WIDTH } from './carousel-types';

const width = (q: readonly number[]) => (q[2] ?? 0) - (q[0] ?? 0);
const height = (q: readonly number[]) => (q[7] ?? 0) - (q[1] ?? 0);

describe('cardPose', () => {
  it('shows the centre card flat, full size (300 × 211) in the middle of the stage, in front', () => {
    const pose = cardPose(0);
    const [x0, y0] = pose.corners;
    expect(x0).toBeCloseTo(STAGE_WIDTH / 2 - CARD_WIDTH / 2);
    expect(y0).toBeCloseTo(STAGE_HEIGHT / 2 - CARD_HEIGHT / 2);
    expect(width(pose.corners)).toBeCloseTo(CARD_WIDTH);
    expect(height(pose.corners)).toBeCloseTo(CARD_HEIGHT);
    expect(pose.brightness).toBe(1);
    expect(pose.depth).toBeCloseTo(0);
  });

  it('turns side cards away in perspective: smaller, dimmer, behind, outer edge shorter', () => {
    const right = cardPose(1);
    const left = cardPose(-1);
    const [, y0, x1, y1, x2, y2, , y3] = right.corners;
    // Outer (right) edge is further away than the inner one, so it is shorter.
    expect(y2 - y1).toBeLessThan(y3 - y0);
    expect(x2).toBeLessThan(STAGE_WIDTH);
    expect(x1).toBeGreaterThan(STAGE_WIDTH / 2);
    expect(right.brightness).toBeLessThan(1);
    expect(right.depth).toBeLessThan(cardPose(0).depth);
    // Mirror images.
    expect(left.corners[0]).toBeCloseTo(STAGE_WIDTH - (right.corners[2] ?? 0));
  });

  it('shows three cards at a time: the ones two places away are gone', () => {
    expect(cardPose(1).visible).toBe(true);
    expect(cardPose(-1).visible).toBe(true);
    expect(cardPose(2).visible).toBe(false);
    expect(cardPose(-2.5).visible).toBe(false);
  });
});

describe('hitCard', () => {
  it('finds the card under a point, the front one where cards overlap', () => {
    expect(hitCard(0, 3, STAGE_WIDTH / 2, STAGE_HEIGHT / 2)).toBe(0);
    // Where the centre card covers the right card, the centre card wins.
    expect(hitCard(0, 3, 440, STAGE_HEIGHT / 2)).toBe(0);
    expect(hitCard(0, 3, 520, STAGE_HEIGHT / 2)).toBe(1);
    expect(hitCard(1, 3, 80, STAGE_HEIGHT / 2)).toBe(0);
    expect(hitCard(0, 3, 80, STAGE_HEIGHT / 2)).toBeNull();
    expect(hitCard(0, 3, STAGE_WIDTH / 2, 2)).toBeNull();
  });

  it('knows inside from outside of a quad', () => {
    const square = [0, 0, 10, 0, 10, 10, 0, 10] as const;
    expect(insideQuad(square, 5, 5)).toBe(true);
    expect(insideQuad(square, 11, 5)).toBe(false);
  });
});

describe('drag and settle', () => {
  it('moves one card per 200 stage px, with resistance past the ends of the resting range', () => {
    expect(dragPosition(1, -200, 5)).toBeCloseTo(2);
    expect(dragPosition(2, 100, 5)).toBeCloseTo(1.5);
    // Five cards rest between 1 and 3: three cards in view at either end.
    const pastStart = dragPosition(1, 400, 5);
    expect(pastStart).toBeLessThan(1);
    expect(pastStart).toBeGreaterThan(0.7);
    expect(dragPosition(3, -600, 5)).toBeGreaterThan(3);
    expect(dragPosition(3, -600, 5)).toBeLessThan(3.3);
  });

  it('settles on the nearest card, carried on by a fling, within the resting range', () => {
    expect(settleIndex(1.4, 0, 5)).toBe(1);
    expect(settleIndex(1.4, 0.004, 5)).toBe(2);
    expect(settleIndex(0.2, -0.01, 5)).toBe(1);
    expect(settleIndex(3.8, 0.01, 5)).toBe(3);
    expect(settleIndex(0.9, 0.01, 2)).toBe(0.5);
  });

  it('approaches the target and lands on it exactly', () => {
    let position = 0;
    for (let i = 0; i < 100 && position !== 1; i++) position = approach(position, 1, 16);
    expect(position).toBe(1);
    expect(approach(0, 1, 16)).toBeGreaterThan(0);
  });
});

describe('restingPosition: the view is filled with cards from the start', () => {
  /** The left edge of a card's drawn quad, in stage px. */
  const left = (offset: number) =>
    Math.min(...cardPose(offset).corners.filter((_, i) => i % 2 === 0));
  const right = (offset: number) =>
    Math.max(...cardPose(offset).corners.filter((_, i) => i % 2 === 0));

  it('keeps three cards in view (docs/product.md#game-carousels): the first and last cards rest on the sides', () => {
    expect(restingPosition(0, 7)).toBe(1);
    expect(restingPosition(3, 7)).toBe(3);
    expect(restingPosition(6, 7)).toBe(5);
    expect(restingPosition(9, 7)).toBe(5);
    expect(restingPosition(0, 3)).toBe(1);
    expect(restingPosition(2, 3)).toBe(1);
  });

  it('shares the view between two cards, and centres a lone card', () => {
    expect(restingPosition(0, 2)).toBe(0.5);
    expect(restingPosition(1, 2)).toBe(0.5);
    expect(restingPosition(0, 1)).toBe(0);
    expect(restingPosition(0, 0)).toBe(0);
  });

  it('starts with cards from edge to edge: the first one at the left, another at the right', () => {
    for (const count of [2, 3, 4, 7]) {
      const start = restingPosition(0, count);
      expect(left(0 - start), `${count} cards`).toBeLessThan(STAGE_WIDTH / 6);
      expect(cardPose(0 - start).visible).toBe(true);
      expect(right(Math.min(count - 1, 2) - start), `${count} cards`).toBeGreaterThan(
        (5 * STAGE_WIDTH) / 6,
      );
    }
    // Before: resting on the first card left the stage empty up to its quarter.
    expect(left(0)).toBeCloseTo(STAGE_WIDTH / 4);
  });

  it('ends with the last card in the right third', () => {
    for (const count of [3, 7]) {
      const end = restingPosition(count - 1, count);
      expect(right(count - 1 - end)).toBeGreaterThan((5 * STAGE_WIDTH) / 6);
      expect(left(count - 3 - end)).toBeLessThan(STAGE_WIDTH / 6);
    }
  });
});
