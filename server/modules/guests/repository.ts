import { ROLES } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { nowIso } from '../../db/schema';
import type { GuestGrantRow } from '../../db/tables/approval-flows';

/** A grant with its guest's email. */
export type GrantWithEmail = GuestGrantRow & { email: string };

const grantsWithEmail = (db: DbOrTrx) => db.selectFrom('guest_grants as g').innerJoin('users as u', 'u.id', 'g.user_id').selectAll('g').select('u.email');

/** The guest's grant of this stage (by name) of the event, revoked or not. */
export function findGrant(db: DbOrTrx, eventId: number, userId: number, stageName: string): Promise<GuestGrantRow | undefined> {
  return db.selectFrom('guest_grants').selectAll().where('event_id', '=', eventId).where('user_id', '=', userId).where('stage_name', '=', stageName).executeTakeFirst();
}

/** One grant of the event, by id. */
export function findGrantOfEvent(db: DbOrTrx, eventId: number, grantId: number): Promise<GrantWithEmail | undefined> {
  return grantsWithEmail(db).where('g.event_id', '=', eventId).where('g.id', '=', grantId).executeTakeFirst();
}

export async function insertGrant(db: DbOrTrx, grant: { eventId: number; userId: number; stageName: string; invitedBy: number }): Promise<void> {
  await db.insertInto('guest_grants').values({ event_id: grant.eventId, user_id: grant.userId, stage_name: grant.stageName, invited_by: grant.invitedBy, invited_at: nowIso() }).execute();
}

/** A revoked grant given again: invited anew, by whom and when. */
export async function renewGrant(db: DbOrTrx, grantId: number, invitedBy: number): Promise<void> {
  await db.updateTable('guest_grants').set({ invited_by: invitedBy, invited_at: nowIso(), revoked_by: null, revoked_at: null }).where('id', '=', grantId).execute();
}

/** Revokes a grant that is not yet revoked; answers whether it was this call that did. */
export async function revokeGrant(db: DbOrTrx, grantId: number, revokedBy: number): Promise<boolean> {
  const result = await db.updateTable('guest_grants').set({ revoked_by: revokedBy, revoked_at: nowIso() }).where('id', '=', grantId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The event's grants, by stage name and email. */
export function grantsOfEvent(db: DbOrTrx, eventId: number): Promise<GrantWithEmail[]> {
  return grantsWithEmail(db).where('g.event_id', '=', eventId).orderBy('g.stage_name').orderBy('u.email').orderBy('g.id').execute();
}

/** The guest's grants, revoked or not, on one event or all. */
export function grantsOfGuest(db: DbOrTrx, userId: number, eventId?: number): Promise<GuestGrantRow[]> {
  const query = db.selectFrom('guest_grants').selectAll().where('user_id', '=', userId);
  return (eventId === undefined ? query : query.where('event_id', '=', eventId)).orderBy('event_id').orderBy('id').execute();
}

/** Records that these versions reached these guests' stages; what was recorded before stays as it is. */
export async function addReach(db: DbOrTrx, rows: readonly { userId: number; versionId: number; stageName: string }[]): Promise<void> {
  if (rows.length === 0) return;
  const reachedAt = nowIso();
  await db
    .insertInto('guest_version_reach')
    .values(rows.map((row) => ({ user_id: row.userId, version_id: row.versionId, stage_name: row.stageName, reached_at: reachedAt })))
    .onConflict((conflict) => conflict.columns(['user_id', 'version_id', 'stage_name']).doNothing())
    .execute();
}

/**
 * The guest's reach, of one version or all: each version and stage (by name) it reached, with the
 * version's event (and its end) and the grant of that stage there (revoked or not; none, when the
 * event's staff never granted it, which the reach does not outlive).
 */
export function reachOfGuest(db: DbOrTrx, userId: number, versionId?: number) {
  const query = db
    .selectFrom('guest_version_reach as r')
    .innerJoin('artwork_versions as v', 'v.id', 'r.version_id')
    .innerJoin('artwork_requirements as q', 'q.id', 'v.requirement_id')
    .innerJoin('events as e', 'e.id', 'q.event_id')
    .innerJoin('guest_grants as g', (join) => join.onRef('g.event_id', '=', 'q.event_id').onRef('g.user_id', '=', 'r.user_id').onRef('g.stage_name', '=', 'r.stage_name'))
    .select(['r.version_id', 'r.stage_name', 'g.revoked_at', 'e.id as event_id', 'e.all_day', 'e.ends_at', 'e.time_zone'])
    .where('r.user_id', '=', userId)
    .where('v.submitted_at', 'is not', null);
  return (versionId === undefined ? query : query.where('r.version_id', '=', versionId)).orderBy('r.version_id').orderBy('r.stage_name').execute();
}

/** Of these accounts, the guests'. */
export async function guestIdsAmong(db: DbOrTrx, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db.selectFrom('users').select('id').where('id', 'in', [...userIds]).where('role', '=', ROLES.guest).orderBy('id').execute();
  return rows.map((row) => row.id);
}
