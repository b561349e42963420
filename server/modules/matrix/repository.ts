import type { DbOrTrx } from '../../db/schema';

/** An event's requirements, soonest deadline first. */
export function requirementsByDeadline(db: DbOrTrx, eventId: number) {
  return db.selectFrom('artwork_requirements').selectAll().where('event_id', '=', eventId).orderBy('deadline').orderBy('id').execute();
}

/** An event's exhibitors (these companies only, if given) by name, with booth and email. */
export function matrixExhibitors(db: DbOrTrx, eventId: number, companyIds?: readonly number[]) {
  return db
    .selectFrom('event_exhibitors as x')
    .innerJoin('exhibiting_companies as c', 'c.id', 'x.company_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.company_name', 'x.booth', 'u.email'])
    .where('x.event_id', '=', eventId)
    .$if(companyIds !== undefined, (query) => query.where('c.id', 'in', [0, ...(companyIds ?? [])]))
    .orderBy('c.company_name')
    .orderBy('c.id')
    .execute();
}

/** The submitted versions on these requirements (of these companies, if given), in submission order. */
export function submittedCells(db: DbOrTrx, requirementIds: readonly number[], companyIds?: readonly number[]) {
  // Only the columns a cell needs: the whole rows (the preflight report among them) took twice as long to read.
  return db
    .selectFrom('artwork_versions')
    .select(['id', 'requirement_id', 'company_id', 'submission', 'submitted_at', 'sha256'])
    .where('requirement_id', 'in', requirementIds)
    .where('submitted_at', 'is not', null)
    .$if(companyIds !== undefined, (query) => query.where('company_id', 'in', [0, ...(companyIds ?? [])]))
    .orderBy('submission')
    .execute();
}

/** The decisions that settled a version on these requirements (for these companies, if given), oldest first. */
export function decisionCells(db: DbOrTrx, requirementIds: readonly number[], companyIds?: readonly number[]) {
  return db
    .selectFrom('artwork_reviews')
    .select(['id', 'version_id', 'requirement_id', 'company_id', 'decision'])
    .where('requirement_id', 'in', requirementIds)
    .where('settles', '=', 1)
    .$if(companyIds !== undefined, (query) => query.where('company_id', 'in', [0, ...(companyIds ?? [])]))
    .orderBy('id')
    .execute();
}

/** The events with a deadline (a requirement's own, or an extension's) in (from, to]. */
export function eventsWithDeadlinesBetween(db: DbOrTrx, from: string, to: string) {
  return Promise.all([
    db.selectFrom('artwork_requirements').select('event_id').distinct().where('deadline', '>', from).where('deadline', '<=', to).execute(),
    db
      .selectFrom('artwork_extensions as x')
      .innerJoin('artwork_requirements as r', 'r.id', 'x.requirement_id')
      .select('r.event_id')
      .distinct()
      .where('x.deadline', '>', from)
      .where('x.deadline', '<=', to)
      .execute(),
  ]);
}

/** The days before each deadline an event's reminders go out. */
export function eventReminderDays(db: DbOrTrx, eventId: number) {
  return db.selectFrom('events').select(['id', 'reminder_days']).where('id', '=', eventId).executeTakeFirst();
}

/** Who a reminder goes to, and the event's name and clock. */
export function reminderRecipient(db: DbOrTrx, eventId: number, companyId: number) {
  return db
    .selectFrom('exhibiting_companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('events as e', (join) => join.on('e.id', '=', eventId))
    .select(['u.id as userId', 'u.email', 'u.firstname', 'c.company_name', 'e.name as event', 'e.time_zone', 'u.language'])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
}
