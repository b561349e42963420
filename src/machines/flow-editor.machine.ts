import { assign, fromPromise, setup } from 'xstate';
import { type FlowTarget, getApprovalFlows, listEventReviewers, removeApprovalFlow, saveApprovalFlow } from '../api/approval-flows';
import { listRequirements } from '../api/artwork';
import { APPROVAL_FLOW_EDITOR_TEXTS, type ApprovalFlow, type EventReviewer, flowBody, type FlowBodyInput, MESSAGES, STAGE_DAYS_DEFAULT, stageReviewerInput, type StageRule } from '../api/contract';
import { failureOf, type FieldErrors } from './form.machine';

/**
 * A stage as the editor holds it: the days as typed, the staff reviewers by user id, and its guest
 * reviewers' emails, kept as stored (so that saving the flow keeps its guests).
 */
export type DraftStage = {
  name: string;
  rule: StageRule;
  reviewerIds: number[];
  guestEmails: string[];
  /** A guest's email as typed, not added yet: saved with the stage all the same. */
  guestEmail: string;
  deciderId: number | null;
  days: string;
  skipUnchanged: boolean;
};
export type StageField = 'name' | 'rule' | 'deciderId' | 'days' | 'skipUnchanged' | 'guestEmail';

/** A requirement with a flow of its own, by name. */
export type FlowOverride = { requirementId: number; name: string; stages: string[] };

export type Loaded = {
  flow: ApprovalFlow | null;
  reviewers: EventReviewer[];
  /** The event's requirements with a flow of their own (the event's editor alone reads them). */
  overrides: FlowOverride[];
};

export type FlowEditorContext = Loaded & {
  eventId: number;
  /** Whose flow: the event's (null), or one requirement's own. */
  requirementId: number | null;
  draft: DraftStage[];
  /** Field errors by the server's keys: `stages`, `stages.0.name`, `stages.1.reviewers`… */
  errors: FieldErrors;
  /** Why the last read, save or removal failed; null once one succeeds. */
  error: string | null;
};

export type FlowEditorEvent =
  | { type: 'flow.retry' }
  | { type: 'flow.reload' }
  | { type: 'flow.edit' }
  | { type: 'flow.cancel' }
  | { type: 'flow.save' }
  | { type: 'flow.remove' }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'stage.add' }
  | { type: 'stage.change'; index: number; field: StageField; value: string | boolean | null }
  | { type: 'stage.reviewer'; index: number; userId: number; chosen: boolean }
  /** The typed guest email joins the stage's guests, or is refused under its field. */
  | { type: 'stage.guest.add'; index: number }
  | { type: 'stage.guest.remove'; index: number; email: string }
  | { type: 'stage.move'; index: number; by: -1 | 1 }
  | { type: 'stage.remove'; index: number };

export const newStage = (): DraftStage => ({ name: '', rule: 'any', reviewerIds: [], guestEmails: [], guestEmail: '', deciderId: null, days: String(STAGE_DAYS_DEFAULT), skipUnchanged: false });

/** The stored flow as the editor holds it; none: one empty stage to begin with. */
export const draftOf = (flow: ApprovalFlow | null): DraftStage[] =>
  flow
    ? flow.stages.map((stage) => ({
        name: stage.name,
        rule: stage.rule,
        reviewerIds: stage.reviewers.flatMap((reviewer) => (reviewer.kind === 'staff' ? [reviewer.userId] : [])),
        guestEmails: stage.reviewers.flatMap((reviewer) => (reviewer.kind === 'guest' ? [reviewer.email] : [])),
        guestEmail: '',
        deciderId: stage.deciderId,
        days: String(stage.days),
        skipUnchanged: stage.skipUnchanged,
      }))
    : [newStage()];

/** Days typed as digits are a number; anything else is sent as it is, for the contract to refuse. */
const daysOf = (typed: string): number => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** A stage's guests by email, with the one typed but not added yet. */
const guestsOf = (stage: DraftStage) => {
  const typed = stage.guestEmail.trim();
  return typed === '' || stage.guestEmails.includes(typed.toLowerCase()) ? stage.guestEmails : [...stage.guestEmails, typed];
};

/** The stage with its typed email added to its guests (as the contract writes it), or why it cannot be. */
function withGuest(stage: DraftStage): DraftStage | string {
  const parsed = stageReviewerInput.safeParse({ kind: 'guest', email: stage.guestEmail });
  if (!parsed.success) return parsed.error.issues[0]!.message;
  const { email } = parsed.data as { email: string };
  return { ...stage, guestEmails: stage.guestEmails.includes(email) ? stage.guestEmails : [...stage.guestEmails, email], guestEmail: '' };
}

/** The request the draft makes. */
export const bodyOf = (draft: readonly DraftStage[]): FlowBodyInput => ({
  stages: draft.map((stage) => ({
    name: stage.name,
    rule: stage.rule,
    reviewers: [...stage.reviewerIds.map((userId) => ({ kind: 'staff' as const, userId })), ...guestsOf(stage).map((email) => ({ kind: 'guest' as const, email }))],
    deciderId: stage.rule === 'named' ? stage.deciderId : null,
    days: daysOf(stage.days),
    skipUnchanged: stage.skipUnchanged,
  })),
});

/** The contract's refusals of the draft, keyed as the server keys them (a reviewer's own error under its stage's reviewers). */
export function draftErrors(draft: readonly DraftStage[]): FieldErrors {
  const result = flowBody.safeParse(bodyOf(draft));
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    // A guest's email is refused under the field where it is typed.
    const key = issue.path[2] === 'reviewers' && issue.path[4] === 'email' ? `stages.${String(issue.path[1])}.guestEmail` : issue.path.slice(0, 3).join('.') || 'stages';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A server's field key made the editor's: `stages.0.reviewers.1.kind` is stage 1's reviewers. */
const fieldKeys = (errors: FieldErrors): FieldErrors => {
  const keyed: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) keyed[key.split('.').slice(0, 3).join('.')] ??= message;
  return keyed;
};

/** The errors less the flow's own (a change may answer it) and, when named, one field's. */
const without = (errors: FieldErrors, field?: string): FieldErrors => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field && key !== 'stages'));

function changed(stage: DraftStage, field: StageField, value: string | boolean | null): DraftStage {
  if (field === 'rule') {
    const rule = value as StageRule;
    return { ...stage, rule, deciderId: rule === 'named' ? stage.deciderId : null };
  }
  if (field === 'deciderId') return { ...stage, deciderId: value === null || value === '' ? null : Number(value) };
  if (field === 'skipUnchanged') return { ...stage, skipUnchanged: value === true };
  return { ...stage, [field]: String(value ?? '') };
}

/**
 * Reads the flow (the event's, or one requirement's own) and the staff who may review the event;
 * for the event's, also its requirements and those that follow a flow of their own.
 */
async function load({ eventId, requirementId }: FlowTarget): Promise<Loaded> {
  const [flows, { reviewers }] = await Promise.all([getApprovalFlows(eventId), listEventReviewers(eventId)]);
  if (requirementId !== null) return { flow: flows.requirements.find((flow) => flow.requirementId === requirementId) ?? null, reviewers, overrides: [] };
  // The requirements' names only when some have a flow of their own.
  const { requirements } = flows.requirements.length > 0 ? await listRequirements(eventId) : { requirements: [] };
  const names = new Map(requirements.map((requirement) => [requirement.id, requirement.name]));
  const overrides = flows.requirements.map((flow) => ({
    requirementId: flow.requirementId!,
    name: names.get(flow.requirementId!) ?? String(flow.requirementId),
    stages: flow.stages.map((stage) => stage.name),
  }));
  return { flow: flows.event, reviewers, overrides };
}

const targetOf = (context: Pick<FlowEditorContext, 'eventId' | 'requirementId'>): FlowTarget => ({ eventId: context.eventId, requirementId: context.requirementId });

/**
 * The approval flow editor of an event: loading → shown (or loadFailed, with retry). Shown, the
 * flow (or the default one stage) is read; edit opens the draft (editing), where stages are added,
 * named, given reviewers, a rule, days and the skip setting, moved and removed; save checks the draft
 * against the contract, then sends it (saving) and shows it saved, or comes back to editing with the
 * server's refusals under their fields. Remove asks first (confirmingRemove), then goes back to the
 * default (removing → shown.removed).
 */
export const flowEditorMachine = setup({
  types: { context: {} as FlowEditorContext, events: {} as FlowEditorEvent, input: {} as { eventId: number; requirementId?: number | null } },
  actors: {
    load: fromPromise<Loaded, FlowTarget>(({ input }) => load(input)),
    save: fromPromise<ApprovalFlow, { target: FlowTarget; body: FlowBodyInput }>(({ input }) => saveApprovalFlow(input.target, input.body)),
    remove: fromPromise<void, FlowTarget>(({ input }) => removeApprovalFlow(input)),
  },
  guards: {
    invalid: ({ context }) => Object.keys(draftErrors(context.draft)).length > 0,
    hasFlow: ({ context }) => context.flow !== null,
    canMove: ({ context, event }) => event.type === 'stage.move' && event.index + event.by >= 0 && event.index + event.by < context.draft.length,
  },
}).createMachine({
  id: 'flowEditor',
  initial: 'loading',
  context: ({ input }) => ({ eventId: input.eventId, requirementId: input.requirementId ?? null, flow: null, reviewers: [], overrides: [], draft: [], errors: {}, error: null }),
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => targetOf(context),
        onDone: { target: 'shown', actions: assign(({ event }) => ({ ...event.output })) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => failureOf(event.error, APPROVAL_FLOW_EDITOR_TEXTS.loadFailed).error }) },
      },
    },
    loadFailed: { on: { 'flow.retry': 'loading' } },
    shown: {
      initial: 'idle',
      states: { idle: {}, saved: {}, removed: {} },
      on: {
        'flow.edit': { target: 'editing', actions: assign(({ context }) => ({ draft: draftOf(context.flow), errors: {}, error: null })) },
        'flow.remove': { guard: 'hasFlow', target: 'confirmingRemove', actions: assign({ error: null }) },
        // A requirement's own flow was saved or removed beside it: its list of them is read again.
        'flow.reload': 'loading',
      },
    },
    editing: {
      on: {
        'stage.add': { actions: assign(({ context }) => ({ draft: [...context.draft, newStage()], errors: without(context.errors) })) },
        'stage.change': {
          actions: assign(({ context, event }) => ({
            draft: context.draft.map((stage, index) => (index === event.index ? changed(stage, event.field, event.value) : stage)),
            errors: without(context.errors, `stages.${event.index}.${event.field}`),
          })),
        },
        'stage.reviewer': {
          actions: assign(({ context, event }) => ({
            draft: context.draft.map((stage, index) => {
              if (index !== event.index) return stage;
              const reviewerIds = event.chosen ? [...stage.reviewerIds.filter((id) => id !== event.userId), event.userId] : stage.reviewerIds.filter((id) => id !== event.userId);
              return { ...stage, reviewerIds, deciderId: stage.deciderId !== null && reviewerIds.includes(stage.deciderId) ? stage.deciderId : null };
            }),
            errors: without(context.errors, `stages.${event.index}.reviewers`),
          })),
        },
        'stage.guest.add': {
          actions: assign(({ context, event }) => {
            const stage = context.draft[event.index];
            if (!stage) return {};
            const added = withGuest(stage);
            const key = `stages.${event.index}.guestEmail`;
            if (typeof added === 'string') return { errors: { ...context.errors, [key]: added } };
            return { draft: context.draft.map((stage, index) => (index === event.index ? added : stage)), errors: without(without(context.errors, key), `stages.${event.index}.reviewers`) };
          }),
        },
        'stage.guest.remove': {
          actions: assign(({ context, event }) => ({
            draft: context.draft.map((stage, index) => (index === event.index ? { ...stage, guestEmails: stage.guestEmails.filter((email) => email !== event.email) } : stage)),
            errors: without(context.errors, `stages.${event.index}.reviewers`),
          })),
        },
        // Moving or removing renumbers the stages: the errors of the old numbers no longer fit.
        'stage.move': {
          guard: 'canMove',
          actions: assign(({ context, event }) => {
            const draft = [...context.draft];
            const [moved] = draft.splice(event.index, 1);
            draft.splice(event.index + event.by, 0, moved!);
            return { draft, errors: {} };
          }),
        },
        'stage.remove': { actions: assign(({ context, event }) => ({ draft: context.draft.filter((_, index) => index !== event.index), errors: {} })) },
        'flow.save': [{ guard: 'invalid', actions: assign({ errors: ({ context }) => draftErrors(context.draft), error: null }) }, { target: 'saving' }],
        'flow.cancel': { target: 'shown', actions: assign({ draft: [], errors: {}, error: null }) },
      },
    },
    saving: {
      entry: assign({ error: null }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ target: targetOf(context), body: bodyOf(context.draft) }),
        onDone: { target: 'shown.saved', actions: assign(({ event }) => ({ flow: event.output, draft: [], errors: {} })) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const failure = failureOf(event.error, MESSAGES.somethingWrong);
            return { errors: fieldKeys(failure.errors), error: failure.error };
          }),
        },
      },
    },
    confirmingRemove: { on: { 'remove.confirm': 'removing', 'remove.cancel': 'shown' } },
    removing: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => targetOf(context),
        onDone: { target: 'shown.removed', actions: assign({ flow: null }) },
        onError: { target: 'shown', actions: assign({ error: ({ event }) => failureOf(event.error, MESSAGES.somethingWrong).error }) },
      },
    },
  },
});
