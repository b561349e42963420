import { APPROVAL_FLOW_MESSAGES, type ArtworkReview, type QueueItem, type ReopenBody, refusalOf, REVIEW_CHECKLIST_MESSAGES, stageKeyOf, REVIEW_MESSAGES, type ReviewBody, ROLES } from '../../../src/api/contract';
import type { Db, DbOrTrx } from '../../db/schema';
import { nowIso } from '../../db/schema';
import type { ReviewRow, VersionRow } from '../../db/tables/artwork';
import { AppError } from '../../lib/app-error';
import { sha256OfStream } from '../../lib/sha256';
import { recordAudit } from '../audit/repository';
import { queueEmails } from '../mail/queue';
import type { Actor } from '../events/actor';
import { findEventsByIds } from '../events/repository';
import { toUpcomingEvent } from '../events/service';
import { pairKey } from '../requirements/deadlines';
import { decisionEmail } from './decision-email';
import { type ChangesMade, changesMadeOn } from '../proofing/changes-made';
import { type DecisionNotes, openNotesOf } from '../proofing/decision-notes';
import { isMissingFile, type Storage } from '../../storage/storage';
import { findRequirement, findRequirementsByIds, printSizeOf } from '../requirements/repository';
import { isGuest, reachedAmong } from '../guests/access';
import { refuseGuestElsewhere } from './guest-reach';
import { changeableRequirement, readableRequirement, toRequirements } from '../requirements/service';
import { companiesWithBooths, decisionOn, decisionRecipient, insertReviewRow, reviewsOf, reviewsOfRequirements, toReviews } from './repository';
import { translatorFor } from '../../../src/api/contract/i18n/translate';
import { DEFAULT_LOCALE } from '../../../src/api/contract/i18n/locales';
import { refuseUntilTicked } from './checklist-service';
import { decidableVersion, reviewableVersion } from './decidable';
import { standingOf } from './standing';
import { waitingStagesOf } from './waiting-stages';
import { queueStageOpened } from './stage-emails';
import { awaitingActor, type FlowPlace, flowPlaceOf, standingAfter } from './flow-standing';
import { findVersion, submittedVersions, toVersions, versionsOf } from '../uploads/versions-repository';

/** Where a decision was made in the version's flow, and whether it settled the version. A reopening is at no stage and settles. */
interface DecisionPlace {
  stage: number | null;
  stageName: string | null;
  withChanges: boolean;
  settles: boolean;
}
const REOPENING: DecisionPlace = { stage: null, stageName: null, withChanges: false, settles: true };

async function insertReview(db: DbOrTrx, actor: Actor, version: VersionRow, decision: ArtworkReview['decision'], comment: string | null, reasons: readonly string[], place: DecisionPlace, notes: DecisionNotes | null = null, changes: ChangesMade | null = null) {
  // Each decision keeps the checksum of the file it was made on: the version's, checked against the stored bytes first.
  const row = await insertReviewRow(db, {
    version_id: version.id,
    requirement_id: version.requirement_id,
    company_id: version.company_id,
    decision,
    comment,
    reasons: reasons.join(','),
    reviewer_id: actor.user.id,
    created_at: nowIso(),
    sha256: version.sha256,
    stage: place.stage,
    stage_name: place.stageName,
    with_changes: place.withChanges ? 1 : 0,
    settles: place.settles ? 1 : 0,
  });
  // A review keeps its decision; a reopening, the reason given for it (its action says what it was).
  const audit = decision === 'reopened' ? { action: 'artwork.reopen' as const, detail: comment ?? '' } : { action: 'artwork.review' as const, detail: decision };
  await recordAudit(db, { actorId: actor.user.id, subjectType: 'artwork', subjectId: version.id, ...audit });
  const review = (await toReviews(db, [row]))[0]!;
  // The company hears of each decision that settles its version by an email queued with it; a stage's decision that leaves it in review is the reviewers' own.
  const email = place.settles ? await decisionEmail(db, review, notes, changes) : null;
  if (email) await queueEmails(db, [email]);
  return review;
}

/** What a decision's email needs beyond the database: the stored files its crops come from, and the app's address. */
export interface DecisionDeps {
  storage: Storage;
  appUrl: string;
}

/**
 * The open annotations a request for changes gathers, with their crops. Image work: made before the
 * decision's transaction (after the same access checks), so the database's writer is not held
 * while the crops are cut.
 */
async function notesForChanges(db: Db, deps: DecisionDeps, actor: Actor, versionId: number): Promise<DecisionNotes | null> {
  const version = await findVersion(db, versionId);
  if (!version || version.submitted_at === null) return null;
  await reviewableVersion(db, actor, versionId);
  const requirement = (await findRequirement(db, version.requirement_id))!;
  // Worded in the language of the company the decision's email goes to.
  const recipient = await decisionRecipient(db, version.company_id, version.requirement_id);
  return openNotesOf(db, deps.storage, deps.appUrl, version, printSizeOf(requirement), translatorFor(recipient?.language ?? DEFAULT_LOCALE));
}

/**
 * The SHA-256 of the version's bytes as storage holds them now, read after the same access checks
 * as the decision and before its transaction, so the database's writer is not held while a large
 * file is read.
 */
async function storedHashFor(db: Db, deps: DecisionDeps, actor: Actor, versionId: number): Promise<string | null> {
  const version = await reviewableVersion(db, actor, versionId);
  try {
    return await sha256OfStream(await deps.storage.open(version.storage_key));
  } catch (error) {
    // A stored file gone missing is no file to decide on (refused below); any other failure stays one.
    if (isMissingFile(error)) return null;
    throw error;
  }
}

/** Refuses a reviewer who may not decide at the version's open stage now: not one of its reviewers (403), or already decided there (409). */
function refuseOutsideStage(place: FlowPlace, actor: Actor): void {
  const refusal = refusalOf(place.rules, place.standing, actor.user.id);
  if (refusal?.kind === 'notAtStage') throw new AppError('forbidden', { message: APPROVAL_FLOW_MESSAGES.notAtStage(refusal.stage) });
  if (refusal?.kind === 'alreadyDecided') throw new AppError('conflict', { message: APPROVAL_FLOW_MESSAGES.alreadyDecidedAtStage(refusal.stage) });
  if (refusal?.kind === 'settled') throw new AppError('conflict', { message: REVIEW_MESSAGES.alreadyDecided });
}

/**
 * A reviewer's decision on the latest submitted version of a company's artwork, at the version's
 * open stage: approve (perhaps with changes) or ask for changes. Whether it settles the version is
 * the flow's rules' (approval-standing.ts) to say; only then does the company hear of it. A request
 * for changes gathers the open annotations into its email, and either says which notes carried
 * from the version before were changed at their place. The decision is made on the bytes the
 * reviewer was shown: the hash their screen sent must be the version's, and the stored file must
 * still hash to it. An approval waits for the reviewer's tick on every required checklist item.
 */
export async function reviewVersion(db: Db, deps: DecisionDeps, actor: Actor, versionId: number, body: ReviewBody): Promise<ArtworkReview> {
  const notes = body.decision === 'changes_requested' ? await notesForChanges(db, deps, actor, versionId) : null;
  const stored = await storedHashFor(db, deps, actor, versionId);
  return db.transaction().execute(async (trx) => {
    const version = await decidableVersion(trx, actor, versionId);
    const place = await flowPlaceOf(trx, version);
    // A guest decides at the stages it holds alone: any other is not there for it.
    if (isGuest(actor)) await refuseGuestElsewhere(trx, actor, version, place);
    refuseOutsideStage(place, actor);
    if (body.sha256 !== undefined && body.sha256 !== version.sha256) throw new AppError('conflict', { message: REVIEW_CHECKLIST_MESSAGES.hashMismatch });
    if (stored !== version.sha256) throw new AppError('conflict', { message: REVIEW_CHECKLIST_MESSAGES.fileChanged });
    if (body.decision === 'approved') await refuseUntilTicked(trx, actor, version);
    const stage = place.standing.stage!;
    // The default one stage of an event without a flow has no name of its own to keep.
    const stageName = stageKeyOf(place.rules[stage]!);
    const decided = { versionId: version.id, reviewerId: actor.user.id, decision: body.decision, withChanges: body.withChanges, stage, stageName, sha256: version.sha256, createdAt: nowIso() };
    const settles = standingAfter(place, version, [decided]).status !== 'in_progress';
    const decisionPlace = { stage, stageName, withChanges: body.withChanges, settles };
    // Which notes carried from the version before were acted on: read with the decision, so the email says what the reviewer saw.
    const review = await insertReview(trx, actor, version, body.decision, body.comment, body.reasons, decisionPlace, notes, await changesMadeOn(trx, version));
    // A decision that settled its stage opens the next: its reviewers hear of it with the decision.
    await queueStageOpened(trx, version, place.standing);
    return review;
  });
}

/** Lifts an approval, so that the company may upload and submit again; the reason is emailed and audited. */
export async function reopenRequirement(db: Db, actor: Actor, requirementId: number, body: ReopenBody): Promise<ArtworkReview> {
  return db.transaction().execute(async (trx) => {
    await changeableRequirement(trx, actor, requirementId);
    const standing = await standingOf(trx, requirementId, body.companyId);
    if (!standing.submitted || standing.decision !== 'approved') throw new AppError('conflict', { message: REVIEW_MESSAGES.notApproved });
    const review = await insertReview(trx, actor, standing.submitted, 'reopened', body.comment, [], REOPENING);
    // A reopening starts the flow again: its first stage's reviewers are told.
    await queueStageOpened(trx, standing.submitted, null);
    return review;
  });
}

/** The decisions on a company's artwork for a requirement, newest first: a company sees only its own. */
export async function listReviews(db: Db, actor: Actor, requirementId: number, companyId: number): Promise<ArtworkReview[]> {
  if (isGuest(actor)) {
    // A guest: the decisions on the versions that reached its stages, at every stage.
    const seen = new Set((await reachedAmong(db, actor, await versionsOf(db, requirementId, companyId, false))).map((version) => version.id));
    return toReviews(db, (await reviewsOf(db, requirementId, companyId)).filter((row) => seen.has(row.version_id)));
  }
  await readableRequirement(db, actor, requirementId);
  if (actor.user.role === ROLES.exhibitor && companyId !== actor.companyId) throw new AppError('notFound', { message: REVIEW_MESSAGES.notSubmitted });
  return toReviews(db, await reviewsOf(db, requirementId, companyId));
}

/** Submitted versions waiting for a decision on the events the reviewer may change, oldest first. */
export async function reviewQueueOf(db: Db, actor: Actor, eventId: number | undefined): Promise<QueueItem[]> {
  // An organiser sees only the events assigned to them.
  const organiserId = actor.user.role === ROLES.organizer ? (actor.organiserId ?? 0) : undefined;
  const submitted = await submittedVersions(db, eventId, organiserId);
  // Only the latest submitted version of each requirement and company, and only if undecided.
  const latest = new Map<string, VersionRow>();
  for (const row of submitted) latest.set(pairKey(row.requirement_id, row.company_id), row);
  const requirementIds = [...new Set([...latest.values()].map((row) => row.requirement_id))];
  const reviews = new Map<string, ReviewRow>();
  if (requirementIds.length > 0) {
    for (const review of await reviewsOfRequirements(db, requirementIds)) {
      reviews.set(pairKey(review.requirement_id, review.company_id), review);
    }
  }
  const undecided = [...latest.values()].filter((row) => {
    const decision = decisionOn(row.id, reviews.get(pairKey(row.requirement_id, row.company_id)));
    return decision === null || decision === 'reopened';
  });
  const waiting = await awaitingActor(db, actor, undecided);
  waiting.sort((a, b) => (a.submitted_at! < b.submitted_at! ? -1 : a.submitted_at! > b.submitted_at! ? 1 : a.id - b.id));
  return queueItemsOf(db, waiting);
}

/** Versions as a queue shows them, in the order given: each with its event, requirement and company (with its booth there). */
export async function queueItemsOf(db: DbOrTrx, waiting: readonly VersionRow[]): Promise<QueueItem[]> {
  if (waiting.length === 0) return [];
  const requirementRows = await findRequirementsByIds(db, [...new Set(waiting.map((row) => row.requirement_id))]);
  const requirements = await toRequirements(db, requirementRows);
  const events = await findEventsByIds(db, [...new Set(requirements.map((requirement) => requirement.eventId))]);
  const companies = await companiesWithBooths(db, [...new Set(waiting.map((row) => row.company_id))]);
  const versions = await toVersions(db, waiting);
  const stages = await waitingStagesOf(db, waiting, new Date());
  return waiting.map((row, index) => {
    const requirement = requirements.find((candidate) => candidate.id === row.requirement_id)!;
    const company = companies.find((candidate) => candidate.id === row.company_id && candidate.event_id === requirement.eventId) ?? companies.find((candidate) => candidate.id === row.company_id)!;
    return {
      event: toUpcomingEvent(events.find((event) => event.id === requirement.eventId)!),
      requirement,
      company: { id: company.id, name: company.company_name, booth: company.booth ?? null },
      version: versions[index]!,
      stage: stages.get(row.id) ?? null,
    };
  });
}
