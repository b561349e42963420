import type { ArtworkVersion, PreflightReport } from '../../../src/api/contract';
import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import type { ArtworkVersionsTable, VersionRow } from '../../db/tables/artwork';
import { checksOf, progressOf } from './check-repository';

export const versionUrls = (id: number, hasThumbnail: boolean) => ({
  fileUrl: `/api/artwork/version/${id}/file`,
  thumbnailUrl: hasThumbnail ? `/api/artwork/version/${id}/thumbnail` : null,
});

/** Version rows as the API answers them, with the name of who uploaded each. */
export async function toVersions(db: DbOrTrx, rows: readonly VersionRow[]): Promise<ArtworkVersion[]> {
  const userIds = [...new Set(rows.map((row) => row.uploaded_by).filter((id): id is number => id !== null))];
  const users = userIds.length === 0 ? [] : await db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('id', 'in', userIds).execute();
  const names = new Map(users.map((user) => [user.id, `${user.firstname} ${user.lastname}`]));
  const checks = await checksOf(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const preflight = JSON.parse(row.preflight) as PreflightReport;
    return {
      id: row.id,
      requirementId: row.requirement_id,
      companyId: row.company_id,
      version: row.submission,
      originalName: row.original_name,
      format: row.format,
      mime: row.mime,
      bytes: Number(row.bytes),
      sha256: row.sha256,
      preflight,
      check: progressOf(checks.get(row.id), preflight.facts.pageCount ?? 1),
      ...versionUrls(row.id, row.thumbnail_key !== null),
      uploadedBy: row.uploaded_by === null ? null : (names.get(row.uploaded_by) ?? null),
      createdAt: row.created_at,
      submittedAt: row.submitted_at,
      warningsAcknowledgedAt: row.warnings_acknowledged_at,
    };
  });
}

export const toVersion = async (db: DbOrTrx, row: VersionRow) => (await toVersions(db, [row]))[0]!;

export function findVersion(db: DbOrTrx, id: number): Promise<VersionRow | undefined> {
  return db.selectFrom('artwork_versions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A company's files for a requirement, newest first: with its drafts for the company itself, its submitted versions alone for reviewers. */
export function versionsOf(db: DbOrTrx, requirementId: number, companyId: number | undefined, withDrafts: boolean): Promise<VersionRow[]> {
  let query = db.selectFrom('artwork_versions').selectAll().where('requirement_id', '=', requirementId);
  if (companyId !== undefined) query = query.where('company_id', '=', companyId);
  if (!withDrafts) query = query.where('submitted_at', 'is not', null);
  return query.orderBy('id', 'desc').execute();
}

/** A company's latest submitted version for a requirement. */
export function latestSubmittedVersion(db: DbOrTrx, requirementId: number, companyId: number): Promise<VersionRow | undefined> {
  return db
    .selectFrom('artwork_versions')
    .selectAll()
    .where('requirement_id', '=', requirementId)
    .where('company_id', '=', companyId)
    .where('submitted_at', 'is not', null)
    .orderBy('version', 'desc')
    .executeTakeFirst();
}

/** Every submitted version, oldest first, on one event or all; with an organiser, only on the events assigned to them. */
export function submittedVersions(db: DbOrTrx, eventId: number | undefined, organiserId: number | undefined): Promise<VersionRow[]> {
  let query = db
    .selectFrom('artwork_versions as v')
    .innerJoin('artwork_requirements as r', 'r.id', 'v.requirement_id')
    .selectAll('v')
    .where('v.submitted_at', 'is not', null)
    .orderBy('v.submitted_at')
    .orderBy('v.id');
  if (eventId !== undefined) query = query.where('r.event_id', '=', eventId);
  if (organiserId !== undefined) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('event_organiser_assignments as a').select('a.event_id').whereRef('a.event_id', '=', 'r.event_id').where('a.organiser_id', '=', organiserId)),
    );
  }
  return query.execute();
}

/**
 * For each of these requirements, a company's latest version and its latest submitted one (the
 * same row when the latest is submitted), newest first: never its whole history, which grows with
 * every upload. The numbers are picked through the (requirement, company, version) index.
 */
export function latestVersionsOf(db: DbOrTrx, companyId: number, requirementIds: readonly number[]): Promise<VersionRow[]> {
  if (requirementIds.length === 0) return Promise.resolve([]);
  const newest = db
    .selectFrom('artwork_versions')
    .select((eb) => [
      'requirement_id',
      eb.fn.max('version').as('latest'),
      eb.fn.max(eb.case().when('submitted_at', 'is not', null).then(eb.ref('version')).end()).as('submitted'),
    ])
    .where('company_id', '=', companyId)
    .where('requirement_id', 'in', requirementIds)
    .groupBy('requirement_id')
    .as('newest');
  return db
    .selectFrom('artwork_versions as v')
    .innerJoin(newest, 'newest.requirement_id', 'v.requirement_id')
    .selectAll('v')
    .where('v.company_id', '=', companyId)
    .where((eb) => eb.or([eb('v.version', '=', eb.ref('newest.latest')), eb('v.version', '=', eb.ref('newest.submitted'))]))
    .orderBy('v.version', 'desc')
    .execute();
}

/**
 * Takes the requirement's row until the transaction ends (a write, so on SQLite the transaction
 * is a writer from its start): two versions made at once for it, on any process, read and take
 * their numbers one after the other instead of both reading the same next one.
 */
export async function holdNumbering(trx: DbOrTrx, requirementId: number): Promise<void> {
  await trx
    .updateTable('artwork_requirements')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', requirementId)
    .execute();
}

/**
 * The next number of a company's sequence for a requirement (hold the numbering first): of its
 * uploads, each stored file's own (`version`), or of its submissions, the one reviewers see.
 */
async function nextNumber(db: DbOrTrx, requirementId: number, companyId: number, sequence: 'version' | 'submission'): Promise<number> {
  const row = await db
    .selectFrom('artwork_versions')
    .select((eb) => eb.fn.max(sequence).as('latest'))
    .where('requirement_id', '=', requirementId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.latest ?? 0) + 1;
}

export const nextVersionNumber = (db: DbOrTrx, requirementId: number, companyId: number) => nextNumber(db, requirementId, companyId, 'version');

export const nextSubmissionNumber = (db: DbOrTrx, requirementId: number, companyId: number) => nextNumber(db, requirementId, companyId, 'submission');

/** Bytes a company keeps: its stored versions and the uploads it has under way. */
export async function bytesHeldBy(db: DbOrTrx, companyId: number): Promise<number> {
  const [stored, pending] = await Promise.all([
    db.selectFrom('artwork_versions').select((eb) => eb.fn.sum<number>('bytes').as('total')).where('company_id', '=', companyId).executeTakeFirst(),
    db.selectFrom('artwork_uploads').select((eb) => eb.fn.sum<number>('bytes').as('total')).where('company_id', '=', companyId).executeTakeFirst(),
  ]);
  return Number(stored?.total ?? 0) + Number(pending?.total ?? 0);
}

export function insertVersion(db: DbOrTrx, version: Insertable<ArtworkVersionsTable>): Promise<VersionRow> {
  return db.insertInto('artwork_versions').values(version).returningAll().executeTakeFirstOrThrow();
}

/** Submits a draft; undefined when it was submitted already. */
export function markSubmitted(db: DbOrTrx, id: number, fields: { submitted_at: string; submission: number; warnings_acknowledged_at: string | null }): Promise<VersionRow | undefined> {
  return db
    .updateTable('artwork_versions')
    .set(fields)
    .where('id', '=', id)
    .where('submitted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function eventOfRequirement(db: DbOrTrx, requirementId: number) {
  return db.selectFrom('artwork_requirements').select('event_id').where('id', '=', requirementId).executeTakeFirstOrThrow();
}

/** A version's requirement (with its printed size), event, company and booth, with the requirement's own deadline. */
export function versionSubjectRow(db: DbOrTrx, requirementId: number, companyId: number) {
  return db
    .selectFrom('artwork_requirements as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .innerJoin('exhibiting_companies as c', (join) => join.on('c.id', '=', companyId))
    .leftJoin('event_exhibitors as x', (join) => join.onRef('x.event_id', '=', 'e.id').onRef('x.company_id', '=', 'c.id'))
    .select(['r.id as requirementId', 'r.name as requirement', 'r.deadline', 'r.width_mm', 'r.height_mm', 'r.bleed_mm', 'e.id as eventId', 'e.name as event', 'e.time_zone', 'c.id as companyId', 'c.company_name', 'x.booth'])
    .where('r.id', '=', requirementId)
    .executeTakeFirstOrThrow();
}
