import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { APPROVAL_FLOW_MESSAGES, APPROVAL_FLOW_TEXTS, type NamedStanding, REVIEW_CHECKLIST_MESSAGES, REVIEW_CHECKLIST_TEXTS, REVIEW_MESSAGES, REVIEW_TEXTS, ROLES, type ArtworkReview, type VersionChecklist } from '../api/contract';
import { checklistComplete, mayDecide, type OpenNote, reviewMachine, type ReviewData } from './review.machine';
import { annotationFixture, annotationPageFixture } from '../test/fixtures/annotations';
import { fakeServer } from '../test/fake-server';
import { renderPage, userOf } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { ReviewPage } from '../routes/review/ReviewPage';
import { askedForBleed, noDifference, noNotes, pngFile, stubObjectUrls, v1, v2 } from '../routes/review/review-test-server';
import { FLOW_PEOPLE, queueItemFixture, reviewFixture, standingFixture, subjectFixture, twoStageFixture } from '../test/fixtures/review';
import { pathCeiling } from '../test/ceilings';
import { translate } from '../api/contract/i18n/translate';

type State = SnapshotFrom<typeof reviewMachine>;

/** The signed-in reviewer, as the page's session has them. */
const ME = userOf(ROLES.organizer).id;
/** The requirement's checklist on v2: two required items, as the server answers after each tick. */
const checklistWith = (ticked: number[]): VersionChecklist => ({
  versionId: v2.id,
  items: [
    { id: 1, text: 'Booth number B12 visible', required: true, ticks: [] },
    { id: 2, text: 'Sponsor logo from the sponsor kit', required: true, ticks: [] },
    { id: 3, text: 'Flame-retardant material certificate attached', required: false, ticks: [] },
  ].map((item) => ({ ...item, ticks: ticked.includes(item.id) ? [{ reviewerId: ME, reviewer: 'Ada Lovelace', tickedAt: '2026-11-22T11:00:00.000Z' }] : [] })),
});
/** The version in an event without a flow, open to any of its reviewers; and as it stands once approved. */
const OPEN_TO_ALL = standingFixture();
const APPROVED_FLOW: NamedStanding = standingFixture({ status: 'approved', stage: null, stages: [{ ...OPEN_TO_ALL.stages[0]!, state: 'approved', awaited: [] }] });
const undecided: ReviewData = { version: v2, versions: [v2, v1], reviews: [askedForBleed], subject: subjectFixture(), checklist: checklistWith([]), flow: OPEN_TO_ALL };
const approved: ReviewData = { ...undecided, reviews: [reviewFixture({ id: 2, versionId: v2.id, version: 2, decision: 'approved', comment: null, reasons: [] }), askedForBleed], flow: APPROVED_FLOW };
/** In a two-stage flow, at a stage that waits for others: the reviewer sees whom, and cannot decide. */
const notAwaited: ReviewData = { ...undecided, flow: twoStageFixture('print') };
const OTHERS = [FLOW_PEOPLE.cy.name, FLOW_PEOPLE.di.name];
const loadFailure = 'The file store is not answering.';
const COMMENT = 'Add 5 mm of bleed on every side.';
const REASON = 'The venue changed the wall size.';
/** Notes on v2 as the server lists them: 1 and 3 open (carried under their numbers), 2 resolved. */
const NOTES = [
  annotationFixture({ id: 11, number: 1, versionId: v2.id, comment: 'Move the logo 5 mm left.', place: { x: 0.1, y: 0.1 }, carriedFromVersion: 1 }),
  annotationFixture({ id: 12, number: 2, versionId: v2.id, comment: 'Fix the typo.', place: { x: 0.5, y: 0.5 }, resolved: true }),
  annotationFixture({ id: 13, number: 3, versionId: v2.id, comment: 'The photo is too dark.', place: { x: 0.8, y: 0.8 } }),
];
const OPEN: OpenNote[] = [
  { number: 1, comment: 'Move the logo 5 mm left.' },
  { number: 3, comment: 'The photo is too dark.' },
];

describe('Review: every shortest path of its machine, driven through the page', () => {
  const model = testModelOf(reviewMachine, {
    input: { versionId: v2.id, reviewerId: ME },
    events: [
      { type: 'xstate.done.actor.load', output: undecided },
      { type: 'xstate.done.actor.load', output: approved },
      { type: 'xstate.done.actor.load', output: notAwaited },
      { type: 'xstate.error.actor.load', error: new ApiError(503, loadFailure) },
      { type: 'review.retry' },
      { type: 'review.approve', openNotes: [] },
      { type: 'review.approve', openNotes: OPEN },
      { type: 'review.requestChanges' },
      { type: 'review.approveWithChanges' },
      { type: 'comment.change', comment: COMMENT },
      { type: 'reason.toggle', reason: 'bleed' },
      { type: 'decision.confirm' },
      { type: 'decision.cancel' },
      // The decision settles the version (an event without a flow); the standing read after it says so.
      { type: 'xstate.done.actor.submit', output: { review: reviewFixture({ id: 9, versionId: v2.id, version: 2 }), flow: APPROVED_FLOW } },
      { type: 'xstate.error.actor.submit', error: new ApiError(409, REVIEW_MESSAGES.alreadyDecided) },
      { type: 'review.reopen' },
      { type: 'reason.change', reason: REASON },
      { type: 'reopen.confirm' },
      { type: 'xstate.done.actor.reopen', output: { review: reviewFixture({ id: 10, versionId: v2.id, version: 2, decision: 'reopened', comment: REASON, reasons: [] }), flow: OPEN_TO_ALL } },
      { type: 'xstate.error.actor.reopen', error: new ApiError(409, REVIEW_MESSAGES.notApproved) },
      { type: 'review.reload' },
      { type: 'checklist.tick', itemId: 1, ticked: true },
      { type: 'checklist.tick', itemId: 2, ticked: true },
      { type: 'xstate.done.actor.tick', output: checklistWith([1]) },
      { type: 'xstate.done.actor.tick', output: checklistWith([1, 2]) },
      { type: 'xstate.error.actor.tick', error: new ApiError(409, REVIEW_CHECKLIST_MESSAGES.decided) },
    ] as never[],
    serializeState: (state: State) => {
      const { standing, comment, reasons, errors, error, notice, openNotes, reason, data, withChanges } = state.context;
      // The ticks matter where they open Approve: elsewhere the same state, whatever was ticked.
      const ticked = state.matches('ready') || state.matches('ticking') ? checklistComplete(data!, ME) : null;
      // Whether the open stage waits for the reviewer matters where they would decide.
      const decides = state.matches('ready') ? mayDecide(data!, standing, ME) : null;
      return JSON.stringify([state.value, standing, comment, reasons, errors, error, notice, openNotes.length, reason, ticked, withChanges, decides]);
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('has paths through every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['loading', 'loadFailed', 'ready', 'ticking', { deciding: 'approving' }, { deciding: 'confirmingOpenNotes' }, { deciding: 'approvingWithChanges' }, { deciding: 'requestingChanges' }, 'submitting', 'decided', 'failed', 'askingReopen', 'reopening']) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });

  beforeEach(stubObjectUrls);
  afterEach(() => vi.unstubAllGlobals());

  for (const path of paths) {
    const steps = path.steps.map(({ event }) => (event as { type: string }).type.replace('xstate.', ''));
    // The page lists the notes the server holds: open ones on a path that approves with them.
    const approvals = path.steps.map(({ event }) => event as { type: string; openNotes?: OpenNote[] }).filter((event) => event.type === 'review.approve');
    const withNotes = approvals.some((event) => event.openNotes!.length > 0);
    it(`${steps.join(' → ')}${withNotes ? ' (open notes)' : ''} ⇒ ${JSON.stringify(path.state.value)}`, { timeout: pathCeiling(path) }, async () => {
      expect(approvals.every((event) => event.openNotes!.length > 0 === withNotes)).toBe(true);
      // The version, its siblings and its decisions wait for the test; the files answer at once.
      // After a decision the queue is read for the next submission: another one waits.
      const server = fakeServer({
        [`GET ${v1.fileUrl}`]: pngFile,
        [`GET ${v2.fileUrl}`]: pngFile,
        // The notes on each version: none, at once.
        ...Object.fromEntries([v1, v2].map((version) => [`GET /api/artwork/version/${version.id}/annotations`, () => Response.json(withNotes && version === v2 ? annotationPageFixture(v2.id, NOTES) : noNotes(version.id))])),
        // What changed since the version before: nothing to show, at once.
        [`GET /api/artwork/version/${v2.id}/difference`]: () => Response.json(noDifference),
        'GET /api/review-queue': () => Response.json({ items: [queueItemFixture(v2.id, 'Northwind', v2.submittedAt!), queueItemFixture(77, 'Bolt Co', '2026-11-23T10:00:00.000Z')] }),
      });
      const user = userEvent.setup();
      await renderPage({ path: '/review/$versionId', at: `/review/${v2.id}`, component: ReviewPage, role: ROLES.organizer });
      const button = (name: string) => screen.getByRole('button', { name });
      const waiting = () => waitFor(() => expect(server.pending().length).toBeGreaterThan(0));
      const lastPost = () => server.requests.filter((request) => request.method === 'POST').at(-1);
      const lastPut = () => server.requests.filter((request) => request.method === 'PUT').at(-1);
      const box = (text: string) => screen.getByRole('checkbox', { name: text });
      /** The checklist as the page shows it: each item ticked by the reviewer or not, and Approve open only with every required one. */
      const expectChecklist = (checklist: VersionChecklist, editable: boolean) => {
        for (const item of checklist.items) {
          expect(box(item.text)).toHaveProperty('checked', item.ticks.some((tick) => tick.reviewerId === ME));
          if (editable) expect(box(item.text)).toBeEnabled();
          else expect(box(item.text)).toBeDisabled();
        }
      };
      const complete = (checklist: VersionChecklist) => checklist.items.every((item) => !item.required || item.ticks.some((tick) => tick.reviewerId === ME));
      const answerLoad = async (data: ReviewData) => {
        const answers: Record<string, unknown> = {
          [`/api/artwork/version/${v2.id}`]: data.version,
          [`/api/artwork/version/${v2.id}/subject`]: data.subject,
          [`/api/artwork/version/${v2.id}/checklist`]: data.checklist,
          '/api/requirement/7/versions': { versions: data.versions },
          '/api/requirement/7/reviews': { reviews: data.reviews },
          [`/api/artwork/version/${v2.id}/standing`]: data.flow,
        };
        for (let answered = 0; answered < 6; answered += 1) {
          await waiting();
          await server.answer(Response.json(answers[server.pending()[0]!.path]));
        }
        await screen.findByRole('heading', { name: REVIEW_TEXTS.historyTitle });
        expect(screen.getByText(data.subject.company.name)).toBeInTheDocument();
      };
      /** After a decision or a reopening, the page reads where the version stands. */
      const answerStanding = async (flow: NamedStanding) => {
        await waiting();
        expect(server.pending()[0]!.path).toBe(`/api/artwork/version/${v2.id}/standing`);
        await server.answer(Response.json(flow));
      };
      const answerError = async (status: number, message: string) => {
        await waiting();
        await server.answer(Response.json({ message }, { status }));
      };

      await path.test({
        states: {
          loading: () => {
            expect(screen.getByText(REVIEW_TEXTS.loading)).toBeInTheDocument();
            expect(screen.queryByRole('alert')).toBeNull();
          },
          loadFailed: () => {
            expect(screen.getByRole('alert')).toHaveTextContent(loadFailure);
            expect(button(REVIEW_TEXTS.retry)).toBeEnabled();
          },
          ready: (state) => {
            const { standing, notice, data } = (state as State).context;
            expect(screen.getByText(translate('en', REVIEW_CHECKLIST_TEXTS.fileHash, { sha256: v2.sha256 }))).toBeVisible();
            if (standing === 'undecided' && !mayDecide(data!, standing, ME)) {
              // The open stage waits for others: whom, and no way to decide.
              expect(screen.getByText(translate('en', APPROVAL_FLOW_TEXTS.waitsForOthers, { stage: 'Print check', names: OTHERS.join(', ') }))).toBeVisible();
              for (const name of [REVIEW_TEXTS.approve, APPROVAL_FLOW_TEXTS.approveWithChanges, REVIEW_TEXTS.requestChanges, REVIEW_TEXTS.reopen]) expect(screen.queryByRole('button', { name })).toBeNull();
            } else if (standing === 'undecided') {
              expectChecklist(data!.checklist, true);
              // Approving, with changes or not, waits for every required tick; asking for changes never does.
              for (const name of [REVIEW_TEXTS.approve, APPROVAL_FLOW_TEXTS.approveWithChanges]) {
                if (complete(data!.checklist)) expect(button(name)).toBeEnabled();
                else expect(button(name)).toBeDisabled();
              }
              expect(button(REVIEW_TEXTS.requestChanges)).toBeEnabled();
              expect(screen.queryByRole('button', { name: REVIEW_TEXTS.reopen })).toBeNull();
            } else {
              expect(standing).toBe('approved');
              expect(button(REVIEW_TEXTS.reopen)).toBeEnabled();
              expect(screen.queryByRole('button', { name: REVIEW_TEXTS.approve })).toBeNull();
            }
            if (notice) expect(screen.getByText(notice)).toHaveRole('status');
            expect(screen.queryByRole('alert')).toBeNull();
          },
          ticking: (state) => {
            const { data } = (state as State).context;
            expectChecklist(data!.checklist, false);
            expect(button(REVIEW_TEXTS.approve)).toBeDisabled();
            expect(button(REVIEW_TEXTS.requestChanges)).toBeDisabled();
            const put = lastPut()!;
            expect(put.path).toMatch(new RegExp(`^/api/artwork/version/${v2.id}/checklist/[12]$`));
            expect(put.body).toEqual({ ticked: true });
          },
          'deciding.approving': () => {
            expect(screen.getByText(REVIEW_TEXTS.approveHint)).toBeVisible();
            expect(button(REVIEW_TEXTS.confirmApprove)).toBeEnabled();
            expect(screen.queryByRole('textbox')).toBeNull();
          },
          'deciding.confirmingOpenNotes': () => {
            const dialog = screen.getByRole('dialog', { name: REVIEW_TEXTS.openNotesTitle });
            expect(dialog).toHaveTextContent(translate('en', REVIEW_TEXTS.openNotesMessage, { count: OPEN.length }));
            const items = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
            expect(items).toEqual(OPEN.map((note) => translate('en', REVIEW_TEXTS.openNoteItem, { number: note.number, comment: note.comment })));
            expect(within(dialog).getByRole('button', { name: REVIEW_TEXTS.approveWithOpenNotes })).toBeEnabled();
            // Nothing is sent before the second yes.
            expect(server.pending()).toHaveLength(0);
          },
          askingReopen: (state) => {
            const { reason, errors } = (state as State).context;
            const dialog = screen.getByRole('dialog', { name: REVIEW_TEXTS.reopenTitle });
            expect(within(dialog).getByRole('textbox', { name: new RegExp(REVIEW_TEXTS.reopenReasonLabel) })).toHaveValue(reason);
            if (errors.comment) expect(within(dialog).getByText(REVIEW_MESSAGES.reopenReasonRequired)).toBeVisible();
            else expect(screen.queryByText(REVIEW_MESSAGES.reopenReasonRequired)).toBeNull();
            expect(server.pending()).toHaveLength(0);
          },
          'deciding.approvingWithChanges': (state) => {
            const { comment, errors } = (state as State).context;
            expect(screen.getByRole('textbox', { name: new RegExp(APPROVAL_FLOW_TEXTS.withChangesLabel) })).toHaveValue(comment);
            if (errors.comment) expect(screen.getByText(APPROVAL_FLOW_MESSAGES.withChangesNeedsComment)).toBeVisible();
            else expect(screen.queryByText(APPROVAL_FLOW_MESSAGES.withChangesNeedsComment)).toBeNull();
            // No reasons: the approval stands, with the changes it names.
            expect(screen.queryByRole('checkbox', { name: REVIEW_TEXTS.reasons.bleed })).toBeNull();
            expect(server.pending()).toHaveLength(0);
          },
          'deciding.requestingChanges': (state) => {
            const { comment, reasons, errors } = (state as State).context;
            expect(screen.getByRole('textbox', { name: new RegExp(REVIEW_TEXTS.commentLabel) })).toHaveValue(comment);
            expect(screen.getByRole('checkbox', { name: REVIEW_TEXTS.reasons.bleed })).toHaveProperty('checked', reasons.includes('bleed'));
            for (const message of [REVIEW_MESSAGES.commentRequired, REVIEW_MESSAGES.reasonsRequired]) {
              if (Object.values(errors).includes(message)) expect(screen.getByText(message)).toBeVisible();
              else expect(screen.queryByText(message)).toBeNull();
            }
            // Nothing is sent before the comment and a reason are there.
            expect(server.pending()).toHaveLength(0);
          },
          submitting: (state) => {
            const { decision, withChanges } = (state as State).context;
            expect(button(REVIEW_TEXTS.sending)).toBeDisabled();
            expect(lastPost()).toMatchObject({
              path: `/api/artwork/version/${v2.id}/review`,
              body:
                decision === 'changes_requested'
                  ? { decision, withChanges: false, comment: COMMENT, reasons: ['bleed'], sha256: v2.sha256 }
                  : withChanges
                    ? { decision, withChanges: true, comment: COMMENT, reasons: [], sha256: v2.sha256 }
                    : { decision, withChanges: false, comment: null, reasons: [], sha256: v2.sha256 },
            });
          },
          decided: async (state) => {
            const { standing, notice, withChanges } = (state as State).context;
            expect(screen.getByText(notice!)).toHaveRole('status');
            expect(screen.getAllByText(REVIEW_TEXTS.decisions[standing as 'approved' | 'changes_requested']).length).toBeGreaterThan(0);
            // An approval with changes is named so in the timeline.
            if (withChanges) expect(screen.getByRole('list', { name: REVIEW_TEXTS.historyTitle })).toHaveTextContent(APPROVAL_FLOW_TEXTS.withChanges);
            if (standing === 'approved') expect(button(REVIEW_TEXTS.reopen)).toBeEnabled();
            else expect(screen.queryByRole('button', { name: REVIEW_TEXTS.reopen })).toBeNull();
            expect(await screen.findByRole('button', { name: REVIEW_TEXTS.nextInQueue })).toBeEnabled();
            expect(screen.queryByRole('button', { name: REVIEW_TEXTS.approve })).toBeNull();
          },
          failed: (state) => {
            expect(screen.getByRole('alert')).toHaveTextContent((state as State).context.error!);
            expect(button(REVIEW_TEXTS.reload)).toBeEnabled();
          },
          reopening: () => {
            expect(button(REVIEW_TEXTS.reopening)).toBeDisabled();
            expect(lastPost()).toMatchObject({ path: '/api/requirement/7/reopen', body: { companyId: v2.companyId, comment: REASON } });
          },
        },
        events: {
          'review.retry': () => user.click(button(REVIEW_TEXTS.retry)),
          'review.reload': () => user.click(button(REVIEW_TEXTS.reload)),
          'review.approve': async () => {
            // The page knows its notes before the reviewer approves.
            if (withNotes) await screen.findAllByText(OPEN[1]!.comment);
            await user.click(button(REVIEW_TEXTS.approve));
          },
          'review.requestChanges': () => user.click(button(REVIEW_TEXTS.requestChanges)),
          'review.approveWithChanges': () => user.click(button(APPROVAL_FLOW_TEXTS.approveWithChanges)),
          'review.reopen': () => user.click(button(REVIEW_TEXTS.reopen)),
          'decision.cancel': () => user.click(button(REVIEW_TEXTS.cancel)),
          'decision.confirm': () =>
            user.click(
              screen.queryByRole('button', { name: REVIEW_TEXTS.confirmApprove }) ??
                screen.queryByRole('button', { name: REVIEW_TEXTS.approveWithOpenNotes }) ??
                screen.queryByRole('button', { name: APPROVAL_FLOW_TEXTS.sendApproval }) ??
                button(REVIEW_TEXTS.sendRequest),
            ),
          'reason.change': async () => {
            const field = screen.getByRole('textbox', { name: new RegExp(REVIEW_TEXTS.reopenReasonLabel) });
            await user.clear(field);
            await user.type(field, REASON);
          },
          'reopen.confirm': () => user.click(button(REVIEW_TEXTS.confirmReopen)),
          'comment.change': async () => {
            const field = screen.queryByRole('textbox', { name: new RegExp(REVIEW_TEXTS.commentLabel) }) ?? screen.getByRole('textbox', { name: new RegExp(APPROVAL_FLOW_TEXTS.withChangesLabel) });
            await user.clear(field);
            await user.type(field, COMMENT);
          },
          'reason.toggle': () => user.click(screen.getByRole('checkbox', { name: REVIEW_TEXTS.reasons.bleed })),
          ...({
            'xstate.done.actor.load': ({ event }: { event: { output: ReviewData } }) => answerLoad(event.output),
            'xstate.error.actor.load': () => answerError(503, loadFailure),
            'xstate.done.actor.submit': async () => {
              const { sha256: _sent, ...body } = lastPost()!.body as Pick<ArtworkReview, 'decision' | 'comment' | 'reasons' | 'withChanges' | 'sha256'>;
              await waiting();
              await server.answer(Response.json(reviewFixture({ id: 9, versionId: v2.id, version: 2, ...body }), { status: 201 }));
              await answerStanding(APPROVED_FLOW);
            },
            'xstate.error.actor.submit': () => answerError(409, REVIEW_MESSAGES.alreadyDecided),
            'xstate.done.actor.reopen': async () => {
              await waiting();
              await server.answer(Response.json(reviewFixture({ id: 10, versionId: v2.id, version: 2, decision: 'reopened', comment: REASON, reasons: [] }), { status: 201 }));
              await answerStanding(OPEN_TO_ALL);
            },
            'xstate.error.actor.reopen': () => answerError(409, REVIEW_MESSAGES.notApproved),
            'checklist.tick': ({ event }: { event: { itemId: number } }) => user.click(box(checklistWith([]).items.find((item) => item.id === event.itemId)!.text)),
            'xstate.done.actor.tick': async ({ event }: { event: { output: VersionChecklist } }) => {
              await waiting();
              await server.answer(Response.json(event.output));
            },
            'xstate.error.actor.tick': () => answerError(409, REVIEW_CHECKLIST_MESSAGES.decided),
          } as object),
        },
      });
    });
  }
});
