import '../../design-system/testing/jsdom-polyfills';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ARTWORK_TEXTS, DATE_TEXTS, withValues, DIFFERENCE_TEXTS, EVENT_MESSAGES, PAGE_TITLES, PAGES, REVIEW_MESSAGES, REVIEW_TEXTS, ROLES } from '../../api/contract';
import { annotationFixture } from '../../test/fixtures/annotations';
import { renderPage } from '../../test/render-page';
import { ReviewPage } from './ReviewPage';
import { askedForBleed, noNotes, reviewServer, stubObjectUrls, v1, v2 } from './review-test-server';
import { queueItemFixture, reviewFixture, subjectFixture } from '../../test/fixtures/review';
import { instantText } from '../shared/dates';
import { t } from '../../i18n';
import { translate } from '../../api/contract/i18n/translate';

const renderReview = async (versionId = v2.id) => {
  const page = await renderPage({ path: '/review/$versionId', at: `/review/${versionId}`, component: ReviewPage, role: ROLES.organizer });
  await screen.findByRole('heading', { name: REVIEW_TEXTS.historyTitle });
  return page;
};
const button = (name: string) => screen.getByRole('button', { name });
const approvedV2 = reviewFixture({ id: 2, versionId: 41, version: 2, decision: 'approved', comment: null, reasons: [] });
const json = (body: unknown, status = 201) => Response.json(body, { status });

beforeEach(stubObjectUrls);
afterEach(() => vi.unstubAllGlobals());

describe('the review page', () => {
  it('shows the version with its preview, its file check and the history with the earlier decision and comment', async () => {
    reviewServer({ versions: [v2, v1], reviews: [askedForBleed] });
    await renderReview();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_TITLES.review })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: translate('en', REVIEW_TEXTS.versionTitle, { version: 2, name: 'wall-v2.png' }) })).toBeVisible();
    // The main preview and the compare panel's second side: the file itself, as an object URL.
    const previews = await screen.findAllByRole('img', { name: withValues(ARTWORK_TEXTS.thumbnailAlt, { name: translate('en', REVIEW_TEXTS.versionTitle, { version: 2, name: 'wall-v2.png' }) }) });
    expect(previews).toHaveLength(2);
    for (const preview of previews) expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByRole('region', { name: ARTWORK_TEXTS.preflightTitle })).toHaveTextContent(ARTWORK_TEXTS.preflightPassed);
    // Its heading sits one below the card's, as the page's outline goes.
    expect(within(screen.getByRole('region', { name: ARTWORK_TEXTS.preflightTitle })).getByRole('heading', { level: 3, name: ARTWORK_TEXTS.preflightTitle })).toBeVisible();
    const history = screen.getByRole('list', { name: REVIEW_TEXTS.historyTitle });
    const [second, first] = within(history).getAllByRole('listitem').filter((item) => item.parentElement === history);
    expect(second).toHaveTextContent(REVIEW_TEXTS.thisVersion);
    expect(second).toHaveTextContent(REVIEW_TEXTS.noDecisions);
    expect(first).toHaveTextContent(askedForBleed.comment!);
    expect(first).toHaveTextContent(`${REVIEW_TEXTS.reasonsLabel}: ${REVIEW_TEXTS.reasons.bleed}`);
    expect(within(first!).getByRole('link', { name: translate('en', REVIEW_TEXTS.openVersion, { version: 1 }) })).toHaveAttribute('href', '/review/40');
    expect(screen.getByText(REVIEW_TEXTS.awaitingDecision)).toBeVisible();
  });

  it('names whose artwork it is, for what and where, its own deadline, and that it came late', async () => {
    const subject = subjectFixture({ extended: true, late: true });
    reviewServer({ versions: [v2, v1], reviews: [] }, { 'GET /api/artwork/version/41/subject': () => Response.json(subject) });
    await renderReview();
    expect(screen.getByText(subject.company.name)).toBeVisible();
    expect(screen.getByText(`· ${translate('en', REVIEW_TEXTS.booth, { booth: 'B04' })}`)).toBeVisible();
    expect(screen.getByRole('link', { name: subject.event.name })).toHaveAttribute('href', '/event-details/5');
    expect(screen.getByText(translate('en', REVIEW_TEXTS.extendedDue, { when: instantText(subject.deadline, 'Europe/London') }))).toBeVisible();
    expect(screen.getByText(REVIEW_TEXTS.late)).toBeVisible();
  });

  it('gives every time on the event’s clock with its zone, as the queue does, and the viewer’s own clock on hover', async () => {
    const viewerZone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      reviewServer({ versions: [v2, v1], reviews: [askedForBleed] });
      await renderReview();
      const history = screen.getByRole('list', { name: REVIEW_TEXTS.historyTitle });
      const first = within(history).getAllByRole('listitem').filter((item) => item.parentElement === history)[1]!;
      // Print Fair is in Europe/London (UTC in November); the viewer is in Tokyo, nine hours ahead.
      const submitted = within(first).getByText(translate('en', REVIEW_TEXTS.submittedOn, { when: '20 Nov 2026, 10:00 (Europe/London)' }), { exact: false });
      expect(submitted).toHaveAttribute('title', t(DATE_TEXTS.yourClock, { when: '20 Nov 2026, 19:00 (Asia/Tokyo)' }));
      const decided = within(first).getByText(translate('en', REVIEW_TEXTS.decisionBy, { decision: REVIEW_TEXTS.decisions[askedForBleed.decision], who: askedForBleed.reviewer, when: '21 Nov 2026, 09:00 (Europe/London)' }));
      expect(decided).toHaveAttribute('title', t(DATE_TEXTS.yourClock, { when: '21 Nov 2026, 18:00 (Asia/Tokyo)' }));
    } finally {
      if (viewerZone === undefined) delete process.env.TZ;
      else process.env.TZ = viewerZone;
    }
  });

  it('zooms in and out, back to fit and to 100%', async () => {
    reviewServer({ versions: [v2], reviews: [] });
    await renderReview();
    const toolbar = screen.getByRole('toolbar', { name: withValues(ARTWORK_TEXTS.thumbnailAlt, { name: translate('en', REVIEW_TEXTS.versionTitle, { version: 2, name: 'wall-v2.png' }) }) });
    const level = within(toolbar).getByRole('status');
    await screen.findByRole('img');
    await userEvent.click(within(toolbar).getByRole('button', { name: REVIEW_TEXTS.zoomIn }));
    expect(level).toHaveTextContent('125%');
    await userEvent.click(within(toolbar).getByRole('button', { name: REVIEW_TEXTS.zoomIn }));
    expect(level).toHaveTextContent('156%');
    await userEvent.click(within(toolbar).getByRole('button', { name: REVIEW_TEXTS.zoomOut }));
    expect(level).toHaveTextContent('125%');
    await userEvent.click(within(toolbar).getByRole('button', { name: REVIEW_TEXTS.actualSize }));
    expect(level).toHaveTextContent('100%');
    // The keyboard zooms and pans the stage too.
    screen.getByRole('group', { name: withValues(ARTWORK_TEXTS.thumbnailAlt, { name: translate('en', REVIEW_TEXTS.versionTitle, { version: 2, name: 'wall-v2.png' }) }) }).focus();
    await userEvent.keyboard('+');
    expect(level).toHaveTextContent('125%');
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('img', { name: withValues(ARTWORK_TEXTS.thumbnailAlt, { name: translate('en', REVIEW_TEXTS.versionTitle, { version: 2, name: 'wall-v2.png' }) }) })).toHaveStyle({ transform: 'translate(40px, 0px) scale(1.25)' });
  });

  it('pans by dragging and zooms with the wheel', async () => {
    reviewServer({ versions: [v2], reviews: [] });
    await renderReview();
    const name = withValues(ARTWORK_TEXTS.thumbnailAlt, { name: translate('en', REVIEW_TEXTS.versionTitle, { version: 2, name: 'wall-v2.png' }) });
    const image = await screen.findByRole('img', { name });
    const stage = screen.getByRole('group', { name });
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 130, clientY: 90, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 130, clientY: 90, pointerId: 1 });
    expect(image).toHaveStyle({ transform: 'translate(30px, -10px) scale(1)' });
    // Once let go, moving the pointer moves nothing.
    fireEvent.pointerMove(stage, { clientX: 200, clientY: 200, pointerId: 1 });
    expect(image).toHaveStyle({ transform: 'translate(30px, -10px) scale(1)' });
    fireEvent.wheel(stage, { deltaY: -100, clientX: 0, clientY: 0 });
    expect(within(screen.getByRole('toolbar', { name })).getByRole('status')).toHaveTextContent('125%');
  });

  it('approves after a confirmation; the approval can be reopened, with a reason', { timeout: 20_000 }, async () => {
    const server = reviewServer({ versions: [v2, v1], reviews: [askedForBleed] });
    await renderReview();
    await userEvent.click(button(REVIEW_TEXTS.approve));
    expect(screen.getByText(REVIEW_TEXTS.approveHint)).toBeVisible();
    await userEvent.click(button(REVIEW_TEXTS.confirmApprove));
    expect(button(REVIEW_TEXTS.sending)).toBeDisabled();
    expect(server.pending().at(-1)).toMatchObject({ method: 'POST', path: '/api/artwork/version/41/review', body: { decision: 'approved', comment: null, reasons: [] } });
    await server.answer(json(approvedV2));
    expect(await screen.findByText(REVIEW_TEXTS.approved)).toHaveRole('status');
    expect(screen.getAllByText(REVIEW_TEXTS.decisions.approved).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: REVIEW_TEXTS.approve })).toBeNull();

    // Reopening asks why, in a dialog, and sends nothing without a reason.
    await userEvent.click(button(REVIEW_TEXTS.reopen));
    const dialog = screen.getByRole('dialog', { name: REVIEW_TEXTS.reopenTitle });
    const posts = server.requests.length;
    await userEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXTS.confirmReopen }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.reopenReasonRequired)).toBeVisible();
    expect(server.requests).toHaveLength(posts);
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(REVIEW_TEXTS.reopenReasonLabel) }), 'The venue changed the wall.');
    await userEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXTS.confirmReopen }));
    expect(within(dialog).getByRole('button', { name: REVIEW_TEXTS.reopening })).toBeDisabled();
    expect(server.pending().at(-1)).toMatchObject({ method: 'POST', path: '/api/requirement/7/reopen', body: { companyId: 31, comment: 'The venue changed the wall.' } });
    await server.answer(json(reviewFixture({ id: 3, versionId: 41, version: 2, decision: 'reopened', comment: 'The venue changed the wall.', reasons: [] })));
    expect(await screen.findByText(REVIEW_TEXTS.reopened)).toBeVisible();
    expect(button(REVIEW_TEXTS.approve)).toBeEnabled();
  });

  it('after a decision, goes on to the oldest other submission in the queue by its button or the N key; says when none is left', async () => {
    const next = queueItemFixture(77, 'Bolt Co', '2026-11-23T10:00:00.000Z');
    const server = reviewServer({ versions: [v2, v1], reviews: [askedForBleed] }, { 'GET /api/review-queue': () => Response.json({ items: [queueItemFixture(v2.id, 'Northwind', v2.submittedAt!), next] }) });
    await renderReview();
    await userEvent.click(button(REVIEW_TEXTS.approve));
    await userEvent.click(button(REVIEW_TEXTS.confirmApprove));
    await server.answer(json(approvedV2));
    const onward = await screen.findByRole('button', { name: REVIEW_TEXTS.nextInQueue });
    expect(onward).toHaveAttribute('aria-keyshortcuts', 'N');
    await userEvent.keyboard('n');
    await waitFor(() => expect(server.requests.some((request) => request.path === `/api/artwork/version/${next.version.id}`)).toBe(true));
  });

  it('says when nothing else awaits review after a decision', async () => {
    const server = reviewServer({ versions: [v2, v1], reviews: [askedForBleed] });
    await renderReview();
    await userEvent.click(button(REVIEW_TEXTS.approve));
    await userEvent.click(button(REVIEW_TEXTS.confirmApprove));
    await server.answer(json(approvedV2));
    expect(await screen.findByText(REVIEW_TEXTS.queueDone)).toBeVisible();
    expect(screen.queryByRole('button', { name: REVIEW_TEXTS.nextInQueue })).toBeNull();
  });

  it('asks for a comment and a reason before requesting changes, then sends both', async () => {
    const server = reviewServer({ versions: [v2, v1], reviews: [askedForBleed] });
    await renderReview();
    await userEvent.click(button(REVIEW_TEXTS.requestChanges));
    await userEvent.click(button(REVIEW_TEXTS.sendRequest));
    expect(screen.getByText(REVIEW_MESSAGES.commentRequired)).toBeVisible();
    expect(screen.getByText(REVIEW_MESSAGES.reasonsRequired)).toBeVisible();
    expect(screen.getByRole('group', { name: REVIEW_TEXTS.reasonsLabel })).toHaveAccessibleDescription(REVIEW_MESSAGES.reasonsRequired);
    expect(server.pending()).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(REVIEW_TEXTS.commentLabel) }), 'The logo is blurred.');
    expect(screen.queryByText(REVIEW_MESSAGES.commentRequired)).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: REVIEW_TEXTS.reasons.resolution }));
    await userEvent.click(screen.getByRole('checkbox', { name: REVIEW_TEXTS.reasons.branding }));
    expect(screen.queryByText(REVIEW_MESSAGES.reasonsRequired)).toBeNull();
    await userEvent.click(button(REVIEW_TEXTS.sendRequest));
    expect(server.pending().at(-1)).toMatchObject({ body: { decision: 'changes_requested', comment: 'The logo is blurred.', reasons: ['resolution', 'branding'] } });
    await server.answer(json(reviewFixture({ id: 2, versionId: 41, version: 2, comment: 'The logo is blurred.', reasons: ['resolution', 'branding'] })));
    expect(await screen.findByText(REVIEW_TEXTS.changesRequested)).toBeVisible();
    expect(screen.getByRole('list', { name: REVIEW_TEXTS.historyTitle })).toHaveTextContent('The logo is blurred.');
    expect(screen.queryByRole('button', { name: REVIEW_TEXTS.reopen })).toBeNull();
  });

  it('shows the server’s 409 as it came, and reads the page again on request', async () => {
    const server = reviewServer({ versions: [v2, v1], reviews: [askedForBleed] });
    await renderReview();
    await userEvent.click(button(REVIEW_TEXTS.approve));
    await userEvent.click(button(REVIEW_TEXTS.confirmApprove));
    await server.answer(json({ message: REVIEW_MESSAGES.alreadyDecided }, 409));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyDecided);
    await userEvent.click(button(REVIEW_TEXTS.reload));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(button(REVIEW_TEXTS.approve)).toBeEnabled();
  });

  it('offers no decision on a version a newer one replaced', async () => {
    reviewServer({ versions: [v2, v1], reviews: [askedForBleed] });
    await renderReview(v1.id);
    expect(screen.getByText(REVIEW_TEXTS.notLatest)).toBeVisible();
    expect(screen.queryByRole('button', { name: REVIEW_TEXTS.approve })).toBeNull();
    expect(screen.queryByRole('button', { name: REVIEW_TEXTS.requestChanges })).toBeNull();
  });

  it('says why the version cannot be loaded, and tries again', async () => {
    let calls = 0;
    reviewServer({ versions: [v2], reviews: [] }, { 'GET /api/artwork/version/41': () => (++calls === 1 ? Response.json({ message: ARTWORK_TEXTS.retry }, { status: 503 }) : Response.json(v2)) });
    await renderPage({ path: '/review/$versionId', at: '/review/41', component: ReviewPage, role: ROLES.organizer });
    expect(await screen.findByRole('alert')).toHaveTextContent(ARTWORK_TEXTS.retry);
    await userEvent.click(button(REVIEW_TEXTS.retry));
    expect(await screen.findByRole('heading', { name: REVIEW_TEXTS.historyTitle })).toBeVisible();
  });
});

describe('a version that is not the reviewer’s', () => {
  it('says so and offers the way back to the review queue, never “Try again”', async () => {
    reviewServer({ versions: [v2], reviews: [] }, { 'GET /api/artwork/version/41': () => Response.json({ message: EVENT_MESSAGES.notYours }, { status: 403 }) });
    await renderPage({ path: '/review/$versionId', at: '/review/41', component: ReviewPage, role: ROLES.organizer });
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.notYours);
    expect(screen.getByRole('link', { name: REVIEW_TEXTS.backToQueue })).toHaveAttribute('href', PAGES.reviewQueue.path);
    expect(screen.queryByRole('button', { name: REVIEW_TEXTS.retry })).toBeNull();
  });
});

describe('comparing versions', () => {
  it('shows two versions side by side with their comments, and one over the other with an opacity', async () => {
    reviewServer({ versions: [v2, v1], reviews: [askedForBleed] });
    await renderReview();
    const compare = screen.getByRole('heading', { name: REVIEW_TEXTS.compareTitle }).closest('div')!.parentElement!;
    expect(within(compare).getByRole('combobox', { name: REVIEW_TEXTS.compareFirst })).toHaveValue('40');
    expect(within(compare).getByRole('combobox', { name: REVIEW_TEXTS.compareSecond })).toHaveValue('41');
    const first = within(compare).getByRole('region', { name: translate('en', REVIEW_TEXTS.versionTitle, { version: 1, name: 'wall-v1.png' }) });
    const second = within(compare).getByRole('region', { name: translate('en', REVIEW_TEXTS.versionTitle, { version: 2, name: 'wall-v2.png' }) });
    expect(first).toHaveTextContent(askedForBleed.comment!);
    expect(second).toHaveTextContent(REVIEW_TEXTS.noDecisions);
    expect(await within(first).findByRole('img')).toBeVisible();

    await userEvent.click(within(compare).getByRole('checkbox', { name: REVIEW_TEXTS.overlay }));
    const slider = within(compare).getByRole('slider', { name: translate('en', REVIEW_TEXTS.overlayOpacity, { version: 2 }) });
    expect(slider).toHaveValue('50');
    const over = await within(compare).findByRole('img', { name: withValues(ARTWORK_TEXTS.thumbnailAlt, { name: translate('en', REVIEW_TEXTS.versionTitle, { version: 2, name: 'wall-v2.png' }) }) });
    expect(over).toHaveStyle({ opacity: '0.5' });
    // The comments stay beside the versions in the overlay too.
    expect(within(compare).getByRole('region', { name: translate('en', REVIEW_TEXTS.versionTitle, { version: 1, name: 'wall-v1.png' }) })).toHaveTextContent(askedForBleed.comment!);
  });

  it('reads the overlay’s zoom in each version’s own pixels, not in those of the image drawn', async () => {
    // Each version drawn from an image 500 px wide: v1 is 1,000 px wide itself, v2 2,000 px.
    const own = (version: typeof v1, widthPx: number) => ({ ...version, preflight: { ...version.preflight, facts: { ...version.preflight.facts, widthPx } } });
    reviewServer({ versions: [own(v2, 2000), own(v1, 1000)], reviews: [] });
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(500);
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(400);
    await renderReview();
    const compare = screen.getByRole('heading', { name: REVIEW_TEXTS.compareTitle }).closest('div')!.parentElement!;
    await userEvent.click(within(compare).getByRole('checkbox', { name: REVIEW_TEXTS.overlay }));
    const names = [translate('en', REVIEW_TEXTS.versionTitle, { version: 1, name: 'wall-v1.png' }), translate('en', REVIEW_TEXTS.versionTitle, { version: 2, name: 'wall-v2.png' })].map((name) => withValues(ARTWORK_TEXTS.thumbnailAlt, { name }));
    for (const name of names) fireEvent.load(await within(compare).findByRole('img', { name }));
    const toolbar = within(compare).getByRole('toolbar', { name: names.join(' · ') });
    await userEvent.click(within(toolbar).getByRole('button', { name: REVIEW_TEXTS.actualSize }));
    // One image pixel to one screen pixel is half of v1's own pixels, a quarter of v2's.
    expect(within(toolbar).getByRole('status')).toHaveTextContent(translate('en', REVIEW_TEXTS.zoomLevels, { percent: 50, overlayVersion: 2, overlayPercent: 25 }));
    vi.restoreAllMocks();
  });

  it('lists what changed on the later version, marks each carried note changed or unchanged here', async () => {
    const onLogo = annotationFixture({ id: 3, versionId: 40, comment: 'Move the logo.', place: { x: 0.2, y: 0.3 }, carriedFromVersion: 1 });
    const onBand = annotationFixture({ id: 4, versionId: 40, comment: 'Darker band.', place: { x: 0.8, y: 0.05 }, carriedFromVersion: 1 });
    const mask = { width: 1240, height: 840, tileSize: 510, overlap: 1, format: 'png', dziUrl: '/api/artwork/version/41/page/1/difference.dzi' };
    const found = {
      status: 'ready',
      base: { versionId: 40, version: 1 },
      pages: [{ page: 1, changedShare: 0.012, regions: [{ number: 1, x: 0.15, y: 0.25, w: 0.12, h: 0.1 }], mask }],
      notes: [
        { annotationId: onLogo.id, changed: true },
        { annotationId: onBand.id, changed: false },
      ],
    };
    reviewServer(
      { versions: [v2, v1], reviews: [askedForBleed] },
      {
        'GET /api/artwork/version/41/difference': () => Response.json(found),
        'GET /api/artwork/version/41/annotations': () => Response.json({ ...noNotes(41), items: [onLogo, onBand] }),
      },
    );
    await renderReview();
    const differences = await screen.findByRole('region', { name: translate('en', DIFFERENCE_TEXTS.against, { version: 2, base: 1 }) });
    expect(within(differences).getByRole('list', { name: translate('en', DIFFERENCE_TEXTS.regionsLabel, { count: 1 }) })).toBeVisible();
    expect(within(differences).getByRole('button', { name: new RegExp(`^${translate('en', DIFFERENCE_TEXTS.region, { number: 1 })}\\b`) })).toBeVisible();
    const second = screen.getByRole('region', { name: translate('en', REVIEW_TEXTS.versionTitle, { version: 2, name: 'wall-v2.png' }) });
    const notes = await within(second).findAllByRole('listitem');
    expect(notes.find((item) => item.textContent?.includes('Move the logo.'))).toHaveTextContent(DIFFERENCE_TEXTS.changedHere);
    expect(notes.find((item) => item.textContent?.includes('Darker band.'))).toHaveTextContent(DIFFERENCE_TEXTS.unchangedHere);
    expect(screen.getByRole('checkbox', { name: DIFFERENCE_TEXTS.toggle })).toBeEnabled();
  });

  it('says "No visible change" when the later version changed nothing beyond the noise', async () => {
    const mask = { width: 1240, height: 840, tileSize: 510, overlap: 1, format: 'png', dziUrl: '/api/artwork/version/41/page/1/difference.dzi' };
    reviewServer(
      { versions: [v2, v1], reviews: [askedForBleed] },
      { 'GET /api/artwork/version/41/difference': () => Response.json({ status: 'ready', base: { versionId: 40, version: 1 }, pages: [{ page: 1, changedShare: 0, regions: [], mask }], notes: [] }) },
    );
    await renderReview();
    const differences = await screen.findByRole('region', { name: translate('en', DIFFERENCE_TEXTS.against, { version: 2, base: 1 }) });
    expect(within(differences).getByRole('status')).toHaveTextContent(DIFFERENCE_TEXTS.none);
  });

  it('says there is nothing to compare with a single version', async () => {
    reviewServer({ versions: [v2], reviews: [] });
    await renderReview();
    expect(screen.getByText(REVIEW_TEXTS.compareNeedsTwo)).toBeVisible();
  });
});
