import type { EventInput } from '@fullcalendar/react';
import type { Event } from '../../api/contract';
import { categoryColor } from '../shared/category.css';

/**
 * An event as FullCalendar takes it. A timed event's instants are shown in the viewer's zone; an
 * all-day event's dates are plain dates, which no zone moves. The colours are the category's
 * tint and text (see category.css.ts); the server's event rides along for the modal.
 */
export const toCalendarEvent = (event: Event): EventInput => ({
  id: String(event.id),
  title: event.name,
  start: event.start,
  end: event.end,
  allDay: event.allDay,
  color: categoryColor[event.category].bg,
  contrastColor: categoryColor[event.category].fg,
  extendedProps: { event },
});

/** The server's event behind a calendar event. */
export const serverEventOf = (calendarEvent: { extendedProps: Record<string, unknown> }) => calendarEvent.extendedProps.event as Event;
