import { addDays, type Event, type EventBodyInput } from '../../../api/contract';
import type { EventDraft } from '../../../machines/calendar-modal.machine';

/**
 * What the calendar itself makes of events: a move's body and the draft "Add Event +" opens with.
 * Apart from the event form (event-form.ts), whose zone arithmetic comes with the dialogs' code.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a date in the viewer's zone. */
export const localDateOf = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/** The fields a move keeps as the server has them: a drag changes the times only. */
const keptFields = (event: Event) => ({
  timeZone: event.timeZone,
  buildStart: event.buildStart,
  buildEnd: event.buildEnd,
  openStart: event.openStart,
  openEnd: event.openEnd,
  venue: event.venue,
  location: event.location,
  description: event.description,
});

/** An event moved or resized on the calendar: the same event with its new times. */
export function movedBody(event: Event, moved: { allDay: boolean; start: string; end: string | null }): EventBodyInput {
  return { ...keptFields(event), name: event.name, category: event.category, ...moved };
}

/** What "Add Event +" opens with: a one-day event on `day` (today, or the first day in view when today is not). */
export const todayDraft = (day = new Date()): EventDraft => {
  const start = localDateOf(day);
  return { name: '', category: 'Primary', allDay: true, start, end: addDays(start, 1) };
};

/** An event's times as a move gives them to the contract: all-day dates, or instants. */
export type MovedTimes = { allDay: boolean; start: string; end: string | null };
