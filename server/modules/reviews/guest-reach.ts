import { ARTWORK_MESSAGES, awaits, type GuestReviews } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../events/actor';
import { guestReach, heldStagesOf } from '../guests/access';
import { addReach, guestIdsAmong } from '../guests/repository';
import { pairKey } from '../requirements/deadlines';
import { findRequirement } from '../requirements/repository';
import { submittedVersions } from '../uploads/versions-repository';
import { type FlowPlace, flowPlacesOf } from './flow-standing';
import { queueItemsOf } from './service';

/** The name of the stage the version waits at now, or null when it is settled. */
const openStageOf = (place: Pick<FlowPlace, 'rules' | 'standing'>) =>
  place.standing.status === 'in_progress' && place.standing.stage !== null ? (place.rules[place.standing.stage]?.name ?? null) : null;

/**
 * Records, on `db` (the transaction of the change), that the version has reached the guests of the
 * stage it waits at: they see it from now on, while they hold that stage (guests/access.ts).
 */
export async function reachStageGuests(db: DbOrTrx, version: Pick<VersionRow, 'id'>, place: Pick<FlowPlace, 'rules' | 'standing'>): Promise<void> {
  const open = openStageOf(place);
  if (open === null) return;
  const guests = await guestIdsAmong(db, place.rules[place.standing.stage!]!.reviewerIds ?? []);
  await addReach(db, guests.map((userId) => ({ userId, versionId: version.id, stageName: open })));
}

/**
 * The latest submitted version of each company and requirement of the event reaches the guests of
 * the stage it waits at: when a flow is saved (handed to approval-flows by the app), a guest
 * invited to a stage sees what already waits there.
 */
export async function reachWaitingGuests(db: DbOrTrx, eventId: number): Promise<void> {
  const latest = new Map<string, VersionRow>();
  for (const version of await submittedVersions(db, eventId, undefined)) latest.set(pairKey(version.requirement_id, version.company_id), version);
  const places = await flowPlacesOf(db, [...latest.values()]);
  for (const version of latest.values()) await reachStageGuests(db, version, places.get(version.id)!);
}

/**
 * Refuses a guest's decision unless the version waits at a stage it holds now (404: any other is
 * not there for it), whatever else the flow names it at.
 */
export async function refuseGuestElsewhere(db: DbOrTrx, actor: Actor, version: VersionRow, place: Pick<FlowPlace, 'rules' | 'standing'>): Promise<void> {
  const open = openStageOf(place);
  const requirement = (await findRequirement(db, version.requirement_id))!;
  if (open === null || !(await heldStagesOf(db, actor, requirement.event_id)).has(open)) throw new AppError('notFound', { message: ARTWORK_MESSAGES.versionNotFound });
}

/**
 * GET /guest/reviews: what the signed-in guest sees, oldest submission first: the versions that
 * reached the stages it holds (until the event ends or the grant is revoked), each with the stage
 * it is seen at and whether it waits for the guest's decision now.
 */
export async function guestQueueOf(db: Db, actor: Actor): Promise<GuestReviews> {
  const { reach, eventIds } = await guestReach(db, actor);
  const versions: VersionRow[] = [];
  const latest = new Map<string, number>();
  for (const eventId of eventIds) {
    for (const version of await submittedVersions(db, eventId, undefined)) {
      latest.set(pairKey(version.requirement_id, version.company_id), version.id);
      if (reach.has(version.id)) versions.push(version);
    }
  }
  versions.sort((a, b) => (a.submitted_at! < b.submitted_at! ? -1 : a.submitted_at! > b.submitted_at! ? 1 : a.id - b.id));
  const places = await flowPlacesOf(db, versions, true);
  const items = await queueItemsOf(db, versions);
  return {
    items: items.map((item, index) => {
      const version = versions[index]!;
      const place = places.get(version.id)!;
      const stages = reach.get(version.id)!;
      const open = latest.get(pairKey(version.requirement_id, version.company_id)) === version.id ? openStageOf(place) : null;
      const waiting = open !== null && stages.has(open);
      return { ...item, stageName: waiting ? open : [...stages].sort()[0]!, awaitsYou: waiting && awaits(place.standing, actor.user.id) };
    }),
  };
}
