import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHECKSUMS_NAME, MANIFEST_NAME } from '../src/api/contract/downloads';
import { ARTWORK_TEXTS, REVIEW_CHECKLIST_EDITOR_TEXTS, REVIEW_CHECKLIST_TEXTS, REVIEW_TEXTS } from '../src/api/contract/texts';
import { readZip } from '../server/test/zip';
import { COUNTER_FRONT, solidImage, submitVersion, uploadVersion } from './support/artwork';
import { axeProblems } from './support/axe';
import { bearer } from './support/events';
import { exhibitingCast } from './support/review-cast';
import { saveScreen } from './support/ui';
import { apiSignIn, signedInContext } from './support/users';
import { english } from './support/english';

const run = promisify(execFile);
const ITEMS = ['Booth number C7 visible', 'Sponsor logo from the sponsor kit'];
const BOOTH = 'C7';

/** An organiser sets a checklist; the reviewer cannot approve until both are ticked; the printer's ZIP proves the approved bytes. */
test.describe('Checklist before approval', () => {
  test('two items set in the editor, ticked on the review page, then the approval the ZIP can be checked against', async ({ browser, request }, testInfo) => {
    test.slow();
    const { organiser, event, requirementId, companyToken, company } = await exhibitingCast(request, { admin: { firstname: 'Cleo', lastname: 'Check' }, eventLabel: 'Checklist Fair', booth: BOOTH, requirement: COUNTER_FRONT });
    const staff = await signedInContext(browser, request, organiser.body);
    const page = await staff.newPage();

    await test.step('the organiser adds two checklist items to the requirement', async () => {
      await page.goto(`/event-details/${event.id}`);
      await page.getByRole('button', { name: english(ARTWORK_TEXTS.editRequirement, { name: COUNTER_FRONT.name }) }).click();
      const dialog = page.getByRole('dialog', { name: ARTWORK_TEXTS.editRequirementTitle });
      await expect(dialog.getByText(REVIEW_CHECKLIST_EDITOR_TEXTS.empty)).toBeVisible();
      for (const [index, text] of ITEMS.entries()) {
        await dialog.getByRole('button', { name: REVIEW_CHECKLIST_EDITOR_TEXTS.add }).click();
        await dialog.getByRole('textbox', { name: english(REVIEW_CHECKLIST_EDITOR_TEXTS.itemLabel, { number: index + 1 }), exact: true }).fill(text);
        await expect(dialog.getByRole('checkbox', { name: english(REVIEW_CHECKLIST_EDITOR_TEXTS.requiredLabel, { number: index + 1 }) })).toBeChecked();
      }
      await dialog.getByRole('textbox', { name: english(REVIEW_CHECKLIST_EDITOR_TEXTS.itemLabel, { number: 2 }), exact: true }).scrollIntoViewIfNeeded();
      await saveScreen(page, 'checklist-editor', testInfo);
      expect(await axeProblems(page)).toEqual([]);
      await dialog.getByRole('button', { name: ARTWORK_TEXTS.save }).click();
      await expect(dialog).toBeHidden();
      const saved = await request.get(`/api/event/${event.id}/requirements`, { headers: bearer(await apiSignIn(request, organiser.body.email, organiser.body.password)) });
      const requirement = ((await saved.json()) as { requirements: { id: number; checklist: { text: string; required: boolean }[] }[] }).requirements.find((row) => row.id === requirementId)!;
      expect(requirement.checklist.map(({ text, required }) => ({ text, required }))).toEqual(ITEMS.map((text) => ({ text, required: true })));
    });

    const bytes = await solidImage(1200, 600, { r: 30, g: 120, b: 200 });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const version = await uploadVersion(request, companyToken, requirementId, 'counter.png', bytes);
    await submitVersion(request, companyToken, version.id);

    await test.step('the reviewer sees Approve disabled until both items are ticked, then approves', async () => {
      await page.goto(`/review/${version.id}`);
      const approve = page.getByRole('button', { name: REVIEW_TEXTS.approve, exact: true });
      await expect(approve).toBeDisabled();
      await expect(page.getByText(english(REVIEW_CHECKLIST_TEXTS.fileHash, { sha256 }))).toBeVisible();
      await expect(page.getByText(english(REVIEW_CHECKLIST_TEXTS.remaining, { count: 2 }), { exact: false })).toBeVisible();
      // Each tick is saved, then shown as the server has it.
      await page.getByRole('checkbox', { name: ITEMS[0] }).click();
      await expect(page.getByRole('checkbox', { name: ITEMS[0] })).toBeChecked();
      await expect(page.getByText(english(REVIEW_CHECKLIST_TEXTS.remaining, { count: 1 }), { exact: false })).toBeVisible();
      await expect(approve).toBeDisabled();
      await page.getByRole('checkbox', { name: ITEMS[1] }).click();
      await expect(page.getByRole('checkbox', { name: ITEMS[1] })).toBeChecked();
      await expect(page.getByText(REVIEW_CHECKLIST_TEXTS.complete)).toBeVisible();
      await expect(approve).toBeEnabled();
      // Kept: read again after a reload, with who ticked.
      await page.reload();
      await expect(page.getByRole('checkbox', { name: ITEMS[0] })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: ITEMS[1] })).toBeChecked();
      await expect(page.getByText(new RegExp(`Ticked by ${organiser.body.firstname} ${organiser.body.lastname}`)).first()).toBeVisible();
      await saveScreen(page, 'checklist-review', testInfo);
      expect(await axeProblems(page)).toEqual([]);
      await approve.click();
      await page.getByRole('button', { name: REVIEW_TEXTS.confirmApprove }).click();
      await expect(page.getByText(REVIEW_TEXTS.approved, { exact: true })).toBeVisible();
    });

    await test.step('the printer’s ZIP: the manifest names the approval, and sha256sum -c passes', async () => {
      const token = await apiSignIn(request, organiser.body.email, organiser.body.password);
      const zip = await request.get(`/api/event/${event.id}/approved.zip`, { headers: bearer(token) });
      expect(zip.status()).toBe(200);
      const entries = await readZip(await zip.body());
      const name = `${company.body.companyName.replace(/ /g, '-')}_${BOOTH}_${COUNTER_FRONT.name.replace(/ /g, '-')}_v1.png`;
      expect(entries.get(CHECKSUMS_NAME)!.toString('utf8')).toBe(`${sha256}  ${name}\n`);
      expect(entries.get(MANIFEST_NAME)!.toString('utf8')).toContain(`${name},${company.body.companyName},${BOOTH},${COUNTER_FRONT.name},1,${sha256},${organiser.body.firstname} ${organiser.body.lastname},`);
      const dir = await mkdtemp(join(tmpdir(), 'printer-zip-'));
      try {
        for (const [entry, content] of entries) await writeFile(join(dir, entry), content);
        expect((await run('sha256sum', ['-c', CHECKSUMS_NAME], { cwd: dir })).stdout).toBe(`${name}: OK\n`);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    await staff.close();
  });
});
