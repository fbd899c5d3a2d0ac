import {
  CRUISE_SPEED,
  easeProgress,
  easeRate,
  LANDING_MS,
  landingAngle,
  landOn,
  type Motion,
  motionAngle,
  motionEnd,
  motionSpeed,
  RAMP_MS,
  restAngle,
  STOP_MS,
  sliceAngle,
  sliceAt,
  startTurning,
  stopGently,
  TURN,
} from './wheel-motion';

const STARTS = [0, 1.234, -7.5, 40 * TURN + 0.3, restAngle(8)];

describe('sliceAt', () => {
  it('reads the slice under the pointer: slice 0 starts at 12 o’clock, the rest follow clockwise', () => {
    // Turning the wheel anticlockwise by a little brings slice 0 under the pointer.
    expect(sliceAt(-0.01, 8)).toBe(0);
    // Turning it clockwise by a little brings the last slice there.
    expect(sliceAt(0.01, 8)).toBe(7);
    expect(sliceAt(-sliceAngle(8) * 2.5, 8)).toBe(2);
    expect(sliceAt(restAngle(8), 8)).toBe(0);
    expect(sliceAt(restAngle(8) - 3 * TURN, 8)).toBe(0);
  });
});

describe('landingAngle', () => {
  it('points at the target slice after 2 to 3 extra turns, for every slice of wheels of 2 to 16', () => {
    for (let count = 2; count <= 16; count++) {
      for (let index = 0; index < count; index++) {
        for (const from of STARTS) {
          const to = landingAngle(from, index, count);
          expect(sliceAt(to, count), `${count} slices, slice ${index}, from ${from}`).toBe(index);
          const turns = (to - from) / TURN;
          expect(turns).toBeGreaterThanOrEqual(2);
          expect(turns).toBeLessThan(3);
          // The middle of the slice, not its edge: no doubt about which slice it is.
          const inSlice = (((-to % TURN) + TURN) % TURN) / sliceAngle(count) - index;
          expect(inSlice).toBeCloseTo(0.5, 6);
        }
      }
    }
  });
});

describe('the landing tween', () => {
  /** A spin that turned for `waited` ms before the answer arrived, landing on `index`. */
  function landing(index: number, count: number, waited: number, from = 0.7) {
    const turning = startTurning(from, 1000);
    return landOn(turning, index, count, 1000 + waited);
  }

  it('stops on the target slice for every slice and wheel size, whenever the answer comes', () => {
    for (let count = 2; count <= 16; count++) {
      for (let index = 0; index < count; index++) {
        for (const waited of [0, 120, RAMP_MS, 2000]) {
          const motion = landing(index, count, waited);
          const end = motionEnd(motion);
          expect(end).not.toBeNull();
          expect(sliceAt(motionAngle(motion, end ?? 0), count)).toBe(index);
          expect(sliceAt(motionAngle(motion, (end ?? 0) + 5000), count)).toBe(index);
        }
      }
    }
  });

  it('takes 4 to 5 s from the answer (or the end of the ramp) and 2 to 3 more full turns', () => {
    for (let count = 2; count <= 16; count++) {
      for (let index = 0; index < count; index++) {
        const motion = landing(index, count, 800);
        if (motion.kind !== 'easing') throw new Error('not easing');
        const { tween } = motion;
        expect(tween.duration).toBeGreaterThanOrEqual(4000);
        expect(tween.duration).toBeLessThanOrEqual(5000);
        expect(tween.startAt).toBe(1800);
        const turns = (tween.to - tween.from) / TURN;
        expect(turns).toBeGreaterThanOrEqual(2);
        expect(turns).toBeLessThan(3);
      }
    }
    expect(LANDING_MS).toBeGreaterThanOrEqual(4000);
    expect(LANDING_MS).toBeLessThanOrEqual(5000);
  });

  it('hands over from turning without a jerk, then only slows down, and ends at rest', () => {
    for (const [index, count] of [
      [0, 2],
      [3, 8],
      [7, 8],
      [15, 16],
    ] as const) {
      const motion = landing(index, count, 1500);
      if (motion.kind !== 'easing') throw new Error('not easing');
      const { startAt, duration } = motion.tween;
      // Same speed just before and at the hand-over.
      expect(motionSpeed(motion, startAt - 1)).toBeCloseTo(CRUISE_SPEED, 6);
      expect(motionSpeed(motion, startAt)).toBeCloseTo(CRUISE_SPEED, 6);
      let angle = motionAngle(motion, startAt);
      let speed = motionSpeed(motion, startAt);
      for (let t = startAt; t <= startAt + duration; t += 10) {
        const nextAngle = motionAngle(motion, t);
        const nextSpeed = motionSpeed(motion, t);
        expect(nextAngle).toBeGreaterThanOrEqual(angle);
        expect(nextSpeed).toBeLessThanOrEqual(speed + 1e-12);
        angle = nextAngle;
        speed = nextSpeed;
      }
      expect(motionSpeed(motion, startAt + duration)).toBe(0);
      expect(motionSpeed(motion, startAt + duration - 1)).toBeLessThan(CRUISE_SPEED / 100);
    }
  });

  it('waits for the end of the ramp when the answer comes during it, turning meanwhile', () => {
    const motion = landing(2, 8, 50);
    if (motion.kind !== 'easing') throw new Error('not easing');
    expect(motion.tween.startAt).toBe(1000 + RAMP_MS);
    expect(motionAngle(motion, 1100)).toBeGreaterThan(0.7);
    expect(motionSpeed(motion, 1000 + RAMP_MS)).toBeCloseTo(CRUISE_SPEED, 6);
  });
});

describe('the deceleration curve', () => {
  it('goes from 0 to 1, never backwards, its rate falling to 0 for start slopes 1.5 to 3', () => {
    for (const slope of [1.5, 1.8, 2.2, 2.7, 3]) {
      expect(easeProgress(slope, 0)).toBe(0);
      expect(easeProgress(slope, 1)).toBeCloseTo(1, 12);
      expect(easeRate(slope, 0)).toBeCloseTo(slope, 12);
      expect(easeRate(slope, 1)).toBe(0);
      let previous = 0;
      let rate = easeRate(slope, 0);
      for (let u = 0.01; u <= 1.0001; u += 0.01) {
        const progress = easeProgress(slope, u);
        expect(progress).toBeGreaterThanOrEqual(previous);
        expect(progress).toBeLessThanOrEqual(1 + 1e-12);
        expect(easeRate(slope, u)).toBeLessThanOrEqual(rate + 1e-12);
        previous = progress;
        rate = easeRate(slope, u);
      }
    }
  });
});

describe('turning and stopping', () => {
  it('starts turning at once and reaches full speed after the ramp', () => {
    const motion = startTurning(0, 0);
    expect(motionAngle(motion, 16)).toBeGreaterThan(0);
    expect(motionSpeed(motion, RAMP_MS / 2)).toBeCloseTo(CRUISE_SPEED / 2, 9);
    expect(motionSpeed(motion, RAMP_MS + 500)).toBe(CRUISE_SPEED);
    expect(motionEnd(motion)).toBeNull();
  });

  it('stops a failed spin gently where it is: slowing down, within a turn, at rest', () => {
    const turning: Motion = startTurning(0, 0);
    const stopping = stopGently(turning, 2000);
    const from = motionAngle(turning, 2000);
    expect(motionAngle(stopping, 2000)).toBeCloseTo(from, 9);
    expect(motionSpeed(stopping, 2000)).toBeCloseTo(CRUISE_SPEED, 9);
    expect(motionEnd(stopping)).toBe(2000 + STOP_MS);
    const end = motionAngle(stopping, 2000 + STOP_MS);
    expect(end - from).toBeGreaterThan(0);
    expect(end - from).toBeLessThan(TURN);
    expect(motionSpeed(stopping, 2000 + STOP_MS)).toBe(0);
  });
});
