import {
  atRest,
  landingAngle,
  landOn,
  type Motion,
  motionAngle,
  motionEnd,
  motionTarget,
  restAngle,
  startTurning,
  stopGently,
} from './wheel-motion';

/**
 * The one tween of the wheel (docs/product.md#spinning): a plain object, outside React and
 * outside any renderer. It owns the motion (wheel-motion.ts) and one animation-frame loop
 * while the wheel moves; the scene that draws (PixiJS, or the 2D fallback) subscribes and
 * reads `angle` on each frame. So a spin re-renders nothing in React, and when the WebGL
 * scene is replaced by the fallback mid-spin (a lost context), the fallback carries on
 * with the same spin and lands on the same slice.
 *
 * - `idle`: at rest; `waiting`: asked to spin with reduced motion (nothing moves until the
 *   answer); `turning`: waiting for the server's answer; `landing` / `stopping`: easing to
 *   rest on the server's slice / where it is.
 */
export type SpinPhase = 'idle' | 'waiting' | 'turning' | 'landing' | 'stopping';

export interface WheelSpinner {
  readonly angle: number;
  readonly phase: SpinPhase;
  /** The slice shown highlighted after a landing, for a short while. */
  readonly highlight: number | null;
  /** Completed landings: a new value means a spin has just come to rest. */
  readonly landings: number;
  /** Starts turning at once; false (and nothing changes) while a spin is under way. */
  start(): boolean;
  /** Lands on slice `index` of `count`; resolves at rest. */
  land(index: number, count: number): Promise<void>;
  /** Comes to rest where it is (a failed spin); resolves at rest. */
  stop(): Promise<void>;
  /** Called on every frame while the wheel moves and on every change of phase. */
  subscribe(listener: () => void): () => void;
  /** Puts the wheel at rest at the start position of a wheel of `count` slices. */
  reset(count: number): void;
  /** Stops everything now (the screen is leaving): no frames, no timers, pending calls end. */
  halt(): void;
}

export interface SpinnerOptions {
  /** Read at each spin: players who prefer reduced motion see the result at once. */
  reducedMotion: () => boolean;
  /** How long the winning slice stays highlighted. */
  highlightMs?: number;
  now?: () => number;
  requestFrame?: (callback: (time: number) => void) => number;
  cancelFrame?: (handle: number) => void;
}

export const HIGHLIGHT_MS = 1500;

export function createWheelSpinner({
  reducedMotion,
  highlightMs = HIGHLIGHT_MS,
  now = () => performance.now(),
  requestFrame = (callback) => requestAnimationFrame(callback),
  cancelFrame = (handle) => cancelAnimationFrame(handle),
}: SpinnerOptions): WheelSpinner {
  let motion: Motion = atRest(restAngle(1));
  let angle = restAngle(1);
  let phase: SpinPhase = 'idle';
  let highlight: number | null = null;
  let landings = 0;
  let frame = 0;
  let highlightTimer: ReturnType<typeof setTimeout> | null = null;
  let settle: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  function clearHighlight() {
    if (highlightTimer) clearTimeout(highlightTimer);
    highlightTimer = null;
    highlight = null;
  }

  function finish(landedOn: number | null) {
    if (frame) cancelFrame(frame);
    frame = 0;
    motion = atRest(angle);
    phase = 'idle';
    if (landedOn !== null) {
      landings += 1;
      highlight = landedOn;
      highlightTimer = setTimeout(() => {
        highlightTimer = null;
        highlight = null;
        notify();
      }, highlightMs);
    }
    const done = settle;
    settle = null;
    notify();
    done?.();
  }

  let landingOn: number | null = null;

  function tick() {
    frame = 0;
    const time = now();
    angle = motionAngle(motion, time);
    const end = motionEnd(motion);
    if (end !== null && time >= end) {
      angle = motionTarget(motion, time);
      finish(landingOn);
      return;
    }
    notify();
    frame = requestFrame(tick);
  }

  function untilRest(): Promise<void> {
    return new Promise((resolve) => {
      const previous = settle;
      settle = () => {
        previous?.();
        resolve();
      };
    });
  }

  return {
    get angle() {
      return angle;
    },
    get phase() {
      return phase;
    },
    get highlight() {
      return highlight;
    },
    get landings() {
      return landings;
    },
    start() {
      if (phase !== 'idle') return false;
      clearHighlight();
      landingOn = null;
      if (reducedMotion()) {
        phase = 'waiting';
        notify();
        return true;
      }
      motion = startTurning(angle, now());
      phase = 'turning';
      notify();
      frame = requestFrame(tick);
      return true;
    },
    land(index, count) {
      if (phase === 'idle' || phase === 'landing' || phase === 'stopping') {
        return Promise.resolve();
      }
      const resting = untilRest();
      landingOn = index;
      if (phase === 'waiting' || reducedMotion()) {
        // No animation: the result at once, then the short highlight.
        angle = landingAngle(angle, index, count);
        finish(index);
        return resting;
      }
      motion = landOn(motion, index, count, now());
      phase = 'landing';
      notify();
      return resting;
    },
    stop() {
      if (phase === 'idle') return Promise.resolve();
      if (phase === 'landing' || phase === 'stopping') return untilRest();
      const resting = untilRest();
      landingOn = null;
      if (phase === 'waiting' || reducedMotion()) {
        finish(null);
        return resting;
      }
      motion = stopGently(motion, now());
      phase = 'stopping';
      notify();
      if (!frame) frame = requestFrame(tick);
      return resting;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset(count) {
      if (phase !== 'idle') return;
      clearHighlight();
      angle = restAngle(count);
      motion = atRest(angle);
      notify();
    },
    halt() {
      if (frame) cancelFrame(frame);
      frame = 0;
      clearHighlight();
      motion = atRest(angle);
      phase = 'idle';
      const done = settle;
      settle = null;
      done?.();
    },
  };
}
