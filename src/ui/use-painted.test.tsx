import { act, renderHook } from '@testing-library/react';
import { usePainted } from './use-painted';

describe('usePainted', () => {
  let frames: Map<number, FrameRequestCallback>;

  beforeEach(() => {
    frames = new Map();
    let next = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      next += 1;
      frames.set(next, callback);
      return next;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
      frames.delete(id);
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function paintFrame() {
    const pending = [...frames.values()];
    frames.clear();
    for (const callback of pending) callback(performance.now());
  }

  it('is false until the first render has been painted, then true', () => {
    const { result } = renderHook(() => usePainted());
    expect(result.current).toBe(false);
    // Tasks alone do not make it true: the browser has not drawn a frame yet.
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
    // The frame callback runs before the paint: still false within it.
    act(() => paintFrame());
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
  });

  it('while the page is still loading, waits for its load first', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result } = renderHook(() => usePainted());
    act(() => paintFrame());
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
    expect(frames.size).toBe(0);
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    act(() => paintFrame());
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
  });

  it('stops waiting when the component unmounts before the paint or after the frame', () => {
    const first = renderHook(() => usePainted());
    first.unmount();
    expect(frames.size).toBe(0);

    const second = renderHook(() => usePainted());
    act(() => paintFrame());
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);

    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const third = renderHook(() => usePainted());
    third.unmount();
    window.dispatchEvent(new Event('load'));
    expect(frames.size).toBe(0);
  });
});
