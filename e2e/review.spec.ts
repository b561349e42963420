import { expect, test } from '@playwright/test';
import { ARTWORK_TEXTS, REVIEW_TEXTS, PAGE_TITLES } from '../src/api/contract/texts';
import { checklistItem, COUNTER_FRONT, solidImage, submitVersion, uploadVersion } from './support/artwork';
import { reviewCast } from './support/review-cast';
import { axeProblems } from './support/axe';
import { expectComparison } from './support/review';
import { pageHeading, saveScreen } from './support/ui';
import { signedInContext } from './support/users';
import { english } from './support/english';

const requirement = COUNTER_FRONT;
const COMMENT = 'The logo touches the edge: leave 5 mm of bleed around it.';

/** Issue 9: an organiser asks for changes, the company sends v2, the organiser compares the two and approves. */
test.describe('Artwork review', () => {
  test('changes requested with a comment and a reason, v2 compared with v1 and approved; the company sees each decision', async ({ browser, request }, testInfo) => {
    test.slow();
    const { organiser, company, event, requirementId, companyToken, v1 } = await reviewCast(request, { admin: { firstname: 'Rita', lastname: 'Review' }, eventLabel: 'Review Fair', booth: 'D12', requirement });
    const { companyName } = company.body;

    const staff = await signedInContext(browser, request, organiser.body);
    const reviewer = await staff.newPage();
    const companyContext = await signedInContext(browser, request, company.body);
    const home = await companyContext.newPage();

    await test.step('the organiser opens the submission from the event’s queue', async () => {
      await reviewer.goto(`/event-details/${event.id}`);
      const queue = reviewer.getByRole('list', { name: REVIEW_TEXTS.queueTitle });
      await expect(queue.getByRole('listitem')).toHaveCount(1);
      await expect(queue).toContainText(companyName);
      await queue.scrollIntoViewIfNeeded();
      await saveScreen(reviewer, 'review-event-queue', testInfo);
      await queue.getByRole('link', { name: english(REVIEW_TEXTS.openReviewOf, { company: companyName, requirement: requirement.name }) }).click();
      await expect(reviewer).toHaveURL(new RegExp(`/review/${v1.id}$`));
      await expect(pageHeading(reviewer, PAGE_TITLES.review)).toBeVisible();
    });

    await test.step('the preview zooms; the file check is there', async () => {
      const title = english(REVIEW_TEXTS.versionTitle, { version: 1, name: 'counter-v1.png' });
      const preview = reviewer.getByRole('img', { name: english(ARTWORK_TEXTS.thumbnailAlt, { name: title }) });
      // The plain preview stands in, with a zoom of its own, until the tiles are made; on a busy
      // machine they come later, so the zoom is tried once the deep-zoom canvas has taken over.
      await expect(preview).toHaveClass(/openseadragon-canvas/, { timeout: 30_000 });
      const toolbar = reviewer.getByRole('toolbar', { name: english(ARTWORK_TEXTS.thumbnailAlt, { name: title }) });
      const level = toolbar.getByRole('status');
      await toolbar.getByRole('button', { name: REVIEW_TEXTS.actualSize }).click();
      await expect(level).toHaveText(english(REVIEW_TEXTS.zoomLevel, { percent: 100 }));
      await toolbar.getByRole('button', { name: REVIEW_TEXTS.zoomIn }).click();
      await expect(level).toHaveText(english(REVIEW_TEXTS.zoomLevel, { percent: 125 }));
      await toolbar.getByRole('button', { name: REVIEW_TEXTS.fitToScreen }).click();
      await expect(level).not.toHaveText(english(REVIEW_TEXTS.zoomLevel, { percent: 125 }));
      await expect(reviewer.getByRole('region', { name: 'File check' }).first()).toBeVisible();
    });

    await test.step('a change request needs a comment and a reason, then goes', async () => {
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.requestChanges }).click();
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.sendRequest }).click();
      await expect(reviewer.getByText('Say what needs to change.')).toBeVisible();
      await reviewer.getByRole('textbox', { name: REVIEW_TEXTS.commentLabel }).fill(COMMENT);
      await reviewer.getByRole('checkbox', { name: REVIEW_TEXTS.reasons.bleed }).check();
      await saveScreen(reviewer, 'review-request-changes', testInfo);
      expect(await axeProblems(reviewer)).toEqual([]);
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.sendRequest }).click();
      await expect(reviewer.getByText(REVIEW_TEXTS.changesRequested, { exact: true })).toBeVisible();
    });

    await test.step('the company’s checklist says Changes requested, with the comment', async () => {
      await home.goto('/');
      const item = checklistItem(home, requirement.name);
      await expect(item.getByText('Changes requested', { exact: true }).first()).toBeVisible();
      await expect(item.getByRole('region', { name: REVIEW_TEXTS.decisionTitle })).toContainText(COMMENT);
      await expect(item.getByRole('region', { name: REVIEW_TEXTS.decisionTitle })).toContainText(`${REVIEW_TEXTS.reasonsLabel}: ${REVIEW_TEXTS.reasons.bleed}`);
    });

    const v2 = await uploadVersion(request, companyToken, requirementId, 'counter-v2.png', await solidImage(1200, 600, { r: 40, g: 90, b: 220 }));
    await submitVersion(request, companyToken, v2.id);

    await test.step('the organiser finds v2 on the dashboard, compares it with v1 and approves it', async () => {
      await reviewer.goto('/');
      await expect(reviewer.getByText(english(REVIEW_TEXTS.queueCount, { count: 1 }))).toBeVisible();
      await reviewer.getByText(english(REVIEW_TEXTS.queueCount, { count: 1 })).scrollIntoViewIfNeeded();
      await saveScreen(reviewer, 'review-dashboard-queue', testInfo);
      await reviewer.getByRole('link', { name: english(REVIEW_TEXTS.openReviewOf, { company: companyName, requirement: requirement.name }) }).click();
      await expect(reviewer).toHaveURL(new RegExp(`/review/${v2.id}$`));
      const { second } = await expectComparison(reviewer, 'counter-v1.png', 'counter-v2.png', COMMENT);
      await second.scrollIntoViewIfNeeded();
      await saveScreen(reviewer, 'review-compare-side-by-side', testInfo);
      await reviewer.getByRole('checkbox', { name: REVIEW_TEXTS.overlay }).check();
      await reviewer.getByRole('slider', { name: english(REVIEW_TEXTS.overlayOpacity, { version: 2 }) }).fill('30');
      await expect(reviewer.getByRole('img', { name: english(ARTWORK_TEXTS.thumbnailAlt, { name: english(REVIEW_TEXTS.versionTitle, { version: 2, name: 'counter-v2.png' }) }) }).last()).toHaveCSS('opacity', '0.3');
      await saveScreen(reviewer, 'review-compare-overlay', testInfo);
      expect(await axeProblems(reviewer)).toEqual([]);
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.approve, exact: true }).click();
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.confirmApprove }).click();
      await expect(reviewer.getByText(REVIEW_TEXTS.approved, { exact: true })).toBeVisible();
      await expect(reviewer.getByRole('button', { name: REVIEW_TEXTS.reopen })).toBeVisible();
    });

    await test.step('the company’s checklist says Approved', async () => {
      await home.reload();
      await expect(checklistItem(home, requirement.name).getByText('Approved', { exact: true }).first()).toBeVisible();
    });

    await staff.close();
    await companyContext.close();
  });
});
