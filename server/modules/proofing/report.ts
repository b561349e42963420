import sharp from 'sharp';
import { APPROVAL_FLOW_TEXTS, DIFFERENCE_TEXTS, formatInstant, type PreflightReport, PROOF_REPORT_TEXTS as T, REVIEW_TEXTS, type ReviewReason, versionName } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { ReviewRow, VersionRow } from '../../db/tables/artwork';
import type { Storage } from '../../storage/storage';
import type { Actor } from '../events/actor';
import { printSizeOf } from '../requirements/repository';
import { findVersion } from '../uploads/versions-repository';
import { readableVersion } from '../uploads/versions-service';
import { openCroppers } from './annotation-crop';
import { changesMadeLines, changesMadeOn } from './changes-made';
import { translatorFor } from '../../../src/api/contract/i18n/translate';
import { annotationsShownWith, namesOf, repliesOf, storedFilesOf } from './annotations-repository';
import { decisionProofsOf } from './report-decisions';
import { reportFindingsOf } from './report-findings';
import { renderProofReport, type ReportAnnotation, type ReportContent } from './report-pdf';
import { decisionsOnVersion, reportSubjectOf } from './report-repository';

/** The version's thumbnail as a PNG of its first page, or null when it has none (or it is gone). */
async function previewOf(storage: Storage, version: VersionRow): Promise<ReportContent['preview']> {
  if (!version.thumbnail_key) return null;
  try {
    const stream = await storage.open(version.thumbnail_key);
    const { data, info } = await sharp(Buffer.concat(await stream.toArray())).png().toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    // A preview is a help: the report is still whole without one.
    return null;
  }
}

/**
 * A version's annotations: under the numbers they were given, each with its thread and a crop of
 * the artwork round it (on whichever page it is). On an approved version, a note still open when it
 * was approved says so.
 */
async function annotationsOf(db: DbOrTrx, storage: Storage, version: VersionRow, approvedAt: string | null, when: (instant: string) => string): Promise<ReportAnnotation[]> {
  const rows = await annotationsShownWith(db, version);
  const files = new Map((await storedFilesOf(db, [...new Set(rows.map((row) => row.version_id))])).map((file) => [file.id, file]));
  const replies = await repliesOf(
    db,
    rows.map((row) => row.id),
  );
  const names = await namesOf(db, [...rows.flatMap((row) => [row.author_id, row.resolved_by]), ...replies.map((reply) => reply.author_id)]);
  const who = (id: number | null) => (id === null ? undefined : names.get(id)) ?? T.someone;
  const statusOf = (row: (typeof rows)[number]) => {
    const resolved = row.resolved_at === null ? null : T.resolved(who(row.resolved_by), when(row.resolved_at));
    const openAtApproval = approvedAt !== null && row.created_at <= approvedAt && (row.resolved_at === null || row.resolved_at > approvedAt);
    if (openAtApproval) return resolved ? `${T.openAtApproval}; ${resolved}` : T.openAtApproval;
    return resolved ?? T.open;
  };
  const annotations: ReportAnnotation[] = [];
  const croppers = openCroppers(storage, files);
  // One at a time: a crop reads a whole image, or renders a PDF page (once for all its notes).
  try {
    for (const row of rows) annotations.push({
      number: row.number,
      page: row.page,
      x: row.x,
      y: row.y,
      w: row.w,
      h: row.h,
      heading: [row.w > 0 && row.h > 0 ? T.box : T.pin, ...(version.format === 'pdf' ? [T.onPage(row.page)] : []), ...(row.version_id === version.id ? [] : [T.fromVersion(versionName(row.submission))])].join(', '),
      byline: T.by(who(row.author_id), when(row.created_at)),
      body: row.body,
      replies: replies.filter((reply) => reply.annotation_id === row.id).map((reply) => ({ byline: T.reply(who(reply.author_id), when(reply.created_at)), body: reply.body })),
      status: statusOf(row),
      crop: await croppers.crop(row.version_id, row),
    });
  } finally {
    await croppers.close();
  }
  return annotations;
}

/** A decision as the report names it: with changes if it asked for them, and at its flow's stage if it had one. */
const decisionLabel = (decision: ReviewRow) => {
  const label = decision.with_changes === 1 ? APPROVAL_FLOW_TEXTS.withChanges : REVIEW_TEXTS.decisions[decision.decision];
  return decision.stage_name === null ? label : T.atStage(label, decision.stage_name);
};

/** When the version was approved, if its latest decision is an approval that settled it (the flow's last needed one). */
const approvedAt = (decisions: readonly ReviewRow[]) => {
  const latest = decisions.at(-1);
  return latest?.decision === 'approved' && latest.settles === 1 ? latest.created_at : null;
};

/** What the report of a stored version holds, worded in the event's time zone. */
async function contentOf(db: DbOrTrx, storage: Storage, version: VersionRow): Promise<{ fileName: string; content: ReportContent }> {
  const subject = await reportSubjectOf(db, version.requirement_id, version.company_id);
  const size = printSizeOf(subject);
  const when = (instant: string) => formatInstant(instant, subject.time_zone);
  const name = versionName(version.submission);
  const preflight = JSON.parse(version.preflight) as PreflightReport;
  const decisions = await decisionsOnVersion(db, version.id);
  const proofs = await decisionProofsOf(db, version, decisions, when);
  const reviewers = await namesOf(
    db,
    decisions.map((decision) => decision.reviewer_id),
  );
  const reasonsOf = (reasons: string) =>
    reasons
      .split(',')
      .filter(Boolean)
      .map((reason) => REVIEW_TEXTS.reasons[reason as ReviewReason])
      .join(', ');
  return {
    fileName: T.fileName(subject.requirement, name),
    content: {
      title: T.title,
      lines: [
        T.subject(subject.company, subject.requirement, subject.event),
        T.version(name, version.original_name),
        T.printedSize(size.widthMm, size.heightMm, size.bleedMm),
        T.madeAt(when(new Date().toISOString())),
      ],
      preview: await previewOf(storage, version),
      annotations: await annotationsOf(db, storage, version, approvedAt(decisions), when),
      changes: { title: DIFFERENCE_TEXTS.carriedTitle, ...changesMadeLines(await changesMadeOn(db, version), translatorFor('en')) },
      fileCheck: { outcome: T.outcomes[preflight.outcome], findings: preflight.findings.map((finding) => `${T.severities[finding.severity]}: ${finding.message}`) },
      placedFindings: await reportFindingsOf(storage, version, preflight),
      decisions: decisions.map((decision) => ({
        line: T.decisionBy(decisionLabel(decision), (decision.reviewer_id === null ? undefined : reviewers.get(decision.reviewer_id)) ?? T.someone, when(decision.created_at)),
        comment: decision.comment,
        reasons: reasonsOf(decision.reasons) ? T.reasons(reasonsOf(decision.reasons)) : null,
        proof: proofs.get(decision.id) ?? [],
      })),
    },
  };
}

/** The proof report of a version as a PDF, with its file name. */
async function proofReportOfVersion(db: DbOrTrx, storage: Storage, version: VersionRow): Promise<{ fileName: string; pdf: Uint8Array }> {
  const { fileName, content } = await contentOf(db, storage, version);
  return { fileName, pdf: await renderProofReport(content) };
}

/** The proof report of a stored version, by its id, for whoever was already let in (the printer's ZIP). */
export async function storedProofReport(db: DbOrTrx, storage: Storage, versionId: number): Promise<Uint8Array> {
  const version = await findVersion(db, versionId);
  if (!version) throw new Error(`Version ${versionId} is gone`);
  return (await proofReportOfVersion(db, storage, version)).pdf;
}

/** The proof report of a version the actor may read: the event's reviewers and the version's company. */
export async function proofReportOf(db: DbOrTrx, storage: Storage, actor: Actor, versionId: number) {
  return proofReportOfVersion(db, storage, await readableVersion(db, actor, versionId));
}
