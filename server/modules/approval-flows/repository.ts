import type { StageReviewer } from '../../../src/api/contract';
import { ROLES } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { nowIso } from '../../db/schema';
import type { ApprovalFlowRow, ApprovalStageRow } from '../../db/tables/approval-flows';
import type { ResolvedStage } from '../guests/invite';

/** A stored flow with its stages in order, each with its reviewers in order (and their names). */
export interface StoredFlow {
  flow: ApprovalFlowRow;
  stages: { row: ApprovalStageRow; reviewers: StageReviewer[] }[];
}

const flowRows = (db: DbOrTrx, eventId: number) => db.selectFrom('approval_flows').selectAll().where('event_id', '=', eventId);

/** The flows stored for an event: its own and its requirements', the event's first. */
export async function flowsOfEvent(db: DbOrTrx, eventId: number, requirementIds?: readonly (number | null)[]): Promise<StoredFlow[]> {
  const flows = await flowRows(db, eventId).orderBy('requirement_id').orderBy('id').execute();
  const wanted = requirementIds === undefined ? flows : flows.filter((flow) => requirementIds.includes(flow.requirement_id));
  if (wanted.length === 0) return [];
  const stages = await db.selectFrom('approval_stages').selectAll().where('flow_id', 'in', wanted.map((flow) => flow.id)).orderBy('flow_id').orderBy('position').execute();
  const reviewers =
    stages.length === 0
      ? []
      : await db
          .selectFrom('approval_stage_reviewers as r')
          .innerJoin('users as u', 'u.id', 'r.user_id')
          .select(['r.stage_id', 'r.kind', 'u.id as userId', 'u.firstname', 'u.lastname', 'u.email'])
          .where('r.stage_id', 'in', stages.map((stage) => stage.id))
          .orderBy('r.stage_id')
          .orderBy('r.position')
          .execute();
  return wanted.map((flow) => ({
    flow,
    stages: stages
      .filter((stage) => stage.flow_id === flow.id)
      .map((row) => ({ row, reviewers: reviewers.filter((reviewer) => reviewer.stage_id === row.id).map(toStageReviewer) })),
  }));
}

/** A guest is shown by its email (its account's name is the email); staff by name. */
const toStageReviewer = (reviewer: { kind: 'staff' | 'guest'; userId: number; firstname: string; lastname: string; email: string }): StageReviewer =>
  reviewer.kind === 'guest'
    ? { kind: 'guest', userId: reviewer.userId, name: reviewer.email, email: reviewer.email }
    : { kind: 'staff', userId: reviewer.userId, name: `${reviewer.firstname} ${reviewer.lastname}` };

/** The flow a requirement's versions follow: its own, else its event's; undefined: the default one stage. */
export async function flowOfRequirement(db: DbOrTrx, eventId: number, requirementId: number): Promise<StoredFlow | undefined> {
  const flows = await flowsOfEvent(db, eventId, [requirementId, null]);
  return flows.find((stored) => stored.flow.requirement_id === requirementId) ?? flows.find((stored) => stored.flow.requirement_id === null);
}

/** Removes the event's flow (requirementId null) or a requirement's own; answers whether there was one. */
export async function deleteFlow(db: DbOrTrx, eventId: number, requirementId: number | null): Promise<boolean> {
  const query = db.deleteFrom('approval_flows').where('event_id', '=', eventId);
  const result = await (requirementId === null ? query.where('requirement_id', 'is', null) : query.where('requirement_id', '=', requirementId)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Makes the flow the one given, replacing the one stored in its place. */
export async function replaceFlow(db: DbOrTrx, eventId: number, requirementId: number | null, stages: readonly ResolvedStage[], updatedBy: number): Promise<void> {
  await deleteFlow(db, eventId, requirementId);
  const flow = await db.insertInto('approval_flows').values({ event_id: eventId, requirement_id: requirementId, updated_by: updatedBy, updated_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
  for (const [position, stage] of stages.entries()) {
    const row = await db
      .insertInto('approval_stages')
      .values({ flow_id: flow.id, position, name: stage.name, rule: stage.rule, decider_id: stage.deciderId, days: stage.days, skip_unchanged: stage.skipUnchanged ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('approval_stage_reviewers')
      .values(stage.reviewers.map((reviewer, index) => ({ stage_id: row.id, position: index, kind: reviewer.kind, user_id: reviewer.userId })))
      .execute();
  }
}

/** The active staff who may review the event: admins, Owner/Admins, and its organisers. */
const eventReviewerRows = (db: DbOrTrx, eventId: number) =>
  db
    .selectFrom('users as u')
    .leftJoin('event_organisers as o', 'o.user_id', 'u.id')
    .leftJoin('event_organiser_assignments as a', (join) => join.onRef('a.organiser_id', '=', 'o.id').on('a.event_id', '=', eventId))
    .where('u.status', '=', 'Active')
    .where((eb) => eb.or([eb('u.role', 'in', [ROLES.admin, ROLES.owner]), eb.and([eb('u.role', '=', ROLES.organizer), eb('a.event_id', 'is not', null)])]));

/** Of these users, the active staff who may review the event. */
export async function eventReviewerIds(db: DbOrTrx, eventId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await eventReviewerRows(db, eventId).select('u.id').where('u.id', 'in', userIds).execute();
  return new Set(rows.map((row) => row.id));
}

/** Every active staff account who may review the event, its organisers first, then by name. */
export async function eventReviewers(db: DbOrTrx, eventId: number): Promise<{ userId: number; name: string; role: string }[]> {
  const rows = await eventReviewerRows(db, eventId)
    .select(['u.id', 'u.firstname', 'u.lastname', 'u.role'])
    .orderBy((eb) => eb.case().when('u.role', '=', ROLES.organizer).then(0).else(1).end())
    .orderBy('u.firstname')
    .orderBy('u.lastname')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({ userId: row.id, name: `${row.firstname} ${row.lastname}`, role: row.role }));
}
