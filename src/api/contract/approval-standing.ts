import * as z from 'zod/mini';
import type { StageRule } from './approval-flow';
import { STAGE_RULES } from './approval-flow';
import { wallClockOf } from './dates';
import { addDays } from './event-time';

/**
 * The approval flow's rules, in one place: given a version's flow and the decisions made so far,
 * where the version stands. The server decides with it and refuses what it refuses; the screens
 * show what it says.
 *
 * - Stages open in order; a stage opens when the one before approves.
 * - `all`: every reviewer of the stage approves; `any`: the first decision settles the stage;
 *   `named`: the named approver's decision settles it (the others' decisions are kept as advice).
 * - A request for changes that settles a stage sends the version back.
 * - A later version starts at the first stage; a stage set to skip is passed over when it approved
 *   an earlier version of the same file (the same SHA-256), unless it is the last and every stage
 *   before it was skipped too: someone decides on every version.
 * - A reopening starts the version's flow again: only decisions after it count.
 */

/** One stage as the rules read it. `reviewerIds` null: anyone who reviews the event (the default stage). */
export interface StageRules {
  name: string;
  rule: StageRule;
  reviewerIds: readonly number[] | null;
  deciderId: number | null;
  days: number;
  skipUnchanged: boolean;
}

/** A decision as the rules read it: on which version, at which stage, by whom. */
export interface FlowDecision {
  versionId: number;
  reviewerId: number | null;
  decision: 'approved' | 'changes_requested' | 'reopened';
  withChanges: boolean;
  /** The stage's position in the flow (null for a reopening), and its name then (null: the default stage). */
  stage: number | null;
  stageName: string | null;
  /** SHA-256 of the file decided on. */
  sha256: string | null;
  createdAt: string;
}

export const STAGE_STATES = ['skipped', 'approved', 'changes_requested', 'open', 'waiting'] as const;
export const VERSION_STATUSES = ['in_progress', 'approved', 'changes_requested'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export const stageDecision = z.object({
  reviewerId: z.nullable(z.number().check(z.int())),
  decision: z.enum(['approved', 'changes_requested']),
  withChanges: z.boolean(),
  createdAt: z.string(),
});

export const stageStanding = z.object({
  name: z.string(),
  rule: z.enum(STAGE_RULES),
  state: z.enum(STAGE_STATES),
  decided: z.array(stageDecision),
  /** Who the stage waits for while open; null: any of the event's reviewers. */
  awaited: z.nullable(z.array(z.number().check(z.int()))),
  openedAt: z.nullable(z.string()),
  /** The last day allowed, in the event's time zone (`YYYY-MM-DD`), once the stage has opened. */
  dueOn: z.nullable(z.string()),
});
export type StageStanding = z.infer<typeof stageStanding>;

/** GET /api/artwork/version/{id}/standing. `stage`: the open stage, or the one that sent it back. */
export const versionStanding = z.object({
  versionId: z.number().check(z.int()),
  status: z.enum(VERSION_STATUSES),
  stage: z.nullable(z.number().check(z.int())),
  timeZone: z.string(),
  stages: z.array(stageStanding),
});
export type VersionStanding = z.infer<typeof versionStanding>;

/** A reviewer the standing names (a decider or one awaited), with the name the screens show. */
export const standingReviewer = z.object({ id: z.number().check(z.int()), name: z.string() });

/** GET /api/artwork/version/{id}/standing answers the standing with the names of the reviewers it names, so a screen shows people, not ids. */
export const namedStanding = z.extend(versionStanding, {
  reviewers: z.array(standingReviewer),
  /** Whether the version follows a flow set for its event or requirement; false: the default one stage of the event's reviewers. */
  ownFlow: z.boolean(),
});
export type NamedStanding = z.infer<typeof namedStanding>;

/** The reviewers' ids a standing names: who decided at each stage and who each stage awaits. */
export const reviewerIdsOf = (standing: VersionStanding): number[] => [
  ...new Set(standing.stages.flatMap((stage) => [...stage.decided.flatMap((decision) => (decision.reviewerId === null ? [] : [decision.reviewerId])), ...(stage.awaited ?? [])])),
];

/** The one stage of an event without a flow: its reviewers, any one of them. */
export const defaultStage = (name: string): StageRules => ({ name, rule: 'any', reviewerIds: null, deciderId: null, days: 0, skipUnchanged: false });

/** The name a decision keeps of its stage: none for the default one stage of an event without a flow. */
export const stageKeyOf = (stage: StageRules): string | null => (stage.reviewerIds === null ? null : stage.name);

/**
 * The decisions made at this stage: at its place and under its name. A flow changed under a version
 * in review (a stage renamed, moved, or the flow removed) starts those stages afresh instead of
 * reading decisions made for another stage.
 */
const madeAt = (decisions: readonly FlowDecision[], stage: StageRules, position: number) => decisions.filter((decision) => decision.stage === position && decision.stageName === stageKeyOf(stage));

/** The decisions that count on a version: those after its last reopening, oldest first. */
function current(decisions: readonly FlowDecision[], versionId: number): FlowDecision[] {
  const mine = decisions.filter((decision) => decision.versionId === versionId);
  const reopened = mine.map((decision) => decision.decision).lastIndexOf('reopened');
  return mine.slice(reopened + 1);
}

/** How a stage's decisions combine: settled one way or the other, or still open. */
function outcomeOf(stage: StageRules, decided: readonly FlowDecision[]): 'approved' | 'changes_requested' | 'open' {
  if (stage.rule === 'any') return decided[0] ? (decided[0].decision as 'approved' | 'changes_requested') : 'open';
  if (stage.rule === 'named') {
    const decider = decided.find((decision) => decision.reviewerId === stage.deciderId);
    return decider ? (decider.decision as 'approved' | 'changes_requested') : 'open';
  }
  if (decided.some((decision) => decision.decision === 'changes_requested')) return 'changes_requested';
  const approvers = new Set(decided.map((decision) => decision.reviewerId));
  return (stage.reviewerIds ?? []).every((id) => approvers.has(id)) && decided.length > 0 ? 'approved' : 'open';
}

/** Whether a stage approved another version of the same file. */
function approvedBefore(flow: readonly StageRules[], position: number, version: { id: number; sha256: string }, decisions: readonly FlowDecision[]): boolean {
  const others = new Set(decisions.filter((decision) => decision.versionId !== version.id && decision.sha256 === version.sha256).map((decision) => decision.versionId));
  return [...others].some((versionId) => outcomeOf(flow[position]!, madeAt(current(decisions, versionId), flow[position]!, position)) === 'approved');
}

/** Who a stage still waits for while it is open; null: any of the event's reviewers. */
function awaitedOf(stage: StageRules, decided: readonly FlowDecision[]): number[] | null {
  if (stage.reviewerIds === null) return null;
  if (stage.rule === 'named') return [stage.deciderId!];
  const done = new Set(decided.map((decision) => decision.reviewerId));
  return stage.reviewerIds.filter((id) => !done.has(id));
}

/**
 * Where a submitted version stands in its flow. `decisions`: every decision on the company's
 * artwork for the requirement, any version, oldest first. `timeZone`: the event's, for the days allowed.
 */
export function standingInFlow(flow: readonly StageRules[], version: { id: number; sha256: string; submittedAt: string }, decisions: readonly FlowDecision[], timeZone: string): VersionStanding {
  const mine = current(decisions, version.id);
  const stages: StageStanding[] = [];
  // A reopening opens the first stage again.
  let openedAt: string | null = decisions.filter((decision) => decision.versionId === version.id && decision.decision === 'reopened').at(-1)?.createdAt ?? version.submittedAt;
  let status: VersionStatus = 'approved';
  let at: number | null = null;
  flow.forEach((stage, position) => {
    const decided = madeAt(mine, stage, position);
    const shown = decided.map(({ reviewerId, decision, withChanges, createdAt }) => ({ reviewerId, decision: decision as 'approved' | 'changes_requested', withChanges, createdAt }));
    const base = { name: stage.name, rule: stage.rule, decided: shown };
    if (status !== 'approved') {
      stages.push({ ...base, state: 'waiting', awaited: null, openedAt: null, dueOn: null });
      return;
    }
    // A version is always decided at some stage: the last one is not skipped when every one before it was.
    const lastOfAllSkipped = position === flow.length - 1 && stages.every((each) => each.state === 'skipped');
    if (stage.skipUnchanged && !lastOfAllSkipped && decided.length === 0 && approvedBefore(flow, position, version, decisions)) {
      stages.push({ ...base, state: 'skipped', awaited: [], openedAt: null, dueOn: null });
      return;
    }
    const outcome = outcomeOf(stage, decided);
    const dueOn = stage.days > 0 && openedAt !== null ? addDays(wallClockOf(openedAt, timeZone).date, stage.days) : null;
    if (outcome === 'open') {
      status = 'in_progress';
      at = position;
      stages.push({ ...base, state: 'open', awaited: awaitedOf(stage, decided), openedAt, dueOn });
      return;
    }
    if (outcome === 'changes_requested') {
      status = 'changes_requested';
      at = position;
    }
    stages.push({ ...base, state: outcome, awaited: [], openedAt, dueOn });
    openedAt = decided[decided.length - 1]!.createdAt;
  });
  return { versionId: version.id, status, stage: at, timeZone, stages };
}

/** Why a reviewer may not decide on a version now, or null when they may. */
export type DecisionRefusal = { kind: 'settled' } | { kind: 'notAtStage'; stage: string } | { kind: 'alreadyDecided'; stage: string };

export function refusalOf(flow: readonly StageRules[], standing: VersionStanding, reviewerId: number): DecisionRefusal | null {
  if (standing.status !== 'in_progress' || standing.stage === null) return { kind: 'settled' };
  const stage = flow[standing.stage]!;
  const open = standing.stages[standing.stage]!;
  if (stage.reviewerIds !== null && !stage.reviewerIds.includes(reviewerId)) return { kind: 'notAtStage', stage: stage.name };
  if (open.decided.some((decision) => decision.reviewerId === reviewerId)) return { kind: 'alreadyDecided', stage: stage.name };
  return null;
}

/** Whether the version waits for this reviewer now. */
export const awaits = (standing: VersionStanding, reviewerId: number) => {
  if (standing.status !== 'in_progress' || standing.stage === null) return false;
  const awaited = standing.stages[standing.stage]!.awaited;
  return awaited === null || awaited.includes(reviewerId);
};

/**
 * Where a submitted version waits in its event's approval flow: the open stage (its name, place and
 * the flow's length), the reviewers it waits for by name (none listed: any of the event's
 * reviewers), its last day on the event's clock, and whether that day has passed.
 */
export const waitingStage = z.object({
  name: z.string(),
  place: z.number().check(z.int()),
  count: z.number().check(z.int()),
  awaiting: z.array(z.string()),
  dueOn: z.nullable(z.string()),
  overdue: z.boolean(),
});
export type WaitingStage = z.infer<typeof waitingStage>;
