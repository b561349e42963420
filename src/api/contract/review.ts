import * as z from 'zod/mini';
import { sha256Hex } from './approval-checklist';
import { waitingStage } from './approval-standing';
import { artworkVersion, requirement } from './artwork';
import { printable } from './common';
import { upcomingEvent } from './dashboard';
import { positiveId } from './ids';
import { APPROVAL_FLOW_MESSAGES, REVIEW_MESSAGES } from './texts';

/**
 * Review of submitted artwork: a reviewer (the event's organisers, Owner/Admin, admin) approves the
 * latest submitted version, or requests changes with a comment and reasons. Approval locks the
 * requirement for that company until a reviewer reopens it.
 */
export const REVIEW_REASONS = ['resolution', 'size', 'bleed', 'colour', 'branding', 'other'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const REVIEW_DECISIONS = ['approved', 'changes_requested', 'reopened'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_COMMENT_MAX = 2000;

export const artworkReview = z.object({
  id: z.number().check(z.int()),
  versionId: z.number().check(z.int()),
  version: z.number().check(z.int()),
  requirementId: z.number().check(z.int()),
  companyId: z.number().check(z.int()),
  decision: z.enum(REVIEW_DECISIONS),
  comment: z.nullable(z.string()),
  reasons: z.array(z.enum(REVIEW_REASONS)),
  reviewer: z.nullable(z.string()),
  reviewerId: z.nullable(z.number().check(z.int())),
  createdAt: z.string(),
  /** SHA-256 of the exact file decided on. */
  sha256: z.nullable(z.string()),
  /** The stage decided at: its position in the version's flow and its name then (null for a reopening, or a decision from before flows). */
  stage: z.nullable(z.number().check(z.int())),
  stageName: z.nullable(z.string()),
  /** An approval that asks for changes (made without another round). */
  withChanges: z.boolean(),
  /** Whether the version's standing changed with it: approved, sent back or reopened; a reviewer's decision that leaves the version in review does not. */
  settles: z.boolean(),
});
export type ArtworkReview = z.infer<typeof artworkReview>;

export const reviewsList = z.object({ reviews: z.array(artworkReview) });
export type ReviewsList = z.infer<typeof reviewsList>;

/** A reviewer's comment, emailed to the company: trimmed, printable text of at most REVIEW_COMMENT_MAX; missing is null. */
const reviewComment = z._default(
  z.nullish(z.string({ error: REVIEW_MESSAGES.commentInvalid }).check(z.trim(), z.maxLength(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentTooLong(REVIEW_COMMENT_MAX)), printable)),
  null,
);

/**
 * POST /api/artwork/version/{id}/review: a reviewer's decision at the version's open stage. Changes
 * need a comment and at least one reason; an approval with changes, a comment saying which.
 */
export const reviewBody = z.pipe(
  z.object({
    decision: z.enum(['approved', 'changes_requested'], { error: REVIEW_MESSAGES.decisionInvalid }),
    withChanges: z._default(z.optional(z.boolean({ error: APPROVAL_FLOW_MESSAGES.withChangesOnlyApproval })), false),
    comment: reviewComment,
    reasons: z._default(z.optional(z.array(z.enum(REVIEW_REASONS, { error: REVIEW_MESSAGES.reasonInvalid }), { error: REVIEW_MESSAGES.reasonInvalid })), []),
    /** The SHA-256 of the file the reviewer's screen showed: the decision is refused if the stored file's differs. */
    sha256: z.optional(sha256Hex),
  }),
  z.transform((body, ctx) => {
    if (body.decision === 'changes_requested') {
      if (!body.comment) ctx.issues.push({ code: 'custom', path: ['comment'], message: REVIEW_MESSAGES.commentRequired, input: body.comment });
      if (body.reasons.length === 0) ctx.issues.push({ code: 'custom', path: ['reasons'], message: REVIEW_MESSAGES.reasonsRequired, input: body.reasons });
      if (body.withChanges) ctx.issues.push({ code: 'custom', path: ['withChanges'], message: APPROVAL_FLOW_MESSAGES.withChangesOnlyApproval, input: body.withChanges });
    } else if (body.withChanges && !body.comment) ctx.issues.push({ code: 'custom', path: ['comment'], message: APPROVAL_FLOW_MESSAGES.withChangesNeedsComment, input: body.comment });
    return { ...body, comment: body.comment || null, reasons: [...new Set(body.reasons)] };
  }),
);
export type ReviewBodyInput = z.input<typeof reviewBody>;
export type ReviewBody = z.output<typeof reviewBody>;

/**
 * POST /api/requirement/{id}/reopen: lifts an approval so the company may upload again. The reason
 * is required: it is emailed to the company and kept in the audit log.
 */
export const reopenBody = z.pipe(
  z.object({
    companyId: z.number({ error: REVIEW_MESSAGES.companyRequired }).check(z.int(REVIEW_MESSAGES.companyRequired), z.positive(REVIEW_MESSAGES.companyRequired)),
    comment: reviewComment,
  }),
  z.transform((body, ctx) => {
    if (!body.comment) ctx.issues.push({ code: 'custom', path: ['comment'], message: REVIEW_MESSAGES.reopenReasonRequired, input: body.comment });
    return { companyId: body.companyId, comment: body.comment ?? '' };
  }),
);
export type ReopenBodyInput = z.input<typeof reopenBody>;
export type ReopenBody = z.output<typeof reopenBody>;

export const reviewsQuery = z.object({ companyId: positiveId(REVIEW_MESSAGES.companyRequired) });

/** A submitted version waiting for a decision, with where it belongs. */
export const queueItem = z.object({
  event: upcomingEvent,
  requirement,
  company: z.object({ id: z.number().check(z.int()), name: z.string(), booth: z.nullable(z.string()) }),
  version: artworkVersion,
  /** The stage it waits at, when its event has an approval flow. */
  stage: z.nullable(waitingStage),
});
export type QueueItem = z.infer<typeof queueItem>;

/**
 * GET /api/artwork/version/{id}/subject: whose artwork a version is, for what and where, with the
 * company's own deadline and whether this version came after it.
 */
export const versionSubject = z.object({
  event: z.object({ id: z.number().check(z.int()), name: z.string(), timeZone: z.string() }),
  requirement: z.object({ id: z.number().check(z.int()), name: z.string() }),
  /** The requirement's printed size and bleed: the print guides and positions in millimetres. */
  printSize: z.object({ widthMm: z.number(), heightMm: z.number(), bleedMm: z.number() }),
  company: z.object({ id: z.number().check(z.int()), name: z.string(), booth: z.nullable(z.string()) }),
  deadline: z.string(),
  extended: z.boolean(),
  late: z.boolean(),
});
export type VersionSubject = z.infer<typeof versionSubject>;

/** GET /api/review-queue[?eventId=]: oldest submission first, only events the reviewer may change. */
export const reviewQueue = z.object({ items: z.array(queueItem) });
export type ReviewQueue = z.infer<typeof reviewQueue>;
export const reviewQueueQuery = z.object({ eventId: z.optional(positiveId(REVIEW_MESSAGES.eventIdInvalid)) });
