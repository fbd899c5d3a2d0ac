// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { formatCountdown } from '../../lib/format-details';
import { useTimeLeft } from './use-time-left';

describe('useTimeLeft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  const shown = (until: number, left: number) => formatCountdown(until, until - left);

  it('counts down mm:ss once a second, without skipping a second, and stops at 00:00', () => {
    const until = Date.now() + 2 * 60_000 + 300;
    const { result } = renderHook(() => useTimeLeft(until));
    expect(shown(until, result.current)).toBe('02:01');
    const seen = [shown(until, result.current)];
    for (let i = 0; i < 125; i += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      const text = shown(until, result.current);
      if (text !== seen.at(-1)) seen.push(text);
    }
    expect(seen).toHaveLength(122);
    expect(seen.slice(0, 3)).toEqual(['02:01', '02:00', '01:59']);
    expect(seen.at(-1)).toBe('00:00');
    expect(result.current).toBe(0);
    // Nothing keeps ticking once it is over.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('re-renders within a second: the value moves on at each second boundary', () => {
    const until = Date.now() + 5_000;
    const { result } = renderHook(() => useTimeLeft(until));
    expect(shown(until, result.current)).toBe('00:05');
    act(() => {
      vi.advanceTimersByTime(1010);
    });
    expect(shown(until, result.current)).toBe('00:04');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(result.current).toBe(0);
    expect(shown(until, result.current)).toBe('00:00');
  });

  it('is 0 at once for a time already past, and starts again for a new time', () => {
    const { result, rerender } = renderHook(({ until }) => useTimeLeft(until), {
      initialProps: { until: Date.now() - 1 },
    });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    const until = Date.now() + 3_000;
    rerender({ until });
    expect(shown(until, result.current)).toBe('00:03');
    act(() => {
      vi.advanceTimersByTime(1005);
    });
    expect(shown(until, result.current)).toBe('00:02');
  });

  it('stops its timer when the component goes away', () => {
    const { unmount } = renderHook(() => useTimeLeft(Date.now() + 60_000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
