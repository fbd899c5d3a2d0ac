import { LANDING_MS, restAngle, STOP_MS, sliceAt } from './wheel-motion';
import { createWheelSpinner } from './wheel-spinner';

/** A clock and an animation-frame queue the test advances by hand. */
function fakeFrames() {
  let time = 0;
  let next = 1;
  const queue = new Map<number, (time: number) => void>();
  return {
    now: () => time,
    requestFrame: (callback: (time: number) => void) => {
      const id = next++;
      queue.set(id, callback);
      return id;
    },
    cancelFrame: (id: number) => {
      queue.delete(id);
    },
    pending: () => queue.size,
    /** Runs frames every 16 ms for `ms`. */
    advance(ms: number) {
      const end = time + ms;
      while (time < end) {
        time = Math.min(end, time + 16);
        const callbacks = [...queue.values()];
        queue.clear();
        for (const callback of callbacks) callback(time);
      }
    },
  };
}

describe('createWheelSpinner', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  function spinner(reduced = false) {
    const frames = fakeFrames();
    const wheel = createWheelSpinner({
      reducedMotion: () => reduced,
      highlightMs: 1000,
      ...frames,
    });
    wheel.reset(8);
    return { wheel, frames };
  }

  it('starts turning at once, once: a second start while it turns changes nothing', () => {
    const { wheel, frames } = spinner();
    const listener = vi.fn();
    wheel.subscribe(listener);
    const before = wheel.angle;
    expect(wheel.start()).toBe(true);
    expect(wheel.phase).toBe('turning');
    frames.advance(100);
    expect(wheel.angle).toBeGreaterThan(before);
    expect(listener.mock.calls.length).toBeGreaterThan(3);
    expect(wheel.start()).toBe(false);
    frames.advance(2000);
    expect(wheel.phase).toBe('turning');
  });

  it('lands on the slice it is given, at rest, then highlights it for a short while', async () => {
    const { wheel, frames } = spinner();
    wheel.start();
    frames.advance(700);
    let landed = false;
    const landing = wheel.land(5, 8).then(() => {
      landed = true;
    });
    expect(wheel.phase).toBe('landing');
    frames.advance(LANDING_MS - 100);
    await Promise.resolve();
    expect(landed).toBe(false);
    frames.advance(200);
    await landing;
    expect(wheel.phase).toBe('idle');
    expect(sliceAt(wheel.angle, 8)).toBe(5);
    expect(wheel.landings).toBe(1);
    expect(wheel.highlight).toBe(5);
    expect(frames.pending()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(wheel.highlight).toBeNull();
  });

  it('with reduced motion nothing moves: the result shows at once, highlighted', async () => {
    const { wheel, frames } = spinner(true);
    const start = wheel.angle;
    expect(wheel.start()).toBe(true);
    expect(wheel.phase).toBe('waiting');
    expect(frames.pending()).toBe(0);
    expect(wheel.start()).toBe(false);
    await wheel.land(3, 8);
    expect(wheel.phase).toBe('idle');
    expect(sliceAt(wheel.angle, 8)).toBe(3);
    expect(wheel.highlight).toBe(3);
    expect(frames.pending()).toBe(0);
    expect(start).toBe(restAngle(8));
  });

  it('stops a failed spin gently where it is, counting no landing', async () => {
    const { wheel, frames } = spinner();
    wheel.start();
    frames.advance(1000);
    const at = wheel.angle;
    const stopped = wheel.stop();
    expect(wheel.phase).toBe('stopping');
    frames.advance(STOP_MS + 32);
    await stopped;
    expect(wheel.phase).toBe('idle');
    expect(wheel.angle).toBeGreaterThan(at);
    expect(wheel.landings).toBe(0);
    expect(wheel.highlight).toBeNull();
  });

  it('halts at once when the screen leaves mid-spin: no frames left, waiting calls end', async () => {
    const { wheel, frames } = spinner();
    wheel.start();
    frames.advance(500);
    const landing = wheel.land(1, 8);
    frames.advance(100);
    wheel.halt();
    await landing;
    expect(frames.pending()).toBe(0);
    expect(wheel.phase).toBe('idle');
  });
});
