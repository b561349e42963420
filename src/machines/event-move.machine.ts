import { assign, emit, fromPromise, setup } from 'xstate';
import { messageOf } from '../api/client';
import { EVENT_TEXTS, type Event, type EventBodyInput } from '../api/contract';
import * as eventsApi from '../api/events';

/** A move: the event's new times (`body`) and the times it had (`before`), which Undo puts back. */
export type EventMoveEvent = { type: 'event.move'; id: number; body: EventBodyInput; before: EventBodyInput } | { type: 'move.undo' };

/** The screen puts the event back where it was on failure, and shows the month it is in on success. */
export type EventMoveEmitted = { type: 'move.saved'; event: Event } | { type: 'move.undone'; event: Event } | { type: 'move.failed'; message: string };

type Move = { id: number; before: EventBodyInput };
type Context = { moving: Move | null; last: Move | null };

/**
 * An event dragged or resized on the calendar: idle → saving → idle. One move at a time: the
 * calendar is not editable while one is saving, so no second drag can overtake it. The last saved
 * move can be undone (idle → undoing → idle): the server is given the event's times as they were.
 */
export const eventMoveMachine = setup({
  types: {
    context: {} as Context,
    events: {} as EventMoveEvent,
    emitted: {} as EventMoveEmitted,
  },
  actors: {
    save: fromPromise<Event, { id: number; body: EventBodyInput }>(({ input }) => eventsApi.updateEvent(input.id, input.body)),
  },
  guards: {
    undoable: ({ context }) => context.last !== null,
  },
}).createMachine({
  id: 'eventMove',
  initial: 'idle',
  context: { moving: null, last: null },
  states: {
    idle: {
      on: {
        'event.move': {
          target: 'saving',
          actions: assign({ moving: ({ event }) => ({ id: event.id, before: event.before }), last: null }),
        },
        'move.undo': { guard: 'undoable', target: 'undoing' },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => {
          const move = event as Extract<EventMoveEvent, { type: 'event.move' }>;
          return { id: move.id, body: move.body };
        },
        onDone: {
          target: 'idle',
          actions: [
            assign({ last: ({ context }) => context.moving, moving: null }),
            emit(({ event }) => ({ type: 'move.saved' as const, event: event.output })),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ moving: null }),
            emit(({ event }) => ({ type: 'move.failed' as const, message: messageOf(event.error, EVENT_TEXTS.updateFailed) })),
          ],
        },
      },
    },
    undoing: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ id: context.last!.id, body: context.last!.before }),
        onDone: {
          target: 'idle',
          actions: [assign({ last: null }), emit(({ event }) => ({ type: 'move.undone' as const, event: event.output }))],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ last: null }),
            emit(({ event }) => ({ type: 'move.failed' as const, message: messageOf(event.error, EVENT_TEXTS.updateFailed) })),
          ],
        },
      },
    },
  },
});
