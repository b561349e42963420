import { addDays } from '../../api/contract';
import { shownLocale } from '../../i18n';
import { localDateOf } from '../shared/event-form/calendar-moves';

/**
 * The month as FullCalendar's month view lays it out, worked out by the app before FullCalendar's
 * code has arrived: six weeks from the Sunday on or before the 1st, the range the server is asked
 * for meanwhile, and the title the toolbar shows.
 */

/** Events a day shows before "+N more" (FullCalendar's dayMaxEvents, not counting the link). */
export const DAY_MAX_EVENTS = 3;

/**
 * How far (px) a mouse press on an event must travel before it drags the event: a click that
 * wobbles, or a press meant to start a selection, moves nothing (FullCalendar's own is 5 px).
 */
export const EVENT_DRAG_THRESHOLD_PX = 20;

/** The widest screen (px) on which the month is a list of its days' events: seven columns there would cut every title. */
export const MONTH_LIST_MAX_WIDTH_PX = 600;

const WEEKS = 6;
const DAYS = 7;

/** A local date `YYYY-MM-DD` as the Date of its midnight in the viewer's zone. */
export const midnightOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/** The 6 × 7 days (`YYYY-MM-DD`) of the month that holds `date`, weeks from Sunday. */
export function monthWeeks(date: Date): string[][] {
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const start = first.getDate() - first.getDay();
  return Array.from({ length: WEEKS }, (_, week) =>
    Array.from({ length: DAYS }, (_, day) => localDateOf(new Date(first.getFullYear(), first.getMonth(), start + week * DAYS + day))),
  );
}

/** The day an event starts, in the viewer's zone: an all-day event's date, or a timed event's instant. */
export const startDayOf = (event: { allDay: boolean; start: string }) => (event.allDay ? midnightOf(event.start.slice(0, 10)) : new Date(event.start));

/** The first day of the month before or after `date`'s, as FullCalendar steps a month. */
export const monthStep = (date: Date, direction: 1 | -1) => new Date(date.getFullYear(), date.getMonth() + direction, 1);

const offsetOf = (at: Date) => {
  const minutes = -at.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** A local midnight as FullCalendar writes a range's bound in the viewer's zone (`…T00:00:00+01:00`). */
const boundOf = (day: string) => `${day}T00:00:00${offsetOf(midnightOf(day))}`;

/** The range of the month's six weeks: its first day to the day after its last. */
export function monthRange(weeks: string[][]): { start: string; end: string } {
  return { start: boundOf(weeks[0]![0]!), end: boundOf(addDays(weeks[WEEKS - 1]![DAYS - 1]!, 1)) };
}

/** "November 2026", in the reader's language as FullCalendar writes it. */
export const monthTitle = (date: Date) => new Intl.DateTimeFormat(shownLocale(), { month: 'long', year: 'numeric' }).format(date);
/** "Sun": a day's name in the month's header row, in the reader's language. */
export const weekdayName = (day: string) => new Intl.DateTimeFormat(shownLocale(), { weekday: 'short' }).format(midnightOf(day));
