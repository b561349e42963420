import { expect, test } from '@playwright/test';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequirementBodyInput } from '../src/api/contract/artwork';
import { ROLES } from '../src/api/contract/roles';
import { ARTWORK_MESSAGES, ARTWORK_TEXTS, FINDINGS_LAYER_TEXTS, PAGE_TITLES, FINDING_WORDS } from '../src/api/contract/texts';
import { ghostscriptPoster, job } from '../server/modules/preflight/test-poster';
import { createAccount } from './support/accounts';
import { checklistItem } from './support/artwork';
import { bearer, createEvent, uniqueTitle } from './support/events';
import { pageHeading } from './support/ui';
import { apiSignIn, createUser, signedInContext } from './support/users';
import { english, englishFinding } from './support/english';


/** A three-page catalogue for the fault corpus's job: a CMYK poster of 400 × 300 mm with 3 mm bleed, 150 ppi. */
const CATALOGUE: RequirementBodyInput = {
  name: 'Catalogue',
  required: true,
  formats: ['pdf'],
  ...job,
  colourMode: 'CMYK',
  pagesExpected: 3,
  maxBytes: 50 * 1024 * 1024,
  deadline: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString(),
  appliesTo: 'all',
};

/** The file check runs as a job after the upload: the company watches it page by page, and submits once it is done. */
test.describe('File check while the company watches', () => {
  test('a PDF whose page 3 has a 50 ppi photo is checked page by page and blocked; the fixed one passes and is submitted', async ({ browser, request }) => {
    test.slow();
    // The poster of the file check's corpus, three pages made by Ghostscript: page 3's photo at 50 ppi, then all clean.
    const dir = await mkdtemp(path.join(tmpdir(), 'e2e-preflight-'));
    const at = (name: string) => path.join(dir, name);
    const faulty = await ghostscriptPoster(at, 'catalogue', ['none', 'none', 'lowPpi']);
    const fixed = await ghostscriptPoster(at, 'catalogue-fixed', ['none', 'none', 'none']);
    const admin = await createUser({ role: ROLES.admin, firstname: 'Pia', lastname: 'Flight' });
    const adminToken = await apiSignIn(request, admin.email, admin.password);
    const event = await createEvent(request, adminToken, { name: uniqueTitle('Catalogue Fair'), category: 'Primary', allDay: true, start: '2027-05-10', end: '2027-05-12', timeZone: 'UTC' });
    const company = await createAccount(request, adminToken, 'company');
    const { companyName, productCategory, boothSize, contactPerson, email } = company.body;
    expect((await request.post(`/api/event/${event.id}/exhibitor`, { data: { companyName, productCategory, boothSize, contactPerson, email, booth: 'F3' }, headers: bearer(adminToken) })).ok()).toBe(true);
    expect((await request.post(`/api/event/${event.id}/requirement`, { data: CATALOGUE, headers: bearer(adminToken) })).status()).toBe(201);

    const context = await signedInContext(browser, request, company.body);
    const page = await context.newPage();
    await page.goto('/');
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    const row = checklistItem(page, CATALOGUE.name);
    const upload = async (name: string, file: string) => {
      const chooser = page.waitForEvent('filechooser');
      await row.getByRole('button', { name: english(ARTWORK_TEXTS.dropLabel, { name: CATALOGUE.name }) }).click();
      await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: await readFile(file) });
    };
    const report = row.getByRole('region', { name: ARTWORK_TEXTS.preflightTitle });
    const checkingPage = new RegExp(ARTWORK_TEXTS.checkingPage(0, 3).replace('0', '[1-3]'));

    await test.step('the faulty catalogue: its check is followed page by page, and its finding named in plain words', async () => {
      await upload('catalogue.pdf', faulty);
      // While the check runs the item shows its progress; a quiet machine checks three pages within
      // the screen's one-second poll, so the progress is seen when there is time to see it (the
      // upload machine's path tests hold each step of it), and the outcome always.
      await expect(row.getByRole('progressbar', { name: checkingPage }).or(report.getByText(ARTWORK_TEXTS.severityNames.error, { exact: true }))).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: test.info().outputPath('checking.png'), fullPage: true });
      await expect(report.getByText(ARTWORK_TEXTS.severityNames.error, { exact: true })).toBeVisible({ timeout: 60_000 });
      // The photo is 100 × 75 mm: 150 ppi needs 591 × 444 px of it.
      await expect(report).toContainText(englishFinding(FINDING_WORDS.imageLowPpi(3, 50, { dpi: 150, distanceM: null, widthPx: 591, heightPx: 444 })));
      await expect(row.getByRole('alert')).toHaveText(ARTWORK_MESSAGES.submitBlocked);
      await expect(row.getByRole('button', { name: ARTWORK_TEXTS.submit, exact: true })).toHaveCount(0);
      // The draft cannot be submitted, so its own canvas shows the finding at its place: F1, on page 3.
      const findings = row.getByRole('list', { name: english(FINDINGS_LAYER_TEXTS.listLabel, { count: 1 }) });
      await expect(findings).toBeVisible();
      await findings.getByRole('button', { name: new RegExp(`^${FINDINGS_LAYER_TEXTS.findingLabel(1)} `) }).click();
      await expect(row.locator('[data-layer="findings"] [data-finding]')).toHaveText([FINDINGS_LAYER_TEXTS.findingLabel(1)], { timeout: 60_000 });
      await page.screenshot({ path: test.info().outputPath('faulty.png'), fullPage: true });
    });

    await test.step('the fixed catalogue passes with nothing to fix, and is submitted', async () => {
      await upload('catalogue-fixed.pdf', fixed);
      await expect(report).toContainText(ARTWORK_TEXTS.preflightPassed, { timeout: 60_000 });
      await expect(report.getByText(ARTWORK_TEXTS.severityNames.error, { exact: true })).toHaveCount(0);
      await expect(report.getByText(ARTWORK_TEXTS.severityNames.warning, { exact: true })).toHaveCount(0);
      await row.getByRole('button', { name: ARTWORK_TEXTS.submit, exact: true }).click();
      await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('fixed.png'), fullPage: true });
    });

    await context.close();
  });
});
