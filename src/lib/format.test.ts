import { inDeviceZone } from '../test/device-zone';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatTime,
  formatTimeAgo,
  timeAgo,
} from './format';

/** The site time of both builds (brand data `timeZone`), UTC+7. */
const SITE = 'Asia/Bangkok';

describe('formatAmount', () => {
  it('always shows two decimals with grouping, in Latin digits', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(1250.5)).toBe('1,250.50');
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(-20)).toBe('-20.00');
  });

  it('rounds half a satang away from zero', () => {
    expect(formatAmount(0.005)).toBe('0.01');
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(-0.004)).toBe('0.00');
  });

  it('writes what Intl writes for en-US, for every size and sign', () => {
    // The wallet's rounding (half away from zero on the last decimal), then Intl's writing.
    const intl = (value: number, digits: 0 | 2) => {
      const scale = 10 ** digits;
      const steps = Math.round(Math.abs(value) * scale + Number.EPSILON * scale);
      const rounded = (Math.sign(value) * steps) / scale;
      return new Intl.NumberFormat('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(Object.is(rounded, -0) ? 0 : rounded);
    };
    const values = [0, -0, 0.004, 0.005, 0.01, 0.1, 0.5, 0.99, 1, 1.005, 2.675, 9.99, 10, 99.5];
    const more = [100, 999.99, 1000, 12_345.6, 999_999.995, 1_000_000, 123_456_789.01];
    const large = [10_000_000_000, 1e12 + 0.005, 9e13];
    for (const digits of [0, 2] as const) {
      for (const value of [...values, ...more, ...large].flatMap((v) => [v, -v])) {
        expect(formatAmount(value, digits), `${value} at ${digits}`).toBe(intl(value, digits));
      }
    }
  });
});

describe('formatDateTime', () => {
  it('is DD/MM/YYYY HH:mm:ss in site time with the Gregorian year', () => {
    const instant = Date.UTC(2026, 0, 5, 0, 8, 9); // 07:08:09 in Bangkok
    expect(formatDateTime(instant, SITE)).toBe('05/01/2026 07:08:09');
    expect(formatDateTime(new Date(instant).toISOString(), SITE)).toBe('05/01/2026 07:08:09');
    expect(formatDateTime(new Date(instant), SITE)).toBe('05/01/2026 07:08:09');
  });

  it('shows site time on a device set to another zone, across the date line', () => {
    // 17:30 UTC on 31 December is already the new year in Bangkok, still the morning of
    // 31 December in Honolulu and the evening in New York.
    const instant = '2025-12-31T17:30:00.000Z';
    for (const device of ['Pacific/Honolulu', 'America/New_York', 'Europe/London', 'UTC']) {
      inDeviceZone(device, () => {
        expect(formatDateTime(instant, SITE)).toBe('01/01/2026 00:30:00');
        expect(formatDate(instant, SITE)).toBe('01/01/2026');
        expect(formatTime(instant, SITE)).toBe('00:30');
      });
    }
    inDeviceZone('Pacific/Honolulu', () => {
      // What the device alone would have shown.
      expect(new Date(instant).getDate()).toBe(31);
    });
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDateTime('not a date', SITE)).toBe('');
  });
});

describe('timeAgo', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it('uses the largest whole unit, a month being 30 days', () => {
    expect(timeAgo(now - 5_000, now)).toEqual({ value: 5, unit: 'second' });
    expect(timeAgo(now - 3 * 60_000, now)).toEqual({ value: 3, unit: 'minute' });
    expect(timeAgo(now - 2 * 3_600_000, now)).toEqual({ value: 2, unit: 'hour' });
    expect(timeAgo(now - 29 * 86_400_000, now)).toEqual({ value: 29, unit: 'day' });
    expect(timeAgo(now - 30 * 86_400_000, now)).toEqual({ value: 1, unit: 'month' });
    expect(timeAgo(now - 400 * 86_400_000, now)).toEqual({ value: 1, unit: 'year' });
  });

  it('never goes negative for a clock that is ahead', () => {
    expect(timeAgo(now + 10_000, now)).toEqual({ value: 0, unit: 'second' });
  });

  it('speaks the interface language', () => {
    expect(formatTimeAgo(now - 3 * 60_000, now, 'en', SITE)).toBe('3 minutes ago');
    expect(formatTimeAgo(now - 3 * 60_000, now, 'th', SITE)).toContain('3');
  });

  it('says the clock time, never English words, where the browser lacks the language', () => {
    // Lao on many phones until its polyfill has loaded (src/lib/intl-polyfills.ts).
    const supported = vi.spyOn(Intl.RelativeTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    try {
      // `now` is 12:00 UTC: 18:57 site time, on a phone in any zone.
      const text = inDeviceZone('America/New_York', () =>
        formatTimeAgo(now - 3 * 60_000, now, 'la', SITE),
      );
      expect(text).toBe('18:57');
      expect(text).not.toMatch(/ago|minute/);
    } finally {
      supported.mockRestore();
    }
  });
});
