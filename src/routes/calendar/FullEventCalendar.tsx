import FullCalendar, { useCalendarController, type CalendarRef, type EventApi, type EventSourceFuncInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useImperativeHandle, useState, type Ref } from 'react';
import { messageOf } from '../../api/client';
import { EVENT_TEXTS, type Event } from '../../api/contract';
import { listEvents } from '../../api/events';
import { toast } from '../../design-system';
import { shownLocale, useT } from '../../i18n';
import type { EventDraft } from '../../machines/calendar-modal.machine';
import * as theme from './calendar.css';
import { serverEventOf, toCalendarEvent } from './calendar-events';
import type { MovedTimes } from '../shared/event-form/calendar-moves';
import { DAY_MAX_EVENTS, EVENT_DRAG_THRESHOLD_PX } from './month-range';

const plugins = [dayGridPlugin, interactionPlugin, classicTheme, timeGridPlugin, listPlugin];

/** What the page asked of the server while FullCalendar's chunk arrived: its first range inside it costs no request. */
export type Handover = { start: Date; end: Date; answer: Promise<Event[]> };

/** The toolbar's hold on FullCalendar: previous / next and the view. */
export type FullCalendarControl = { step: (direction: 1 | -1) => void; show: (view: string) => void };

/** A dropped or resized event's new times, as the contract takes them. */
function timesOf(moved: EventApi): MovedTimes {
  if (moved.allDay) return { allDay: true, start: moved.startStr.slice(0, 10), end: moved.endStr ? moved.endStr.slice(0, 10) : null };
  return { allDay: false, start: moved.start!.toISOString(), end: moved.end ? moved.end.toISOString() : null };
}

type Props = {
  calendarRef: Ref<CalendarRef>;
  controlRef: Ref<FullCalendarControl>;
  initialView: string;
  initialDate: Date;
  /** Taken once, by the first range FullCalendar asks for, if it lies inside. */
  takeHandover: () => Handover | null;
  /** The range shown changed: its title and view. */
  onDates: (dates: { title: string; view: string }) => void;
  onLoading: (loading: boolean) => void;
  onOpen: (event: Event) => void;
  manage?: {
    onAdd: (draft?: EventDraft) => void;
    /** The event's new times, and the times it had (what Undo puts back). */
    onMove: (event: Event, times: MovedTimes, before: MovedTimes, revert: () => void) => void;
    editable: boolean;
  };
};

/**
 * FullCalendar 7 in our theme: the month, and week and day as 30-minute time grids. Fetched as the
 * calendar page opens (see EventCalendar); its first range reads the answer the page asked for meanwhile.
 */
export function FullEventCalendar({ calendarRef, controlRef, initialView, initialDate, takeHandover, onDates, onLoading, onOpen, manage }: Props) {
  const t = useT();
  const controller = useCalendarController();
  useImperativeHandle(controlRef, () => ({
    step: (direction) => (direction === 1 ? controller.next() : controller.prev()),
    show: (view) => controller.changeView(view),
  }));

  /**
   * Only the visible range is asked for; FullCalendar asks again as the user moves. One source for
   * the calendar's life (a new function would be a new source, fetched again).
   */
  const [loadRange] = useState(
    () => (info: EventSourceFuncInfo, success: (events: ReturnType<typeof toCalendarEvent>[]) => void, failure: (error: Error) => void) => {
      const handover = takeHandover();
      const events =
        handover && info.start >= handover.start && info.end <= handover.end
          ? handover.answer
          : listEvents({ start: info.startStr, end: info.endStr }).then((answer) => answer.events);
      events.then(
        (shown) => success(shown.map(toCalendarEvent)),
        (error: unknown) => failure(error as Error),
      );
    },
  );

  return (
    <FullCalendar
      ref={calendarRef}
      controller={controller}
      plugins={plugins}
      initialView={initialView}
      initialDate={initialDate}
      headerToolbar={false}
      // The grid grows with its content: a scroller inside the grid's table structure could not
      // take keyboard focus without breaking that structure for axe. The week and day views
      // scroll in the frame around it (timeGridScroller).
      height="auto"
      aspectRatio={theme.CALENDAR_ASPECT_RATIO}
      timeZone="local"
      slotDuration="00:30:00"
      eventDisplay="block"
      dayMaxEvents={DAY_MAX_EVENTS}
      // Dates in the reader's language (its own week start aside: the placeholder's weeks start on Sunday too).
      locale={shownLocale()}
      moreLinkText={(count: number) => t(EVENT_TEXTS.moreInDay, { count })}
      moreLinkHint={(count: number) => t(EVENT_TEXTS.moreInDayHint, { count })}
      allDayText={t(EVENT_TEXTS.allDayShort)}
      timedText={t(EVENT_TEXTS.timedEvents)}
      eventsHint={t(EVENT_TEXTS.dayEvents)}
      closeHint={t(EVENT_TEXTS.close)}
      nowIndicator
      events={loadRange}
      // FullCalendar reports loading while it renders; React takes the news just after.
      loading={(isLoading) => queueMicrotask(() => onLoading(isLoading))}
      datesSet={(info) => onDates({ title: info.view.title, view: info.view.type })}
      eventSourceFailure={(error: unknown) => toast.error(t(messageOf(error, EVENT_TEXTS.fetchFailed)))}
      selectable={Boolean(manage)}
      editable={Boolean(manage?.editable)}
      eventDragMinDistance={EVENT_DRAG_THRESHOLD_PX}
      noEventsText={t(EVENT_TEXTS.noEventsInMonth)}
      select={(info) => manage?.onAdd({ name: '', category: 'Primary', allDay: info.allDay, start: info.startStr, end: info.endStr })}
      eventClick={(info) => onOpen(serverEventOf(info.event))}
      eventDrop={(info) => manage?.onMove(serverEventOf(info.event), timesOf(info.event), timesOf(info.oldEvent), info.revert)}
      eventResize={(info) => manage?.onMove(serverEventOf(info.event), timesOf(info.event), timesOf(info.oldEvent), info.revert)}
      className={theme.root}
      dayHeaderAlign="start"
      dayHeaderClass={(info) => (info.inPopover ? '' : theme.dayHeader)}
      dayHeaderInnerClass={theme.dayHeaderInner}
      dayRowClass={theme.dayRow}
      dayCellTopClass={theme.dayCellTop}
      dayCellTopInnerClass={theme.dayCellTopInner}
      slotHeaderInnerClass={theme.slotHeaderInner}
      eventClass={(info) => theme.categoryBar[serverEventOf(info.event).category]}
      rowEventClass={(info) => `${theme.rowEvent} ${info.isStart ? theme.rowEventStart : ''}`}
      rowEventInnerClass={theme.rowEventInner}
      columnEventClass={(info) => `${theme.columnEvent} ${info.isStart ? theme.columnEventStart : ''}`}
      columnEventInnerClass={theme.columnEventInner}
      listItemEventBeforeClass={theme.listItemDot}
      listItemEventTimeClass={theme.listItemTime}
      listItemEventTitleClass={theme.listItemTitle}
    />
  );
}
