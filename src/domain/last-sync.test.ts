// @vitest-environment jsdom
import { parseLastSync, readLastSync, writeLastSync } from './last-sync';

describe('lastSync', () => {
  it('reads ISO text and epoch milliseconds, and nothing else', () => {
    expect(parseLastSync('2026-11-22T10:00:00.000Z')).toBe(Date.UTC(2026, 10, 22, 10));
    expect(parseLastSync('1763805600000')).toBe(1763805600000);
    expect(parseLastSync('yesterday')).toBeNull();
    expect(parseLastSync(null)).toBeNull();
  });

  it('round-trips through localStorage under its documented key', () => {
    writeLastSync(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(localStorage.getItem('lastSync')).toBe('2026-01-02T03:04:05.000Z');
    expect(readLastSync()).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
  });
});
