import { assign, emit, fromPromise, setup } from 'xstate';
import { messageOf } from '../api/client';
import { ANNOTATION_MESSAGES, type Annotation, type Place } from '../api/contract';
import * as annotationsApi from '../api/annotations';

/** What is being placed: a pin (a point) or a box (an area). */
export type NoteShape = 'pin' | 'box';

export type AnnotationMachineInput = { versionId: number; paged: boolean };

export type AnnotationEvent =
  | { type: 'place.start'; shape: NoteShape }
  | { type: 'move.start'; id: string; place: Place }
  | { type: 'place'; place: Place }
  | { type: 'text.change'; text: string }
  | { type: 'save' }
  | { type: 'retry' }
  | { type: 'cancel' };

/** The page lists the notes again once one is saved, and shows it selected. */
export type AnnotationEmitted = { type: 'annotation.saved'; annotation: Annotation };

type SaveInput = { versionId: number; paged: boolean; place: Place; text: string; moving: string | null };

/**
 * A note placed on the artwork: idle → placing (a pin's spot or a box's corners, by pointer, touch
 * or keys) → editing (its comment) → saving → saved | failed, with cancel on the way and retry on
 * failure. Moving a pin skips editing: its new place is saved as it is set.
 */
export const annotationMachine = setup({
  types: {
    context: {} as AnnotationMachineInput & { shape: NoteShape; place: Place | null; text: string; moving: string | null; error: string | null },
    input: {} as AnnotationMachineInput,
    events: {} as AnnotationEvent,
    emitted: {} as AnnotationEmitted,
  },
  actors: {
    save: fromPromise<Annotation, SaveInput>(({ input }) =>
      input.moving === null
        ? annotationsApi.createAnnotation(input.versionId, input.place, input.text.trim(), input.paged)
        : annotationsApi.moveAnnotation(input.versionId, annotationsApi.annotationIdOf({ id: input.moving }), input.place, input.paged),
    ),
  },
  guards: {
    moving: ({ context }) => context.moving !== null,
    hasText: ({ context }) => context.text.trim().length > 0,
  },
}).createMachine({
  id: 'annotation',
  initial: 'idle',
  context: ({ input }) => ({ ...input, shape: 'pin', place: null, text: '', moving: null, error: null }),
  on: {
    'place.start': { target: '.placing', actions: assign(({ event }) => ({ shape: event.shape, place: null, text: '', moving: null, error: null })) },
    'move.start': { target: '.placing', actions: assign(({ event }) => ({ shape: 'pin' as const, place: event.place, text: '', moving: event.id, error: null })) },
  },
  states: {
    idle: {},
    placing: {
      on: {
        place: [
          { guard: 'moving', target: 'saving', actions: assign({ place: ({ event }) => event.place }) },
          { target: 'editing', actions: assign({ place: ({ event }) => event.place }) },
        ],
        cancel: 'idle',
      },
    },
    editing: {
      on: {
        'text.change': { actions: assign({ text: ({ event }) => event.text, error: null }) },
        save: [{ guard: 'hasText', target: 'saving' }, { actions: assign({ error: ANNOTATION_MESSAGES.textRequired }) }],
        cancel: 'idle',
      },
    },
    saving: {
      // Placing or moving another note waits for this one.
      on: { 'place.start': {}, 'move.start': {} },
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ versionId: context.versionId, paged: context.paged, place: context.place!, text: context.text, moving: context.moving }),
        onDone: { target: 'saved', actions: emit(({ event }) => ({ type: 'annotation.saved' as const, annotation: event.output })) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, ANNOTATION_MESSAGES.saveFailed) }) },
      },
    },
    // Says the note was saved until the next one is placed.
    saved: {},
    failed: { on: { retry: 'saving', cancel: 'idle' } },
  },
});
