import { EVENT_MESSAGES, ROLES, type SessionUser } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { EventRow } from '../../db/tables/events';
import { AppError } from '../../lib/app-error';
import { companyOfUser, findEvent, type EventScope, isAssigned, organiserOfUser } from './repository';
import { isExhibiting } from './exhibitors-repository';

/** The signed-in user with the profile that decides which events are theirs. */
export interface Actor {
  user: SessionUser;
  /** event_organisers.id of an Event Organiser. */
  organiserId: number | null;
  /** exhibiting_companies.id of an Exhibiting Company. */
  companyId: number | null;
}

export async function actorOf(db: DbOrTrx, user: SessionUser): Promise<Actor> {
  const organiser =
    user.role === ROLES.organizer ? await organiserOfUser(db, user.id) : undefined;
  const company =
    user.role === ROLES.exhibitor ? await companyOfUser(db, user.id) : undefined;
  return { user, organiserId: organiser?.id ?? null, companyId: company?.id ?? null };
}

const seesEverything = (actor: Actor) => actor.user.role === ROLES.admin || actor.user.role === ROLES.owner;

/** The events an actor's lists hold. An organiser or company without its profile has none. */
export function scopeOf(actor: Actor): EventScope {
  if (actor.user.role === ROLES.organizer) return { kind: 'organiser', organiserId: actor.organiserId ?? 0 };
  if (actor.user.role === ROLES.exhibitor) return { kind: 'company', companyId: actor.companyId ?? 0 };
  return { kind: 'all' };
}

async function existing(db: DbOrTrx, id: number): Promise<EventRow> {
  const row = await findEvent(db, id);
  if (!row) throw new AppError('notFound', { message: EVENT_MESSAGES.eventNotFound });
  return row;
}

/**
 * The event if the actor may change it: 404 when there is none, 403 when it is not theirs. A guest
 * reviewer changes and reads no event: to it, every event is not there (404); it reaches the
 * versions at its stages alone (guests/access.ts).
 */
export async function changeableEvent(db: DbOrTrx, actor: Actor, id: number): Promise<EventRow> {
  const row = await existing(db, id);
  if (seesEverything(actor)) return row;
  if (actor.user.role === ROLES.guest) throw new AppError('notFound', { message: EVENT_MESSAGES.eventNotFound });
  if (actor.user.role === ROLES.organizer && actor.organiserId !== null && (await isAssigned(db, id, actor.organiserId))) return row;
  throw new AppError('forbidden', { message: EVENT_MESSAGES.notYours });
}

/** The event if the actor may read it; a company reads the events it exhibits at. */
export async function readableEvent(db: DbOrTrx, actor: Actor, id: number): Promise<EventRow> {
  if (actor.user.role === ROLES.exhibitor) {
    const row = await existing(db, id);
    if (actor.companyId !== null && (await isExhibiting(db, id, actor.companyId))) return row;
    throw new AppError('forbidden', { message: EVENT_MESSAGES.notYours });
  }
  if (actor.user.role === ROLES.user) throw new AppError('forbidden');
  return changeableEvent(db, actor, id);
}
