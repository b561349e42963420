import { isIsoDate } from '../../api/contract';

/**
 * Wall-clock times in a named zone, both ways: a requirement's deadline is set and shown in the
 * event's zone (where it takes place), whatever the zone of the browser.
 */

const partsFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** The zone's wall clock at an instant: `YYYY-MM-DD` and `HH:mm`. */
export function wallClockOf(instant: string | number, zone: string): { date: string; time: string } {
  const parts = Object.fromEntries(partsFormat(zone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const HALF_DAY = 12 * 60 * 60 * 1000;

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(at: number, zone: string) {
  const { date, time } = wallClockOf(at, zone);
  return Date.parse(`${date}T${time}:00Z`) - (at - (at % 60_000));
}

/**
 * The instant (`…Z`) at which the zone's clock reads `date` `time`; '' when either is not real.
 * In the hour a clock skips, the time after the jump; in the hour it repeats, the first.
 */
export function instantInZone(date: string, time: string, zone: string): string {
  if (!isIsoDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return '';
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The zone's offsets half a day either side: a clock change between them is the only one near.
  const [before, after] = [offsetAt(wall - HALF_DAY, zone), offsetAt(wall + HALF_DAY, zone)];
  const fits = [wall - before, wall - after].filter((at, index) => offsetAt(at, zone) === (index === 0 ? before : after));
  return new Date(fits.length > 0 ? Math.min(...fits) : wall - before).toISOString();
}
