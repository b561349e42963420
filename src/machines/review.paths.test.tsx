import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { REVIEW_MESSAGES, REVIEW_TEXTS, ROLES, type ArtworkReview } from '../api/contract';
import { reviewMachine, type ReviewData } from './review.machine';
import { fakeServer } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { ReviewPage } from '../routes/review/ReviewPage';
import { askedForBleed, noNotes, pngFile, stubObjectUrls, v1, v2 } from '../routes/review/review-test-server';
import { queueItemFixture, reviewFixture, subjectFixture } from '../test/fixtures/review';

type State = SnapshotFrom<typeof reviewMachine>;

const undecided: ReviewData = { version: v2, versions: [v2, v1], reviews: [askedForBleed], subject: subjectFixture() };
const approved: ReviewData = { ...undecided, reviews: [reviewFixture({ id: 2, versionId: v2.id, version: 2, decision: 'approved', comment: null, reasons: [] }), askedForBleed] };
const loadFailure = 'The file store is not answering.';
const COMMENT = 'Add 5 mm of bleed on every side.';

describe('Review: every shortest path of its machine, driven through the page', () => {
  const model = testModelOf(reviewMachine, {
    input: { versionId: v2.id },
    events: [
      { type: 'xstate.done.actor.load', output: undecided },
      { type: 'xstate.done.actor.load', output: approved },
      { type: 'xstate.error.actor.load', error: new ApiError(503, loadFailure) },
      { type: 'review.retry' },
      { type: 'review.approve' },
      { type: 'review.requestChanges' },
      { type: 'comment.change', comment: COMMENT },
      { type: 'reason.toggle', reason: 'bleed' },
      { type: 'decision.confirm' },
      { type: 'decision.cancel' },
      { type: 'xstate.done.actor.submit', output: reviewFixture({ id: 9, versionId: v2.id, version: 2 }) },
      { type: 'xstate.error.actor.submit', error: new ApiError(409, REVIEW_MESSAGES.alreadyDecided) },
      { type: 'review.reopen' },
      { type: 'xstate.done.actor.reopen', output: reviewFixture({ id: 10, versionId: v2.id, version: 2, decision: 'reopened', comment: null, reasons: [] }) },
      { type: 'xstate.error.actor.reopen', error: new ApiError(409, REVIEW_MESSAGES.notApproved) },
      { type: 'review.reload' },
    ] as never[],
    serializeState: (state: State) => {
      const { standing, comment, reasons, errors, error, notice } = state.context;
      return JSON.stringify([state.value, standing, comment, reasons, errors, error, notice]);
    },
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('has paths through every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ['loading', 'loadFailed', 'ready', { deciding: 'approving' }, { deciding: 'requestingChanges' }, 'submitting', 'decided', 'failed', 'reopening']) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });

  beforeEach(stubObjectUrls);
  afterEach(() => vi.unstubAllGlobals());

  for (const path of paths) {
    const steps = path.steps.map(({ event }) => (event as { type: string }).type.replace('xstate.', ''));
    it(`${steps.join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`, { timeout: 20_000 }, async () => {
      // The version, its siblings and its decisions wait for the test; the files answer at once.
      // After a decision the queue is read for the next submission: another one waits.
      const server = fakeServer({
        [`GET ${v1.fileUrl}`]: pngFile,
        [`GET ${v2.fileUrl}`]: pngFile,
        // The notes on each version: none, at once.
        ...Object.fromEntries([v1, v2].map((version) => [`GET /api/artwork/version/${version.id}/annotations`, () => Response.json(noNotes(version.id))])),
        'GET /api/review-queue': () => Response.json({ items: [queueItemFixture(v2.id, 'Northwind', v2.submittedAt!), queueItemFixture(77, 'Bolt Co', '2026-11-23T10:00:00.000Z')] }),
      });
      const user = userEvent.setup();
      await renderPage({ path: '/review/$versionId', at: `/review/${v2.id}`, component: ReviewPage, role: ROLES.organizer });
      const button = (name: string) => screen.getByRole('button', { name });
      const waiting = () => waitFor(() => expect(server.pending().length).toBeGreaterThan(0));
      const lastPost = () => server.requests.filter((request) => request.method === 'POST').at(-1);
      const answerLoad = async (data: ReviewData) => {
        const answers: Record<string, unknown> = {
          [`/api/artwork/version/${v2.id}`]: data.version,
          [`/api/artwork/version/${v2.id}/subject`]: data.subject,
          '/api/requirement/7/versions': { versions: data.versions },
          '/api/requirement/7/reviews': { reviews: data.reviews },
        };
        for (let answered = 0; answered < 4; answered += 1) {
          await waiting();
          await server.answer(Response.json(answers[server.pending()[0]!.path]));
        }
        await screen.findByRole('heading', { name: REVIEW_TEXTS.historyTitle });
        expect(screen.getByText(data.subject.company.name)).toBeInTheDocument();
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
            const { standing, notice } = (state as State).context;
            if (standing === 'undecided') {
              expect(button(REVIEW_TEXTS.approve)).toBeEnabled();
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
          'deciding.approving': () => {
            expect(screen.getByText(REVIEW_TEXTS.approveHint)).toBeVisible();
            expect(button(REVIEW_TEXTS.confirmApprove)).toBeEnabled();
            expect(screen.queryByRole('textbox')).toBeNull();
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
            const { decision } = (state as State).context;
            expect(button(REVIEW_TEXTS.sending)).toBeDisabled();
            expect(lastPost()).toMatchObject({
              path: `/api/artwork/version/${v2.id}/review`,
              body: decision === 'approved' ? { decision, comment: null, reasons: [] } : { decision, comment: COMMENT, reasons: ['bleed'] },
            });
          },
          decided: async (state) => {
            const { standing, notice } = (state as State).context;
            expect(screen.getByText(notice!)).toHaveRole('status');
            expect(screen.getAllByText(REVIEW_TEXTS.decisions[standing as 'approved' | 'changes_requested']).length).toBeGreaterThan(0);
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
            expect(lastPost()).toMatchObject({ path: '/api/requirement/7/reopen', body: { companyId: v2.companyId, comment: null } });
          },
        },
        events: {
          'review.retry': () => user.click(button(REVIEW_TEXTS.retry)),
          'review.reload': () => user.click(button(REVIEW_TEXTS.reload)),
          'review.approve': () => user.click(button(REVIEW_TEXTS.approve)),
          'review.requestChanges': () => user.click(button(REVIEW_TEXTS.requestChanges)),
          'review.reopen': () => user.click(button(REVIEW_TEXTS.reopen)),
          'decision.cancel': () => user.click(button(REVIEW_TEXTS.cancel)),
          'decision.confirm': () => user.click(screen.queryByRole('button', { name: REVIEW_TEXTS.confirmApprove }) ?? button(REVIEW_TEXTS.sendRequest)),
          'comment.change': async () => {
            const field = screen.getByRole('textbox', { name: new RegExp(REVIEW_TEXTS.commentLabel) });
            await user.clear(field);
            await user.type(field, COMMENT);
          },
          'reason.toggle': () => user.click(screen.getByRole('checkbox', { name: REVIEW_TEXTS.reasons.bleed })),
          ...({
            'xstate.done.actor.load': ({ event }: { event: { output: ReviewData } }) => answerLoad(event.output),
            'xstate.error.actor.load': () => answerError(503, loadFailure),
            'xstate.done.actor.submit': async () => {
              const body = lastPost()!.body as Pick<ArtworkReview, 'decision' | 'comment' | 'reasons'>;
              await waiting();
              await server.answer(Response.json(reviewFixture({ id: 9, versionId: v2.id, version: 2, ...body }), { status: 201 }));
            },
            'xstate.error.actor.submit': () => answerError(409, REVIEW_MESSAGES.alreadyDecided),
            'xstate.done.actor.reopen': async () => {
              await waiting();
              await server.answer(Response.json(reviewFixture({ id: 10, versionId: v2.id, version: 2, decision: 'reopened', comment: null, reasons: [] }), { status: 201 }));
            },
            'xstate.error.actor.reopen': () => answerError(409, REVIEW_MESSAGES.notApproved),
          } as object),
        },
      });
    });
  }
});
