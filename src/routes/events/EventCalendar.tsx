import type { CalendarRef } from '@fullcalendar/react';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { messageOf } from '../../api/client';
import { addDays, EVENT_TEXTS, type Event } from '../../api/contract';
import { listEvents } from '../../api/events';
import { toast } from '../../design-system';
import type { EventDraft } from '../../machines/calendar-modal.machine';
import { loadOnce } from '../shared/load-once';
import * as theme from './calendar.css';
import * as styles from './calendar-page.css';
import type { MovedTimes } from './calendar-moves';
import { CalendarToolbar, CALENDAR_VIEWS } from './CalendarToolbar';
import type { FullCalendarControl, FullEventCalendar as FullEventCalendarType, Handover } from './FullEventCalendar';
import { MonthGrid } from './MonthGrid';
import { midnightOf, monthRange, monthStep, monthTitle, monthWeeks } from './month-grid';

type FullCalendarComponent = typeof FullEventCalendarType;

/**
 * FullCalendar with Temporal (about 70 KB gzip): fetched when the pointer or the keyboard first
 * comes to the calendar, or a week or day is chosen; never with the month every visit opens on.
 */
const loadFullCalendar = loadOnce(() => import('./FullEventCalendar').then((module) => module.FullEventCalendar));

/** Where the week and day views open: the working day's start, not midnight. */
export const WORKING_DAY_START = '08:00:00';

/** Scrolls the week or day grid so that the working day's first slot shows first, under the day headers. */
function scrollToWorkingDay(scroller: HTMLElement | null) {
  const first = scroller?.querySelector<HTMLElement>('[data-time="00:00:00"]');
  const slot = scroller?.querySelector<HTMLElement>(`[data-time="${WORKING_DAY_START}"]`);
  if (scroller && first && slot) scroller.scrollTop = slot.getBoundingClientRect().top - first.getBoundingClientRect().top;
}

const DAYS_A_STEP: Record<string, number> = { timeGridWeek: 7, timeGridDay: 1 };

/** What the page asks of the calendar, whichever grid shows it. */
export type CalendarHandle = {
  /** Reads the range shown again (after a save). */
  refetch: () => void;
  /** Drops a selected range (the dialog it opened closed). */
  unselect: () => void;
  /** The days in view: [start, end). */
  range: () => { start: Date; end: Date };
};

export type { MovedTimes };

type Props = {
  /** FullCalendar's own handle, once it is here. */
  calendarRef: Ref<CalendarRef>;
  handleRef: Ref<CalendarHandle>;
  /** The pointer or the keyboard first came to the calendar: what a click may need can be fetched. */
  onApproach?: () => void;
  /** A dialog opened from the calendar is open: the grid stays, so the focus can go back to what opened it. */
  hold?: boolean;
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

/**
 * The calendar: month view first; week and day as 30-minute time grids. The month is drawn at once
 * by the app's own grid (MonthGrid) with the range the server answers; FullCalendar takes its place,
 * looking the same, once fetched and once no press, focus or pointer on an event is in the grid. A
 * week or day chosen before then shows as chosen at once and opens when FullCalendar has arrived,
 * moved by any previous / next pressed meanwhile (one range asked of the server).
 */
export function EventCalendar({ calendarRef, handleRef, onApproach, hold = false, onOpen, manage }: Props) {
  const [Full, setFull] = useState<FullCalendarComponent | null>(null);
  // The month grid's own state until FullCalendar is shown.
  const [date, setDate] = useState(() => new Date());
  const [wanted, setWanted] = useState<{ view: string; steps: number } | null>(null);
  const [openMore, setOpenMore] = useState<string | null>(null);
  const [gridBusy, setGridBusy] = useState(false);
  const [month, setMonth] = useState<{ key: string; events: Event[] } | null>(null);
  const [reloads, setReloads] = useState(0);
  const [loading, setLoading] = useState(false);
  // FullCalendar's state once shown.
  const [dates, setDates] = useState<{ title: string; view: string } | null>(null);
  const control = useRef<FullCalendarControl>(null);
  const handover = useRef<Handover | null>(null);
  const fullRef = useRef<CalendarRef | null>(null);

  const showFull = Full !== null && ((!gridBusy && !hold) || wanted !== null || openMore !== null);
  const weeks = useMemo(() => monthWeeks(date), [date]);
  const range = useMemo(() => monthRange(weeks), [weeks]);
  const rangeKey = `${range.start}/${range.end}`;

  const load = () =>
    void loadFullCalendar().then(
      (component) => setFull(() => component),
      () => setWanted(null),
    );
  const approach = () => {
    load();
    onApproach?.();
  };

  useEffect(() => {
    if (showFull) return;
    let current = true;
    void Promise.resolve().then(() => current && setLoading(true));
    listEvents(range).then(
      ({ events }) => {
        if (!current) return;
        handover.current = { start: midnightOf(weeks[0]![0]!), end: midnightOf(addDays(weeks[5]![6]!, 1)), events };
        setMonth({ key: rangeKey, events });
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setLoading(false);
        toast.error(messageOf(error, EVENT_TEXTS.fetchFailed));
      },
    );
    return () => {
      current = false;
    };
    // The month grid reads its range once per month shown and per save; FullCalendar reads its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rangeKey, reloads, showFull]);

  const setFullRef = useCallback(
    (ref: CalendarRef | null) => {
      fullRef.current = ref;
      if (typeof calendarRef === 'function') calendarRef(ref);
      else if (calendarRef) calendarRef.current = ref;
    },
    [calendarRef],
  );

  const refetch = () => {
    if (fullRef.current) return fullRef.current.getApi().refetchEvents();
    // What the month had is stale now: FullCalendar, if it comes first, asks the server itself.
    handover.current = null;
    setReloads((count) => count + 1);
  };
  useImperativeHandle(handleRef, () => ({
    refetch,
    unselect: () => fullRef.current?.getApi().unselect(),
    range: () => {
      const view = fullRef.current?.getApi().view;
      return view ? { start: view.activeStart, end: view.activeEnd } : { start: midnightOf(weeks[0]![0]!), end: midnightOf(addDays(weeks[5]![6]!, 1)) };
    },
  }));

  const gridRef = useRef<HTMLDivElement>(null);
  const view = showFull ? (dates?.view ?? wanted?.view ?? CALENDAR_VIEWS.month) : (wanted?.view ?? CALENDAR_VIEWS.month);
  const timeGrid = view.startsWith('timeGrid');
  // FullCalendar's view, once it reports one: only a change of view scrolls (the next week keeps the grid where it is).
  const shownView = showFull ? dates?.view : undefined;
  useEffect(() => {
    if (!shownView?.startsWith('timeGrid')) return;
    // FullCalendar sizes its slots in the frame after it renders: scroll once they have their height.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => scrollToWorkingDay(gridRef.current));
    });
    return () => cancelAnimationFrame(frame);
  }, [shownView]);

  const takeHandover = useCallback(() => {
    const taken = handover.current;
    handover.current = null;
    return taken;
  }, []);

  // Until FullCalendar reports its range, the month it opened on (no blank title between the two).
  const title = showFull && dates ? dates.title : monthTitle(date);
  return (
    <div className={styles.frame} onPointerEnter={approach} onPointerDown={approach} onFocus={approach}>
      <CalendarToolbar
        title={title}
        view={view}
        onView={(next) => {
          if (showFull) return control.current?.show(next);
          setWanted(next in DAYS_A_STEP ? { view: next, steps: 0 } : null);
          if (next in DAYS_A_STEP) load();
        }}
        onStep={(direction) => {
          if (showFull) return control.current?.step(direction);
          if (wanted) return setWanted({ ...wanted, steps: wanted.steps + direction });
          setDate((current) => monthStep(current, direction));
        }}
        onAdd={manage ? () => manage.onAdd() : undefined}
      />
      <div
        ref={gridRef}
        className={timeGrid && showFull ? `${styles.grid} ${styles.timeGridScroller}` : `${styles.grid} ${theme.monthGrid}`}
        aria-busy={loading || undefined}
        {...(timeGrid && showFull ? { tabIndex: 0, role: 'region', 'aria-label': title } : {})}
      >
        {showFull ? (
          <Full
            calendarRef={setFullRef}
            controlRef={control}
            initialView={wanted?.view ?? CALENDAR_VIEWS.month}
            initialDate={wanted ? new Date(date.getFullYear(), date.getMonth(), date.getDate() + wanted.steps * (DAYS_A_STEP[wanted.view] ?? 1)) : date}
            takeHandover={takeHandover}
            onDates={(next) => {
              setDates(next);
              setWanted(null);
            }}
            onLoading={setLoading}
            openMore={openMore}
            onOpen={onOpen}
            manage={manage}
          />
        ) : (
          <MonthGrid
            weeks={weeks}
            title={monthTitle(date)}
            events={month?.key === rangeKey ? month.events : []}
            onOpen={onOpen}
            onMore={(day) => {
              setOpenMore(day);
              load();
            }}
            manage={
              manage && {
                editable: manage.editable,
                onSelect: (first, after) => manage.onAdd({ name: '', category: 'Primary', allDay: true, start: first, end: after }),
                // The event shows on its new days while the move saves; a refused move reads the server's again.
                onMove: (event, times) => {
                  const moved = (events: Event[]) => events.map((each) => (each.id === event.id ? { ...each, ...times } : each));
                  setMonth((current) => current && { ...current, events: moved(current.events) });
                  if (handover.current) handover.current = { ...handover.current, events: moved(handover.current.events) };
                  manage.onMove(event, times, refetch);
                },
              }
            }
            onBusy={setGridBusy}
          />
        )}
      </div>
    </div>
  );
}
