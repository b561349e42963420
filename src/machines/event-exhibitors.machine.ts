import { assign, emit, fromPromise, setup } from 'xstate';
import { messageOf } from '../api/client';
import { EVENT_TEXTS, type EventExhibitor } from '../api/contract';
import * as eventsApi from '../api/events';

export type EventExhibitorsEvent =
  | { type: 'exhibitor.add' }
  | { type: 'exhibitor.added' }
  | { type: 'modal.close' }
  | { type: 'exhibitor.remove'; exhibitor: EventExhibitor }
  | { type: 'remove.cancel' }
  | { type: 'remove.confirm' };

/** What the screen reacts to: a toast, and the list read again. */
export type EventExhibitorsEmitted = { type: 'exhibitor.removed'; message: string } | { type: 'exhibitor.removeFailed'; message: string };

/**
 * The exhibitors of an event page: browsing ⇄ adding (the Add Exhibitor modal, whose form has its
 * own submit machine), and browsing → confirmingRemove → removing → browsing.
 */
export const eventExhibitorsMachine = setup({
  types: {
    context: {} as { eventId: number; removing: EventExhibitor | null },
    input: {} as { eventId: number },
    events: {} as EventExhibitorsEvent,
    emitted: {} as EventExhibitorsEmitted,
  },
  actors: {
    remove: fromPromise<{ message: string }, { eventId: number; companyId: number }>(({ input }) =>
      eventsApi.removeExhibitor(input.eventId, input.companyId),
    ),
  },
}).createMachine({
  id: 'eventExhibitors',
  initial: 'browsing',
  context: ({ input }) => ({ eventId: input.eventId, removing: null }),
  states: {
    browsing: {
      entry: assign({ removing: null }),
      on: {
        'exhibitor.add': 'adding',
        'exhibitor.remove': { target: 'confirmingRemove', actions: assign({ removing: ({ event }) => event.exhibitor }) },
      },
    },
    adding: { on: { 'exhibitor.added': 'browsing', 'modal.close': 'browsing' } },
    confirmingRemove: { on: { 'remove.cancel': 'browsing', 'remove.confirm': 'removing' } },
    removing: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ eventId: context.eventId, companyId: context.removing!.companyId }),
        onDone: { target: 'browsing', actions: emit(({ event }) => ({ type: 'exhibitor.removed' as const, message: event.output.message })) },
        onError: {
          target: 'browsing',
          actions: emit(({ event }) => ({ type: 'exhibitor.removeFailed' as const, message: messageOf(event.error, EVENT_TEXTS.exhibitorRemoveFailed) })),
        },
      },
    },
  },
});
