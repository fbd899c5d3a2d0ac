/**
 * The wheel's motion as pure functions of time (no PixiJS, no DOM), so the landing can be
 * tested for every slice and the scene only reads an angle (docs/product.md#spinning).
 *
 * Angles are radians, clockwise (canvas y points down), 0 = the drawing's rest position:
 * slice 0 starts at the pointer (12 o'clock) and the slices follow clockwise. Turning the
 * wheel by `angle` brings the part of the face at -angle under the pointer.
 *
 * A spin is one motion made of at most two pieces:
 * 1. turning: it starts at once on a tap (a short ramp up to CRUISE_SPEED, then steady),
 *    for as long as the server takes to answer;
 * 2. a tween: the landing (2 to 3 more full turns over LANDING_MS, ending at rest on the
 *    server's slice) or a gentle stop where it is (a failed spin).
 * The tween starts with the turning speed, so the hand-over shows no jerk.
 */

export const TURN = Math.PI * 2;
/** Steady speed while waiting for the answer: 1.2 turns a second, in radians per ms. */
export const CRUISE_SPEED = (1.2 * TURN) / 1000;
/** From rest to CRUISE_SPEED after a tap. */
export const RAMP_MS = 300;
/** docs/product.md#limits-and-formats: the spin animation lasts 4–5 s. */
export const LANDING_MS = 4500;
/** Full turns added to the shortest way to the target: 2 to 3 extra turns in all. */
export const EXTRA_TURNS = 2;
/** A failed spin comes to rest over this long. */
export const STOP_MS = 900;

const mod = (value: number, by: number) => ((value % by) + by) % by;

export function sliceAngle(count: number): number {
  return TURN / count;
}

/** The index of the slice under the pointer when the wheel is turned by `angle`. */
export function sliceAt(angle: number, count: number): number {
  const index = Math.floor(mod(-angle, TURN) / sliceAngle(count));
  return Math.min(count - 1, Math.max(0, index));
}

/** Where a wheel at rest sits before its first spin: slice 0 centred under the pointer. */
export function restAngle(count: number): number {
  return -sliceAngle(count) / 2;
}

/**
 * The final angle of a landing that starts at `from`: the middle of slice `index` under
 * the pointer, after EXTRA_TURNS full turns and the part of a turn that reaches it.
 */
export function landingAngle(from: number, index: number, count: number): number {
  const target = -(index + 0.5) * sliceAngle(count);
  return from + mod(target - from, TURN) + EXTRA_TURNS * TURN;
}

/**
 * An ease from `from` to `to` over `duration` ms that starts at `speed` (radians per ms)
 * and ends at rest: a cubic Hermite curve. Its start slope `slope` = speed × duration /
 * distance must be within [1.5, 3] for the speed to fall all the way (never rise).
 */
export interface Tween {
  from: number;
  to: number;
  startAt: number;
  duration: number;
  slope: number;
}

/** Progress (0..1) of a Hermite ease with start slope `s` and end slope 0, at u in [0, 1]. */
export function easeProgress(s: number, u: number): number {
  const t = Math.min(1, Math.max(0, u));
  return s * t + (3 - 2 * s) * t * t + (s - 2) * t * t * t;
}

/** d(progress)/du: (1 − u)(s + (6 − 3s)u), zero at u = 1. */
export function easeRate(s: number, u: number): number {
  const t = Math.min(1, Math.max(0, u));
  return (1 - t) * (s + (6 - 3 * s) * t);
}

function tweenAngle(tween: Tween, time: number): number {
  if (time >= tween.startAt + tween.duration) return tween.to;
  const u = (time - tween.startAt) / tween.duration;
  return tween.from + (tween.to - tween.from) * easeProgress(tween.slope, u);
}

function tweenSpeed(tween: Tween, time: number): number {
  if (time >= tween.startAt + tween.duration) return 0;
  const u = (time - tween.startAt) / tween.duration;
  return ((tween.to - tween.from) / tween.duration) * easeRate(tween.slope, u);
}

/** The motion of one spin; `rest` is where the wheel sits when nothing moves. */
export type Motion =
  | { kind: 'rest'; angle: number }
  | { kind: 'turning'; from: number; startAt: number }
  | {
      kind: 'easing';
      /** The turning that came before, until the tween starts. */
      turning: { from: number; startAt: number } | null;
      tween: Tween;
    };

export function atRest(angle: number): Motion {
  return { kind: 'rest', angle };
}

export function startTurning(from: number, now: number): Motion {
  return { kind: 'turning', from, startAt: now };
}

function turningAngle(from: number, startAt: number, time: number): number {
  const t = Math.max(0, time - startAt);
  if (t < RAMP_MS) return from + (CRUISE_SPEED * t * t) / (2 * RAMP_MS);
  return from + (CRUISE_SPEED * RAMP_MS) / 2 + CRUISE_SPEED * (t - RAMP_MS);
}

function turningSpeed(startAt: number, time: number): number {
  const t = Math.max(0, time - startAt);
  return t < RAMP_MS ? (CRUISE_SPEED * t) / RAMP_MS : CRUISE_SPEED;
}

export function motionAngle(motion: Motion, time: number): number {
  switch (motion.kind) {
    case 'rest':
      return motion.angle;
    case 'turning':
      return turningAngle(motion.from, motion.startAt, time);
    case 'easing':
      if (motion.turning && time < motion.tween.startAt) {
        return turningAngle(motion.turning.from, motion.turning.startAt, time);
      }
      return tweenAngle(motion.tween, time);
  }
}

/** Radians per ms at `time`. */
export function motionSpeed(motion: Motion, time: number): number {
  switch (motion.kind) {
    case 'rest':
      return 0;
    case 'turning':
      return turningSpeed(motion.startAt, time);
    case 'easing':
      if (motion.turning && time < motion.tween.startAt) {
        return turningSpeed(motion.turning.startAt, time);
      }
      return tweenSpeed(motion.tween, time);
  }
}

/** When the motion comes to rest; null while it turns with no end yet. */
export function motionEnd(motion: Motion): number | null {
  switch (motion.kind) {
    case 'rest':
      return -Infinity;
    case 'turning':
      return null;
    case 'easing':
      return motion.tween.startAt + motion.tween.duration;
  }
}

/** The angle the motion ends at (its current angle when it turns with no end yet). */
export function motionTarget(motion: Motion, time: number): number {
  return motion.kind === 'easing' ? motion.tween.to : motionAngle(motion, time);
}

/**
 * The landing on slice `index` once the answer is here (`now`). An answer that arrives
 * during the ramp-up lands from the end of the ramp, at full speed, so the landing always
 * starts at CRUISE_SPEED and only slows down from there.
 */
export function landOn(motion: Motion, index: number, count: number, now: number): Motion {
  const turning =
    motion.kind === 'turning'
      ? { from: motion.from, startAt: motion.startAt }
      : motion.kind === 'easing'
        ? motion.turning
        : null;
  if (!turning) {
    // Not turning (already at rest): the same landing, from a standing start.
    const from = motionAngle(motion, now);
    const to = landingAngle(from, index, count);
    return {
      kind: 'easing',
      turning: null,
      tween: { from, to, startAt: now, duration: LANDING_MS, slope: 0 },
    };
  }
  const startAt = Math.max(now, turning.startAt + RAMP_MS);
  const from = turningAngle(turning.from, turning.startAt, startAt);
  const to = landingAngle(from, index, count);
  const slope = (CRUISE_SPEED * LANDING_MS) / (to - from);
  return {
    kind: 'easing',
    turning,
    tween: { from, to, startAt, duration: LANDING_MS, slope: Math.min(3, Math.max(1.5, slope)) },
  };
}

/** A failed spin: from its current speed to rest, gently, wherever that is. */
export function stopGently(motion: Motion, now: number): Motion {
  const from = motionAngle(motion, now);
  const speed = motionSpeed(motion, now);
  if (speed <= 0) return atRest(from);
  // A quadratic ease-out (slope 2) that starts at the current speed.
  const distance = (speed * STOP_MS) / 2;
  return {
    kind: 'easing',
    turning: null,
    tween: { from, to: from + distance, startAt: now, duration: STOP_MS, slope: 2 },
  };
}
