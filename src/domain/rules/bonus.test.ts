import { inDeviceZone } from '../../test/device-zone';
import { countedReceipts, countsNow, receivedUpToLimit } from './bonus';

/** The site time of both builds (brand data `timeZone`), UTC+7. */
const ICT = 'Asia/Bangkok';
const at = (local: string) => Date.parse(`${local}+07:00`);
const receipt = (local: string) => ({ updatedAt: new Date(at(local)).toISOString() });

describe('countsNow', () => {
  const now = at('2025-03-10T00:00:30'); // Monday, just after midnight site time

  it('counts every receipt of a limit bonus, however old', () => {
    expect(countsNow('limit', at('2020-01-01T12:00:00'), now, ICT)).toBe(true);
    expect(countsNow('limit', now, now, ICT)).toBe(true);
  });

  it('counts a day bonus from 00:00 site time: 23:59 yesterday no longer counts', () => {
    expect(countsNow('day', at('2025-03-09T23:59:00'), now, ICT)).toBe(false);
    expect(countsNow('day', at('2025-03-10T00:00:00'), now, ICT)).toBe(true);
    const lateEvening = at('2025-03-10T23:59:59');
    expect(countsNow('day', at('2025-03-10T00:00:00'), lateEvening, ICT)).toBe(true);
    expect(countsNow('day', at('2025-03-11T00:00:00'), lateEvening, ICT)).toBe(false);
  });

  it('counts a week bonus from Monday: Sunday night belongs to the week before', () => {
    expect(countsNow('week', at('2025-03-09T23:59:00'), now, ICT)).toBe(false);
    expect(countsNow('week', at('2025-03-10T00:00:00'), now, ICT)).toBe(true);
    const sunday = at('2025-03-16T23:59:59');
    expect(countsNow('week', at('2025-03-10T00:00:00'), sunday, ICT)).toBe(true);
    expect(countsNow('week', at('2025-03-12T15:00:00'), sunday, ICT)).toBe(true);
  });

  it('follows the given zone, not the zone of the machine', () => {
    // In UTC these two moments (16:59 and 17:00:30 UTC on Sunday) are the same day.
    expect(countsNow('day', at('2025-03-09T23:59:00'), now, 'UTC')).toBe(true);
    expect(countsNow('week', at('2025-03-09T23:59:00'), now, 'UTC')).toBe(true);
  });

  it('counts in site time on a machine set to another zone', () => {
    // 23:59 Sunday site time is 06:59 Sunday in Honolulu, and 00:00:30 Monday is 07:00:30
    // Sunday there: one day on that phone, two days on the site.
    inDeviceZone('Pacific/Honolulu', () => {
      expect(new Date(now).getHours()).toBe(7);
      expect(countsNow('day', at('2025-03-09T23:59:00'), now, ICT)).toBe(false);
      expect(countsNow('week', at('2025-03-09T23:59:00'), now, ICT)).toBe(false);
    });
  });
});

describe('receivedUpToLimit', () => {
  const now = at('2025-03-12T10:00:00'); // Wednesday

  it('limit: every receipt ever counts against maxReceived', () => {
    const limit = { type: 'limit', maxReceived: 2 } as const;
    expect(receivedUpToLimit(limit, [receipt('2024-01-01T10:00:00')], now, ICT)).toBe(false);
    expect(
      receivedUpToLimit(
        limit,
        [receipt('2024-01-01T10:00:00'), receipt('2024-06-01T10:00:00')],
        now,
        ICT,
      ),
    ).toBe(true);
  });

  it('day: only receipts of today in site time count', () => {
    const limit = { type: 'day', maxReceived: 1 } as const;
    expect(receivedUpToLimit(limit, [receipt('2025-03-11T23:59:59')], now, ICT)).toBe(false);
    expect(receivedUpToLimit(limit, [receipt('2025-03-12T00:00:00')], now, ICT)).toBe(true);
  });

  it('week: only receipts since Monday count', () => {
    const limit = { type: 'week', maxReceived: 2 } as const;
    const lastSunday = receipt('2025-03-09T23:59:59');
    const monday = receipt('2025-03-10T00:00:00');
    const tuesday = receipt('2025-03-11T08:00:00');
    expect(receivedUpToLimit(limit, [lastSunday, monday], now, ICT)).toBe(false);
    expect(receivedUpToLimit(limit, [lastSunday, monday, tuesday], now, ICT)).toBe(true);
    expect(countedReceipts('week', [lastSunday, monday, tuesday], now, ICT)).toBe(2);
  });

  it('a bonus never received is available, and maxReceived 0 is never receivable', () => {
    expect(receivedUpToLimit({ type: 'limit', maxReceived: 1 }, [], now, ICT)).toBe(false);
    expect(receivedUpToLimit({ type: 'day', maxReceived: 0 }, [], now, ICT)).toBe(true);
  });
});
