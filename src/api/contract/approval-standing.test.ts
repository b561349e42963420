import { describe, expect, it } from 'vitest';
import { defaultStage, type FlowDecision, refusalOf, type StageRules, standingInFlow } from './approval-standing';

const stage = (name: string, rule: StageRules['rule'], reviewerIds: number[], extra: Partial<StageRules> = {}): StageRules => ({ name, rule, reviewerIds, deciderId: null, days: 2, skipUnchanged: false, ...extra });
const flow = [stage('Content', 'any', [1, 2]), stage('Venue safety', 'all', [3, 4]), stage('Printer', 'named', [5, 6], { deciderId: 5 })];
const v1 = { id: 10, sha256: 'a'.repeat(64), submittedAt: '2026-03-01T10:00:00.000Z' };
let clock = 0;
const decision = (versionId: number, stagePosition: number | null, reviewerId: number | null, kind: FlowDecision['decision'], sha256 = v1.sha256, stageName = stagePosition === null ? null : flow[stagePosition]!.name): FlowDecision => ({
  versionId,
  reviewerId,
  decision: kind,
  withChanges: false,
  stage: stagePosition,
  stageName,
  sha256,
  createdAt: new Date(Date.parse('2026-03-02T09:00:00.000Z') + clock++ * 60_000).toISOString(),
});

describe('standingInFlow', () => {
  it('opens the first stage on submission, with its days counted in the event’s zone', () => {
    const standing = standingInFlow(flow, v1, [], 'Pacific/Auckland');
    expect(standing).toMatchObject({ status: 'in_progress', stage: 0 });
    // 10:00 UTC on 1 March is 23:00 that day in Auckland: two days allowed end on 3 March there.
    expect(standing.stages[0]).toMatchObject({ state: 'open', awaited: [1, 2], openedAt: v1.submittedAt, dueOn: '2026-03-03' });
    expect(standing.stages.slice(1).map((each) => each.state)).toEqual(['waiting', 'waiting']);
    expect(standingInFlow(flow, v1, [], 'Europe/London').stages[0]!.dueOn).toBe('2026-03-03');
    expect(standingInFlow(flow, { ...v1, submittedAt: '2026-03-01T12:00:00.000Z' }, [], 'Pacific/Auckland').stages[0]!.dueOn).toBe('2026-03-04');
  });

  it('any one settles a stage; all waits for every reviewer; the named approver alone decides', () => {
    const decisions = [decision(10, 0, 2, 'approved'), decision(10, 1, 3, 'approved')];
    let standing = standingInFlow(flow, v1, decisions, 'UTC');
    expect(standing).toMatchObject({ status: 'in_progress', stage: 1 });
    expect(standing.stages[1]).toMatchObject({ state: 'open', awaited: [4], openedAt: decisions[0]!.createdAt });
    decisions.push(decision(10, 1, 4, 'approved'), decision(10, 2, 6, 'approved'));
    standing = standingInFlow(flow, v1, decisions, 'UTC');
    expect(standing).toMatchObject({ status: 'in_progress', stage: 2 });
    expect(standing.stages[2]).toMatchObject({ state: 'open', awaited: [5] });
    decisions.push(decision(10, 2, 5, 'approved'));
    expect(standingInFlow(flow, v1, decisions, 'UTC')).toMatchObject({ status: 'approved', stage: null });
  });

  it('a request for changes at any stage sends the version back; the next version starts at the first stage', () => {
    const decisions = [decision(10, 0, 1, 'approved'), decision(10, 1, 4, 'changes_requested')];
    const standing = standingInFlow(flow, v1, decisions, 'UTC');
    expect(standing).toMatchObject({ status: 'changes_requested', stage: 1 });
    expect(standing.stages.map((each) => each.state)).toEqual(['approved', 'changes_requested', 'waiting']);
    const v2 = { id: 11, sha256: 'b'.repeat(64), submittedAt: '2026-03-05T10:00:00.000Z' };
    expect(standingInFlow(flow, v2, decisions, 'UTC')).toMatchObject({ status: 'in_progress', stage: 0 });
  });

  it('skips a stage set to skip when it approved the same file before, and only then', () => {
    const skipping = flow.map((each, position) => ({ ...each, skipUnchanged: position === 0 }));
    const decisions = [decision(10, 0, 1, 'approved'), decision(10, 1, 4, 'changes_requested')];
    const same = { id: 11, sha256: v1.sha256, submittedAt: '2026-03-05T10:00:00.000Z' };
    const standing = standingInFlow(skipping, same, decisions, 'UTC');
    expect(standing).toMatchObject({ status: 'in_progress', stage: 1 });
    expect(standing.stages[0]!.state).toBe('skipped');
    expect(standing.stages[1]).toMatchObject({ state: 'open', awaited: [3, 4], openedAt: same.submittedAt });
    // A changed file, or a stage not set to skip, starts again.
    expect(standingInFlow(skipping, { ...same, sha256: 'c'.repeat(64) }, decisions, 'UTC').stage).toBe(0);
    expect(standingInFlow(flow, same, decisions, 'UTC').stage).toBe(0);
  });

  it('never skips every stage: the last one decides a file every stage approved before', () => {
    // As when the flow changed under a version sent back: each stage of the new flow approved the file.
    const skipping = flow.map((each) => ({ ...each, skipUnchanged: true }));
    const decisions = [decision(10, 0, 1, 'approved'), decision(10, 1, 3, 'approved'), decision(10, 1, 4, 'approved'), decision(10, 2, 5, 'approved')];
    const same = { id: 11, sha256: v1.sha256, submittedAt: '2026-03-05T10:00:00.000Z' };
    const standing = standingInFlow(skipping, same, decisions, 'UTC');
    expect(standing).toMatchObject({ status: 'in_progress', stage: 2 });
    expect(standing.stages.map((each) => each.state)).toEqual(['skipped', 'skipped', 'open']);
  });

    it('a reopening starts the version’s flow again', () => {
    const decisions = [decision(10, 0, 1, 'approved'), decision(10, 1, 3, 'approved'), decision(10, 1, 4, 'approved'), decision(10, 2, 5, 'approved')];
    expect(standingInFlow(flow, v1, decisions, 'UTC').status).toBe('approved');
    decisions.push(decision(10, null, 9, 'reopened'));
    expect(standingInFlow(flow, v1, decisions, 'UTC')).toMatchObject({ status: 'in_progress', stage: 0, stages: [{ openedAt: decisions[4]!.createdAt }, {}, {}] });
  });

  it('the default stage waits for any of the event’s reviewers, and one decision settles it', () => {
    const only = [defaultStage('Review')];
    expect(standingInFlow(only, v1, [], 'UTC').stages[0]).toMatchObject({ state: 'open', awaited: null, dueOn: null });
    expect(standingInFlow(only, v1, [decision(10, 0, 42, 'changes_requested', v1.sha256, null)], 'UTC').status).toBe('changes_requested');
  });

  it('a flow changed under a version in review starts a renamed, moved or removed stage afresh', () => {
    const decisions = [decision(10, 0, 1, 'approved'), decision(10, 1, 3, 'approved')];
    expect(standingInFlow(flow, v1, decisions, 'UTC').stage).toBe(1);
    // Content renamed: its approval was for another stage.
    expect(standingInFlow([{ ...flow[0]!, name: 'Copy' }, ...flow.slice(1)], v1, decisions, 'UTC')).toMatchObject({ stage: 0, stages: [{ state: 'open', decided: [] }, {}, {}] });
    // Venue safety moved first: neither decision counts at another place.
    expect(standingInFlow([flow[1]!, flow[0]!, flow[2]!], v1, decisions, 'UTC')).toMatchObject({ stage: 0, stages: [{ state: 'open', awaited: [3, 4] }, {}, {}] });
    // The flow removed: the default stage waits for its first decision, not settled by Content's.
    expect(standingInFlow([defaultStage('Review')], v1, decisions, 'UTC')).toMatchObject({ status: 'in_progress', stage: 0 });
  });
});

describe('refusalOf', () => {
  it('lets only the open stage’s reviewers decide, once each, while the version is in review', () => {
    const decisions = [decision(10, 0, 1, 'approved'), decision(10, 1, 3, 'approved')];
    const standing = standingInFlow(flow, v1, decisions, 'UTC');
    expect(refusalOf(flow, standing, 4)).toBeNull();
    expect(refusalOf(flow, standing, 1)).toEqual({ kind: 'notAtStage', stage: 'Venue safety' });
    expect(refusalOf(flow, standing, 3)).toEqual({ kind: 'alreadyDecided', stage: 'Venue safety' });
    expect(refusalOf(flow, standingInFlow(flow, v1, [...decisions, decision(10, 1, 4, 'changes_requested')], 'UTC'), 4)).toEqual({ kind: 'settled' });
    expect(refusalOf([defaultStage('Review')], standingInFlow([defaultStage('Review')], v1, [], 'UTC'), 77)).toBeNull();
  });
});
