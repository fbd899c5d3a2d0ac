// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { formatTimeAgo } from '../../lib/format';
import { TIME_AGO_TICK_MS, useNow } from './use-now';

describe('useNow', () => {
  afterEach(() => vi.useRealTimers());

  it('moves on every few seconds so the time-ago text stays true', () => {
    vi.useFakeTimers();
    const start = Date.now();
    const { result } = renderHook(() => useNow());
    expect(formatTimeAgo(start - 1000, result.current, 'en', 'Asia/Bangkok')).toBe('1 second ago');
    act(() => {
      vi.advanceTimersByTime(TIME_AGO_TICK_MS * 12);
    });
    expect(formatTimeAgo(start - 1000, result.current, 'en', 'Asia/Bangkok')).toBe('1 minute ago');
  });
});
