import { act, renderHook } from '@testing-library/react';
import { formatTimeAgo } from '../../lib/format';
import { parseLastSync, readLastSync, TIME_AGO_TICK_MS, useNow, writeLastSync } from './last-sync';

describe('lastSync', () => {
  it('reads ISO text and epoch milliseconds, and nothing else', () => {
    expect(parseLastSync('2026-11-22T10:00:00.000Z')).toBe(Date.UTC(2026, 10, 22, 10));
    expect(parseLastSync('1763805600000')).toBe(1763805600000);
    expect(parseLastSync('yesterday')).toBeNull();
    expect(parseLastSync(null)).toBeNull();
  });

  it('round-trips through localStorage under the contract key', () => {
    writeLastSync(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(localStorage.getItem('lastSync')).toBe('2026-01-02T03:04:05.000Z');
    expect(readLastSync()).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
  });
});

describe('useNow', () => {
  afterEach(() => vi.useRealTimers());

  it('moves on every few seconds so the time-ago text stays true', () => {
    vi.useFakeTimers();
    const start = Date.now();
    const { result } = renderHook(() => useNow());
    expect(formatTimeAgo(start - 1000, result.current, 'en')).toBe('1 second ago');
    act(() => {
      vi.advanceTimersByTime(TIME_AGO_TICK_MS * 12);
    });
    expect(formatTimeAgo(start - 1000, result.current, 'en')).toBe('1 minute ago');
  });
});
