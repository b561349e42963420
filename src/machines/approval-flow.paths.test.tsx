import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { FlowDecision, StageRules } from '../api/contract';
import { refusalOf } from '../api/contract';
import { type ApprovalFlowEvent, approvalFlowMachine } from './approval-flow.machine';
import { testModelOf } from '../test/test-model';

type State = SnapshotFrom<typeof approvalFlowMachine>;

/** Reviewers 1, 2 and 3: Content (any of 1, 2; skips a file it approved), Venue safety (2 and 3, all), Printer (3 decides; 1 advises). */
const rules: StageRules[] = [
  { name: 'Content', rule: 'any', reviewerIds: [1, 2], deciderId: null, days: 2, skipUnchanged: true },
  { name: 'Venue safety', rule: 'all', reviewerIds: [2, 3], deciderId: null, days: 3, skipUnchanged: false },
  { name: 'Printer', rule: 'named', reviewerIds: [3, 1], deciderId: 3, days: 1, skipUnchanged: false },
];
const FILES = ['a'.repeat(64), 'b'.repeat(64)];
const at = '2026-12-01T10:00:00.000Z';
const decide = (reviewerId: number, decision: 'approved' | 'changes_requested'): ApprovalFlowEvent => ({ type: 'decide', reviewerId, decision, at });
const input = { rules, timeZone: 'Europe/Berlin', version: { id: 1, sha256: FILES[0]!, submittedAt: at } };

/** The decisions that count on the version shown: after its last reopening. */
const thisRound = (state: State): FlowDecision[] => {
  const mine = state.context.decisions.filter((decision) => decision.versionId === state.context.version.id);
  return mine.slice(mine.map((decision) => decision.decision).lastIndexOf('reopened') + 1);
};
/** Whether Content approved an earlier version of the file shown: read from the history, not from the rules. */
const contentApprovedThisFileBefore = (state: State) =>
  state.context.decisions.some((decision) => decision.versionId !== state.context.version.id && decision.sha256 === state.context.version.sha256 && decision.stage === 0 && decision.stageName === 'Content' && decision.decision === 'approved');

describe('The approval flow: every shortest path of its machine, each state held to the flow’s rules', () => {
  const model = testModelOf(approvalFlowMachine, {
    input,
    events: [
      ...[1, 2, 3].flatMap((reviewer) => [decide(reviewer, 'approved'), decide(reviewer, 'changes_requested')]),
      // Either of two files: the same one again, or the other.
      ...FILES.map((sha256) => ({ type: 'resubmit', sha256, submittedAt: at })),
      { type: 'reopen', reviewerId: 1, at },
    ],
    filterEvents: (state: State, event: { type: string }) => state.can(event as never),
    serializeState: (state: State) =>
      JSON.stringify([state.value, state.context.standing.stage, state.context.standing.stages.map((stage) => [stage.state, stage.awaited]), state.context.refusal?.kind ?? null, state.context.version.sha256, contentApprovedThisFileBefore(state)]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('has paths through every state, a skipped stage and every refusal', () => {
    const reached = new Set(paths.map((path) => path.state.value as string));
    for (const state of ['inReview', 'approved', 'changesRequested']) expect(reached).toContain(state);
    expect(paths.some((path) => path.state.context.standing.stages[0]!.state === 'skipped')).toBe(true);
    const refusals = new Set(paths.map((path) => path.state.context.refusal?.kind));
    for (const kind of ['notAtStage', 'alreadyDecided', 'settled']) expect(refusals).toContain(kind);
  });

  for (const path of paths) {
    const steps = path.steps.map(({ event }) => {
      const step = event as ApprovalFlowEvent;
      return step.type === 'decide' ? `${step.reviewerId} ${step.decision}` : step.type === 'resubmit' ? `resubmit file ${FILES.indexOf(step.sha256) + 1}` : step.type;
    });
    it(`${steps.join(' → ') || 'submitted'} ⇒ ${JSON.stringify(path.state.value)}`, async () => {
      await path.test({
        states: {
          inReview: (snapshot) => {
            const state = snapshot as State;
            const { standing } = state.context;
            const open = standing.stage!;
            expect(standing.status).toBe('in_progress');
            // Stages before the open one passed, those after wait.
            expect(standing.stages.slice(0, open).every((stage) => stage.state === 'approved' || stage.state === 'skipped')).toBe(true);
            expect(standing.stages.slice(open + 1).every((stage) => stage.state === 'waiting')).toBe(true);
            // Content is skipped exactly when it approved this same file before and nothing was decided on this version yet.
            if (thisRound(state).length === 0) expect(standing.stages[0]!.state === 'skipped').toBe(contentApprovedThisFileBefore(state));
            // Only the open stage's reviewers may decide, once each in this round.
            const decidedHere = new Set(thisRound(state).filter((decision) => decision.stage === open).map((decision) => decision.reviewerId));
            for (const reviewer of [1, 2, 3]) {
              const refusal = refusalOf(rules, standing, reviewer);
              if (!rules[open]!.reviewerIds!.includes(reviewer)) expect(refusal).toEqual({ kind: 'notAtStage', stage: rules[open]!.name });
              else if (decidedHere.has(reviewer)) expect(refusal).toEqual({ kind: 'alreadyDecided', stage: rules[open]!.name });
              else expect(refusal).toBeNull();
            }
          },
          changesRequested: (snapshot) => {
            const state = snapshot as State;
            const counted = thisRound(state).filter((decision) => decision.stage === state.context.standing.stage);
            // Sent back by a request that counts at its stage: any reviewer at Content or Venue safety, the Printer's named approver.
            expect(counted.some((decision) => decision.decision === 'changes_requested' && (state.context.standing.stage !== 2 || decision.reviewerId === 3))).toBe(true);
            expect(refusalOf(rules, state.context.standing, 2)).toEqual({ kind: 'settled' });
          },
          approved: (snapshot) => {
            const state = snapshot as State;
            const round = thisRound(state);
            // Approved only once both safety reviewers and the printer's named approver approved this round.
            for (const [stage, reviewer] of [[1, 2], [1, 3], [2, 3]] as const) expect(round.some((decision) => decision.stage === stage && decision.reviewerId === reviewer && decision.decision === 'approved')).toBe(true);
            expect(state.context.standing.stages.every((stage) => stage.state === 'approved' || stage.state === 'skipped')).toBe(true);
          },
        },
        events: {
          decide: () => {},
          reopen: () => {},
          resubmit: () => {},
        },
      });
    });
  }
});
