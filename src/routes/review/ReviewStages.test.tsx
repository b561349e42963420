import '../../design-system/testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_FLOW_MESSAGES, APPROVAL_FLOW_TEXTS as T, type NamedStanding, REVIEW_TEXTS, ROLES } from '../../api/contract';
import { FLOW_PEOPLE, reviewFixture, twoStageFixture } from '../../test/fixtures/review';
import { renderPage } from '../../test/render-page';
import { ReviewPage } from './ReviewPage';
import { askedForBleed, reviewServer, stubObjectUrls, v1, v2 } from './review-test-server';
import { translate } from '../../api/contract/i18n/translate';

const { ada, bo, cy, di } = FLOW_PEOPLE;
const CHANGES = 'Move the logo 10 mm up.';

/** The review page of v2 for Ada, an organiser, with the version standing as `standing()` says at each read. */
async function renderWith(standing: () => NamedStanding, reviews = [askedForBleed]) {
  const server = reviewServer({ versions: [v2, v1], reviews }, { 'GET /api/artwork/version/41/standing': () => Response.json(standing()) });
  await renderPage({ path: '/review/$versionId', at: `/review/${v2.id}`, component: ReviewPage, role: ROLES.organizer });
  await screen.findByRole('heading', { name: REVIEW_TEXTS.historyTitle });
  return server;
}
const button = (name: string) => screen.getByRole('button', { name });
const stagesList = () => screen.getByRole('list', { name: T.stagesTitle });
const stageItems = () => within(stagesList()).getAllByRole('listitem').filter((item) => item.parentElement === stagesList());

beforeEach(stubObjectUrls);
afterEach(() => vi.unstubAllGlobals());

describe('the review page’s approval stages', () => {
  it('says nothing more for an event without a flow: one stage, any of its reviewers decides as before', async () => {
    await renderWith(() => ({ ...twoStageFixture('content'), ...{ ownFlow: false, stages: [{ name: T.defaultStage, rule: 'any', state: 'open', decided: [], awaited: null, openedAt: null, dueOn: null }], reviewers: [] } }));
    expect(screen.queryByRole('list', { name: T.stagesTitle })).toBeNull();
    expect(screen.queryByText(T.stagesTitle)).toBeNull();
    expect(screen.getByText(REVIEW_TEXTS.awaitingDecision)).toBeVisible();
    expect(button(REVIEW_TEXTS.approve)).toBeEnabled();
    expect(button(T.approveWithChanges)).toBeEnabled();
  });

  it('lists each stage in order with its name, rule, state, the reviewers awaited by name and when it is due', async () => {
    await renderWith(() => twoStageFixture('content'));
    const [content, print] = stageItems();
    expect(content).toHaveAttribute('aria-current', 'step');
    expect(within(content!).getByRole('heading', { name: 'Content' })).toBeVisible();
    expect(content).toHaveTextContent(T.rules.any);
    expect(content).toHaveTextContent(T.stageStates.open);
    expect(content).toHaveTextContent(translate('en', T.awaiting, { names: [ada.name, bo.name].join(', ') }));
    expect(content).toHaveTextContent(translate('en', T.dueOn, { day: '25 Nov 2026 (Europe/London)' }));
    expect(print).not.toHaveAttribute('aria-current');
    expect(within(print!).getByRole('heading', { name: 'Print check' })).toBeVisible();
    expect(print).toHaveTextContent(T.rules.all);
    expect(print).toHaveTextContent(T.stageStates.waiting);
    expect(print).not.toHaveTextContent(translate('en', T.awaiting, { names: [cy.name, di.name].join(', ') }));
  });

  it('approves with changes: the changes are required, sent with the approval, and the version moves on to the next stage', async () => {
    let standing = twoStageFixture('content');
    const server = await renderWith(() => standing);
    await userEvent.click(button(T.approveWithChanges));
    await userEvent.click(button(T.sendApproval));
    expect(screen.getByText(APPROVAL_FLOW_MESSAGES.withChangesNeedsComment)).toBeVisible();
    expect(server.pending()).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(T.withChangesLabel) }), CHANGES);
    expect(screen.queryByText(APPROVAL_FLOW_MESSAGES.withChangesNeedsComment)).toBeNull();
    await userEvent.click(button(T.sendApproval));
    expect(button(REVIEW_TEXTS.sending)).toBeDisabled();
    expect(server.pending().at(-1)).toMatchObject({ method: 'POST', path: '/api/artwork/version/41/review', body: { decision: 'approved', withChanges: true, comment: CHANGES, reasons: [], sha256: v2.sha256 } });

    // Content settles on Ada's approval; the version stays in review, now at Print check.
    standing = twoStageFixture('print');
    const review = reviewFixture({ id: 5, versionId: v2.id, version: 2, decision: 'approved', withChanges: true, comment: CHANGES, reasons: [], reviewer: ada.name, reviewerId: ada.id, createdAt: '2026-11-24T09:30:00.000Z', stage: 0, stageName: 'Content', settles: false });
    await server.answer(Response.json(review, { status: 201 }));
    expect(await screen.findByText(translate('en', T.decisionKept, { stage: 'Content' }))).toHaveRole('status');
    const [content, print] = stageItems();
    expect(content).toHaveTextContent(T.stageStates.approved);
    expect(content).toHaveTextContent(translate('en', REVIEW_TEXTS.decisionBy, { decision: T.withChanges, who: ada.name, when: '24 Nov 2026, 09:30 (Europe/London)' }));
    expect(content).toHaveTextContent(CHANGES);
    expect(print).toHaveAttribute('aria-current', 'step');
    expect(print).toHaveTextContent(translate('en', T.awaiting, { names: [cy.name, di.name].join(', ') }));
    expect(screen.getByText(translate('en', T.waitsForOthers, { stage: 'Print check', names: [cy.name, di.name].join(', ') }))).toBeVisible();
    // The timeline names the decision's stage, and the approval as one with changes.
    const history = screen.getByRole('list', { name: REVIEW_TEXTS.historyTitle });
    expect(history).toHaveTextContent(translate('en', T.atStage, { stage: 'Content' }));
    expect(within(history).getAllByText(T.withChanges).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: REVIEW_TEXTS.reopen })).toBeNull();
  });

  it('tells a reviewer the open stage does not wait for whom it waits for, and offers no decision', async () => {
    await renderWith(() => twoStageFixture('print'));
    expect(screen.getByText(translate('en', T.waitsForOthers, { stage: 'Print check', names: [cy.name, di.name].join(', ') }))).toBeVisible();
    for (const name of [REVIEW_TEXTS.approve, T.approveWithChanges, REVIEW_TEXTS.requestChanges]) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('shows a version sent back at a stage, with who asked for the changes', async () => {
    const sentBack = reviewFixture({ id: 6, versionId: v2.id, version: 2, reviewer: cy.name, reviewerId: cy.id, createdAt: '2026-11-25T14:00:00.000Z', stage: 1, stageName: 'Print check' });
    await renderWith(() => twoStageFixture('sentBack'), [sentBack, askedForBleed]);
    const [, print] = stageItems();
    expect(print).toHaveTextContent(T.stageStates.changes_requested);
    expect(print).toHaveTextContent(translate('en', REVIEW_TEXTS.decisionBy, { decision: REVIEW_TEXTS.decisions.changes_requested, who: cy.name, when: '25 Nov 2026, 14:00 (Europe/London)' }));
    expect(print).toHaveTextContent(sentBack.comment!);
    expect(screen.queryByRole('button', { name: REVIEW_TEXTS.approve })).toBeNull();
  });

  it('shows the server’s refusal as it came when the stage no longer waits for the reviewer', async () => {
    const server = await renderWith(() => twoStageFixture('content'));
    await userEvent.click(button(REVIEW_TEXTS.approve));
    await userEvent.click(button(REVIEW_TEXTS.confirmApprove));
    await server.answer(Response.json({ message: APPROVAL_FLOW_MESSAGES.notAtStage('Content') }, { status: 403 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPROVAL_FLOW_MESSAGES.notAtStage('Content'));
  });
});
