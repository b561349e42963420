import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { addDays, EVENT_TEXTS, type Event } from '../../api/contract';
import { categoryColor } from '../shared/category.css';
import { localDateOf, shiftedTimes, type ShiftedTimes } from './calendar-moves';
import { monthClasses as fc } from './month-grid-classes';
import {
  DAY_MICRO_WIDTH,
  DAY_NARROW_WIDTH,
  dayName,
  daysOf,
  layoutWeek,
  midnightOf,
  timeText,
  weekdayName,
  weekNumber,
  type WeekBar,
} from './month-grid';

export type MonthGridManage = {
  /** A day pressed, or days pressed across: [first, after). */
  onSelect: (first: string, after: string) => void;
  /** An event dragged to another day. */
  onMove: (event: Event, times: ShiftedTimes) => void;
  /** False while a move is saving: one at a time. */
  editable: boolean;
};

type Props = {
  /** The month's 6 × 7 days. */
  weeks: string[][];
  /** The month shown ("November 2026"), the grid's name. */
  title: string;
  events: Event[];
  onOpen: (event: Event) => void;
  /** "+N more" pressed: the day's whole list is FullCalendar's popover. */
  onMore: (day: string) => void;
  /** Unset for a read-only calendar. */
  manage?: MonthGridManage;
  /** Whether a press, the focus or the pointer on an event is in the grid: the swap to FullCalendar waits for none. */
  onBusy: (busy: boolean) => void;
};

type Press =
  | { kind: 'select'; anchor: string; x: number; y: number }
  | { kind: 'move'; event: Event; from: string; x: number; y: number; moved: boolean };

/** Days between two local dates. */
const daysBetween = (from: string, to: string) => Math.round((midnightOf(to).getTime() - midnightOf(from).getTime()) / 86_400_000);
const dayAfter = (day: string) => addDays(day, 1);
/** How far the pointer may wander before a press on an event is a drag (FullCalendar's default). */
const DRAG_DISTANCE = 5;

/**
 * The month drawn by the app from the range the server answered, element for element and class for
 * class as FullCalendar's month view draws it (month-grid-classes.ts): what every visit sees first,
 * before FullCalendar's code (with Temporal) has been fetched. It does what a user does before then:
 * an event opens on a click or Enter, a day pressed (or days pressed across) adds an event on
 * them, and an event dragged to another day moves there.
 */
export function MonthGrid({ weeks, title, events, onOpen, onMore, manage, onBusy }: Props) {
  const tableRef = useRef<HTMLDivElement>(null);
  const [barHeight, setBarHeight] = useState(0);
  const [columnWidth, setColumnWidth] = useState<number | null>(null);
  const [highlight, setHighlight] = useState<{ first: string; after: string } | null>(null);
  const press = useRef<Press | null>(null);
  const suppressClick = useRef(false);
  const busy = useRef({ press: false, focus: false, hover: false });

  const setBusy = (part: keyof typeof busy.current, value: boolean) => {
    busy.current[part] = value;
    onBusy(Object.values(busy.current).some(Boolean));
  };

  // FullCalendar measures its columns and its bars before its first paint: the same, before ours.
  useLayoutEffect(() => {
    const table = tableRef.current!;
    // Not laid out (hidden, or no layout at all): the wide labels.
    const measure = () => setColumnWidth(table.clientWidth ? table.clientWidth / 7 : null);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => {
      observer.disconnect();
      onBusy(false);
    };
    // The grid's frame is measured once and observed after; the busy report ends with the grid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => {
    const bar = tableRef.current!.querySelector<HTMLElement>('[role="listitem"]');
    if (bar) setBarHeight(bar.getBoundingClientRect().height);
  }, [events, weeks, columnWidth]);

  const narrow = columnWidth !== null && columnWidth <= DAY_NARROW_WIDTH;
  const micro = columnWidth !== null && columnWidth <= DAY_MICRO_WIDTH;
  const today = localDateOf(new Date());
  const month = weeks[2]![0]!.slice(0, 7);
  const highlighted = (day: string) => highlight !== null && day >= highlight.first && day < highlight.after;

  /**
   * The day under the pointer: the cell whose box holds it (a bar across days lies in its first
   * day's cell but over the next ones); without a layout, the cell of what the pointer is over.
   */
  const dayAt = (event: globalThis.PointerEvent) => {
    const cells = [...(tableRef.current?.querySelectorAll<HTMLElement>('[data-day]') ?? [])];
    const under = cells.find((cell) => {
      const box = cell.getBoundingClientRect();
      return box.width > 0 && event.clientX >= box.left && event.clientX < box.right && event.clientY >= box.top && event.clientY < box.bottom;
    });
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-day]') : null;
    const cell = under ?? (target && cells.includes(target) ? target : null);
    return cell?.dataset.day ?? null;
  };

  const track = (event: globalThis.PointerEvent) => {
    const current = press.current;
    if (!current) return;
    const day = dayAt(event);
    if (current.kind === 'select') {
      if (day) setHighlight(day < current.anchor ? { first: day, after: dayAfter(current.anchor) } : { first: current.anchor, after: dayAfter(day) });
      return;
    }
    if (!current.moved && Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_DISTANCE) return;
    current.moved = true;
    if (!day) return setHighlight(null);
    const { first, after } = daysOf(current.event);
    const shift = daysBetween(current.from, day);
    const moved = { ...current.event, ...shiftedTimes(current.event, shift) };
    setHighlight(shift === 0 ? { first, after } : daysOf(moved));
  };

  const release = (event: globalThis.PointerEvent) => {
    const current = press.current;
    cancel();
    if (!current || !manage) return;
    const day = dayAt(event);
    if (current.kind === 'select') {
      if (day) manage.onSelect(day < current.anchor ? day : current.anchor, dayAfter(day < current.anchor ? current.anchor : day));
      return;
    }
    if (!current.moved) return;
    suppressClick.current = true;
    const shift = day ? daysBetween(current.from, day) : 0;
    if (shift === 0) return;
    manage.onMove(current.event, shiftedTimes(current.event, shift));
  };

  /** Ends the press: released (after `release` has read it) or cancelled. */
  const cancel = () => {
    window.removeEventListener('pointermove', track);
    window.removeEventListener('pointerup', release);
    window.removeEventListener('pointercancel', cancel);
    press.current = null;
    setHighlight(null);
    setBusy('press', false);
  };

  const pressDown = (event: PointerEvent<HTMLElement>, day: string, bar?: Event) => {
    // A drag's release lands off the event it held (no click follows there): each press starts afresh.
    suppressClick.current = false;
    // A touch scrolls the page; FullCalendar takes touches (a long press) once it is here.
    if (!manage || event.button !== 0 || event.pointerType === 'touch') return;
    if (bar && !manage.editable) return;
    press.current = bar
      ? { kind: 'move', event: bar, from: day, x: event.clientX, y: event.clientY, moved: false }
      : { kind: 'select', anchor: day, x: event.clientX, y: event.clientY };
    if (!bar) setHighlight({ first: day, after: dayAfter(day) });
    setBusy('press', true);
    window.addEventListener('pointermove', track);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', cancel);
  };

  const activate = (event: KeyboardEvent<HTMLElement>, action: () => void) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    action();
  };

  const renderBar = (bar: WeekBar, day: string) => {
    const time = bar.isStart && !micro ? timeText(bar.event) : null;
    const span = bar.end - bar.start;
    const colour = categoryColor[bar.event.category];
    return (
      <div
        key={bar.event.id}
        role="listitem"
        className={fc.barItem}
        style={{ width: span === 1 ? '100%' : `calc(${span * 100}% + ${span - 1}px)`, top: `${bar.level * barHeight}px` }}
      >
        <div
          role="button"
          tabIndex={0}
          className={fc.bar(bar.event.category, narrow, bar.isStart, bar.isEnd)}
          style={{ '--fc-event-color': colour.bg, '--fc-event-contrast-color': colour.fg } as CSSProperties}
          onPointerDown={(pointer) => {
            pointer.stopPropagation();
            // Resizing is FullCalendar's alone: a press on the handle moves nothing.
            if ((pointer.target as HTMLElement).className !== fc.barResizer) pressDown(pointer, day, bar.event);
          }}
          onClick={() => {
            if (suppressClick.current) {
              suppressClick.current = false;
              return;
            }
            onOpen(bar.event);
          }}
          onKeyDown={(key) => activate(key, () => onOpen(bar.event))}
        >
          <div className={fc.barInner(narrow)}>
            {time && <div className={fc.barTime}>{time}</div>}
            <div className={fc.barTitle}>{bar.event.name}</div>
          </div>
          {bar.isEnd && manage?.editable && <div className={fc.barResizer} />}
        </div>
      </div>
    );
  };

  return (
    <div className={fc.root} style={{ height: 'auto' }}>
      <div className={fc.view}>
        <div
          ref={tableRef}
          role="table"
          aria-rowcount={7}
          aria-colcount={7}
          aria-label={title}
          className={fc.table}
          onFocus={() => setBusy('focus', true)}
          onBlur={(focus) => setBusy('focus', tableRef.current?.contains(focus.relatedTarget as Node | null) ?? false)}
          onPointerOver={(pointer) => setBusy('hover', (pointer.target as HTMLElement).closest('[role="button"]') !== null)}
          onPointerLeave={() => setBusy('hover', false)}
        >
          <div className={fc.head}>
            <div className={fc.headInner}>
              <div role="rowgroup" className={fc.headGroup}>
                <div role="row" className={fc.headRow}>
                  {weeks[0]!.map((day, column) => (
                    <div key={day} role="columnheader" aria-colspan={1} className={fc.headCell(column === 0)}>
                      <div className={fc.hidden}>{weekdayName(day, 'long')}</div>
                      <div aria-hidden="true" className={fc.headLabel}>
                        <div className={fc.headInnerText(narrow)}>{weekdayName(day, narrow ? 'narrow' : 'short')}</div>
                      </div>
                    </div>
                  ))}
                </div>
              </div>
            </div>
            <div className={fc.headDivider} />
          </div>
          <div className={fc.body}>
            <div role="rowgroup" className={fc.bodyGroup}>
              {weeks.map((week, row) => {
                const { bars, depth, hidden } = layoutWeek(week, events);
                return (
                  <div key={week[0]} role="row" aria-label={`Week ${weekNumber(week[0]!)}`} className={fc.row(row === weeks.length - 1)}>
                    {week.map((day, column) => {
                      const starting = bars.filter((bar) => bar.start === column).sort((a, b) => a.level - b.level);
                      const more = hidden[column]!.length;
                      return (
                        <div
                          key={day}
                          role="cell"
                          aria-current={day === today ? 'date' : undefined}
                          data-day={day}
                          className={fc.cell(day === today, column === 0)}
                          style={highlighted(day) ? { background: 'var(--fc-classic-highlight)' } : undefined}
                          onPointerDown={(pointer) => pressDown(pointer, day)}
                        >
                          <div role="presentation" className={fc.cellTop(narrow)}>
                            <div className={fc.hidden}>{dayName(day)}</div>
                            <div aria-hidden="true" className={fc.dayNumber(narrow, !day.startsWith(month))}>
                              {Number(day.slice(8))}
                            </div>
                          </div>
                          <div className={fc.cellEvents}>
                            <div
                              role={starting.length ? 'list' : 'presentation'}
                              className={fc.cellStack}
                              style={{ minHeight: `${depth[column]! * barHeight}px` }}
                            >
                              {starting.map((bar) => renderBar(bar, day))}
                            </div>
                            {more > 0 && (
                              <div
                                tabIndex={0}
                                title={EVENT_TEXTS.moreInDayHint(more)}
                                role="button"
                                aria-haspopup="dialog"
                                aria-expanded="false"
                                className={fc.more(narrow)}
                                onPointerDown={(pointer) => pointer.stopPropagation()}
                                onClick={() => onMore(day)}
                                onKeyDown={(key) => activate(key, () => onMore(day))}
                              >
                                <div className={fc.moreInner(narrow)}>{micro ? EVENT_TEXTS.moreInDayShort(more) : EVENT_TEXTS.moreInDay(more)}</div>
                              </div>
                            )}
                          </div>
                          <div role="presentation" className={fc.cellBottom} />
                        </div>
                      );
                    })}
                  </div>
                );
              })}
            </div>
            <div className={fc.bodyEnd} />
          </div>
          <div />
        </div>
      </div>
    </div>
  );
}
