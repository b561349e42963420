import { formatDay } from '../events/event-dates';
import { wallClockOf } from '../artwork/zoned-time';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "20 Nov 2026, 10:00": an instant on the clock of the given zone (the browser's by default). */
export function instantText(instant: string, zone: string = browserZone()) {
  const { date, time } = wallClockOf(instant, zone);
  return `${formatDay(date)}, ${time}`;
}
