import { type ExpressionBuilder, sql } from 'kysely';
import type { ArtworkFormat, PrintSize } from '../../../src/api/contract';
import { type Database, type DbOrTrx, nowIso } from '../../db/schema';
import type { NewRequirementRow, RequirementRow } from '../../db/tables/artwork';
import { DEFAULT_INK_LIMIT, type PrintSpec } from '../preflight';

export type RequirementFields = Omit<NewRequirementRow, 'id' | 'event_id' | 'created_by' | 'created_at' | 'updated_at' | 'template_key' | 'template_name' | 'template_bytes'>;

export const formatsOf = (row: Pick<RequirementRow, 'formats'>) => row.formats.split(',') as ArtworkFormat[];

/** The printed size a requirement asks for, in millimetres. */
export const printSizeOf = (row: Pick<RequirementRow, 'width_mm' | 'height_mm' | 'bleed_mm'>): PrintSize => ({
  widthMm: Number(row.width_mm),
  heightMm: Number(row.height_mm),
  bleedMm: Number(row.bleed_mm),
});

/** What the file check holds a requirement's files to: its printed size and every print rule it sets. */
export const printSpecOf = (row: RequirementRow): PrintSpec => ({
  ...printSizeOf(row),
  minDpi: row.min_dpi,
  colourMode: row.colour_mode,
  inkLimit: row.ink_limit ?? DEFAULT_INK_LIMIT,
  spotColoursAllowed: Number(row.spot_colours_allowed) === 1,
  pagesExpected: row.pages_expected,
  viewingDistanceM: row.viewing_distance_m === null ? null : Number(row.viewing_distance_m),
});

export function findRequirement(db: DbOrTrx, id: number): Promise<RequirementRow | undefined> {
  return db.selectFrom('artwork_requirements').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRequirementsByIds(db: DbOrTrx, ids: readonly number[]): Promise<RequirementRow[]> {
  return db.selectFrom('artwork_requirements').selectAll().where('id', 'in', ids).execute();
}

/** An event's requirements, soonest deadline first; for a company, only those that apply to it. */
export function requirementsOfEvent(db: DbOrTrx, eventId: number, companyId?: number): Promise<RequirementRow[]> {
  let query = db.selectFrom('artwork_requirements').selectAll().where('event_id', '=', eventId);
  if (companyId !== undefined) query = query.where((eb) => appliesToCompany(eb, companyId));
  return query.orderBy('deadline').orderBy('id').execute();
}

/** `applies_to = 'all'`, or the company is among the chosen ones. */
export function appliesToCompany(eb: ExpressionBuilder<Database, 'artwork_requirements'>, companyId: number) {
  return eb.or([
    eb('artwork_requirements.applies_to', '=', 'all'),
    eb.exists(
      eb
        .selectFrom('artwork_requirement_companies as chosen')
        .select(sql`1`.as('one'))
        .whereRef('chosen.requirement_id', '=', 'artwork_requirements.id')
        .where('chosen.company_id', '=', companyId),
    ),
  ]);
}

/** The companies chosen for these requirements, as (requirement, company) rows. */
export function chosenPairs(db: DbOrTrx, requirementIds: readonly number[]) {
  return db.selectFrom('artwork_requirement_companies').selectAll().where('requirement_id', 'in', requirementIds).execute();
}

/** The requirements that apply to a company at the events it exhibits at that ended on `since` or later, with its booth; soonest deadline first. */
export function requirementsOwedBy(db: DbOrTrx, companyId: number, since: string) {
  return db
    .selectFrom('artwork_requirements')
    .innerJoin('event_exhibitors', (join) =>
      join.onRef('event_exhibitors.event_id', '=', 'artwork_requirements.event_id').on('event_exhibitors.company_id', '=', companyId),
    )
    .innerJoin('events', 'events.id', 'artwork_requirements.event_id')
    .selectAll('artwork_requirements')
    .select(['event_exhibitors.booth as booth'])
    .where((eb) => appliesToCompany(eb, companyId))
    .where('events.ends_at', '>=', since)
    .orderBy('artwork_requirements.deadline')
    .orderBy('artwork_requirements.id')
    .execute();
}

export async function chosenCompaniesOf(db: DbOrTrx, ids: readonly number[]): Promise<Map<number, number[]>> {
  const chosen = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return chosen;
  const rows = await db.selectFrom('artwork_requirement_companies').selectAll().where('requirement_id', 'in', ids).orderBy('company_id').execute();
  for (const row of rows) chosen.get(row.requirement_id)?.push(row.company_id);
  return chosen;
}

/** Versions per requirement: of every company, or of `companyId` alone. */
export async function versionCountsOf(db: DbOrTrx, ids: readonly number[], companyId?: number): Promise<Map<number, number>> {
  const counts = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('artwork_versions')
    .select(['requirement_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('requirement_id', 'in', ids)
    .$if(companyId !== undefined, (query) => query.where('company_id', '=', companyId!))
    .groupBy('requirement_id')
    .execute();
  for (const row of rows) counts.set(row.requirement_id, Number(row.count));
  return counts;
}

export function insertRequirement(db: DbOrTrx, eventId: number, fields: RequirementFields, createdBy: number): Promise<RequirementRow> {
  const now = nowIso();
  return db
    .insertInto('artwork_requirements')
    .values({ ...fields, event_id: eventId, created_by: createdBy, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateRequirement(db: DbOrTrx, id: number, fields: Partial<RequirementFields & Pick<RequirementRow, 'template_key' | 'template_name' | 'template_bytes'>>) {
  return db.updateTable('artwork_requirements').set({ ...fields, updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function setChosenCompanies(db: DbOrTrx, id: number, companyIds: readonly number[]): Promise<void> {
  await db.deleteFrom('artwork_requirement_companies').where('requirement_id', '=', id).execute();
  if (companyIds.length > 0) {
    await db.insertInto('artwork_requirement_companies').values(companyIds.map((company_id) => ({ requirement_id: id, company_id }))).execute();
  }
}

/** How many of these companies exhibit at the event. */
export async function exhibitorsAmong(db: DbOrTrx, eventId: number, companyIds: readonly number[]): Promise<number> {
  if (companyIds.length === 0) return 0;
  const row = await db
    .selectFrom('event_exhibitors')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('event_id', '=', eventId)
    .where('company_id', 'in', companyIds)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Deletes the requirement's row; what hangs on it (the companies it was chosen for, its uploads,
 * versions, reviews and extensions) goes with it by the foreign keys' cascade. Its stored files are
 * not touched: the caller plans their removal first (storedKeysOf, planRemoval).
 */
export async function deleteRequirement(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('artwork_requirements').where('id', '=', id).execute();
}

/** The requirement if it applies to the company at an event it exhibits at; else undefined. */
export function requirementForCompany(db: DbOrTrx, requirementId: number, companyId: number): Promise<RequirementRow | undefined> {
  return db
    .selectFrom('artwork_requirements')
    .selectAll()
    .where('id', '=', requirementId)
    .where((eb) => appliesToCompany(eb, companyId))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_exhibitors')
          .select(sql`1`.as('one'))
          .whereRef('event_exhibitors.event_id', '=', 'artwork_requirements.event_id')
          .where('event_exhibitors.company_id', '=', companyId),
      ),
    )
    .executeTakeFirst();
}
