import { ARTWORK_MESSAGES, type ArtworkVersion, checkRuns, type PreflightReport, ROLES, type SubmitBody, type VersionCheck, type VersionSubject } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import { nowIso } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/repository';
import { isGuest, reachedAmong, refuseOutsideReach } from '../guests/access';
import type { Actor } from '../events/actor';
import { deadlineFor, isLate } from '../requirements/deadlines';
import { extensionsOf } from '../requirements/extensions-repository';
import { printSizeOf } from '../requirements/repository';
import { readableRequirement } from '../requirements/service';
import type { RefuseLockedArtwork } from './artwork-lock';
import type { OnSubmitted } from './on-submitted';
import { checkedPageFindings, findCheck, progressOf, queueCheck } from './check-repository';
import { queueSubmissionDigests } from './submission-digest';
import { eventOfRequirement, findVersion, holdNumbering, markSubmitted, nextSubmissionNumber, toVersion, toVersions, versionSubjectRow, versionsOf } from './versions-repository';

const notFound = () => new AppError('notFound', { message: ARTWORK_MESSAGES.versionNotFound });

/**
 * A version the actor may see: a company only its own (another's is not there), drafts included;
 * staff per event, and only what was submitted (a draft is the company's own until it sends it);
 * a guest reviewer the versions at its stages.
 */
export async function readableVersion(db: DbOrTrx, actor: Actor, id: number): Promise<VersionRow> {
  const row = await findVersion(db, id);
  if (!row) throw notFound();
  if (isGuest(actor)) {
    await refuseOutsideReach(db, actor, row);
    return row;
  }
  if (actor.user.role === ROLES.exhibitor) {
    if (row.company_id !== actor.companyId) throw notFound();
    return row;
  }
  await readableRequirement(db, actor, row.requirement_id);
  if (row.submitted_at === null) throw notFound();
  return row;
}

export async function getVersion(db: Db, actor: Actor, id: number): Promise<ArtworkVersion> {
  return toVersion(db, await readableVersion(db, actor, id));
}

/**
 * A requirement's versions, newest first: a company its own, drafts among them; staff one
 * company's, or everyone's, and only what was submitted.
 */
export async function listVersions(db: Db, actor: Actor, requirementId: number, companyId: number | undefined): Promise<ArtworkVersion[]> {
  // A guest: the versions that reached its stages, and no others.
  if (isGuest(actor)) return toVersions(db, await reachedAmong(db, actor, await versionsOf(db, requirementId, companyId, false)));
  await readableRequirement(db, actor, requirementId);
  if (actor.user.role === ROLES.exhibitor) {
    if (companyId !== undefined && companyId !== actor.companyId) throw new AppError('notFound', { message: ARTWORK_MESSAGES.requirementNotFound });
    return toVersions(db, await versionsOf(db, requirementId, actor.companyId ?? 0, true));
  }
  return toVersions(db, await versionsOf(db, requirementId, companyId, false));
}

/**
 * Submits a version for review. A file whose check found errors cannot be; warnings must be
 * acknowledged. The version's bytes and report stay as they are; only the times are set. The
 * organisers' digest and the first approval stage's email are queued with it.
 */
export async function submitVersion(db: Db, hooks: { refuseWhileLocked: RefuseLockedArtwork; onSubmitted: OnSubmitted }, actor: Actor, id: number, body: SubmitBody): Promise<ArtworkVersion> {
  return db.transaction().execute(async (trx) => {
    const row = await readableVersion(trx, actor, id);
    if (row.submitted_at !== null) throw new AppError('conflict', { message: ARTWORK_MESSAGES.alreadySubmitted });
    await hooks.refuseWhileLocked(trx, row.requirement_id, row.company_id);
    // The report is whole only once its check is done: until then it cannot be judged.
    const check = await findCheck(trx, id);
    if (check?.state === 'failed') throw new AppError('conflict', { message: ARTWORK_MESSAGES.checkFailed });
    if (check && check.state !== 'done') throw new AppError('conflict', { message: ARTWORK_MESSAGES.checkNotDone });
    if (row.preflight_outcome === 'errors') throw new AppError('invalidRequest', { message: ARTWORK_MESSAGES.submitBlocked });
    if (row.preflight_outcome === 'warnings' && !body.acknowledgeWarnings) {
      throw new AppError('invalidRequest', { message: ARTWORK_MESSAGES.warningsNotAcknowledged, errors: { acknowledgeWarnings: ARTWORK_MESSAGES.warningsNotAcknowledged } });
    }
    // Submitted, the draft becomes the next version reviewers see.
    await holdNumbering(trx, row.requirement_id);
    const submission = await nextSubmissionNumber(trx, row.requirement_id, row.company_id);
    const now = nowIso();
    const updated = await markSubmitted(trx, id, { submitted_at: now, submission, warnings_acknowledged_at: row.preflight_outcome === 'warnings' ? now : null });
    // Sent twice at once: the other request submitted it while this one waited for the numbering.
    if (!updated) throw new AppError('conflict', { message: ARTWORK_MESSAGES.alreadySubmitted });
    await recordAudit(trx, { actorId: actor.user.id, action: 'artwork.submit', subjectType: 'artwork', subjectId: id });
    const { event_id: eventId } = await eventOfRequirement(trx, row.requirement_id);
    await queueSubmissionDigests(trx, eventId, now);
    await hooks.onSubmitted(trx, updated);
    return toVersion(trx, updated);
  });
}

/** How a version's file check stands, with the findings of the pages done so far (the whole report's once done). */
async function checkOfRow(db: DbOrTrx, row: VersionRow): Promise<VersionCheck> {
  const report = JSON.parse(row.preflight) as PreflightReport;
  const progress = progressOf(await findCheck(db, row.id), report.facts.pageCount ?? 1);
  const running = checkRuns(progress);
  return { ...progress, findings: running ? await checkedPageFindings(db, row.id) : report.findings };
}

export async function checkOf(db: Db, actor: Actor, id: number): Promise<VersionCheck> {
  return checkOfRow(db, await readableVersion(db, actor, id));
}

/**
 * Staff run the file check again on a submitted version, against the requirement's rules as they
 * are now (after they changed): its new report replaces the old one once done. Refused while a
 * check of it runs. Audited here, and again when the new report replaces the old.
 */
export async function recheckVersion(db: Db, actor: Actor, id: number): Promise<VersionCheck> {
  return db.transaction().execute(async (trx) => {
    const row = await readableVersion(trx, actor, id);
    const check = await findCheck(trx, id);
    if (checkRuns(check)) throw new AppError('conflict', { message: ARTWORK_MESSAGES.checkRunning });
    await queueCheck(trx, id, actor.user.id);
    await recordAudit(trx, { actorId: actor.user.id, action: 'artwork.recheck', subjectType: 'artwork', subjectId: id });
    return checkOfRow(trx, row);
  });
}

/** Whose a version is, for which requirement of which event, against the company's own deadline. */
export async function subjectOf(db: Db, actor: Actor, id: number): Promise<VersionSubject> {
  const version = await readableVersion(db, actor, id);
  const row = await versionSubjectRow(db, version.requirement_id, version.company_id);
  const { deadline, extended } = deadlineFor({ id: row.requirementId, deadline: row.deadline }, row.companyId, await extensionsOf(db, [row.requirementId], [row.companyId]));
  return {
    event: { id: row.eventId, name: row.event, timeZone: row.time_zone },
    requirement: { id: row.requirementId, name: row.requirement },
    printSize: printSizeOf(row),
    company: { id: row.companyId, name: row.company_name, booth: row.booth ?? null },
    deadline,
    extended,
    late: isLate(version.submitted_at, deadline),
  };
}
