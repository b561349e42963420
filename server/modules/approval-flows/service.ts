import { APPROVAL_FLOW_MESSAGES, APPROVAL_FLOW_TEXTS, type ApprovalFlow, defaultStage, type EventApprovalFlows, type EventReviewers, type FlowBody, type StageRules } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import { type Actor, changeableEvent } from '../events/actor';
import { findEvent } from '../events/repository';
import { grantStages, resolveGuests } from '../guests/invite';
import { changeableRequirement } from '../requirements/service';
import type { EventRow } from '../../db/tables/events';
import { deleteFlow, eventReviewerIds, eventReviewers, flowOfRequirement, flowsOfEvent, replaceFlow, type StoredFlow } from './repository';

const toApprovalFlow = ({ flow, stages }: StoredFlow): ApprovalFlow => ({
  eventId: flow.event_id,
  requirementId: flow.requirement_id,
  stages: stages.map(({ row, reviewers }) => ({ name: row.name, rule: row.rule, reviewers, deciderId: row.decider_id, days: row.days, skipUnchanged: row.skip_unchanged === 1 })),
  updatedAt: flow.updated_at,
});

/** A stored flow's stages as the rules read them; none stored: the default one stage. */
const rulesOf = (stored: StoredFlow | undefined): StageRules[] =>
  stored
    ? stored.stages.map(({ row, reviewers }) => ({ name: row.name, rule: row.rule, reviewerIds: reviewers.map((reviewer) => reviewer.userId), deciderId: row.decider_id, days: row.days, skipUnchanged: row.skip_unchanged === 1 }))
    : [defaultStage(APPROVAL_FLOW_TEXTS.defaultStage)];

/** The stages a requirement's versions go through, as the rules read them: its own flow, its event's, or the default one stage. */
export async function stageRulesOf(db: DbOrTrx, eventId: number, requirementId: number): Promise<StageRules[]> {
  return rulesOf(await flowOfRequirement(db, eventId, requirementId));
}

/** The stages of each of these requirements, one read of flows per event. */
export async function stageRulesOfRequirements(db: DbOrTrx, requirements: readonly { id: number; event_id: number }[]): Promise<Map<number, StageRules[]>> {
  const rules = new Map<number, StageRules[]>();
  for (const eventId of new Set(requirements.map((requirement) => requirement.event_id))) {
    const flows = await flowsOfEvent(db, eventId);
    const own = (requirementId: number | null) => flows.find((stored) => stored.flow.requirement_id === requirementId);
    for (const requirement of requirements.filter((candidate) => candidate.event_id === eventId)) rules.set(requirement.id, rulesOf(own(requirement.id) ?? own(null)));
  }
  return rules;
}

/** GET: the event's flow and each requirement's own, for whoever may change the event. */
export async function eventFlows(db: Db, actor: Actor, eventId: number): Promise<EventApprovalFlows> {
  await changeableEvent(db, actor, eventId);
  const flows = (await flowsOfEvent(db, eventId)).map(toApprovalFlow);
  return { event: flows.find((flow) => flow.requirementId === null) ?? null, requirements: flows.filter((flow) => flow.requirementId !== null) };
}

/** GET: the staff a stage may name as its reviewers, for whoever may change the event. */
export async function reviewersOfEvent(db: Db, actor: Actor, eventId: number): Promise<EventReviewers> {
  await changeableEvent(db, actor, eventId);
  return { reviewers: await eventReviewers(db, eventId) };
}

/** Refuses reviewers who may not review the event: every staff reviewer must be one of its reviewers now (guests are invited). */
async function refuseOutsiders(db: DbOrTrx, eventId: number, body: FlowBody): Promise<void> {
  const staffIds = (stage: FlowBody['stages'][number]) => stage.reviewers.flatMap((reviewer) => (reviewer.kind === 'staff' ? [reviewer.userId] : []));
  const allowed = await eventReviewerIds(db, eventId, [...new Set(body.stages.flatMap(staffIds))]);
  const outsider = body.stages.findIndex((stage) => staffIds(stage).some((id) => !allowed.has(id)));
  if (outsider >= 0) throw new AppError('invalidRequest', { message: APPROVAL_FLOW_MESSAGES.reviewerNotStaff, errors: { [`stages.${outsider}.reviewers`]: APPROVAL_FLOW_MESSAGES.reviewerNotStaff } });
}

/**
 * What a saved flow sets going above approval flows, in the saving transaction: the versions that
 * wait at a stage naming a guest reach that guest (reviews/guest-reach.ts). Reviews sit above
 * approval flows, so the app hands it to their routes, as it hands uploads the artwork lock.
 */
export type OnFlowSaved = (db: DbOrTrx, eventId: number) => Promise<void>;

/**
 * Saves the flow whole. Its guests' emails become guest accounts (made or reused), each granted its
 * stage of the event; a guest new to a stage is invited by email in the same transaction.
 */
async function setFlow(db: DbOrTrx, onSaved: OnFlowSaved, actor: Actor, event: EventRow, requirementId: number | null, body: FlowBody): Promise<ApprovalFlow> {
  const eventId = event.id;
  await refuseOutsiders(db, eventId, body);
  const stages = await resolveGuests(db, actor, body);
  await replaceFlow(db, eventId, requirementId, stages, actor.user.id);
  await grantStages(db, actor, event, body.stages, stages);
  await onSaved(db, eventId);
  const audit = requirementId === null ? ({ action: 'event.approval-flow-set', subjectType: 'event', subjectId: eventId } as const) : ({ action: 'requirement.approval-flow-set', subjectType: 'requirement', subjectId: requirementId } as const);
  await recordAudit(db, { actorId: actor.user.id, ...audit, detail: body.stages.map((stage) => stage.name).join(' → ') });
  return toApprovalFlow((await flowsOfEvent(db, eventId, [requirementId]))[0]!);
}

async function removeFlow(db: DbOrTrx, actor: Actor, eventId: number, requirementId: number | null): Promise<void> {
  if (!(await deleteFlow(db, eventId, requirementId))) throw new AppError('notFound', { message: APPROVAL_FLOW_MESSAGES.noFlow });
  const audit = requirementId === null ? ({ action: 'event.approval-flow-remove', subjectType: 'event', subjectId: eventId } as const) : ({ action: 'requirement.approval-flow-remove', subjectType: 'requirement', subjectId: requirementId } as const);
  await recordAudit(db, { actorId: actor.user.id, ...audit });
}

/** PUT /event/{id}/approval-flow: the event's flow, replaced whole. */
export const setEventFlow = (db: Db, onSaved: OnFlowSaved, actor: Actor, eventId: number, body: FlowBody) =>
  db.transaction().execute(async (trx) => {
    return setFlow(trx, onSaved, actor, await changeableEvent(trx, actor, eventId), null, body);
  });

/** PUT /requirement/{id}/approval-flow: the requirement's own flow, which overrides its event's. */
export const setRequirementFlow = (db: Db, onSaved: OnFlowSaved, actor: Actor, requirementId: number, body: FlowBody) =>
  db.transaction().execute(async (trx) => {
    const requirement = await changeableRequirement(trx, actor, requirementId);
    return setFlow(trx, onSaved, actor, (await findEvent(trx, requirement.event_id))!, requirementId, body);
  });

/** DELETE /event/{id}/approval-flow: back to the default one stage (requirements' own flows stay). */
export const removeEventFlow = (db: Db, actor: Actor, eventId: number) =>
  db.transaction().execute(async (trx) => {
    await changeableEvent(trx, actor, eventId);
    await removeFlow(trx, actor, eventId, null);
  });

/** DELETE /requirement/{id}/approval-flow: the requirement follows its event's flow again. */
export const removeRequirementFlow = (db: Db, actor: Actor, requirementId: number) =>
  db.transaction().execute(async (trx) => {
    const requirement = await changeableRequirement(trx, actor, requirementId);
    await removeFlow(trx, actor, requirement.event_id, requirementId);
  });
