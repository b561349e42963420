import { personName, type Place } from '../../../src/api/contract';
import { type DbOrTrx, nowIso } from '../../db/schema';
import type { AnnotationRow, ReplyRow } from '../../db/tables/proofing';
import type { ArtworkFormat } from '../../../src/api/contract';

/** An annotation with the version it was placed on: its number for reviewers, and its format (a PDF's places name their page). */
export type PlacedAnnotation = AnnotationRow & { submission: number | null; format: ArtworkFormat };

export interface VersionScope {
  id: number;
  requirement_id: number;
  company_id: number;
  version: number;
}

const annotationsWithVersion = (db: DbOrTrx) =>
  db.selectFrom('artwork_annotations as a').innerJoin('artwork_versions as v', 'v.id', 'a.version_id').selectAll('a').select(['v.submission', 'v.format']);

/**
 * What the review of a version shows, oldest first: the annotations placed on it, and those placed
 * on the company's earlier submitted versions of the requirement that are still open (or were
 * resolved while this version was reviewed). `only` narrows it to one annotation.
 */
export function annotationsShownWith(db: DbOrTrx, version: VersionScope, only?: number): Promise<PlacedAnnotation[]> {
  let query = annotationsWithVersion(db)
    .where('v.requirement_id', '=', version.requirement_id)
    .where('v.company_id', '=', version.company_id)
    .where((eb) =>
      eb.or([
        eb('a.version_id', '=', version.id),
        eb.and([
          eb('v.version', '<', version.version),
          eb('v.submitted_at', 'is not', null),
          eb.or([eb('a.resolved_at', 'is', null), eb('a.resolved_on_version_id', '=', version.id)]),
        ]),
      ]),
    );
  if (only !== undefined) query = query.where('a.id', '=', only);
  return query.orderBy('a.id').execute();
}

/** The replies of these annotations, oldest first. */
export function repliesOf(db: DbOrTrx, annotationIds: readonly number[]): Promise<ReplyRow[]> {
  if (annotationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('artwork_annotation_replies').selectAll().where('annotation_id', 'in', annotationIds).orderBy('id').execute();
}

/** "First Last" of each of these accounts that still exists. */
export async function namesOf(db: DbOrTrx, userIds: readonly (number | null)[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const users = await db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('id', 'in', ids).execute();
  return new Map(users.map((user) => [user.id, personName(user)]));
}

/**
 * The next note number of a company's versions of a requirement, taken in one statement (two notes
 * placed at once get two numbers) and never given again.
 */
async function takeNoteNumber(db: DbOrTrx, version: VersionScope): Promise<number> {
  const row = await db
    .insertInto('artwork_annotation_numbers')
    .values({ requirement_id: version.requirement_id, company_id: version.company_id, last_number: 1 })
    .onConflict((conflict) => conflict.columns(['requirement_id', 'company_id']).doUpdateSet((eb) => ({ last_number: eb('artwork_annotation_numbers.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** Places a note on a version, under the next number of its company and requirement. */
export async function insertAnnotation(db: DbOrTrx, version: VersionScope, place: Place, body: string, authorId: number): Promise<number> {
  const now = nowIso();
  const number = await takeNoteNumber(db, version);
  const row = await db
    .insertInto('artwork_annotations')
    .values({ version_id: version.id, number, ...place, body, author_id: authorId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function changeAnnotation(db: DbOrTrx, id: number, change: { place?: Place; body?: string }): Promise<void> {
  await db
    .updateTable('artwork_annotations')
    .set({ ...change.place, ...(change.body === undefined ? {} : { body: change.body }), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function insertReply(db: DbOrTrx, annotationId: number, body: string, authorId: number): Promise<void> {
  await db.insertInto('artwork_annotation_replies').values({ annotation_id: annotationId, body, author_id: authorId, created_at: nowIso() }).execute();
}

/**
 * Resolves (with who and on which version) or reopens an annotation, only from the other state:
 * false when it was already so (two people clicking at once change it once).
 */
export async function setResolution(db: DbOrTrx, id: number, resolution: { by: number; onVersionId: number } | null): Promise<boolean> {
  const result = await db
    .updateTable('artwork_annotations')
    .set(resolution ? { resolved_at: nowIso(), resolved_by: resolution.by, resolved_on_version_id: resolution.onVersionId } : { resolved_at: null, resolved_by: null, resolved_on_version_id: null })
    .where('id', '=', id)
    .where('resolved_at', resolution ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Where the files of these versions are stored, and their format. */
export function storedFilesOf(db: DbOrTrx, versionIds: readonly number[]) {
  if (versionIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('artwork_versions').select(['id', 'format', 'storage_key', 'thumbnail_key']).where('id', 'in', versionIds).execute();
}
