import { shownLocale, t } from '../../i18n';
import { addDays, DATE_TEXTS, DEFAULT_TIME_ZONE, EVENT_TEXTS, formatClock, formatDay, formatDayOf, formatInstant, sameClock, wallClockOf, zoneSuffix } from '../../api/contract';

/**
 * Every date and time a screen shows, by the contract's rules (api/contract/dates.ts): a time
 * names its zone, the event's where there is an event, and offers the viewer's own clock on hover.
 * Days are written in the language the screens are shown in (decision 20).
 */

/** The browser's own time zone. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
const viewerZone = viewerTimeZone;

/** "20 Nov 2026, 10:00 (Europe/Berlin)": an instant on the clock of the zone given (the viewer's by default). */
export const instantText = (instant: string, zone: string = viewerZone()) => formatInstant(instant, zone, shownLocale());

/** The day of an instant on the viewer's clock: "05 Sept 2025" (its time and zone in `viewerHint`). */
export const dayText = (instant: string) => formatDayOf(instant, viewerZone(), shownLocale());

/** The hover of a time shown on `zone`'s clock: the viewer's clock, when it reads differently (else none). */
export function viewerHint(instant: string, zone: string): string | undefined {
  const viewer = viewerZone();
  return sameClock(instant, zone, viewer) ? undefined : t(DATE_TEXTS.yourClock, { when: formatInstant(instant, viewer, shownLocale()) });
}

/** An inclusive range of calendar dates; "Not set" when there is none. */
export const formatDays = (first: string | null, last: string | null) =>
  first && last ? EVENT_TEXTS.dateRange(formatDay(first, shownLocale()), formatDay(last, shownLocale())) : t(EVENT_TEXTS.notSet);

/**
 * When an event happens: its days (an all-day end is exclusive), or its start and end on the
 * event's clock with its zone named, the end's day said only when it differs.
 */
export function formatWhen(event: { allDay: boolean; start: string; end: string; timeZone: string }): string {
  if (event.allDay) return formatDays(event.start, addDays(event.end, -1) < event.start ? event.start : addDays(event.end, -1));
  const [start, end] = [wallClockOf(event.start, event.timeZone), wallClockOf(event.end, event.timeZone)];
  const endText = end.date === start.date ? end.time : formatClock(event.end, event.timeZone, shownLocale());
  return `${EVENT_TEXTS.dateRange(formatClock(event.start, event.timeZone, shownLocale()), endText)} ${zoneSuffix(event.timeZone)}`;
}

/** The hover of an event's dates: its start on the viewer's clock, when a timed event's reads differently. */
export const eventViewerHint = (event: { allDay: boolean; start: string; timeZone: string }) => (event.allDay ? undefined : viewerHint(event.start, event.timeZone));
