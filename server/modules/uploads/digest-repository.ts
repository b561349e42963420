import type { DbOrTrx } from '../../db/schema';

/** The user ids of an event's organisers. */
export function organiserUsersOf(db: DbOrTrx, eventId: number) {
  return db
    .selectFrom('event_organiser_assignments as a')
    .innerJoin('event_organisers as o', 'o.id', 'a.organiser_id')
    .select('o.user_id')
    .where('a.event_id', '=', eventId)
    .execute();
}

/** The address and first name a digest goes to. */
export function digestRecipient(db: DbOrTrx, userId: number) {
  return db.selectFrom('users').select(['email', 'firstname', 'language']).where('id', '=', userId).executeTakeFirst();
}

/** Submissions on the organiser's events up to `until` and after `after` (or from `since`), in order. */
export function submissionsForDigest(db: DbOrTrx, userId: number, until: string, after: string | undefined, since: string) {
  return db
    .selectFrom('artwork_versions as v')
    .innerJoin('artwork_requirements as r', 'r.id', 'v.requirement_id')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .innerJoin('event_organiser_assignments as a', 'a.event_id', 'e.id')
    .innerJoin('event_organisers as o', 'o.id', 'a.organiser_id')
    .innerJoin('exhibiting_companies as c', 'c.id', 'v.company_id')
    .select(['e.id as eventId', 'e.name as event', 'c.company_name as company', 'r.name as requirement', 'v.submission'])
    .where('o.user_id', '=', userId)
    .where('v.submitted_at', '<=', until)
    .where((eb) => (after !== undefined ? eb('v.submitted_at', '>', after) : eb('v.submitted_at', '>=', since)))
    .orderBy('v.submitted_at')
    .orderBy('v.id')
    .execute();
}
