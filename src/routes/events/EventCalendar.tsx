import FullCalendar, { useCalendarController, type CalendarRef, type EventApi, type EventSourceFuncInfo } from '@fullcalendar/react';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { useEffect, useRef, useState, type Ref } from 'react';
import { messageOf } from '../../api/client';
import { EVENT_TEXTS, type Event } from '../../api/contract';
import { listEvents } from '../../api/events';
import { toast } from '../../design-system';
import type { EventDraft } from '../../machines/calendar-modal.machine';
import * as theme from './calendar.css';
import * as styles from './calendar-page.css';
import { serverEventOf, toCalendarEvent } from './calendar-events';
import { CalendarToolbar, CALENDAR_VIEWS } from './CalendarToolbar';
import { useTimeGrid } from './calendar-time-grid';

/** Only the visible range is asked for; FullCalendar asks again as the user moves. */
const loadRange = async (info: EventSourceFuncInfo) => (await listEvents({ start: info.startStr, end: info.endStr })).events.map(toCalendarEvent);

/** Where the week and day views open: the working day's start, not midnight. */
export const WORKING_DAY_START = '08:00:00';

/** Scrolls the week or day grid so that the working day's first slot shows first, under the day headers. */
function scrollToWorkingDay(scroller: HTMLElement | null) {
  const first = scroller?.querySelector<HTMLElement>('[data-time="00:00:00"]');
  const slot = scroller?.querySelector<HTMLElement>(`[data-time="${WORKING_DAY_START}"]`);
  if (scroller && first && slot) scroller.scrollTop = slot.getBoundingClientRect().top - first.getBoundingClientRect().top;
}

export type MovedTimes = { allDay: boolean; start: string; end: string | null };

/** A dropped or resized event's new times, as the contract takes them. */
function timesOf(moved: EventApi): MovedTimes {
  if (moved.allDay) return { allDay: true, start: moved.startStr.slice(0, 10), end: moved.endStr ? moved.endStr.slice(0, 10) : null };
  return { allDay: false, start: moved.start!.toISOString(), end: moved.end ? moved.end.toISOString() : null };
}

type Props = {
  calendarRef: Ref<CalendarRef>;
  /** The pointer or the keyboard first came to the calendar: what a click may need can be fetched. */
  onApproach?: () => void;
  /** A click on an event (or Enter on it). */
  onOpen: (event: Event) => void;
  /** Unset for a read-only calendar: no Add Event, no selecting or dragging. */
  manage?: {
    onAdd: (draft?: EventDraft) => void;
    onMove: (event: Event, times: MovedTimes, revert: () => void) => void;
    /** False while a move is saving: one at a time. */
    editable: boolean;
  };
};

/** FullCalendar 7 in our theme: month view first; week and day as 30-minute time grids. */
export function EventCalendar({ calendarRef, onApproach, onOpen, manage }: Props) {
  const controller = useCalendarController();
  const grids = useTimeGrid(controller);
  const approach = () => {
    grids.prepare();
    onApproach?.();
  };
  const [loading, setLoading] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);
  // The view shown: the week and day grids scroll in their frame, to the working day when they open.
  const [viewType, setViewType] = useState<string | null>(null);
  const timeGrid = viewType?.startsWith('timeGrid') ?? false;
  useEffect(() => {
    if (!timeGrid) return;
    // FullCalendar sizes its slots in the frame after it renders: scroll once they have their height.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => scrollToWorkingDay(gridRef.current));
    });
    return () => cancelAnimationFrame(frame);
  }, [viewType, timeGrid]);

  return (
    <div className={styles.frame} onPointerEnter={approach} onFocus={approach}>
      <CalendarToolbar
        title={controller.view?.title}
        view={grids.view}
        onView={grids.show}
        onStep={grids.step}
        onAdd={manage ? () => manage.onAdd() : undefined}
      />
      <div
        ref={gridRef}
        className={timeGrid ? `${styles.grid} ${styles.timeGridScroller}` : `${styles.grid} ${theme.monthGrid}`}
        aria-busy={loading || undefined}
        {...(timeGrid ? { tabIndex: 0, role: 'region', 'aria-label': controller.view?.title } : {})}
      >
        <FullCalendar
          ref={calendarRef}
          controller={controller}
          plugins={grids.plugins}
          initialView={CALENDAR_VIEWS.month}
          headerToolbar={false}
          // The grid grows with its content: a scroller inside the grid's table structure could not
          // take keyboard focus without breaking that structure for axe. The week and day views
          // scroll in the frame around it (timeGridScroller).
          height="auto"
          aspectRatio={theme.CALENDAR_ASPECT_RATIO}
          timeZone="local"
          slotDuration="00:30:00"
          eventDisplay="block"
          dayMaxEvents={3}
          nowIndicator
          events={loadRange}
          // FullCalendar reports loading while it renders; React takes the news just after.
          loading={(isLoading) => queueMicrotask(() => setLoading(isLoading))}
          // Only a change of view scrolls: moving to the next week keeps the grid where it is.
          datesSet={(info) => setViewType(info.view.type)}
          eventSourceFailure={(error: unknown) => toast.error(messageOf(error, EVENT_TEXTS.fetchFailed))}
          selectable={Boolean(manage)}
          editable={Boolean(manage?.editable)}
          select={(info) => manage?.onAdd({ name: '', category: 'Primary', allDay: info.allDay, start: info.startStr, end: info.endStr })}
          eventClick={(info) => onOpen(serverEventOf(info.event))}
          eventDrop={(info) => manage?.onMove(serverEventOf(info.event), timesOf(info.event), info.revert)}
          eventResize={(info) => manage?.onMove(serverEventOf(info.event), timesOf(info.event), info.revert)}
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
        />
      </div>
    </div>
  );
}
