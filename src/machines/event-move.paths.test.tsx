import '../design-system/testing/jsdom-polyfills';
import type { CalendarApi, CalendarRef } from '@fullcalendar/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { addDays, EVENT_MESSAGES, EVENT_TEXTS, ROLES, type Event } from '../api/contract';
import { toast } from '../design-system';
import { eventMoveMachine } from './event-move.machine';
import { existing, calendarEvent } from '../routes/calendar/calendar-testing';
import { EventsPage } from '../routes/calendar/EventsPage';
import { fakeServer, type FakeServer } from '../test/fake-server';
import { pathName } from '../test/path-names';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof eventMoveMachine>;

// A day's move that stays in the month on screen.
const dayShift = Number(existing.start.slice(8, 10)) === 1 ? 1 : -1;
const moved: Event = { ...existing, start: addDays(existing.start, dayShift), end: addDays(existing.end!, dayShift) };

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

/** The day an event's chip sits in on the month grid. */
const dayOf = (name: string) => calendarEvent(name).closest<HTMLElement>('[data-date]')?.dataset.date;

/**
 * The page's calendar, through the ref the page holds: jsdom lays nothing out, so a pointer drag
 * finds no day to land on. A drop is what FullCalendar's dragging does on release: the event
 * moves on the calendar, then the calendar's eventDrop handler is told, with the way back.
 */
function calendarOf(element: HTMLElement): CalendarApi {
  const fiberKey = Object.keys(element).find((key) => key.startsWith('__reactFiber$'))!;
  let fiber = (element as unknown as Record<string, { return: unknown; memoizedProps: unknown } | null>)[fiberKey];
  while (fiber) {
    const ref = (fiber.memoizedProps as { calendarRef?: { current: CalendarRef | null } } | null)?.calendarRef;
    if (ref?.current) return ref.current.getApi();
    fiber = fiber.return as typeof fiber;
  }
  throw new Error('no calendar above the element');
}

function drop(name: string, days: number) {
  const calendar = calendarOf(calendarEvent(name));
  const event = calendar.getEvents().find((candidate) => candidate.title === name)!;
  const oldEvent = calendar.getEventById(event.id)!;
  const { start, end, allDay } = event;
  event.moveDates({ days });
  calendar.trigger('eventDrop', {
    event,
    oldEvent,
    relatedEvents: [],
    delta: { years: 0, months: 0, days, milliseconds: 0 },
    revert: () => event.setDates(start!, end, { allDay }),
    el: calendarEvent(name),
    jsEvent: new MouseEvent('mouseup'),
    view: calendar.view,
    // The calendar's own events, typed in FullCalendar's internals as their implementation.
  } as never);
}

describe('Event move: every shortest path of its machine, driven through the calendar page', () => {
  const model = testModelOf(eventMoveMachine, {
    events: [
      { type: 'event.move', id: existing.id, body: {}, before: {} },
      { type: 'move.undo' },
      { type: 'xstate.done.actor.save', output: moved },
      { type: 'xstate.error.actor.save', error: new ApiError(403, EVENT_MESSAGES.notYours) },
    ] as never[],
    // A saved move, a refused one and an undone one each end in idle by a path of their own.
    serializeState: (state: State, step?: { type: string }) =>
      JSON.stringify([state.value, step?.type.startsWith('xstate.') ? step.type : null, state.context.last !== null]),
    filterEvents: (state: State, { type }: { type: string }) => {
      if (type === 'event.move') return state.matches('idle');
      if (type === 'move.undo') return state.matches('idle') && state.context.last !== null;
      return !state.matches('idle');
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every state of the drag', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['idle', 'saving', 'undoing']) expect(reached).toContain(JSON.stringify(value));
  });

  for (const path of paths) {
    it(pathName(path), { timeout: pathCeiling(path) }, async () => {
      // What the server holds: a saved move changes it, and the calendar reads it again.
      let stored = existing;
      const server: FakeServer = fakeServer({ 'GET /api/events': () => Response.json({ events: [stored] }) });
      await renderPage({ path: '/events', at: '/events', component: EventsPage, role: ROLES.admin });
      await screen.findByText(existing.name);
      // The pointer comes to the calendar, as before a drag: the drops below are FullCalendar’s own.
      fireEvent.pointerOver(screen.getByRole('table'));
      await waitFor(() => calendarOf(calendarEvent(existing.name)));
      const ranges = () => server.requests.filter((request) => request.method === 'GET' && request.path === '/api/events').length;
      let rangesBefore = ranges();

      await path.test({
        states: {
          idle: async () => {
            await waitFor(() => expect(dayOf(existing.name)).toBe(stored.start));
            expect(server.pending()).toEqual([]);
            expect(calendarOf(calendarEvent(existing.name)).getOption('editable')).toBe(true);
          },
          saving: async () => {
            await waitFor(() => expect(server.pending()).toHaveLength(1));
            expect(server.pending()[0]).toMatchObject({ method: 'PUT', path: `/api/event/${existing.id}`, body: { name: existing.name, start: moved.start, end: moved.end } });
            // The chip shows where it was dropped while the move saves.
            expect(dayOf(existing.name)).toBe(moved.start);
            // One move at a time: nothing can be dragged until this one is saved.
            await waitFor(() => expect(calendarOf(calendarEvent(existing.name)).getOption('editable')).toBe(false));
          },
          undoing: async () => {
            // Undo gives the server the dates the event had before the drag.
            await waitFor(() => expect(server.pending()).toHaveLength(1));
            expect(server.pending()[0]).toMatchObject({ method: 'PUT', path: `/api/event/${existing.id}`, body: { name: existing.name, start: existing.start, end: existing.end } });
            await waitFor(() => expect(calendarOf(calendarEvent(existing.name)).getOption('editable')).toBe(false));
          },
        },
        events: {
          'event.move': () => drop(existing.name, dayShift),
          'move.undo': async () => {
            fireEvent.click(await screen.findByRole('button', { name: EVENT_TEXTS.undo }));
          },
          ...({
            'xstate.done.actor.save': async ({ state }: { state: State }) => {
              // Saved after a drag (an Undo is now on offer), or after Undo (the event is back).
              const undone = state.context.last === null;
              stored = undone ? existing : moved;
              rangesBefore = ranges();
              await server.answer(Response.json(stored));
              expect(await screen.findByText(undone ? translate('en', EVENT_TEXTS.moveUndone, { name: existing.name }) : translate('en', EVENT_TEXTS.moved, { name: existing.name }))).toBeVisible();
              // The toast of a move offers its Undo; once undone, there is none.
              if (undone) await waitFor(() => expect(screen.queryByRole('button', { name: EVENT_TEXTS.undo })).toBeNull());
              else expect(screen.getByRole('button', { name: EVENT_TEXTS.undo })).toBeVisible();
              // The calendar reads its range again.
              await waitFor(() => expect(ranges()).toBeGreaterThan(rangesBefore));
            },
            'xstate.error.actor.save': async ({ event: step }: { event: { error: ApiError } }) => {
              await server.answer(Response.json({ message: step.error.message }, { status: step.error.status }));
              expect(await screen.findByText(step.error.message)).toBeVisible();
            },
          } as object),
        },
      });
    });
  }
});
