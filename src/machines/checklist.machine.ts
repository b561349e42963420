import { assign, fromPromise, setup } from 'xstate';
import { getChecklist } from '../api/artwork';
import { messageOf } from '../api/client';
import { ARTWORK_TEXTS, type Checklist } from '../api/contract';

/** How often the checklist is read again while a submission waits for a reviewer's decision. */
export const CHECKLIST_POLL_MS = 30_000;

/** A submission waits for a decision: one may arrive while the page is open. */
export const awaitsDecision = (checklist: Checklist) => checklist.events.some((entry) => entry.items.some((item) => item.status === 'Submitted'));

export type ChecklistEvent = { type: 'checklist.refresh' };

type Context = { data: Checklist | null; error: string | null };

/**
 * The company's checklist as the server has it now: loading → current | watching | failed. It is
 * read again after each change the company makes, each time the page comes back into view
 * (`checklist.refresh`), and every CHECKLIST_POLL_MS while watching, that is while a submission
 * waits for review, so a reviewer's decision shows without a reload. What is shown stays while it
 * is read again; a failed read keeps it, with the reason.
 */
export const checklistMachine = setup({
  types: { context: {} as Context, events: {} as ChecklistEvent },
  actors: { load: fromPromise<Checklist>(() => getChecklist()) },
  delays: { poll: CHECKLIST_POLL_MS },
}).createMachine({
  id: 'checklist',
  initial: 'loading',
  context: { data: null, error: null },
  on: { 'checklist.refresh': '.loading' },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          { guard: ({ event }) => awaitsDecision(event.output), target: 'watching', actions: assign({ data: ({ event }) => event.output, error: null }) },
          { target: 'current', actions: assign({ data: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, ARTWORK_TEXTS.checklistFailed) }) },
      },
    },
    current: {},
    watching: { after: { poll: 'loading' } },
    failed: {},
  },
});
