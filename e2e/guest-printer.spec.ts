import { expect, type Page, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { ArtworkVersion } from '../src/api/contract/artwork';
import { APPROVALS_NAME } from '../src/api/contract/downloads';
import { readZip } from '../server/test/zip';
import { ROLES } from '../src/api/contract/roles';
import {
  APPROVAL_FLOW_EDITOR_TEXTS as T,
  APPROVAL_FLOW_TEXTS,
  DECISION_PROOF_TEXTS,
  GUEST_MESSAGES,
  GUEST_TEXTS,
  LAYOUT_TEXTS,
  MATRIX_TEXTS,
  PAGE_TITLES,
  PROOF_REPORT_TEXTS,
  REVIEW_TEXTS,
  SIGN_IN_TEXTS,
} from '../src/api/contract/texts';
import { COUNTER_FRONT, solidImage, submitVersion, uploadVersion } from './support/artwork';
import { axeProblems } from './support/axe';
import { bearer } from './support/events';
import { mailsTo, signInLinkFrom, waitForMail } from './support/mailbox';
import { exhibitingCast } from './support/review-cast';
import { pageHeading, saveScreen, toasts, userMenuButton } from './support/ui';
import { apiSignIn, createUser, signedInContext, type TestUser } from './support/users';
import { english } from './support/english';

const run = promisify(execFile);
const SENT_BACK = 'The bleed is 1 mm short of the 3 mm we print with.';
const fullName = (user: TestUser) => `${user.firstname} ${user.lastname}`;

/** Opens the newest emailed sign-in link in `page` and presses its button, as the guest does. */
async function signInFromMail(page: Page, to: string, count: number) {
  await page.goto(signInLinkFrom(await waitForMail(to, { count, timeoutMs: 60_000 })));
  await page.getByRole('button', { name: SIGN_IN_TEXTS.linkButton }).click();
}

/**
 * Content → Safety → Printer: the organiser sets the flow up on the event's page, naming the print
 * shop by email. The shop, with no account, signs in from its invitation, sends v1 back, approves
 * v2 once content and safety have; the proof report proves all three approvals of v2's bytes.
 */
test.describe('The printer as a guest reviewer', () => {
  test('invited by email, it sends v1 back and approves v2 after the two staff stages; the proof report holds all three', async ({ browser, request }, testInfo) => {
    test.slow();
    const { organiser, event, requirementId, companyToken } = await exhibitingCast(request, { admin: { firstname: 'Gwen', lastname: 'Guest' }, eventLabel: 'Print Fair', booth: 'P7', requirement: COUNTER_FRONT });
    const content = await createUser({ role: ROLES.admin, firstname: 'Ada', lastname: 'Content' });
    const safety = await createUser({ role: ROLES.admin, firstname: 'Ben', lastname: 'Safety' });
    const [contentToken, safetyToken] = [await apiSignIn(request, content.email, content.password), await apiSignIn(request, safety.email, safety.password)];
    const printer = `print-${Date.now() % 1_000_000}@shop.example`;
    const approve = async (token: string, version: ArtworkVersion) => {
      const decided = await request.post(`/api/artwork/version/${version.id}/review`, { data: { decision: 'approved' }, headers: bearer(token) });
      expect(decided.status(), await decided.text()).toBe(201);
    };

    const staffContext = await signedInContext(browser, request, { email: organiser.body.email, password: organiser.body.password });
    const staff = await staffContext.newPage();
    await test.step('the organiser sets up Content → Safety → Printer, the printer by email', async () => {
      await staff.goto(`/event-details/${event.id}`);
      await staff.getByRole('button', { name: T.setUp }).click();
      const names = ['Content', 'Safety', 'Printer'];
      for (const [index, name] of names.entries()) {
        if (index > 0) await staff.getByRole('button', { name: T.addStage }).click();
        const stage = staff.getByRole('group', { name: english(T.stageLegend, { place: index + 1 }), exact: true });
        await stage.getByRole('textbox', { name: T.stageName }).fill(name);
        if (name === 'Content') await stage.getByRole('checkbox', { name: new RegExp(`^${fullName(content)} \\(`) }).check();
        if (name === 'Safety') await stage.getByRole('checkbox', { name: new RegExp(`^${fullName(safety)} \\(`) }).check();
        if (name === 'Printer') {
          // A mistyped address is refused beside its field; the right one is added with Enter.
          const email = stage.getByRole('textbox', { name: GUEST_TEXTS.guestEmailLabel });
          await email.fill('print shop');
          await stage.getByRole('button', { name: GUEST_TEXTS.addGuest }).click();
          await expect(email).toHaveAttribute('aria-invalid', 'true');
          await email.fill(printer);
          await email.press('Enter');
          await expect(stage.getByRole('list', { name: GUEST_TEXTS.listTitle })).toContainText(printer);
          await expect(email).toHaveValue('');
        }
      }
      await staff.setViewportSize({ width: 1280, height: 900 });
      await saveScreen(staff, 'guest-flow-editor-1280', testInfo);
      expect(await axeProblems(staff)).toEqual([]);
      await staff.getByRole('button', { name: T.save }).click();
      await expect(staff.getByRole('status').filter({ hasText: T.saved })).toBeVisible();
      // The guest is listed under the flow, with access.
      const guests = staff.getByRole('table', { name: GUEST_TEXTS.listTitle });
      await expect(guests.getByRole('row').filter({ hasText: printer })).toContainText(GUEST_TEXTS.states.active);
      await expect(staff.getByRole('list', { name: T.stagesLabel })).toContainText(`${printer} (${GUEST_TEXTS.guestTag})`);
      await staff.getByRole('heading', { name: T.title }).scrollIntoViewIfNeeded();
      await saveScreen(staff, 'guest-flow-saved-1280', testInfo);
    });

    await test.step('a requirement may be given its own flow in a dialog; this one keeps the event’s', async () => {
      await staff.getByRole('button', { name: T.chooseOverride }).click();
      await staff.getByRole('combobox', { name: T.overrideRequirement }).selectOption({ label: COUNTER_FRONT.name });
      await staff.getByRole('button', { name: T.addOverride }).click();
      const dialog = staff.getByRole('dialog', { name: english(T.ownFlowTitle, { requirement: COUNTER_FRONT.name }) });
      await expect(dialog.getByText(T.noOwnFlow)).toBeVisible();
      await dialog.getByRole('button', { name: T.setUp }).click();
      await expect(dialog.getByRole('group', { name: english(T.stageLegend, { place: 1 }), exact: true })).toBeVisible();
      await saveScreen(staff, 'requirement-flow-dialog-1280', testInfo);
      expect(await axeProblems(staff)).toEqual([]);
      await dialog.getByRole('button', { name: T.cancel, exact: true }).click();
      await dialog.getByRole('button', { name: T.close }).click();
      await expect(dialog).toHaveCount(0);
    });

    const printerContext = await browser.newContext();
    const shop = await printerContext.newPage();
    await test.step('the printer signs in from its invitation: its own page, nothing waiting yet, no staff menus', async () => {
      await signInFromMail(shop, printer, 1);
      await expect(pageHeading(shop, PAGE_TITLES.guestReviews)).toBeVisible();
      await expect(shop.getByText(GUEST_TEXTS.empty)).toBeVisible();
      await expect(shop.getByRole('button', { name: /search/i })).toHaveCount(0);
      await userMenuButton(shop).click();
      await expect(shop.getByRole('menuitem', { name: LAYOUT_TEXTS.editProfile })).toHaveCount(0);
      await shop.keyboard.press('Escape');
      // A staff page sends it back to its own.
      await shop.goto('/events');
      await expect(pageHeading(shop, PAGE_TITLES.guestReviews)).toBeVisible();
    });

    const v1 = await uploadVersion(request, companyToken, requirementId, 'counter-v1.png', await solidImage(1200, 600, { r: 200, g: 60, b: 40 }));
    await submitVersion(request, companyToken, v1.id);
    await approve(contentToken, v1);

    await test.step('the matrix shows v1 waiting at the safety stage, for Ben', async () => {
      await staff.reload();
      const cell = staff.getByRole('table', { name: MATRIX_TEXTS.title }).getByRole('link', { name: new RegExp(english(REVIEW_TEXTS.openReviewOf, { company: '.*', requirement: COUNTER_FRONT.name })) }).locator('..');
      await expect(cell).toContainText(english(MATRIX_TEXTS.stageLine, { stage: 'Safety', place: 2, count: 3 }));
      await expect(cell).toContainText(english(APPROVAL_FLOW_TEXTS.awaiting, { names: fullName(safety) }));
      await cell.scrollIntoViewIfNeeded();
      await saveScreen(staff, 'guest-matrix-stage-1280', testInfo);
    });
    await approve(safetyToken, v1);

    await test.step('v1 reaches the printer once content and safety approve; it requests changes', async () => {
      await shop.reload();
      const row = shop.getByRole('listitem').filter({ hasText: 'counter-v1.png' });
      await expect(row).toContainText(GUEST_TEXTS.awaitsYou);
      await saveScreen(shop, 'guest-list-1280', testInfo);
      await row.getByRole('link', { name: REVIEW_TEXTS.openReview }).click();
      await expect(shop).toHaveURL((url) => url.pathname === `/guest/review/${v1.id}`);
      await expect(shop.getByRole('button', { name: REVIEW_TEXTS.reopen })).toHaveCount(0);
      await shop.getByRole('button', { name: REVIEW_TEXTS.requestChanges }).click();
      await shop.getByRole('textbox', { name: new RegExp(REVIEW_TEXTS.commentLabel) }).fill(SENT_BACK);
      await shop.getByRole('checkbox', { name: REVIEW_TEXTS.reasons.bleed }).check();
      await shop.getByRole('button', { name: REVIEW_TEXTS.sendRequest }).click();
      await expect(shop.getByText(REVIEW_TEXTS.changesRequested, { exact: true })).toBeVisible();
      await saveScreen(shop, 'guest-review-sent-back-1280', testInfo);
      expect(await axeProblems(shop)).toEqual([]);
    });

    const before = mailsTo(printer).length;
    const v2 = await uploadVersion(request, companyToken, requirementId, 'counter-v2.png', await solidImage(1200, 600, { r: 40, g: 120, b: 200 }));
    await submitVersion(request, companyToken, v2.id);
    await approve(contentToken, v2);
    await approve(safetyToken, v2);

    await test.step('v2 starts again at content; once safety approves, the printer’s email opens its review, and it approves', async () => {
      await signInFromMail(shop, printer, before + 1);
      await expect(shop).toHaveURL((url) => url.pathname === `/guest/review/${v2.id}`);
      await shop.getByRole('button', { name: REVIEW_TEXTS.approve, exact: true }).click();
      await shop.getByRole('button', { name: REVIEW_TEXTS.confirmApprove }).click();
      await expect(shop.getByText(REVIEW_TEXTS.approved, { exact: true })).toBeVisible();
      await shop.setViewportSize({ width: 375, height: 900 });
      await saveScreen(shop, 'guest-review-approved-375', testInfo);
      await shop.setViewportSize({ width: 1280, height: 900 });
    });

    await test.step('the proof report of v2 lists the three approvals, each with its stage and v2’s SHA-256', async () => {
      const report = await request.get(`/api/artwork/version/${v2.id}/proof-report.pdf`, { headers: bearer(contentToken) });
      expect(report.status()).toBe(200);
      const file = testInfo.outputPath('proof-report.pdf');
      await writeFile(file, await report.body());
      const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, ' ');
      const approved = REVIEW_TEXTS.decisions.approved;
      // Each by its reviewer: the guest by its email, with no space of a missing last name before the comma.
      for (const [stage, who] of [['Content', fullName(content)], ['Safety', fullName(safety)], ['Printer', printer]] as const) {
        expect(text).toContain(PROOF_REPORT_TEXTS.decisionBy(PROOF_REPORT_TEXTS.atStage(approved, stage), who, ''));
      }
      // The hash may wrap across lines: read without spaces, once per approval.
      const compact = text.replace(/\s+/g, '');
      expect(compact.split(DECISION_PROOF_TEXTS.fileHash(v2.sha256).replace(/\s+/g, '')).length - 1).toBe(3);
    });

    await test.step('the printer’s ZIP lists the three approvals of v2’s bytes, stage by stage', async () => {
      const zip = await request.get(`/api/event/${event.id}/approved.zip`, { headers: bearer(contentToken) });
      expect(zip.status()).toBe(200);
      const rows = (await readZip(await zip.body())).get(APPROVALS_NAME)!.toString('utf8').trim().split('\r\n').slice(1);
      expect(rows.map((row) => row.split(',').slice(1, 3).concat(row.split(',')[5]!))).toEqual([
        ['Content', fullName(content), v2.sha256],
        ['Safety', fullName(safety), v2.sha256],
        ['Printer', printer, v2.sha256],
      ]);
    });

    await test.step('revoked by the organiser, the printer’s access ends at once', async () => {
      await staff.reload();
      await staff.getByRole('button', { name: english(GUEST_TEXTS.revokeOf, { email: printer, stage: 'Printer' }) }).click();
      await staff.getByRole('alertdialog', { name: GUEST_TEXTS.revokeTitle }).getByRole('button', { name: GUEST_TEXTS.revoke }).click();
      await expect(toasts(staff)).toContainText(english(GUEST_TEXTS.revoked, { email: printer }));
      await expect(staff.getByRole('table', { name: GUEST_TEXTS.listTitle }).getByRole('row').filter({ hasText: printer })).toContainText(GUEST_TEXTS.states.revoked);
      await shop.reload();
      await expect(shop.getByText(GUEST_MESSAGES.accessEnded)).toBeVisible();
    });

    await staffContext.close();
    await printerContext.close();
  });
});
