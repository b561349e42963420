import { ARTWORK_MESSAGES, GUEST_MESSAGES, ROLES, wallClockOf } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { GuestGrantRow } from '../../db/tables/approval-flows';
import type { VersionRow } from '../../db/tables/artwork';
import type { EventRow } from '../../db/tables/events';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../events/actor';
import { findEvent } from '../events/repository';
import { grantsOfGuest, reachOfGuest } from './repository';

export const isGuest = (actor: Actor) => actor.user.role === ROLES.guest;

type EventClock = Pick<EventRow, 'all_day' | 'ends_at' | 'time_zone'>;

/**
 * Whether the event has ended on its own clock: an all-day event once its last day is over in its
 * time zone (its stored end date is exclusive), a timed one once its end has passed.
 */
export function eventHasEnded(event: EventClock, now = new Date()): boolean {
  return event.all_day === 1 ? wallClockOf(now, event.time_zone).date >= event.ends_at : now.getTime() >= new Date(event.ends_at).getTime();
}

/** Whether a grant lets its guest in now: not revoked, and its event not over. */
export const grantHolds = (grant: Pick<GuestGrantRow, 'revoked_at'>, event: EventClock, now = new Date()) => grant.revoked_at === null && !eventHasEnded(event, now);

/** The stage names the guest holds on the event now: none once the event has ended. */
export async function heldStagesOf(db: DbOrTrx, actor: Actor, eventId: number, now = new Date()): Promise<Set<string>> {
  const event = await findEvent(db, eventId);
  if (!event) return new Set();
  return new Set((await grantsOfGuest(db, actor.user.id, eventId)).filter((grant) => grantHolds(grant, event, now)).map((grant) => grant.stage_name));
}

/**
 * The stages (by name) through which the guest sees each version now, by version id; the events
 * they are of; and whether it reached some, but sees none of them now (its access has ended).
 */
export async function guestReach(db: DbOrTrx, actor: Actor, versionId?: number, now = new Date()): Promise<{ reach: Map<number, Set<string>>; eventIds: Set<number>; ended: boolean }> {
  const rows = await reachOfGuest(db, actor.user.id, versionId);
  const reach = new Map<number, Set<string>>();
  const eventIds = new Set<number>();
  for (const row of rows.filter((candidate) => grantHolds(candidate, candidate, now))) {
    reach.set(row.version_id, new Set([...(reach.get(row.version_id) ?? []), row.stage_name]));
    eventIds.add(row.event_id);
  }
  return { reach, eventIds, ended: rows.length > 0 && reach.size === 0 };
}

/**
 * Refuses a guest a submitted version that never reached one of the stages it holds: to it, any
 * other version (another event, a stage not its own, one its stage has not reached) is not there
 * (404). Once its access is revoked or the event has ended, it is told so (404 too).
 */
export async function refuseOutsideReach(db: DbOrTrx, actor: Actor, version: VersionRow, now = new Date()): Promise<void> {
  const { reach, ended } = await guestReach(db, actor, version.id, now);
  if (version.submitted_at !== null && reach.has(version.id)) return;
  throw new AppError('notFound', { message: ended ? GUEST_MESSAGES.accessEnded : ARTWORK_MESSAGES.versionNotFound });
}

/**
 * Of one requirement's versions, those that reached the guest's stages and that it sees now: the
 * history its review page shows. None of them: the requirement is not there for it (404), as for
 * any other pair of a requirement and company.
 */
export async function reachedAmong(db: DbOrTrx, actor: Actor, versions: readonly VersionRow[], now = new Date()): Promise<VersionRow[]> {
  const { reach } = await guestReach(db, actor, undefined, now);
  const seen = versions.filter((version) => reach.has(version.id));
  if (seen.length === 0) throw new AppError('notFound', { message: ARTWORK_MESSAGES.requirementNotFound });
  return seen;
}
