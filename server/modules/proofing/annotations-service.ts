import { type Annotation, type AnnotationChange, type AnnotationInput, ANNOTATION_MESSAGES, type AnnotationPage, type Place } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import type { Actor } from '../events/actor';
import { latestSubmittedVersion } from '../uploads/versions-repository';
import { readableVersion } from '../uploads/versions-service';
import { annotationsShownWith, changeAnnotation as changeAnnotationRow, insertAnnotation, insertReply, setResolution, type PlacedAnnotation } from './annotations-repository';
import { pagesOf } from './pages';
import { annotationPageOf, toWebAnnotations } from './web-annotation';

/**
 * Who may see and write a version's annotations is who may see the version: the event's reviewers
 * (its organisers, Owner/Admin, admin) once it is submitted, and the company whose version it is.
 * Another company's version is not there (404); an event that is not the organiser's is 403.
 */
const proofedVersion = (db: DbOrTrx, actor: Actor, versionId: number) => readableVersion(db, actor, versionId);

/** A version whose annotations may change: a draft is the company's own, not yet in review. */
async function inReview(db: DbOrTrx, actor: Actor, versionId: number): Promise<VersionRow> {
  const version = await proofedVersion(db, actor, versionId);
  if (version.submitted_at === null) throw new AppError('conflict', { message: ANNOTATION_MESSAGES.draftNotInReview });
  return version;
}

/**
 * The company places its notes on its newest submitted version, the one in review; an earlier one
 * it reads and answers. Reviewers may note any submitted version.
 */
async function placeable(db: DbOrTrx, actor: Actor, version: VersionRow): Promise<VersionRow> {
  if (actor.companyId === null) return version;
  const newest = await latestSubmittedVersion(db, version.requirement_id, version.company_id);
  if (newest?.id !== version.id) throw new AppError('conflict', { message: ANNOTATION_MESSAGES.placeOnNewest });
  return version;
}

/** One annotation as the review of `version` shows it; 404 when it is not among them. */
async function shownAnnotation(db: DbOrTrx, version: VersionRow, annotationId: number): Promise<PlacedAnnotation> {
  const [row] = await annotationsShownWith(db, version, annotationId);
  if (!row) throw new AppError('notFound', { message: ANNOTATION_MESSAGES.annotationNotFound });
  return row;
}

/** A place on a page the version has; else 400 naming the selector. */
function checkedPlace(version: VersionRow, place: Place): Place {
  const pages = pagesOf(version);
  if (place.page > pages) {
    const message = ANNOTATION_MESSAGES.pageBeyond(place.page, pages);
    throw new AppError('invalidRequest', { message, errors: { 'target.selector': message } });
  }
  return place;
}

async function shownAs(db: DbOrTrx, appUrl: string, version: VersionRow, annotationId: number): Promise<Annotation> {
  return (await toWebAnnotations(db, appUrl, [await shownAnnotation(db, version, annotationId)], version.id))[0]!;
}

export async function listAnnotations(db: Db, appUrl: string, actor: Actor, versionId: number): Promise<AnnotationPage> {
  const version = await proofedVersion(db, actor, versionId);
  return annotationPageOf(appUrl, version.id, await toWebAnnotations(db, appUrl, await annotationsShownWith(db, version), version.id));
}

export async function createAnnotation(db: Db, appUrl: string, actor: Actor, versionId: number, input: AnnotationInput): Promise<Annotation> {
  return db.transaction().execute(async (trx) => {
    const version = await placeable(trx, actor, await inReview(trx, actor, versionId));
    const id = await insertAnnotation(trx, version, checkedPlace(version, input.target.selector), input.body.value, actor.user.id);
    await recordAudit(trx, { actorId: actor.user.id, action: 'artwork.annotate', subjectType: 'artwork', subjectId: version.id });
    return shownAs(trx, appUrl, version, id);
  });
}

export async function replyToAnnotation(db: Db, appUrl: string, actor: Actor, versionId: number, annotationId: number, text: string): Promise<Annotation> {
  return db.transaction().execute(async (trx) => {
    const version = await inReview(trx, actor, versionId);
    await insertReply(trx, (await shownAnnotation(trx, version, annotationId)).id, text, actor.user.id);
    await recordAudit(trx, { actorId: actor.user.id, action: 'artwork.annotation-reply', subjectType: 'artwork', subjectId: version.id });
    return shownAs(trx, appUrl, version, annotationId);
  });
}

/** Moves or rewords an annotation: its author's, on the version it was placed on. */
export async function changeAnnotation(db: Db, appUrl: string, actor: Actor, versionId: number, annotationId: number, change: AnnotationChange): Promise<Annotation> {
  return db.transaction().execute(async (trx) => {
    const version = await inReview(trx, actor, versionId);
    const row = await shownAnnotation(trx, version, annotationId);
    if (row.author_id !== actor.user.id) throw new AppError('forbidden', { message: ANNOTATION_MESSAGES.notAuthor });
    if (row.version_id !== version.id) throw new AppError('conflict', { message: ANNOTATION_MESSAGES.carriedStays });
    await changeAnnotationRow(trx, row.id, { place: change.target && checkedPlace(version, change.target.selector), body: change.body?.value });
    return shownAs(trx, appUrl, version, annotationId);
  });
}

/** Resolves an open annotation, or reopens a resolved one, as seen from the review of `versionId`; recorded in the audit log. */
export async function resolveAnnotation(db: Db, appUrl: string, actor: Actor, versionId: number, annotationId: number, resolved: boolean): Promise<Annotation> {
  return db.transaction().execute(async (trx) => {
    const version = await inReview(trx, actor, versionId);
    const row = await shownAnnotation(trx, version, annotationId);
    if (!(await setResolution(trx, row.id, resolved ? { by: actor.user.id, onVersionId: version.id } : null))) {
      throw new AppError('conflict', { message: resolved ? ANNOTATION_MESSAGES.alreadyResolved : ANNOTATION_MESSAGES.alreadyOpen });
    }
    await recordAudit(trx, { actorId: actor.user.id, action: resolved ? 'artwork.annotation-resolve' : 'artwork.annotation-reopen', subjectType: 'artwork', subjectId: row.version_id });
    return shownAs(trx, appUrl, version, annotationId);
  });
}
