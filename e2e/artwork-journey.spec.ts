import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ArtworkStatus } from '../src/api/contract/artwork';
import { renderEmail } from '../src/api/contract/email-templates';
import { ROLES } from '../src/api/contract/roles';
import { ARTWORK_FIGURE_TEXTS, ARTWORK_MESSAGES, ARTWORK_TEXTS, EMAIL_TEMPLATE_DEFAULTS, MATRIX_TEXTS, PAGE_TITLES, REVIEW_TEXTS } from '../src/api/contract/texts';
import { APPROVALS_NAME, CHECKSUMS_NAME, MANIFEST_NAME, MISSING_NAME, proofReportEntryName } from '../src/api/contract/downloads';
import { readZip } from '../server/test/zip';
import { createAccount } from './support/accounts';
import { checklistItem, COUNTER_FRONT, solidImage } from './support/artwork';
import { bearer, createEvent, uniqueTitle } from './support/events';
import { e2eEnv } from './support/env';
import { mailsTo } from './support/mailbox';
import { expectComparison } from './support/review';
import { pageHeading, signInThroughForm } from './support/ui';
import { apiSignIn, createUser, signedInContext } from './support/users';
import { english } from './support/english';
import { versionValue } from '../src/api/contract/texts/artwork';

/** At least 100 dpi: 1200 px over 200 mm passes; 120 px fails its check. */
const requirement = { ...COUNTER_FRONT, minDpi: 100 };
const BOOTH = 'D12';
const COMMENT = 'The logo sits too close to the edge: move it 10 mm inwards.';
const status = (value: ArtworkStatus) => value;

/** Picks a file through the requirement's drop zone, as a person clicking it would: it is a draft until submitted. */
async function upload(page: Page, name: string, bytes: Buffer) {
  const row = checklistItem(page, requirement.name);
  const chooser = page.waitForEvent('filechooser');
  await row.getByRole('button', { name: english(ARTWORK_TEXTS.dropLabel, { name: requirement.name }) }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: bytes });
  await expect(row.getByRole('button', { name: english(ARTWORK_TEXTS.latestFile, { version: versionValue(null), name }), exact: true })).toBeVisible({ timeout: 30_000 });
  return row;
}

/** The home's "Still to send" list for the event. */
const stillToSend = (page: Page) => page.getByRole('heading', { name: ARTWORK_FIGURE_TEXTS.owedTitle, level: 4 }).locator('xpath=..');

/**
 * Uploads a file that passes its check and submits it: it becomes version `version`, and "Still to
 * send" loses the requirement at once, without a reload.
 */
async function uploadAndSubmit(page: Page, version: number, name: string, bytes: Buffer) {
  const row = await upload(page, name, bytes);
  await expect(row.getByRole('region', { name: ARTWORK_TEXTS.preflightTitle })).toContainText(ARTWORK_TEXTS.preflightPassed);
  await expect(row.getByText(ARTWORK_TEXTS.uploadDone)).toBeVisible();
  await expect(stillToSend(page)).toContainText(requirement.name);
  await row.getByRole('button', { name: ARTWORK_TEXTS.submit, exact: true }).click();
  await expect(row.getByText(status('Submitted'), { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: english(ARTWORK_TEXTS.latestFile, { version: versionValue(version), name }), exact: true })).toBeVisible();
  // The step before is gone: no "submit next" once it is submitted, and nothing still to send.
  await expect(row.getByText(ARTWORK_TEXTS.uploadDone)).toHaveCount(0);
  await expect(page.getByText(ARTWORK_FIGURE_TEXTS.owedTitle, { exact: true })).toHaveCount(0);
}

/** Opens the event's review queue and the one submission waiting in it. */
async function openFromQueue(page: Page, eventId: number, companyName: string) {
  await page.goto(`/event-details/${eventId}`);
  const queue = page.getByRole('list', { name: REVIEW_TEXTS.queueTitle });
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  await queue.getByRole('link', { name: english(REVIEW_TEXTS.openReviewOf, { company: companyName, requirement: requirement.name }) }).click();
  await expect(pageHeading(page, PAGE_TITLES.review)).toBeVisible();
}

/**
 * Issue 9, the whole journey: the company uploads and submits, the organiser asks for changes, the
 * company is emailed the comment, sends v2, the organiser compares and approves, the completeness
 * matrix says Approved, and the printer's ZIP holds v2 under its name.
 */
test.describe('Artwork journey', () => {
  test('upload → changes requested → email → v2 → compared and approved → matrix Approved → ZIP', async ({ browser, request }) => {
    // The company's page waits up to one poll of its checklist for the organiser's decision.
    test.setTimeout(180_000);
    const admin = await createUser({ role: ROLES.admin, firstname: 'Jo', lastname: 'Urney' });
    const adminToken = await apiSignIn(request, admin.email, admin.password);
    const organiser = await createAccount(request, adminToken, 'organiser');
    const company = await createAccount(request, adminToken, 'company');
    const { companyName, productCategory, boothSize, contactPerson, email } = company.body;

    // The organiser's own event, its one requirement and its one exhibiting company.
    const organiserToken = await apiSignIn(request, organiser.body.email, organiser.body.password);
    const event = await createEvent(request, organiserToken, { name: uniqueTitle('Journey Fair'), category: 'Primary', allDay: true, start: '2027-06-07', end: '2027-06-09', timeZone: 'Europe/London' });
    const linked = await request.post(`/api/event/${event.id}/exhibitor`, { data: { companyName, productCategory, boothSize, contactPerson, email, booth: BOOTH }, headers: bearer(organiserToken) });
    expect(linked.status(), await linked.text()).toBe(201);
    const created = await request.post(`/api/event/${event.id}/requirement`, { data: requirement, headers: bearer(organiserToken) });
    expect(created.status(), await created.text()).toBe(201);
    const requirementId = ((await created.json()) as { id: number }).id;

    const companyContext = await browser.newContext({ baseURL: e2eEnv().baseUrl });
    const home = await companyContext.newPage();
    const staff = await signedInContext(browser, request, organiser.body);
    const reviewer = await staff.newPage();
    const v2Bytes = await solidImage(1200, 600, { r: 40, g: 90, b: 220 });

    await test.step('the company signs in, uploads its artwork through the checklist and submits it', async () => {
      await signInThroughForm(home, email, company.body.password);
      await expect(home.getByRole('heading', { name: english(ARTWORK_TEXTS.checklistFor, { event: event.name }) })).toBeVisible();
      await expect(checklistItem(home, requirement.name).getByText(status('Missing'), { exact: true })).toBeVisible();
      // First a file too small for print: its check blocks it, and it stays the company's draft.
      const blocked = await upload(home, 'counter-small.png', await solidImage(120, 60, { r: 220, g: 40, b: 40 }));
      await expect(blocked.getByText(ARTWORK_MESSAGES.submitBlocked)).toBeVisible();
      await expect(blocked.getByText(ARTWORK_TEXTS.uploadDone)).toHaveCount(0);
      await expect(blocked.getByRole('button', { name: ARTWORK_TEXTS.submit, exact: true })).toHaveCount(0);
    });

    await test.step('the draft that failed its check never reaches the organiser', async () => {
      await reviewer.goto(`/event-details/${event.id}`);
      await expect(reviewer.getByText(REVIEW_TEXTS.queueEmpty)).toBeVisible();
      // Not even by its address: to a reviewer the draft is not there.
      const companyToken = await apiSignIn(request, email, company.body.password);
      const { versions } = (await (await request.get(`/api/requirement/${requirementId}/versions`, { headers: bearer(companyToken) })).json()) as { versions: { id: number }[] };
      expect(versions).toHaveLength(1);
      await reviewer.goto(`/review/${versions[0]!.id}`);
      await expect(reviewer.getByText(ARTWORK_MESSAGES.versionNotFound)).toBeVisible();
    });

    await test.step('the company uploads a good file and submits it; "Still to send" shrinks at once', async () => {
      await uploadAndSubmit(home, 1, 'counter-v1.png', await solidImage(1200, 600, { r: 220, g: 40, b: 40 }));
    });

    await test.step('the organiser opens it from the event’s review queue and asks for changes with a comment and a reason', async () => {
      await openFromQueue(reviewer, event.id, companyName);
      await expect(reviewer.getByRole('img', { name: english(ARTWORK_TEXTS.thumbnailAlt, { name: english(REVIEW_TEXTS.versionTitle, { version: 1, name: 'counter-v1.png' }) }) })).toBeVisible();
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.requestChanges }).click();
      await reviewer.getByRole('textbox', { name: REVIEW_TEXTS.commentLabel }).fill(COMMENT);
      await reviewer.getByRole('checkbox', { name: REVIEW_TEXTS.reasons.branding }).check();
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.sendRequest }).click();
      await expect(reviewer.getByText(REVIEW_TEXTS.changesRequested, { exact: true })).toBeVisible();
    });

    await test.step('the decision email reaches the company over SMTP, with the comment and a link to the product', async () => {
      const expected = renderEmail(EMAIL_TEMPLATE_DEFAULTS['artwork-decision'], {
        firstName: company.body.firstname,
        companyName,
        eventName: event.name,
        requirementName: requirement.name,
        decision: REVIEW_TEXTS.decisions.changes_requested,
        comment: COMMENT,
        link: `${e2eEnv().baseUrl}/`,
      });
      await expect.poll(() => mailsTo(email).some((mail) => mail.source.includes(`Subject: ${expected.subject}`)), { timeout: 10_000 }).toBe(true);
      const mail = mailsTo(email).find((candidate) => candidate.source.includes(`Subject: ${expected.subject}`))!;
      expect(mail.source).toContain(COMMENT);
      expect(mail.source).toContain(`${e2eEnv().baseUrl}/`);
    });

    await test.step('the company’s open page shows the request without a reload, with "Still to send" again; it uploads v2 and submits it', async () => {
      // The page has stayed open all along: while its submission waits for review it reads the checklist again now and then.
      const item = checklistItem(home, requirement.name);
      await expect(item.getByText(status('Changes requested'), { exact: true }).first()).toBeVisible({ timeout: 45_000 /* longer than the checklist's 30 s poll */ });
      await expect(stillToSend(home)).toContainText(`${requirement.name}${status('Changes requested')}`);
      await expect(item.getByRole('region', { name: REVIEW_TEXTS.decisionTitle })).toContainText(COMMENT);
      await uploadAndSubmit(home, 2, 'counter-v2.png', v2Bytes);
    });

    await test.step('the organiser compares v1 and v2 side by side and approves v2', async () => {
      await openFromQueue(reviewer, event.id, companyName);
      await expectComparison(reviewer, 'counter-v1.png', 'counter-v2.png', COMMENT);
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.approve, exact: true }).click();
      await reviewer.getByRole('button', { name: REVIEW_TEXTS.confirmApprove }).click();
      await expect(reviewer.getByText(REVIEW_TEXTS.approved, { exact: true })).toBeVisible();
    });

    await test.step('the company’s checklist says Approved, once it comes back to its page', async () => {
      await home.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(checklistItem(home, requirement.name).getByText(status('Approved'), { exact: true }).first()).toBeVisible();
    });

    await test.step('the completeness matrix on event details shows the company’s cell as Approved', async () => {
      await reviewer.goto(`/event-details/${event.id}`);
      const matrix = reviewer.getByRole('table', { name: MATRIX_TEXTS.title });
      const row = matrix.getByRole('row').filter({ has: reviewer.getByRole('rowheader', { name: companyName }) });
      await expect(row).toHaveCount(1);
      const cell = row.getByRole('cell');
      await expect(cell).toHaveCount(1);
      await expect(cell.getByText(status('Approved'), { exact: true })).toBeVisible();
      await expect(cell).toContainText(english(MATRIX_TEXTS.versionMark, { version: 2 }));
    });

    await test.step('Download approved gives the printer’s ZIP: v2 under Company_Booth_Requirement_v2.png, its SHA-256 in the manifest', async () => {
      const downloading = reviewer.waitForEvent('download');
      await reviewer.getByRole('button', { name: MATRIX_TEXTS.downloadApproved }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${event.name} approved artwork \\d{4}-\\d{2}-\\d{2}\\.zip$`));
      const entries = await readZip(await readFile((await download.path())!));
      const zipName = `${companyName.replace(/ /g, '-')}_${BOOTH}_${requirement.name.replace(/ /g, '-')}_v2.png`;
      expect([...entries.keys()].sort()).toEqual([zipName, proofReportEntryName(zipName), MANIFEST_NAME, MISSING_NAME, CHECKSUMS_NAME, APPROVALS_NAME].sort());
      const sha256 = createHash('sha256').update(v2Bytes).digest('hex');
      expect(createHash('sha256').update(entries.get(zipName)!).digest('hex')).toBe(sha256);
      expect(entries.get(MANIFEST_NAME)!.toString('utf8')).toContain(`${zipName},${companyName},${BOOTH},${requirement.name},2,${sha256},${organiser.body.firstname} ${organiser.body.lastname},`);
    });

    await staff.close();
    await companyContext.close();
  });
});
