import { assign, fromPromise, setup } from 'xstate';
import { getVersion, getVersionSubject, listVersions } from '../api/artwork';
import { ApiError, messageOf } from '../api/client';
import { APPROVAL_FLOW_TEXTS, awaits, type NamedStanding, REVIEW_CHECKLIST_TEXTS, REVIEW_TEXTS, reopenBody, reviewBody, type ArtworkReview, type ArtworkVersion, type ReopenBody, type ReviewBody, type ReviewReason, type TickBody, unticked, type VersionChecklist, type VersionSubject } from '../api/contract';
import { getReviewQueue, getVersionChecklist, getVersionStanding, listReviews, reopenRequirement, reviewVersion, tickChecklistItem } from '../api/review';
import { checkValues, failureOf, withoutField, type FieldErrors } from './form.machine';
import { t } from '../i18n';

/** What a reviewer may do with the version shown. */
export type Standing = 'undecided' | 'approved' | 'changes_requested' | 'superseded' | 'unsubmitted';

/** `flow`: where the version stands in its approval flow (null for a version never submitted). */
export type ReviewData = { version: ArtworkVersion; versions: ArtworkVersion[]; reviews: ArtworkReview[]; subject: VersionSubject; checklist: VersionChecklist; flow: NamedStanding | null };

/** The server's rule, read from what it sent: only the latest submitted version is decided on, once, until reopened. */
export function standingOf({ version, versions, reviews }: Pick<ReviewData, 'version' | 'versions' | 'reviews'>): Standing {
  if (version.submittedAt === null) return 'unsubmitted';
  if (versions.find((candidate) => candidate.submittedAt !== null)?.id !== version.id) return 'superseded';
  // The decision that stands is the latest that settled a version: a stage's decision that left it in review does not.
  const latest = reviews.find((review) => review.settles);
  if (latest?.versionId !== version.id || latest.decision === 'reopened') return 'undecided';
  return latest.decision;
}

export async function loadReview(versionId: number): Promise<ReviewData> {
  const [version, subject, checklist] = await Promise.all([getVersion(versionId), getVersionSubject(versionId), getVersionChecklist(versionId)]);
  const [{ versions }, { reviews }, flow] = await Promise.all([
    listVersions(version.requirementId, version.companyId),
    listReviews(version.requirementId, version.companyId),
    version.submittedAt === null ? null : getVersionStanding(versionId),
  ]);
  return { version, versions, reviews, subject, checklist, flow };
}

/**
 * Whether the reviewer may decide on the version now: it waits for a decision, and its open stage
 * waits for them (an event without a flow waits for any of its reviewers). The server refuses the
 * others; the page tells them whom the version waits for instead.
 */
export const mayDecide = (data: Pick<ReviewData, 'flow'>, standing: Standing, reviewerId: number) => standing === 'undecided' && (data.flow === null || awaits(data.flow, reviewerId));

/** A decision and where the version stands after it. */
export type Decided = { review: ArtworkReview; flow: NamedStanding | null };

/**
 * A saved decision with the version's standing read after it. The decision is saved by then: should
 * reading the standing fail, the page keeps the one it had rather than saying the decision was not.
 */
async function decidedWith(input: { versionId: number; flow: NamedStanding | null }, review: ArtworkReview): Promise<Decided> {
  return { review, flow: await getVersionStanding(input.versionId).catch(() => input.flow) };
}

/** A note still open on the version, as the approval's confirmation lists it. */
export type OpenNote = { number: number; comment: string };

export type ReviewEvent =
  | { type: 'review.retry' }
  | { type: 'review.reload' }
  /** Approve, with the notes still open on the version as the page shows them (asked about first). */
  | { type: 'review.approve'; openNotes: OpenNote[] }
  /** Approve, asking for changes made without another round: the comment says which. */
  | { type: 'review.approveWithChanges' }
  | { type: 'review.requestChanges' }
  | { type: 'review.reopen' }
  | { type: 'decision.cancel' }
  | { type: 'decision.confirm' }
  | { type: 'comment.change'; comment: string }
  | { type: 'reason.change'; reason: string }
  | { type: 'reopen.confirm' }
  | { type: 'reason.toggle'; reason: ReviewReason }
  /** The reviewer ticks, or takes back their tick on, a checklist item of the version. */
  | { type: 'checklist.tick'; itemId: number; ticked: boolean };

type Context = {
  versionId: number;
  /** The signed-in reviewer: only their own ticks open Approve. */
  reviewerId: number;
  data: ReviewData | null;
  standing: Standing;
  decision: ReviewBody['decision'];
  /** An approval with changes: its comment names them. */
  withChanges: boolean;
  comment: string;
  reasons: ReviewReason[];
  /** The notes still open when approving was asked: listed for the reviewer to confirm. */
  openNotes: OpenNote[];
  /** Why an approval is lifted: required, emailed to the company and audited. */
  reason: string;
  errors: FieldErrors;
  /** Why loading or the last request failed: the server's message as it came. */
  error: string | null;
  /** Loading was refused (403: not one of the reader's; 404: gone): trying again cannot help. */
  refused: boolean;
  /** What the last decision did, said once it is saved. */
  notice: string | null;
  /** After a decision, the oldest other submission awaiting review: its version, 'none', or null until known. */
  next: number | 'none' | null;
};

const blankForm = { comment: '', reasons: [] as ReviewReason[], errors: {} as FieldErrors };
// The decision goes with the checksum of the file the page shows: the server refuses it for other bytes.
const bodyOf = (context: Context) => ({ decision: context.decision, withChanges: context.withChanges, comment: context.comment, reasons: context.reasons, sha256: context.data!.version.sha256 });

/** Whether the reviewer has ticked every required checklist item: until then Approve stays off. */
export const checklistComplete = (data: Pick<ReviewData, 'checklist'>, reviewerId: number) => unticked(data.checklist, reviewerId).length === 0;
const reopenOf = (context: Context) => ({ companyId: context.data!.version.companyId, comment: context.reason });
const withReview = (context: Context, review: ArtworkReview): ReviewData => ({ ...context.data!, reviews: [review, ...context.data!.reviews] });

/** What the reviewer's saved decision did, in words: settled the version one way, or kept at its stage while the flow goes on. */
function noticeOf(context: Context, review: ArtworkReview): string {
  if (!review.settles) return t(APPROVAL_FLOW_TEXTS.decisionKept, { stage: review.stageName ?? t(APPROVAL_FLOW_TEXTS.defaultStage) });
  if (context.decision !== 'approved') return REVIEW_TEXTS.changesRequested;
  return context.withChanges ? APPROVAL_FLOW_TEXTS.approvedWithChanges : REVIEW_TEXTS.approved;
}

/**
 * A reviewer's decision on one version: loading → ready → deciding (approving |
 * confirmingOpenNotes | approvingWithChanges | requestingChanges) → submitting → decided | failed;
 * an approval with notes still open asks first and lists them; an approval with changes names them.
 * Only a reviewer the version's open stage waits for decides; a decision that leaves the version in
 * review is kept at its stage, and the standing read after it shows where the version went. An approval is lifted through askingReopen (a reason is
 * required) → reopening. The changes' comment and reasons, and the reopening's reason, are checked by
 * the contract's schemas before anything is sent. While undecided, each tick of the checklist is
 * saved at once (ready → ticking → ready); approving waits until the reviewer has ticked every
 * required item.
 */
export const reviewMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { versionId: number; reviewerId: number },
    events: {} as ReviewEvent,
  },
  actors: {
    load: fromPromise<ReviewData, number>(({ input }) => loadReview(input)),
    submit: fromPromise<Decided, { versionId: number; body: ReviewBody; flow: NamedStanding | null }>(async ({ input }) => decidedWith(input, await reviewVersion(input.versionId, input.body))),
    next: fromPromise<number | 'none', number>(async ({ input }) => (await getReviewQueue()).items.find((item) => item.version.id !== input)?.version.id ?? 'none'),
    // A reopening starts the version's flow again: its standing is read after it, as after a decision.
    reopen: fromPromise<Decided, { versionId: number; requirementId: number; body: ReopenBody; flow: NamedStanding | null }>(async ({ input }) => decidedWith(input, await reopenRequirement(input.requirementId, input.body))),
    tick: fromPromise<VersionChecklist, { versionId: number; itemId: number; body: TickBody }>(({ input }) => tickChecklistItem(input.versionId, input.itemId, input.body)),
  },
  actions: {
    changeComment: assign(({ context, event }) => (event.type === 'comment.change' ? { comment: event.comment, errors: withoutField(context.errors, 'comment') } : {})),
    showErrors: assign(({ context }) => ({ errors: checkValues(reviewBody, bodyOf(context))?.errors ?? {} })),
  },
  guards: {
    undecided: ({ context }) => mayDecide(context.data!, context.standing, context.reviewerId),
    // A tick is sent only while undecided, and only when it changes the reviewer's own.
    changesTick: ({ context, event }) =>
      context.standing === 'undecided' &&
      event.type === 'checklist.tick' &&
      context.data!.checklist.items.some((item) => item.id === event.itemId && item.ticks.some((tick) => tick.reviewerId === context.reviewerId) !== event.ticked),
    ticked: ({ context }) => mayDecide(context.data!, context.standing, context.reviewerId) && checklistComplete(context.data!, context.reviewerId),
    approved: ({ context }) => context.standing === 'approved',
    complete: ({ context }) => checkValues(reviewBody, bodyOf(context)) === null,
    reasonGiven: ({ context }) => checkValues(reopenBody, reopenOf(context)) === null,
    withOpenNotes: ({ context, event }) => mayDecide(context.data!, context.standing, context.reviewerId) && checklistComplete(context.data!, context.reviewerId) && event.type === 'review.approve' && event.openNotes.length > 0,
  },
}).createMachine({
  id: 'review',
  initial: 'loading',
  context: ({ input }) => ({ versionId: input.versionId, reviewerId: input.reviewerId, data: null, standing: 'undecided', decision: 'approved', withChanges: false, ...blankForm, openNotes: [], reason: '', error: null, refused: false, notice: null, next: null }),
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.versionId,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ data: event.output, standing: standingOf(event.output), error: null, notice: null })) },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({
            error: messageOf(event.error, REVIEW_TEXTS.loadFailed),
            refused: event.error instanceof ApiError && (event.error.status === 403 || event.error.status === 404),
          })),
        },
      },
    },
    loadFailed: { on: { 'review.retry': 'loading' } },
    ready: {
      on: {
        'review.approve': [
          { guard: 'withOpenNotes', target: 'deciding.confirmingOpenNotes', actions: assign({ openNotes: ({ event }) => event.openNotes }) },
          { guard: 'ticked', target: 'deciding.approving', actions: assign({ openNotes: [] }) },
        ],
        'review.approveWithChanges': { guard: 'ticked', target: 'deciding.approvingWithChanges', actions: assign({ openNotes: [] }) },
        'review.requestChanges': { guard: 'undecided', target: 'deciding.requestingChanges' },
        'review.reopen': { guard: 'approved', target: 'askingReopen' },
        'checklist.tick': { guard: 'changesTick', target: 'ticking' },
      },
    },
    // One tick saved; the checklist as the server then has it, every reviewer's ticks with it.
    ticking: {
      entry: assign({ notice: null, error: null }),
      invoke: {
        id: 'tick',
        src: 'tick',
        input: ({ context, event }) => {
          const { itemId, ticked } = event as Extract<ReviewEvent, { type: 'checklist.tick' }>;
          return { versionId: context.versionId, itemId, body: { ticked } };
        },
        onDone: { target: 'ready', actions: assign(({ context, event }) => ({ data: { ...context.data!, checklist: event.output } })) },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error, REVIEW_CHECKLIST_TEXTS.tickFailed)) },
      },
    },
    deciding: {
      initial: 'approving',
      entry: assign({ ...blankForm, error: null, notice: null }),
      on: { 'decision.cancel': { target: 'ready', actions: assign(blankForm) } },
      states: {
        approving: {
          entry: assign({ decision: 'approved', withChanges: false }),
          on: { 'decision.confirm': '#review.submitting' },
        },
        // A dialog: the notes still open, listed, and approval only once confirmed.
        confirmingOpenNotes: {
          entry: assign({ decision: 'approved', withChanges: false }),
          on: { 'decision.confirm': '#review.submitting' },
        },
        // An approval with changes: the comment naming them is required, checked by the contract first.
        approvingWithChanges: {
          entry: assign({ decision: 'approved', withChanges: true }),
          on: {
            'comment.change': { actions: 'changeComment' },
            'decision.confirm': [{ guard: 'complete', target: '#review.submitting' }, { actions: 'showErrors' }],
          },
        },
        requestingChanges: {
          entry: assign({ decision: 'changes_requested', withChanges: false }),
          on: {
            'comment.change': { actions: 'changeComment' },
            'reason.toggle': {
              actions: assign(({ context, event }) => ({
                reasons: context.reasons.includes(event.reason) ? context.reasons.filter((reason) => reason !== event.reason) : [...context.reasons, event.reason],
                errors: withoutField(context.errors, 'reasons'),
              })),
            },
            'decision.confirm': [{ guard: 'complete', target: '#review.submitting' }, { actions: 'showErrors' }],
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ versionId: context.versionId, body: reviewBody.parse(bodyOf(context)), flow: context.data!.flow }),
        onDone: {
          target: 'decided',
          actions: assign(({ context, event }) => ({
            data: { ...withReview(context, event.output.review), flow: event.output.flow },
            // Settled by the reviewer's decision, or still waiting for one at the next stage.
            standing: event.output.review.settles ? context.decision : ('undecided' as const),
            notice: noticeOf(context, event.output.review),
            ...blankForm,
          })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error, REVIEW_TEXTS.decisionFailed)) },
      },
    },
    // Decided: the reviewer may go on to the next submission in the queue.
    decided: {
      entry: assign({ next: null }),
      invoke: {
        id: 'next',
        src: 'next',
        input: ({ context }) => context.versionId,
        onDone: { actions: assign({ next: ({ event }) => event.output }) },
        onError: { actions: assign({ next: 'none' as const }) },
      },
      on: { 'review.reopen': { guard: 'approved', target: 'askingReopen' } },
    },
    // A dialog: why the approval is lifted, which the company is told.
    askingReopen: {
      entry: assign({ reason: '', errors: {}, notice: null, error: null }),
      on: {
        'reason.change': { actions: assign(({ context, event }) => ({ reason: event.reason, errors: withoutField(context.errors, 'comment') })) },
        'reopen.confirm': [{ guard: 'reasonGiven', target: 'reopening' }, { actions: assign(({ context }) => ({ errors: checkValues(reopenBody, reopenOf(context))?.errors ?? {} })) }],
        'decision.cancel': { target: 'ready', actions: assign({ reason: '', errors: {} }) },
      },
    },
    reopening: {
      entry: assign({ notice: null, error: null }),
      invoke: {
        id: 'reopen',
        src: 'reopen',
        input: ({ context }) => ({ versionId: context.versionId, requirementId: context.data!.version.requirementId, body: reopenBody.parse(reopenOf(context)), flow: context.data!.flow }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ data: { ...withReview(context, event.output.review), flow: event.output.flow }, standing: 'undecided' as const, notice: REVIEW_TEXTS.reopened, reason: '' })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error, REVIEW_TEXTS.decisionFailed)) },
      },
    },
    failed: { on: { 'review.reload': 'loading' } },
  },
});
