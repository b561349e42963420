import { addDays, EVENT_TEXTS } from '../../api/contract';
import { wallClockOf } from '../artwork/zoned-time';
import { localDateOf } from './event-form';

/** SPEC.md's dates read "20 Sept 2025": day, short month, year. */
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** A calendar date (`YYYY-MM-DD`), the same in every zone. */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** An inclusive range of calendar dates; "Not set" when there is none. */
export const formatDays = (first: string | null, last: string | null) =>
  first && last ? EVENT_TEXTS.dateRange(formatDay(first), formatDay(last)) : EVENT_TEXTS.notSet;

/**
 * When an event happens: its days (an all-day end is exclusive), or its start and end in the
 * viewer's zone, the end's day said only when it differs.
 */
export function formatWhen(event: { allDay: boolean; start: string; end: string }): string {
  if (event.allDay) return formatDays(event.start, addDays(event.end, -1) < event.start ? event.start : addDays(event.end, -1));
  const [start, end] = [new Date(event.start), new Date(event.end)];
  const [startDay, endDay] = [formatDay(localDateOf(start)), formatDay(localDateOf(end))];
  const endText = endDay === startDay ? timeFormat.format(end) : `${endDay}, ${timeFormat.format(end)}`;
  return EVENT_TEXTS.dateRange(`${startDay}, ${timeFormat.format(start)}`, endText);
}

/** When an event happens on its own zone's clock (where it takes place), the zone named after a timed one's times. */
export function formatWhenInZone(event: { allDay: boolean; start: string; end: string; timeZone: string }): string {
  if (event.allDay) return formatWhen(event);
  const [start, end] = [wallClockOf(event.start, event.timeZone), wallClockOf(event.end, event.timeZone)];
  const endText = end.date === start.date ? end.time : `${formatDay(end.date)}, ${end.time}`;
  return EVENT_TEXTS.zonedWhen(EVENT_TEXTS.dateRange(`${formatDay(start.date)}, ${start.time}`, endText), event.timeZone);
}
