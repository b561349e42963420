import { assign, emit, fromPromise, setup } from 'xstate';
import { ApiError, messageOf } from '../api/client';
import { EVENT_TEXTS, eventBody, type Event, type EventBodyInput, type EventDeleted } from '../api/contract';
import * as eventsApi from '../api/events';
import { issuesOf } from './form.machine';

/** What the form opens with: a range the user selected, or the event being edited (with the rest of its record). */
export type EventDraft = {
  name: string;
  category: Event['category'];
  allDay: boolean;
  start: string;
  end: string;
  /** Days before each artwork deadline; a new event starts with the default. */
  reminderDays?: number[];
} & Partial<Pick<Event, 'timeZone' | 'venue' | 'location' | 'buildStart' | 'buildEnd' | 'openStart' | 'openEnd' | 'description' | 'organisers'>>;

export type CalendarModalEvent =
  | { type: 'modal.add'; draft: EventDraft }
  | { type: 'modal.open'; event: Event }
  | { type: 'modal.edit'; event: Event }
  | { type: 'modal.close' }
  | { type: 'form.submit'; body: EventBodyInput }
  | { type: 'form.edit'; field: string }
  | { type: 'event.delete' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

/** What the screen reacts to: a toast and a refetch of the visible range. */
export type CalendarModalEmitted =
  | { type: 'event.saved'; event: Event; created: boolean }
  | { type: 'event.deleted'; deleted: EventDeleted };

type Context = {
  draft: EventDraft | null;
  /** The event shown or being edited; null while adding. */
  event: Event | null;
  error: string | null;
  errors: Record<string, string>;
};

type SaveInput = { id: number | null; body: EventBodyInput };

const closedContext: Context = { draft: null, event: null, error: null, errors: {} };

/** The draft of an event as the server has it. */
export const draftOf = (event: Event): EventDraft => ({
  name: event.name,
  category: event.category,
  allDay: event.allDay,
  start: event.start,
  end: event.end,
  reminderDays: event.reminderDays,
  timeZone: event.timeZone,
  venue: event.venue,
  location: event.location,
  buildStart: event.buildStart,
  buildEnd: event.buildEnd,
  openStart: event.openStart,
  openEnd: event.openEnd,
  description: event.description,
  organisers: event.organisers,
});

/**
 * The event form (the calendar's Add/Edit Event modal, and Edit on the event's page): closed →
 * adding | editing → saving → closed. A click on the calendar first shows the event (viewing),
 * whence Edit opens the form. A refused save
 * goes back to the form with the server's messages; in edit mode, delete asks first
 * (confirmingDelete → deleting). The form's values are checked against the contract before any
 * request is sent.
 */
export const calendarModalMachine = setup({
  types: {
    context: {} as Context,
    events: {} as CalendarModalEvent,
    emitted: {} as CalendarModalEmitted,
  },
  actors: {
    save: fromPromise<Event, SaveInput>(({ input }) =>
      input.id === null ? eventsApi.createEvent(input.body) : eventsApi.updateEvent(input.id, input.body),
    ),
    remove: fromPromise<EventDeleted, { id: number }>(({ input }) => eventsApi.deleteEvent(input.id)),
  },
  guards: {
    invalid: ({ event }) => event.type === 'form.submit' && !eventBody.safeParse(event.body).success,
    isAdding: ({ context }) => context.event === null,
    // Typing in a field without a message changes nothing: no new snapshot, no re-render.
    hasFieldError: ({ context, event }) => event.type === 'form.edit' && event.field in context.errors,
  },
  actions: {
    reject: assign(({ event }) => {
      const result = event.type === 'form.submit' ? eventBody.safeParse(event.body) : null;
      return result && !result.success ? issuesOf(result.error) : {};
    }),
    // Editing a field clears its message, and the form's message when that was the same one.
    clearFieldError: assign(({ context, event }) => {
      if (event.type !== 'form.edit' || !(event.field in context.errors)) return {};
      const errors = Object.fromEntries(Object.entries(context.errors).filter(([field]) => field !== event.field));
      return { errors, error: context.error === context.errors[event.field] ? null : context.error };
    }),
    clear: assign(closedContext),
    startEditing: assign(({ event }) => (event.type === 'modal.edit' ? { event: event.event, draft: draftOf(event.event) } : {})),
    failed: assign({
      error: ({ context, event }) =>
        messageOf((event as { error?: unknown }).error, context.event ? EVENT_TEXTS.updateFailed : EVENT_TEXTS.createFailed),
      errors: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        return error instanceof ApiError ? error.errors : {};
      },
    }),
  },
}).createMachine({
  id: 'calendarModal',
  initial: 'closed',
  context: closedContext,
  states: {
    closed: {
      entry: 'clear',
      on: {
        'modal.add': { target: 'adding', actions: assign({ draft: ({ event }) => event.draft }) },
        'modal.open': { target: 'viewing', actions: assign({ event: ({ event }) => event.event }) },
        'modal.edit': { target: 'editing', actions: 'startEditing' },
      },
    },
    viewing: {
      on: { 'modal.edit': { target: 'editing', actions: 'startEditing' }, 'modal.close': 'closed' },
    },
    adding: {
      on: {
        'form.submit': [{ guard: 'invalid', actions: 'reject' }, { target: 'saving' }],
        'form.edit': { guard: 'hasFieldError', actions: 'clearFieldError' },
        'modal.close': 'closed',
      },
    },
    editing: {
      on: {
        'form.submit': [{ guard: 'invalid', actions: 'reject' }, { target: 'saving' }],
        'form.edit': { guard: 'hasFieldError', actions: 'clearFieldError' },
        'event.delete': 'confirmingDelete',
        'modal.close': 'closed',
      },
    },
    saving: {
      entry: assign({ error: null, errors: {} }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context, event }) => ({ id: context.event?.id ?? null, body: (event as { body: EventBodyInput }).body }),
        onDone: {
          target: 'closed',
          actions: emit(({ context, event }) => ({ type: 'event.saved' as const, event: event.output, created: context.event === null })),
        },
        onError: [
          { guard: 'isAdding', target: 'adding', actions: 'failed' },
          { target: 'editing', actions: 'failed' },
        ],
      },
    },
    confirmingDelete: {
      on: { 'delete.cancel': 'editing', 'delete.confirm': 'deleting' },
    },
    deleting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ id: context.event!.id }),
        onDone: { target: 'closed', actions: emit(({ event }) => ({ type: 'event.deleted' as const, deleted: event.output })) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error, EVENT_TEXTS.deleteFailed) }) },
      },
    },
  },
});

export type CalendarModalMachine = typeof calendarModalMachine;
