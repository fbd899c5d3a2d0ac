import { utcOffsetLabel } from './slip-window';

describe('utcOffsetLabel', () => {
  it('names the site time zone by its offset', () => {
    expect(utcOffsetLabel(7 * 60)).toBe('UTC+7');
    expect(utcOffsetLabel(0)).toBe('UTC+0');
    expect(utcOffsetLabel(5 * 60 + 30)).toBe('UTC+5:30');
    expect(utcOffsetLabel(-3 * 60)).toBe('UTC-3');
    expect(utcOffsetLabel(-(9 * 60 + 30))).toBe('UTC-9:30');
  });
});
