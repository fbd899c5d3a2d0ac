// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { RESIZE_DEBOUNCE_MS, useWheelSize, wheelSize } from './wheel-size';

describe('wheelSize', () => {
  it('is 85% of the window width, at most 350 px', () => {
    expect(wheelSize(360)).toBe(306);
    expect(wheelSize(320)).toBe(272);
    expect(wheelSize(412)).toBe(350);
    expect(wheelSize(1280)).toBe(350);
  });
});

describe('useWheelSize', () => {
  afterEach(() => vi.useRealTimers());

  it('follows the window 500 ms after it stops resizing', () => {
    vi.useFakeTimers();
    const resize = (width: number) => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    };
    resize(360);
    const { result } = renderHook(() => useWheelSize());
    expect(result.current).toBe(306);
    act(() => {
      resize(340);
      vi.advanceTimersByTime(300);
      resize(320);
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(result.current).toBe(306);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(272);
  });
});
