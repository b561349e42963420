import { Temporal } from 'temporal-polyfill';
import { isIsoDate } from '../../api/contract';

/**
 * The instant (`…Z`) at which the zone's clock reads `date` `time`; '' when either is not real.
 * A requirement's deadline is set on the clock of where the event takes place, whatever the zone
 * of the browser. In the hour a clock skips, the time after the jump; in the hour it repeats, the
 * first (Temporal's "compatible" reading, as calendars do).
 */
export function instantInZone(date: string, time: string, zone: string): string {
  if (!isIsoDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return '';
  const wall = Temporal.PlainDateTime.from(`${date}T${time}`);
  return new Date(wall.toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds).toISOString();
}
