import { assign, setup } from 'xstate';
import { type DecisionRefusal, type FlowDecision, refusalOf, stageKeyOf, type StageRules, standingInFlow, type VersionStanding } from '../api/contract';

/**
 * One company's artwork for one requirement going through its approval flow: versions submitted,
 * each reviewer's decision at the open stage, a request for changes that sends the version back, a
 * new version (the same file or a changed one) that starts at the first stage again, and a
 * reopening of an approval. Every rule is approval-standing.ts's: the machine only says which
 * steps there are and keeps what the rules answered, so the review page's stage view and the server
 * (which enforces the same module) cannot disagree.
 */
export type FlowVersion = { id: number; sha256: string; submittedAt: string };

export type ApprovalFlowContext = {
  rules: StageRules[];
  timeZone: string;
  version: FlowVersion;
  decisions: FlowDecision[];
  standing: VersionStanding;
  /** Why the last decision tried was refused; null once one is taken. */
  refusal: DecisionRefusal | null;
};

export type ApprovalFlowEvent =
  /** A reviewer decides on the version at its open stage. */
  | { type: 'decide'; reviewerId: number; decision: 'approved' | 'changes_requested'; withChanges?: boolean; at: string }
  /** The company submits a new version after a request for changes; the same file has the same `sha256`. Without an `id` (a model's step), the next number is taken. */
  | { type: 'resubmit'; sha256: string; submittedAt: string; id?: number }
  /** A reviewer lifts the approval: the version's flow starts again. */
  | { type: 'reopen'; reviewerId: number; at: string };

export type ApprovalFlowInput = { rules: StageRules[]; timeZone: string; version: FlowVersion; decisions?: FlowDecision[] };

const standingOf = (context: Pick<ApprovalFlowContext, 'rules' | 'timeZone' | 'version' | 'decisions'>) => standingInFlow(context.rules, context.version, context.decisions, context.timeZone);

export const approvalFlowMachine = setup({
  types: { context: {} as ApprovalFlowContext, events: {} as ApprovalFlowEvent, input: {} as ApprovalFlowInput },
  guards: {
    refused: ({ context, event }) => event.type === 'decide' && refusalOf(context.rules, context.standing, event.reviewerId) !== null,
    approved: ({ context }) => context.standing.status === 'approved',
    sentBack: ({ context }) => context.standing.status === 'changes_requested',
  },
  actions: {
    refuse: assign({ refusal: ({ context, event }) => (event.type === 'decide' ? refusalOf(context.rules, context.standing, event.reviewerId) : null) }),
    decide: assign(({ context, event }) => {
      if (event.type !== 'decide') return {};
      const decided: FlowDecision = { versionId: context.version.id, reviewerId: event.reviewerId, decision: event.decision, withChanges: event.withChanges ?? false, stage: context.standing.stage, stageName: stageKeyOf(context.rules[context.standing.stage!]!), sha256: context.version.sha256, createdAt: event.at };
      const decisions = [...context.decisions, decided];
      return { decisions, standing: standingOf({ ...context, decisions }), refusal: null };
    }),
    resubmit: assign(({ context, event }) => {
      if (event.type !== 'resubmit') return {};
      const version = { id: event.id ?? context.version.id + 1, sha256: event.sha256, submittedAt: event.submittedAt };
      return { version, standing: standingOf({ ...context, version }), refusal: null };
    }),
    reopen: assign(({ context, event }) => {
      if (event.type !== 'reopen') return {};
      const reopening: FlowDecision = { versionId: context.version.id, reviewerId: event.reviewerId, decision: 'reopened', withChanges: false, stage: null, stageName: null, sha256: context.version.sha256, createdAt: event.at };
      const decisions = [...context.decisions, reopening];
      return { decisions, standing: standingOf({ ...context, decisions }), refusal: null };
    }),
  },
}).createMachine({
  id: 'approvalFlow',
  context: ({ input }) => {
    const decisions = input.decisions ?? [];
    return { rules: input.rules, timeZone: input.timeZone, version: input.version, decisions, standing: standingOf({ ...input, decisions }), refusal: null };
  },
  initial: 'routing',
  states: {
    /** Where the version stands decides the state: the rules' answer, read after every step. */
    routing: {
      always: [{ guard: 'approved', target: 'approved' }, { guard: 'sentBack', target: 'changesRequested' }, { target: 'inReview' }],
    },
    /** A stage is open: its reviewers decide; anyone else, or a second decision, is refused. */
    inReview: {
      on: {
        decide: [
          { guard: 'refused', actions: 'refuse', target: 'inReview', reenter: true },
          { actions: 'decide', target: 'routing' },
        ],
      },
    },
    /** Sent back: the company's next version starts at the first stage. */
    changesRequested: {
      on: { resubmit: { actions: 'resubmit', target: 'routing' }, decide: { actions: 'refuse' } },
    },
    /** Every stage approved (or skipped): locked until a reviewer reopens it. */
    approved: {
      on: { reopen: { actions: 'reopen', target: 'routing' }, decide: { actions: 'refuse' } },
    },
  },
});
