import useSWR from 'swr';
import { lookupApi, lookupPaths, unwrap } from '../../api';
import { utcOffsetMinutes } from '../../lib/site-days';

/**
 * GET /api/lookup/slip (docs/product.md#slip-upload): whether slip upload is open now,
 * and the daily window (`HH:mm`, site time) when it is closed. Shared by the deposit
 * texts and the slip upload, so the modal asks once.
 */
export function useSlipLookup() {
  return useSWR(lookupPaths.slip, () => unwrap(lookupApi.slip()));
}

/**
 * A zone's offset east of UTC, in minutes, as a player reads it next to a time: "UTC+7",
 * "UTC+5:30", "UTC-3".
 */
export function utcOffsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(Math.trunc(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The site's time zone (the brand's `timeZone`) as its offset at `now`: the slip window's
 * times are the site's, which need not be the phone's.
 */
export function siteZoneLabel(timeZone: string, now = Date.now()): string {
  return utcOffsetLabel(utcOffsetMinutes(now, timeZone));
}
