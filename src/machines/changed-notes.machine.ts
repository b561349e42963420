import { assign, emit, fromPromise, setup } from 'xstate';
import { annotationIdOf, resolveAnnotation } from '../api/annotations';
import { messageOf } from '../api/client';
import { NOTES_PANEL_TEXTS } from '../api/contract';

/** An open note carried to the version, which a changed region overlaps: stepped through by the reviewer. */
export type ChangedNote = { id: string; number: number; comment: string };

export type ChangedNotesEvent = { type: 'steps.start'; notes: ChangedNote[] } | { type: 'steps.resolve' } | { type: 'steps.skip' } | { type: 'steps.stop' } | { type: 'steps.close' };

type Context = {
  versionId: number;
  /** The notes to look at, as they stood when the steps began (a resolved one stays in the count). */
  notes: ChangedNote[];
  /** The index of the note shown. */
  at: number;
  resolved: number;
  /** Why the last resolving failed: the server's message as it came. */
  error: string | null;
};

/** The note shown, if any. */
export const currentNote = (context: Pick<Context, 'notes' | 'at'>): ChangedNote | null => context.notes[context.at] ?? null;

/**
 * Resolving the notes changed here after a look, one by one: idle → showing (the note brought into
 * view, Resolve or Skip) → resolving → the next one, or done (how many were resolved) once past the
 * last. Stopping ends the steps early with the same count. Each resolution is told (`note.resolved`)
 * so the page reads its notes again; the server enforces who may resolve.
 */
export const changedNotesMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { versionId: number },
    events: {} as ChangedNotesEvent,
    emitted: {} as { type: 'note.resolved'; id: string },
  },
  actors: {
    resolve: fromPromise<unknown, { versionId: number; id: string }>(({ input }) => resolveAnnotation(input.versionId, annotationIdOf(input))),
  },
  actions: {
    next: assign(({ context }) => ({ at: context.at + 1, error: null })),
    countResolved: assign(({ context }) => ({ resolved: context.resolved + 1 })),
    tellResolved: emit(({ context }) => ({ type: 'note.resolved' as const, id: currentNote(context)!.id })),
  },
  guards: {
    some: ({ event }) => event.type === 'steps.start' && event.notes.length > 0,
    last: ({ context }) => context.at >= context.notes.length - 1,
  },
}).createMachine({
  id: 'changedNotes',
  initial: 'idle',
  context: ({ input }) => ({ versionId: input.versionId, notes: [], at: 0, resolved: 0, error: null }),
  states: {
    idle: {
      on: { 'steps.start': { guard: 'some', target: 'showing', actions: assign(({ event }) => ({ notes: event.notes, at: 0, resolved: 0, error: null })) } },
    },
    showing: {
      on: {
        'steps.resolve': 'resolving',
        'steps.skip': [
          { guard: 'last', target: 'done', actions: 'next' },
          { target: 'showing', reenter: true, actions: 'next' },
        ],
        'steps.stop': 'done',
      },
    },
    resolving: {
      invoke: {
        id: 'resolve',
        src: 'resolve',
        input: ({ context }) => ({ versionId: context.versionId, id: currentNote(context)!.id }),
        onDone: [
          { guard: 'last', target: 'done', actions: ['tellResolved', 'countResolved', 'next'] },
          { target: 'showing', actions: ['tellResolved', 'countResolved', 'next'] },
        ],
        onError: { target: 'showing', actions: assign(({ event }) => ({ error: messageOf(event.error, NOTES_PANEL_TEXTS.resolveFailed) })) },
      },
    },
    done: {
      on: { 'steps.close': 'idle' },
    },
  },
});
