import '../../design-system/testing/jsdom-polyfills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DIFFERENCE_TEXTS, GUEST_TEXTS, PAGE_TITLES, REVIEW_MESSAGES, REVIEW_TEXTS, ROLES, versionValue, type GuestReviewItem,
} from '../../api/contract';
import { englishLeft } from '../../test/english-left';
import { fakeServer } from '../../test/fake-server';
import { queueItemFixture } from '../../test/fixtures/review';
import { de, showLanguage } from '../../test/languages';
import { renderPage } from '../../test/render-page';
import { GuestReviewsPage } from './GuestReviewsPage';
import { ReviewPage } from './ReviewPage';
import { ReviewQueuePage } from './ReviewQueuePage';
import { askedForBleed, reviewServer, stubObjectUrls, v1, v2 } from './review-test-server';

const button = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  stubObjectUrls();
  showLanguage('de');
});
afterEach(() => vi.unstubAllGlobals());

/** The reviewers' screens in German (decision 20): nothing they show is left in English. */
describe('the review and matrix screens in German', () => {
  it('the review queue: its card, count-free list, rows and their links', async () => {
    const items = [queueItemFixture(41, 'Northwind Displays', '2026-11-20T10:00:00.000Z'), queueItemFixture(42, 'Bolt Co', '2026-11-21T10:00:00.000Z')];
    fakeServer({ 'GET /api/review-queue': () => Response.json({ items }) });
    await renderPage({ path: '/review', at: '/review', component: ReviewQueuePage, role: ROLES.organizer });
    expect(de(REVIEW_TEXTS.queueTitle)).not.toBe(REVIEW_TEXTS.queueTitle);
    expect(screen.getByRole('heading', { level: 1, name: de(PAGE_TITLES.reviewQueue) })).toBeVisible();
    const list = await screen.findByRole('list', { name: de(REVIEW_TEXTS.queueTitle) });
    expect(within(list).getByRole('link', { name: de(REVIEW_TEXTS.openReviewOf, { company: 'Bolt Co', requirement: items[1]!.requirement.name }) })).toHaveTextContent(de(REVIEW_TEXTS.openReview));
    expect(list).toHaveTextContent(de(REVIEW_TEXTS.boothLabel, { booth: 'B04' }));
    expect(screen.getByText(de(REVIEW_TEXTS.queueHint))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('the review page: subject, notes, decision and its forms, history and compare', { timeout: 30_000 }, async () => {
    // v2 changed nothing visible since v1 (the first version's words, "first version", are the emails' catalogs' alone: see the report).
    const unchanged = { status: 'ready', base: { versionId: v1.id, version: 1 }, pages: [], notes: [] };
    reviewServer({ versions: [v2, v1], reviews: [askedForBleed] }, { [`GET /api/artwork/version/${v2.id}/difference`]: () => Response.json(unchanged) });
    await renderPage({ path: '/review/$versionId', at: `/review/${v2.id}`, component: ReviewPage, role: ROLES.organizer });
    await screen.findByRole('heading', { name: de(REVIEW_TEXTS.historyTitle) });
    const title = de(REVIEW_TEXTS.versionTitle, { version: versionValue(v2.version), name: v2.originalName });
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(screen.getByText(de(REVIEW_TEXTS.awaitingDecision))).toBeVisible();
    expect(screen.getByRole('link', { name: de(REVIEW_TEXTS.openVersion, { version: 1 }) })).toBeVisible();
    expect(screen.getByText(de(REVIEW_TEXTS.compareTitle))).toBeVisible();
    expect(screen.getByRole('combobox', { name: de(REVIEW_TEXTS.compareFirst) })).toBeVisible();
    const differences = await screen.findByRole('region', { name: de(DIFFERENCE_TEXTS.against, { version: 2, base: 1 }) });
    expect(within(differences).getByRole('status')).toHaveTextContent(de(DIFFERENCE_TEXTS.none));
    expect(englishLeft(document.body, 'de')).toEqual([]);

    // Asking for changes: the form, and what it says when sent empty.
    await userEvent.click(button(de(REVIEW_TEXTS.requestChanges)));
    expect(screen.getByRole('group', { name: de(REVIEW_TEXTS.reasonsLabel) })).toBeVisible();
    await userEvent.click(button(de(REVIEW_TEXTS.sendRequest)));
    expect(await screen.findByText(de(REVIEW_MESSAGES.commentRequired))).toBeVisible();
    expect(screen.getByText(de(REVIEW_MESSAGES.reasonsRequired))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await userEvent.click(button(de(REVIEW_TEXTS.cancel)));

    // Approving asks first.
    await userEvent.click(button(de(REVIEW_TEXTS.approve)));
    expect(screen.getByText(de(REVIEW_TEXTS.approveHint))).toBeVisible();
    expect(button(de(REVIEW_TEXTS.confirmApprove))).toBeEnabled();
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await userEvent.click(button(de(REVIEW_TEXTS.cancel)));

    // Compare: one over the other, with its opacity.
    await userEvent.click(screen.getByRole('checkbox', { name: de(REVIEW_TEXTS.overlay) }));
    expect(screen.getByRole('slider', { name: de(REVIEW_TEXTS.overlayOpacity, { version: versionValue(v2.version) }) })).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('a guest reviewer’s list of reviews', async () => {
    const item = (id: number, awaitsYou: boolean): GuestReviewItem => ({ ...queueItemFixture(id, 'Northwind Displays', '2026-11-20T10:00:00.000Z'), stageName: 'Printer', awaitsYou });
    fakeServer({ 'GET /api/guest/reviews': () => Response.json({ items: [item(41, true), item(42, false)] }) });
    await renderPage({ path: '/guest', at: '/guest', component: GuestReviewsPage, role: ROLES.guest });
    expect(screen.getByRole('heading', { level: 1, name: de(PAGE_TITLES.guestReviews) })).toBeVisible();
    expect(await screen.findByText(de(GUEST_TEXTS.waitingCount, { count: 1, total: 2 }))).toBeVisible();
    expect(screen.getAllByText(de(GUEST_TEXTS.seenAt, { stage: 'Printer' }))).toHaveLength(2);
    expect(screen.getByText(de(GUEST_TEXTS.awaitsYou))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });
});
