import { inDeviceZone } from '../../test/device-zone';
import { siteZoneLabel, utcOffsetLabel } from './slip-window';

describe('utcOffsetLabel', () => {
  it('names the site time zone by its offset', () => {
    expect(utcOffsetLabel(7 * 60)).toBe('UTC+7');
    expect(utcOffsetLabel(0)).toBe('UTC+0');
    expect(utcOffsetLabel(5 * 60 + 30)).toBe('UTC+5:30');
    expect(utcOffsetLabel(-3 * 60)).toBe('UTC-3');
    expect(utcOffsetLabel(-(9 * 60 + 30))).toBe('UTC-9:30');
  });
});

describe('siteZoneLabel', () => {
  it("names the brand's zone, not the phone's", () => {
    inDeviceZone('America/New_York', () => {
      expect(siteZoneLabel('Asia/Bangkok')).toBe('UTC+7');
      expect(siteZoneLabel('Asia/Vientiane')).toBe('UTC+7');
    });
  });

  it('follows daylight saving time where the zone has it', () => {
    expect(siteZoneLabel('Europe/Berlin', Date.parse('2025-01-15T12:00:00Z'))).toBe('UTC+1');
    expect(siteZoneLabel('Europe/Berlin', Date.parse('2025-07-15T12:00:00Z'))).toBe('UTC+2');
  });
});
