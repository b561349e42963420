import { expect, type Locator, type Page, test } from '@playwright/test';
import type { FlowBodyInput } from '../src/api/contract/approval-flow';
import { ROLES } from '../src/api/contract/roles';
import { APPROVAL_FLOW_TEXTS as T, REVIEW_TEXTS } from '../src/api/contract/texts';
import { COUNTER_FRONT, solidImage, submitVersion, uploadVersion } from './support/artwork';
import { axeProblems } from './support/axe';
import { bearer } from './support/events';
import { exhibitingCast } from './support/review-cast';
import { apiSignIn, createUser, signedInContext, type TestUser } from './support/users';
import { english } from './support/english';

const CHANGES = 'Move the sponsor logo 10 mm up.';
const SENT_BACK = 'The panel needs its fire certificate.';

const fullName = (user: TestUser) => `${user.firstname} ${user.lastname}`;
const stages = (page: Page): Locator => page.getByRole('list', { name: T.stagesTitle });
const stage = (page: Page, position: number, count: number): Locator => stages(page).getByRole('listitem', { name: english(T.stageNumber, { position, count }), exact: true });

/** Screenshots at desktop and phone widths, the whole page, for a person to look at. */
async function screens(page: Page, name: string, root: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: the page's fixed header and sidebar stay where a reader sees them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${root}/test-results/screens/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
    await stages(page).screenshot({ path: `${root}/test-results/screens/${name}-${width}-stages.png`, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Two stages, set through the API: the version waits for reviewer A, then for B; the page shows each step. */
test.describe('Approval stages on the review page', () => {
  test('A approves the content with changes, the page shows the venue stage awaiting B, B requests changes', async ({ browser, request }, testInfo) => {
    test.slow();
    const root = testInfo.config.configFile ? testInfo.config.configFile.replace(/[/\\][^/\\]+$/, '') : testInfo.config.rootDir;
    const { event, requirementId, companyToken } = await exhibitingCast(request, { admin: { firstname: 'Stella', lastname: 'Stage' }, eventLabel: 'Stage Fair', booth: 'D4', requirement: COUNTER_FRONT });
    const reviewerA = await createUser({ role: ROLES.admin, firstname: 'Ada', lastname: 'Content' });
    const reviewerB = await createUser({ role: ROLES.admin, firstname: 'Ben', lastname: 'Safety' });
    const tokenA = await apiSignIn(request, reviewerA.email, reviewerA.password);

    const flow: FlowBodyInput = {
      stages: [
        { name: 'Content', rule: 'any', reviewers: [{ kind: 'staff', userId: reviewerA.id }], days: 3 },
        { name: 'Venue safety', rule: 'any', reviewers: [{ kind: 'staff', userId: reviewerB.id }], days: 2 },
      ],
    };
    const set = await request.put(`/api/event/${event.id}/approval-flow`, { data: flow, headers: bearer(tokenA) });
    expect(set.status(), await set.text()).toBe(200);

    const version = await uploadVersion(request, companyToken, requirementId, 'counter.png', await solidImage(1200, 600, { r: 40, g: 90, b: 200 }));
    await submitVersion(request, companyToken, version.id);

    const contextA = await signedInContext(browser, request, reviewerA);
    const pageA = await contextA.newPage();
    await test.step('reviewer A sees the content stage open, awaiting them, and approves with changes', async () => {
      await pageA.goto(`/review/${version.id}`);
      const content = stage(pageA, 1, 2);
      await expect(content).toHaveAttribute('aria-current', 'step');
      await expect(content).toContainText(english(T.awaiting, { names: fullName(reviewerA) }));
      await expect(content).toContainText(T.rules.any);
      await expect(stage(pageA, 2, 2)).toContainText(T.stageStates.waiting);
      await screens(pageA, 'review-stages-first-open', root);
      await pageA.getByRole('button', { name: T.approveWithChanges }).click();
      await pageA.getByRole('textbox', { name: new RegExp(T.withChangesLabel) }).fill(CHANGES);
      await pageA.getByRole('button', { name: T.sendApproval }).click();
      await expect(pageA.getByText(english(T.decisionKept, { stage: 'Content' }))).toBeVisible();
    });

    await test.step('the page shows the venue stage open, awaiting reviewer B, and A may not decide there', async () => {
      const [content, venue] = [stage(pageA, 1, 2), stage(pageA, 2, 2)];
      await expect(content).toContainText(T.stageStates.approved);
      await expect(content).toContainText(`${T.withChanges} by ${fullName(reviewerA)}`);
      await expect(content).toContainText(CHANGES);
      await expect(venue).toHaveAttribute('aria-current', 'step');
      await expect(venue).toContainText(english(T.awaiting, { names: fullName(reviewerB) }));
      await expect(pageA.getByText(english(T.waitsForOthers, { stage: 'Venue safety', names: fullName(reviewerB) }))).toBeVisible();
      await expect(pageA.getByRole('button', { name: REVIEW_TEXTS.approve, exact: true })).toHaveCount(0);
      // The timeline names the decision's stage.
      await expect(pageA.getByRole('list', { name: REVIEW_TEXTS.historyTitle })).toContainText(english(T.atStage, { stage: 'Content' }));
      await screens(pageA, 'review-stages-second-open', root);
      expect(await axeProblems(pageA)).toEqual([]);
    });

    const contextB = await signedInContext(browser, request, reviewerB);
    const pageB = await contextB.newPage();
    await test.step('reviewer B requests changes at the venue stage, and the stage view says so', async () => {
      await pageB.goto(`/review/${version.id}`);
      await expect(stage(pageB, 2, 2)).toContainText(english(T.awaiting, { names: fullName(reviewerB) }));
      await pageB.getByRole('button', { name: REVIEW_TEXTS.requestChanges }).click();
      await pageB.getByRole('textbox', { name: new RegExp(REVIEW_TEXTS.commentLabel) }).fill(SENT_BACK);
      await pageB.getByRole('checkbox', { name: REVIEW_TEXTS.reasons.other }).check();
      await pageB.getByRole('button', { name: REVIEW_TEXTS.sendRequest }).click();
      await expect(pageB.getByText(REVIEW_TEXTS.changesRequested, { exact: true })).toBeVisible();
      const venue = stage(pageB, 2, 2);
      await expect(venue).toContainText(T.stageStates.changes_requested);
      await expect(venue).toContainText(`${REVIEW_TEXTS.decisions.changes_requested} by ${fullName(reviewerB)}`);
      await expect(venue).toContainText(SENT_BACK);
      await expect(stage(pageB, 1, 2)).toContainText(T.stageStates.approved);
      // Read again from the server: the same.
      await pageB.reload();
      await expect(stage(pageB, 2, 2)).toContainText(T.stageStates.changes_requested);
      await screens(pageB, 'review-stages-sent-back', root);
      expect(await axeProblems(pageB)).toEqual([]);
    });

    await contextA.close();
    await contextB.close();
  });
});
