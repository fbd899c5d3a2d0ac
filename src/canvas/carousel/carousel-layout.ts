import { CARD_HEIGHT, CARD_WIDTH, STAGE_HEIGHT, STAGE_WIDTH } from './carousel-types';

/**
 * The carousel's 3D geometry as pure math (no PixiJS), so it can be tested and the scene
 * stays a thin drawing layer. A card at `offset` places from the centre (0 = centre, 1 =
 * next on the right, -1 on the left, fractions while moving) is a 300 × 211 plane turned
 * about its vertical axis and pushed back, then projected with a pinhole camera.
 */

/** Distance of the camera from the stage plane, in logical px. */
const PERSPECTIVE = 900;
/** How far a side card is turned (outer edge away from the viewer). */
const SIDE_ANGLE = (40 * Math.PI) / 180;
/** Horizontal distance of the first side card from the centre, then of each further one. */
const SIDE_SHIFT = 200;
const FAR_SHIFT = 70;
/** How far back each step from the centre goes. */
const DEPTH_STEP = 110;
/** Side cards are this much darker (0 = not at all, 1 = black). */
const SIDE_DIM = 0.45;

export type Quad = readonly [number, number, number, number, number, number, number, number];

export interface CardPose {
  /** Corners clockwise from the top left: x0, y0 (top left), x1, y1, x2, y2, x3, y3. */
  corners: Quad;
  /** Drawing order: larger is nearer the viewer. */
  depth: number;
  /** Brightness, 1 for the centre card. */
  brightness: number;
  alpha: number;
  visible: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function cardPose(offset: number): CardPose {
  const distance = Math.abs(offset);
  const side = Math.sign(offset);
  const turn = clamp(offset, -1, 1) * SIDE_ANGLE;
  const shift =
    side * (distance <= 1 ? distance * SIDE_SHIFT : SIDE_SHIFT + (distance - 1) * FAR_SHIFT);
  const back = -Math.min(distance, 2) * DEPTH_STEP;
  const cx = STAGE_WIDTH / 2;
  const cy = STAGE_HEIGHT / 2;
  const halfW = CARD_WIDTH / 2;
  const halfH = CARD_HEIGHT / 2;
  const project = (x: number, y: number): [number, number] => {
    const z = back - x * Math.sin(turn);
    const scale = PERSPECTIVE / (PERSPECTIVE - z);
    return [cx + (shift + x * Math.cos(turn)) * scale, cy + y * scale];
  };
  const [x0, y0] = project(-halfW, -halfH);
  const [x1, y1] = project(halfW, -halfH);
  const [x2, y2] = project(halfW, halfH);
  const [x3, y3] = project(-halfW, halfH);
  const alpha = distance <= 1 ? 1 : clamp(2 - distance, 0, 1);
  return {
    corners: [x0, y0, x1, y1, x2, y2, x3, y3],
    depth: -distance,
    brightness: 1 - SIDE_DIM * Math.min(distance, 1),
    alpha,
    visible: alpha > 0.01,
  };
}

/** Whether a point is inside a convex quad (corners in order, either winding). */
export function insideQuad(quad: Quad, x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const ax = quad[i * 2] ?? 0;
    const ay = quad[i * 2 + 1] ?? 0;
    const bx = quad[((i + 1) % 4) * 2] ?? 0;
    const by = quad[((i + 1) % 4) * 2 + 1] ?? 0;
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (cross === 0) continue;
    const current = Math.sign(cross);
    if (sign === 0) sign = current;
    else if (current !== sign) return false;
  }
  return true;
}

/** The card under a point of the stage (nearest the viewer first), or null. */
export function hitCard(position: number, count: number, x: number, y: number): number | null {
  const candidates: { index: number; pose: CardPose }[] = [];
  for (let index = 0; index < count; index++) {
    const pose = cardPose(index - position);
    if (pose.visible) candidates.push({ index, pose });
  }
  candidates.sort((a, b) => b.pose.depth - a.pose.depth);
  return candidates.find(({ pose }) => insideQuad(pose.corners, x, y))?.index ?? null;
}

/**
 * Where the carousel may come to rest: the view always holds cards from edge to edge
 * (docs/product.md#game-carousels: 3 cards at a time). With 3 or more cards the centre is
 * never the first or the last card, which rest on the left and right; two cards share the
 * view (each half a place from the centre); one card is centred. Resting on the first card
 * left the left third of the carousel empty.
 */
export function restingRange(count: number): { min: number; max: number } {
  if (count >= 3) return { min: 1, max: count - 2 };
  const middle = Math.max(0, count - 1) / 2;
  return { min: middle, max: middle };
}

/** The resting position nearest to a wanted centre card. */
export function restingPosition(index: number, count: number): number {
  const { min, max } = restingRange(count);
  return clamp(index, min, max);
}

/** Stage px a drag must travel to move one card. */
export const DRAG_PX_PER_CARD = SIDE_SHIFT;

/** Where a position may be while dragging: a little past either end, with resistance. */
export function dragPosition(start: number, dragPx: number, count: number): number {
  const raw = start - dragPx / DRAG_PX_PER_CARD;
  const { min, max } = restingRange(count);
  if (raw < min) return min - 0.3 * (1 - 1 / (1 + min - raw));
  if (raw > max) return max + 0.3 * (1 - 1 / (1 + raw - max));
  return raw;
}

/** Where a released drag settles: the nearest card after carrying its speed a little. */
export function settleIndex(position: number, velocity: number, count: number): number {
  const projected = position + clamp(velocity, -0.01, 0.01) * 250;
  return restingPosition(Math.round(projected), count);
}

/**
 * One animation step towards `target` (exponential approach: fast start, soft landing),
 * `dt` in ms. Returns the target itself once close enough, so the animation can stop.
 */
export function approach(position: number, target: number, dt: number): number {
  const next = target + (position - target) * Math.exp(-dt / 90);
  return Math.abs(next - target) < 0.002 ? target : next;
}
