// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawLevel, resetDrawLevel } from './draw-level';
import { medianFrame, SLOW_FRAME_MS, WATCHED_FRAMES, watchFirstFrames } from './first-frames';
import { motionResolution, sceneResolution } from './resolution';

function reportMemory(gigabytes: number | undefined) {
  vi.stubGlobal('navigator', { ...navigator, deviceMemory: gigabytes });
}

/** Frames the test hands out itself, `interval` ms apart. */
function framesEvery(interval: number) {
  let time = 0;
  const queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queue.push(callback);
    return queue.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    queue.length = 0;
  });
  return (count: number) => {
    for (let i = 0; i < count; i += 1) {
      const callback = queue.shift();
      time += interval;
      callback?.(time);
    }
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetDrawLevel();
});

describe('draw level', () => {
  it('follows the memory the phone reports: 1 GB draws nothing, 2 GB reduced, more in full', () => {
    reportMemory(0.5);
    expect(drawLevel()).toBe('none');
    reportMemory(1);
    expect(drawLevel()).toBe('none');
    reportMemory(2);
    expect(drawLevel()).toBe('reduced');
    reportMemory(4);
    expect(drawLevel()).toBe('full');
    // A browser that does not say (Firefox, Safari) draws in full.
    reportMemory(undefined);
    expect(drawLevel()).toBe('full');
  });

  it('draws one device pixel per CSS pixel when reduced, capped at 1.5 in full', () => {
    vi.stubGlobal('devicePixelRatio', 2.75);
    reportMemory(8);
    expect(sceneResolution()).toBe(1.5);
    expect(motionResolution()).toBe(1);
    reportMemory(2);
    expect(sceneResolution()).toBe(1);
    expect(motionResolution()).toBe(0.75);
  });

  it('goes reduced when the first frames after a scene appears are slow (median)', () => {
    reportMemory(8);
    const run = framesEvery(SLOW_FRAME_MS + 20);
    watchFirstFrames();
    run(WATCHED_FRAMES);
    expect(drawLevel()).toBe('full');
    run(1);
    expect(drawLevel()).toBe('reduced');
  });

  it('stays in full when the frames keep up, and stops watching when cancelled', () => {
    reportMemory(8);
    const fast = framesEvery(16);
    watchFirstFrames();
    fast(WATCHED_FRAMES + 1);
    expect(drawLevel()).toBe('full');
    const slow = framesEvery(SLOW_FRAME_MS * 3);
    const cancel = watchFirstFrames();
    slow(5);
    cancel();
    slow(WATCHED_FRAMES);
    expect(drawLevel()).toBe('full');
  });

  it('takes the median, so one long frame decides nothing', () => {
    expect(medianFrame([16, 17, 16, 900, 16])).toBe(16);
    expect(medianFrame([40, 60, 70, 80])).toBe(65);
    expect(medianFrame([])).toBe(0);
  });
});
