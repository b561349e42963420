import { assign, emit, fromPromise, setup } from 'xstate';
import { deleteRequirement } from '../api/artwork';
import { messageOf } from '../api/client';
import { ARTWORK_TEXTS, type Requirement, type RequirementDeleted } from '../api/contract';

export type RequirementsPanelEvent =
  | { type: 'requirement.add' }
  | { type: 'requirement.edit'; requirement: Requirement }
  | { type: 'requirement.saved' }
  | { type: 'modal.close' }
  | { type: 'requirement.delete'; requirement: Requirement }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

/** What the screen reacts to: a toast, and the list read again. */
export type RequirementsPanelEmitted = { type: 'requirement.deleted'; output: RequirementDeleted } | { type: 'requirement.deleteFailed'; message: string };

/**
 * An event's artwork requirements: browsing ⇄ editing (the Add/Edit Requirement modal, whose form
 * has its own submit machine; `editing` null adds one), and browsing → confirmingDelete → deleting.
 */
export const requirementsPanelMachine = setup({
  types: {
    context: {} as { editing: Requirement | null; deleting: Requirement | null },
    events: {} as RequirementsPanelEvent,
    emitted: {} as RequirementsPanelEmitted,
  },
  actors: {
    remove: fromPromise<RequirementDeleted, { id: number }>(({ input }) => deleteRequirement(input.id)),
  },
}).createMachine({
  id: 'requirementsPanel',
  initial: 'browsing',
  context: { editing: null, deleting: null },
  states: {
    browsing: {
      entry: assign({ editing: null, deleting: null }),
      on: {
        'requirement.add': 'editing',
        'requirement.edit': { target: 'editing', actions: assign({ editing: ({ event }) => event.requirement }) },
        'requirement.delete': { target: 'confirmingDelete', actions: assign({ deleting: ({ event }) => event.requirement }) },
      },
    },
    editing: { on: { 'requirement.saved': 'browsing', 'modal.close': 'browsing' } },
    confirmingDelete: { on: { 'delete.cancel': 'browsing', 'delete.confirm': 'deleting' } },
    deleting: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ id: context.deleting!.id }),
        onDone: { target: 'browsing', actions: emit(({ event }) => ({ type: 'requirement.deleted' as const, output: event.output })) },
        onError: {
          target: 'browsing',
          actions: emit(({ event }) => ({ type: 'requirement.deleteFailed' as const, message: messageOf(event.error, ARTWORK_TEXTS.deleteFailed) })),
        },
      },
    },
  },
});
