import { emit, fromPromise, setup } from 'xstate';
import { messageOf } from '../api/client';
import { EVENT_TEXTS, type Event, type EventBodyInput } from '../api/contract';
import * as eventsApi from '../api/events';

export type EventMoveEvent = { type: 'event.move'; id: number; body: EventBodyInput };

/** The screen puts the event back where it was on failure, and refetches on success. */
export type EventMoveEmitted = { type: 'move.saved'; event: Event } | { type: 'move.failed'; message: string };

/**
 * An event dragged or resized on the calendar: idle → saving → idle. One move at a time: the
 * calendar is not editable while one is saving, so no second drag can overtake it.
 */
export const eventMoveMachine = setup({
  types: {
    events: {} as EventMoveEvent,
    emitted: {} as EventMoveEmitted,
  },
  actors: {
    save: fromPromise<Event, { id: number; body: EventBodyInput }>(({ input }) => eventsApi.updateEvent(input.id, input.body)),
  },
}).createMachine({
  id: 'eventMove',
  initial: 'idle',
  states: {
    idle: { on: { 'event.move': 'saving' } },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => ({ id: (event as EventMoveEvent).id, body: (event as EventMoveEvent).body }),
        onDone: { target: 'idle', actions: emit(({ event }) => ({ type: 'move.saved' as const, event: event.output })) },
        onError: {
          target: 'idle',
          actions: emit(({ event }) => ({ type: 'move.failed' as const, message: messageOf(event.error, EVENT_TEXTS.updateFailed) })),
        },
      },
    },
  },
});
