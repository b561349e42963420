import type { Locale } from '../../../src/api/contract/i18n/locales';
import { can, type Event, type EventBody, type EventRangeQuery, EVENT_MESSAGES, formatDay, formatInstant, type UpcomingEvent } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import type { EventRow } from '../../db/tables/events';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import { eventAssignmentEmail } from '../mail/organiser-emails';
import { queueEmails } from '../mail/queue';
import { planRemoval, type Removal } from '../../storage/file-removals';
import { storedKeysOf } from '../../storage/stored-keys-repository';
import { type Actor, changeableEvent, readableEvent, scopeOf } from './actor';
import { countExhibitors } from './exhibitors-repository';
import { eventRange } from './range';
import {
  assignedOrganiserIds,
  deleteEvent as deleteEventRow,
  type EventFields,
  exhibitorCountsOf,
  existingOrganiserIds,
  findEventsInRange,
  insertEvent,
  organiserRecipients,
  organisersOf,
  setAssignments,
  updateEvent as updateEventRow,
} from './repository';

/** A row as the home page lists it. */
export const toUpcomingEvent = (row: EventRow): UpcomingEvent => ({
  id: row.id,
  name: row.name,
  category: row.category,
  allDay: row.all_day === 1,
  start: row.starts_at,
  end: row.ends_at,
  timeZone: row.time_zone,
  venue: row.venue,
  location: row.location,
});

/** "7,3,1" → [7, 3, 1]; "" → none. */
export const reminderDaysOf = (row: Pick<EventRow, 'reminder_days'>): number[] => (row.reminder_days ? row.reminder_days.split(',').map(Number) : []);

/** Rows to the API's events, each with its organisers and its number of exhibitors. */
export async function toEvents(db: DbOrTrx, rows: EventRow[]): Promise<Event[]> {
  const ids = rows.map((row) => row.id);
  const [organisers, counts] = await Promise.all([organisersOf(db, ids), exhibitorCountsOf(db, ids)]);
  return rows.map((row) => ({
    ...toUpcomingEvent(row),
    buildStart: row.build_start,
    buildEnd: row.build_end,
    openStart: row.open_start,
    openEnd: row.open_end,
    description: row.description,
    organisers: organisers.get(row.id) ?? [],
    exhibitorCount: counts.get(row.id) ?? 0,
    reminderDays: reminderDaysOf(row),
    createdAt: row.created_at,
  }));
}

const toEvent = async (db: DbOrTrx, row: EventRow) => (await toEvents(db, [row]))[0]!;

const fieldsOf = (body: EventBody): EventFields => ({
  name: body.name,
  category: body.category,
  all_day: body.allDay ? 1 : 0,
  starts_at: body.start,
  ends_at: body.end,
  time_zone: body.timeZone,
  build_start: body.buildStart,
  build_end: body.buildEnd,
  open_start: body.openStart,
  open_end: body.openEnd,
  venue: body.venue,
  location: body.location,
  description: body.description,
  ...(body.reminderDays ? { reminder_days: body.reminderDays.join(',') } : {}),
});

/**
 * The organisers to assign. The roles of PERMISSIONS.assignOrganisers choose them (unset keeps them
 * as they are); anyone else keeps them as they are, with the organiser who saves among them, and a
 * list that adds or removes anyone is refused.
 */
async function organisersToAssign(db: DbOrTrx, actor: Actor, asked: number[] | undefined, current: number[]): Promise<number[]> {
  if (!can(actor.user.role, 'assignOrganisers')) {
    if (actor.organiserId === null) throw new AppError('forbidden');
    const kept = new Set([...current, actor.organiserId]);
    const wanted = new Set([...(asked ?? current), actor.organiserId]);
    if (wanted.size !== kept.size || [...wanted].some((id) => !kept.has(id))) {
      throw new AppError('forbidden', { message: EVENT_MESSAGES.organisersNotYours });
    }
    return [...kept];
  }
  const ids = new Set(asked ?? current);
  const known = await existingOrganiserIds(db, [...ids]);
  if (known.size !== ids.size) {
    throw new AppError('invalidRequest', { message: EVENT_MESSAGES.organiserUnknown, errors: { organiserIds: EVENT_MESSAGES.organiserUnknown } });
  }
  return [...ids];
}

/** When the event starts, as its emails say it in the reader's language: the day of an all-day event, else the time on its own clock. */
const startOf = (row: EventRow, locale: Locale) => (row.all_day === 1 ? formatDay(row.starts_at.slice(0, 10), locale) : formatInstant(row.starts_at, row.time_zone, locale));

/**
 * Each organiser newly assigned to the event is emailed about it, in the transaction that assigns
 * them: not those already assigned, nor the organiser who saves (they know).
 */
async function tellNewOrganisers(trx: DbOrTrx, actor: Actor, row: EventRow, assigned: readonly number[], before: readonly number[]): Promise<void> {
  const added = assigned.filter((id) => !before.includes(id) && id !== actor.organiserId);
  const recipients = await organiserRecipients(trx, added);
  await queueEmails(trx, recipients.map((to) => eventAssignmentEmail(to, { id: row.id, name: row.name, start: startOf(row, to.language) })));
}

export async function listEvents(db: Db, actor: Actor, query: EventRangeQuery): Promise<Event[]> {
  return toEvents(db, await findEventsInRange(db, eventRange(query), scopeOf(actor)));
}

export async function getEvent(db: Db, actor: Actor, id: number): Promise<Event> {
  return toEvent(db, await readableEvent(db, actor, id));
}

export async function createEvent(db: Db, actor: Actor, body: EventBody): Promise<Event> {
  return db.transaction().execute(async (trx) => {
    const organiserIds = await organisersToAssign(trx, actor, body.organiserIds, []);
    const row = await insertEvent(trx, fieldsOf(body), actor.user.id);
    await setAssignments(trx, row.id, organiserIds);
    await tellNewOrganisers(trx, actor, row, organiserIds, []);
    await recordAudit(trx, { actorId: actor.user.id, action: 'event.create', subjectType: 'event', subjectId: row.id });
    return toEvent(trx, row);
  });
}

export async function updateEvent(db: Db, actor: Actor, id: number, body: EventBody): Promise<Event> {
  return db.transaction().execute(async (trx) => {
    await changeableEvent(trx, actor, id);
    const before = await assignedOrganiserIds(trx, id);
    const organiserIds = await organisersToAssign(trx, actor, body.organiserIds, before);
    const row = await updateEventRow(trx, id, fieldsOf(body));
    await setAssignments(trx, id, organiserIds);
    await tellNewOrganisers(trx, actor, row, organiserIds, before);
    await recordAudit(trx, { actorId: actor.user.id, action: 'event.update', subjectType: 'event', subjectId: id });
    return toEvent(trx, row);
  });
}

/**
 * Deletes the event with its exhibitor links, assignments and artwork; answers how many links
 * went, and the removal of the stored files that are no longer anyone's (carried out once the rows are gone).
 */
export async function deleteEvent(db: Db, actor: Actor, id: number): Promise<{ links: number; removal: Removal }> {
  return db.transaction().execute(async (trx) => {
    await changeableEvent(trx, actor, id);
    const links = await countExhibitors(trx, id);
    const removal = await planRemoval(trx, await storedKeysOf(trx, { eventId: id }));
    await deleteEventRow(trx, id);
    await recordAudit(trx, { actorId: actor.user.id, action: 'event.delete', subjectType: 'event', subjectId: id });
    return { links, removal };
  });
}
