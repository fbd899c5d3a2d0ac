import { inDeviceZone } from '../test/device-zone';
import { siteDate, siteDay, siteWeek, utcOffsetMinutes } from './site-days';
import { wallClock } from './site-time';

/** The site time of both builds (brand data `timeZone`), UTC+7. */
const ICT = 'Asia/Bangkok';
const at = (local: string) => Date.parse(`${local}+07:00`);

describe('site calendar', () => {
  it('starts a day at 00:00 site time, not at 00:00 UTC', () => {
    expect(siteDay(at('2025-03-09T23:59:59'), ICT)).toBe(siteDay(at('2025-03-09T00:00:00'), ICT));
    expect(siteDay(at('2025-03-10T00:00:00'), ICT)).toBe(
      siteDay(at('2025-03-09T23:59:59'), ICT) + 1,
    );
    // 00:00 site time is 17:00 UTC the day before: in UTC the two moments share a day.
    expect(siteDay(at('2025-03-10T00:00:00'), 'UTC')).toBe(
      siteDay(at('2025-03-09T23:59:59'), 'UTC'),
    );
  });

  it('starts a week on Monday 00:00 site time and ends it on Sunday 23:59:59', () => {
    const week = siteWeek(at('2025-03-10T00:00:00'), ICT); // a Monday
    expect(siteWeek(at('2025-03-16T23:59:59'), ICT)).toBe(week); // that Sunday
    expect(siteWeek(at('2025-03-09T23:59:59'), ICT)).toBe(week - 1); // the Sunday before
    expect(siteWeek(at('2025-03-17T00:00:00'), ICT)).toBe(week + 1); // the next Monday
  });

  it('names the site date, which is a day ahead of UTC from 17:00 UTC', () => {
    expect(siteDate(Date.parse('2025-03-09T16:59:59Z'), ICT)).toBe('2025-03-09');
    expect(siteDate(Date.parse('2025-03-09T17:00:00Z'), ICT)).toBe('2025-03-10');
  });

  it('gives the zone offset, including a zone with daylight saving time', () => {
    expect(utcOffsetMinutes(at('2025-01-15T12:00:00'), ICT)).toBe(420);
    expect(utcOffsetMinutes(at('2025-07-15T12:00:00'), ICT)).toBe(420);
    expect(utcOffsetMinutes(Date.parse('2025-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(utcOffsetMinutes(Date.parse('2025-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(utcOffsetMinutes(Date.parse('2025-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
  });

  it("reads the site's wall clock whatever the machine's zone", () => {
    inDeviceZone('America/Los_Angeles', () => {
      const instant = Date.parse('2025-03-09T17:30:05Z');
      expect(new Date(instant).getDate()).toBe(9);
      expect(wallClock(instant, ICT)).toEqual({
        year: 2025,
        month: 3,
        day: 10,
        hour: 0,
        minute: 30,
        second: 5,
      });
      expect(siteDay(instant, ICT)).toBe(siteDay(at('2025-03-10T12:00:00'), ICT));
    });
  });
});
