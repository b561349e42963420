import * as z from 'zod/mini';
import { EMAIL_MAX, printable } from './common';
import { APPROVAL_FLOW_MESSAGES as M } from './texts';

/**
 * An event's approval flow (and a requirement's own, which overrides it): stages in order, each
 * with its reviewers, the rule that combines their decisions, the days it is allowed (counted in
 * the event's time zone) and whether it is skipped for a file it already approved unchanged.
 * An event without a flow has one stage of its own reviewers, any one of whom decides.
 */
export const STAGE_RULES = ['all', 'any', 'named'] as const;
export type StageRule = (typeof STAGE_RULES)[number];

export const STAGES_MAX = 10;
export const STAGE_REVIEWERS_MAX = 20;
export const STAGE_NAME_MAX = 60;
export const STAGE_DAYS_MAX = 60;
export const STAGE_DAYS_DEFAULT = 3;

const whole = (message: string) => z.number({ error: message }).check(z.int(message), z.positive(message));

/**
 * A stage's reviewer: a staff account by its user id, or a guest by email (a printer, a venue's
 * safety officer), who is invited to this stage of this event alone. Each says which kind it is.
 */
const staffReviewerInput = z.object({ kind: z.literal('staff', { error: M.reviewerInvalid }), userId: whole(M.reviewerInvalid) });
const guestReviewerInput = z.object({
  kind: z.literal('guest', { error: M.reviewerInvalid }),
  email: z.pipe(
    z.string({ error: M.guestEmailInvalid }).check(z.trim(), z.minLength(1, M.guestEmailInvalid), z.maxLength(EMAIL_MAX, M.guestEmailInvalid), printable),
    z.pipe(z.email(M.guestEmailInvalid), z.transform((email) => email.toLowerCase())),
  ),
});
export const stageReviewerInput = z.discriminatedUnion('kind', [staffReviewerInput, guestReviewerInput], { error: M.reviewerInvalid });
export type StageReviewerInput = z.infer<typeof stageReviewerInput>;

export const stageInput = z.pipe(
  z.object({
    name: z.string({ error: M.stageNameRequired }).check(z.trim(), z.minLength(1, M.stageNameRequired), z.maxLength(STAGE_NAME_MAX, M.stageNameTooLong(STAGE_NAME_MAX)), printable),
    rule: z.enum(STAGE_RULES, { error: M.ruleInvalid }),
    reviewers: z.array(stageReviewerInput, { error: M.reviewersRequired }).check(z.minLength(1, M.reviewersRequired), z.maxLength(STAGE_REVIEWERS_MAX, M.tooManyReviewers(STAGE_REVIEWERS_MAX))),
    deciderId: z._default(z.nullish(whole(M.deciderRequired)), null),
    days: z._default(z.optional(z.number({ error: M.daysInvalid(STAGE_DAYS_MAX) }).check(z.int(M.daysInvalid(STAGE_DAYS_MAX)), z.gte(1, M.daysInvalid(STAGE_DAYS_MAX)), z.lte(STAGE_DAYS_MAX, M.daysInvalid(STAGE_DAYS_MAX)))), STAGE_DAYS_DEFAULT),
    skipUnchanged: z._default(z.optional(z.boolean({ error: M.skipInvalid })), false),
  }),
  z.transform((stage, ctx) => {
    const ids = stage.reviewers.flatMap((reviewer) => (reviewer.kind === 'staff' ? [reviewer.userId] : []));
    const keys = stage.reviewers.map((reviewer) => (reviewer.kind === 'staff' ? `staff:${reviewer.userId}` : `guest:${reviewer.email}`));
    if (new Set(keys).size !== keys.length) ctx.issues.push({ code: 'custom', path: ['reviewers'], message: M.reviewersRepeat, input: stage.reviewers });
    if (stage.rule === 'named' && stage.deciderId === null) ctx.issues.push({ code: 'custom', path: ['deciderId'], message: M.deciderRequired, input: stage.deciderId });
    else if (stage.rule === 'named' && !ids.includes(stage.deciderId!)) ctx.issues.push({ code: 'custom', path: ['deciderId'], message: M.deciderNotReviewer, input: stage.deciderId });
    else if (stage.rule !== 'named' && stage.deciderId !== null) ctx.issues.push({ code: 'custom', path: ['deciderId'], message: M.deciderOnlyNamed, input: stage.deciderId });
    return stage;
  }),
);
export type StageInput = z.output<typeof stageInput>;

/** PUT /api/event/{id}/approval-flow and /api/requirement/{id}/approval-flow: the whole flow, in order. */
export const flowBody = z.pipe(
  z.object({ stages: z.array(stageInput, { error: M.stagesRequired }).check(z.minLength(1, M.stagesRequired), z.maxLength(STAGES_MAX, M.tooManyStages(STAGES_MAX))) }),
  z.transform((body, ctx) => {
    const names = body.stages.map((stage) => stage.name.toLowerCase());
    if (new Set(names).size !== names.length) ctx.issues.push({ code: 'custom', path: ['stages'], message: M.stageNamesRepeat, input: body.stages });
    return body;
  }),
);
export type FlowBodyInput = z.input<typeof flowBody>;
export type FlowBody = z.output<typeof flowBody>;

/** A stage's reviewer as stored: staff, or a guest with its own account (made from its email) and that email. */
export const stageReviewer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), userId: z.number().check(z.int()), name: z.string() }),
  z.object({ kind: z.literal('guest'), userId: z.number().check(z.int()), name: z.string(), email: z.string() }),
]);
export type StageReviewer = z.infer<typeof stageReviewer>;

export const flowStage = z.object({
  name: z.string(),
  rule: z.enum(STAGE_RULES),
  reviewers: z.array(stageReviewer),
  deciderId: z.nullable(z.number().check(z.int())),
  days: z.number().check(z.int()),
  skipUnchanged: z.boolean(),
});
export type FlowStage = z.infer<typeof flowStage>;

/** A flow as stored: the event's, or a requirement's own (`requirementId` set). */
export const approvalFlow = z.object({
  eventId: z.number().check(z.int()),
  requirementId: z.nullable(z.number().check(z.int())),
  stages: z.array(flowStage),
  updatedAt: z.string(),
});
export type ApprovalFlow = z.infer<typeof approvalFlow>;

/** GET /api/event/{id}/approval-flow: the event's flow (null: the default one stage) and each requirement's own. */
export const eventApprovalFlows = z.object({ event: z.nullable(approvalFlow), requirements: z.array(approvalFlow) });
export type EventApprovalFlows = z.infer<typeof eventApprovalFlows>;

/** One of the staff who may review an event, to name in its stages: an admin, an Owner/Admin or one of its organisers. */
export const eventReviewer = z.object({ userId: z.number().check(z.int()), name: z.string(), role: z.string() });
export type EventReviewer = z.infer<typeof eventReviewer>;

/** GET /api/event/{id}/reviewers: the active staff who may review the event, by name. */
export const eventReviewers = z.object({ reviewers: z.array(eventReviewer) });
export type EventReviewers = z.infer<typeof eventReviewers>;
