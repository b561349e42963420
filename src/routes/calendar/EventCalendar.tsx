// FullCalendar's style sheets come with the page, so the placeholder's place and FullCalendar's first
// paint share them.
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import type { CalendarRef } from '@fullcalendar/react';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { messageOf } from '../../api/client';
import { addDays, EVENT_TEXTS, type Event } from '../../api/contract';
import { listEvents } from '../../api/events';
import { toast } from '../../design-system';
import { t } from '../../i18n';
import type { EventDraft } from '../../machines/calendar-modal.machine';
import { loadOnce } from '../shared/load-once';
import * as theme from './calendar.css';
import * as styles from './calendar-page.css';
import type { MovedTimes } from '../shared/event-form/calendar-moves';
import { CalendarToolbar, CALENDAR_VIEWS, MONTH_LIST_VIEW } from './CalendarToolbar';
import type { FullCalendarControl, FullEventCalendar as FullEventCalendarType, Handover } from './FullEventCalendar';
import { MonthPlaceholder } from './MonthPlaceholder';
import { midnightOf, monthRange, monthStep, monthTitle, monthWeeks } from './month-range';
import { useNarrowCalendar } from './use-narrow';

type FullCalendarComponent = typeof FullEventCalendarType;

/** FullCalendar with Temporal (about 75 KB gzip), in a chunk of its own: fetched as the page opens. */
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

/** What the page asks of the calendar. */
export type CalendarHandle = {
  /** Reads the range shown again (after a save). */
  refetch: () => void;
  /** Drops a selected range (the dialog it opened closed). */
  unselect: () => void;
  /** The dates the view is of, [start, end): the month itself, without the days of the months around it. */
  range: () => { start: Date; end: Date };
  /** Shows the month (or week, or day) that holds `day`, unless it is already the one shown. */
  show: (day: Date) => void;
};

export type { MovedTimes };

type Props = {
  /** FullCalendar's own handle, once it is here. */
  calendarRef: Ref<CalendarRef>;
  handleRef: Ref<CalendarHandle>;
  /** The pointer or the keyboard first came to the calendar: what a click may need can be fetched. */
  onApproach?: () => void;
  /** A click on an event (or Enter on it). */
  onOpen: (event: Event) => void;
  /** Unset for a read-only calendar: no Add Event, no selecting or dragging. */
  manage?: {
    onAdd: (draft?: EventDraft) => void;
    /** The event's new times, and the times it had (what Undo puts back). */
    onMove: (event: Event, times: MovedTimes, before: MovedTimes, revert: () => void) => void;
    /** False while a move is saving: one at a time. */
    editable: boolean;
  };
};

/**
 * The calendar: FullCalendar, month view first; week and day as 30-minute time grids. Its chunk is
 * fetched as the page opens, and the month's events are asked for meanwhile, so that FullCalendar's
 * first range costs no second request. Until it has arrived, an inert placeholder of the month's
 * size holds its place; a month stepped to, or a week or day chosen, in the toolbar meanwhile is
 * where FullCalendar opens.
 */
export function EventCalendar({ calendarRef, handleRef, onApproach, onOpen, manage }: Props) {
  const [Full, setFull] = useState<FullCalendarComponent | null>(null);
  // The toolbar's choices until FullCalendar is here.
  const [date, setDate] = useState(() => new Date());
  const [wanted, setWanted] = useState<{ view: string; steps: number } | null>(null);
  const [reloads, setReloads] = useState(0);
  // FullCalendar's state once shown.
  const [dates, setDates] = useState<{ title: string; view: string } | null>(null);
  const [loading, setLoading] = useState(true);
  const control = useRef<FullCalendarControl>(null);
  const handover = useRef<Handover | null>(null);
  const fullRef = useRef<CalendarRef | null>(null);

  const weeks = useMemo(() => monthWeeks(date), [date]);
  const narrow = useNarrowCalendar();
  /** The view FullCalendar shows for the one chosen: the month is a list on a narrow screen. */
  const shown = useCallback((chosen: string) => (narrow && chosen === CALENDAR_VIEWS.month ? MONTH_LIST_VIEW : chosen), [narrow]);
  const rangeKey = useMemo(() => JSON.stringify(monthRange(weeks)), [weeks]);

  useEffect(() => {
    let current = true;
    loadFullCalendar().then(
      (component) => current && setFull(() => component),
      (error: unknown) => current && toast.error(t(messageOf(error, EVENT_TEXTS.fetchFailed))),
    );
    return () => {
      current = false;
    };
  }, []);

  // The month FullCalendar will open on, asked for while its chunk arrives: its first range reads this answer.
  useEffect(() => {
    if (Full) return;
    const answer = listEvents(JSON.parse(rangeKey) as { start: string; end: string }).then(({ events }) => events);
    // Read, and any failure shown, by FullCalendar once here.
    answer.catch(() => undefined);
    handover.current = { start: midnightOf(weeks[0]![0]!), end: midnightOf(addDays(weeks[5]![6]!, 1)), answer };
    // FullCalendar reads its own ranges once shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rangeKey, reloads, Full]);

  const setFullRef = useCallback(
    (ref: CalendarRef | null) => {
      fullRef.current = ref;
      if (typeof calendarRef === 'function') calendarRef(ref);
      else if (calendarRef) calendarRef.current = ref;
    },
    [calendarRef],
  );

  useImperativeHandle(handleRef, () => ({
    refetch: () => (fullRef.current ? fullRef.current.getApi().refetchEvents() : setReloads((count) => count + 1)),
    unselect: () => fullRef.current?.getApi().unselect(),
    range: () => {
      const view = fullRef.current?.getApi().view;
      return view ? { start: view.currentStart, end: view.currentEnd } : { start: new Date(date.getFullYear(), date.getMonth(), 1), end: monthStep(date, 1) };
    },
    show: (day) => {
      const api = fullRef.current?.getApi();
      if (!api) return setDate(day);
      if (day < api.view.currentStart || day >= api.view.currentEnd) api.gotoDate(day);
    },
  }));

  const gridRef = useRef<HTMLDivElement>(null);
  const view = Full ? (dates?.view ?? wanted?.view ?? CALENDAR_VIEWS.month) : (wanted?.view ?? CALENDAR_VIEWS.month);
  // The screen grew or narrowed: the month becomes a grid, or a list.
  useEffect(() => {
    const showing = fullRef.current?.getApi().view.type;
    if (showing && view === CALENDAR_VIEWS.month && showing !== shown(view)) control.current?.show(shown(view));
  }, [Full, view, shown]);
  const timeGrid = Full !== null && view.startsWith('timeGrid');
  // FullCalendar's view, once it reports one: only a change of view scrolls (the next week keeps the grid where it is).
  const shownView = Full ? dates?.view : undefined;
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

  // Until FullCalendar reports its range, the month it opens on (no blank title between the two).
  const title = Full && dates ? dates.title : monthTitle(date);
  return (
    <div className={styles.frame} onPointerEnter={onApproach} onPointerDown={onApproach} onFocus={onApproach}>
      <CalendarToolbar
        title={title}
        view={view}
        onView={(next) => {
          if (Full) return control.current?.show(shown(next));
          setWanted(next in DAYS_A_STEP ? { view: next, steps: 0 } : null);
        }}
        onStep={(direction) => {
          if (Full) return control.current?.step(direction);
          if (wanted) return setWanted({ ...wanted, steps: wanted.steps + direction });
          setDate((current) => monthStep(current, direction));
        }}
        onAdd={manage ? () => manage.onAdd() : undefined}
      />
      <div
        ref={gridRef}
        className={timeGrid ? `${styles.grid} ${styles.timeGridScroller}` : `${styles.grid} ${theme.monthGrid}`}
        aria-busy={loading || undefined}
        {...(timeGrid ? { tabIndex: 0, role: 'region', 'aria-label': title } : {})}
      >
        {Full ? (
          <Full
            calendarRef={setFullRef}
            controlRef={control}
            initialView={shown(wanted?.view ?? CALENDAR_VIEWS.month)}
            initialDate={wanted ? new Date(date.getFullYear(), date.getMonth(), date.getDate() + wanted.steps * (DAYS_A_STEP[wanted.view] ?? 1)) : date}
            takeHandover={takeHandover}
            onDates={(next) => {
              setDates(next.view === MONTH_LIST_VIEW ? { ...next, view: CALENDAR_VIEWS.month } : next);
              setWanted(null);
            }}
            onLoading={setLoading}
            onOpen={onOpen}
            manage={manage}
          />
        ) : (
          <MonthPlaceholder week={weeks[0]!} />
        )}
      </div>
    </div>
  );
}
