import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { IMPORT_COLUMNS } from '../src/api/contract/exhibitor-import';
import { ROLES } from '../src/api/contract/roles';
import { EVENT_TEXTS, IMPORT_TEXTS, PAGE_TITLES } from '../src/api/contract/texts';
import { createAccount } from './support/accounts';
import { uniqueEmail } from './support/env';
import { bearer, createEvent, totalOf, uniqueTitle } from './support/events';
import { pageHeading } from './support/ui';
import { apiSignIn, createUser, signedInContext, type TestUser } from './support/users';
import { english } from './support/english';

const header = IMPORT_COLUMNS.map((column) => column.label).join(',');
const label = (key: (typeof IMPORT_COLUMNS)[number]['key']) => IMPORT_COLUMNS.find((column) => column.key === key)!.label;

const importDialog = (page: Page): Locator => page.getByRole('dialog', { name: IMPORT_TEXTS.title, exact: true });
const importRow = (dialog: Locator, rowNumber: number): Locator =>
  dialog.getByRole('table', { name: IMPORT_TEXTS.rowsCaption }).getByRole('row').filter({ has: dialog.page().getByRole('cell', { name: String(rowNumber), exact: true }) });
const exhibitorsTable = (page: Page): Locator => page.getByRole('table', { name: EVENT_TEXTS.exhibitorsActiveTitle, exact: true });

/** Picks a file through the drop zone's own file chooser, as a person clicking it would. */
async function chooseCsv(dialog: Locator, name: string, text: string) {
  const chooser = dialog.page().waitForEvent('filechooser');
  await dialog.getByRole('button', { name: new RegExp(IMPORT_TEXTS.chooseFile) }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

/** docs/screens.md, Event details, the exhibitors' CSV import: upload → preview → confirm → report, refused rows as CSV. */
test.describe('Exhibitors CSV import', () => {
  let admin: TestUser;
  let adminToken: string;
  test.beforeAll(async ({ request }) => {
    admin = await createUser({ role: ROLES.admin, firstname: 'Imogen', lastname: 'Port' });
    adminToken = await apiSignIn(request, admin.email, admin.password);
  });

  test('good, bad and duplicate rows: a preview with reasons, one import, a report, the refused rows as CSV, and no duplicates on a second run', async ({ browser, request }) => {
    test.slow();
    const event = await createEvent(request, adminToken, {
      name: uniqueTitle('Sign Fair'),
      category: 'Success',
      allDay: true,
      start: '2027-05-03',
      end: '2027-05-06',
      timeZone: 'Europe/Berlin',
      venue: 'Messe Nord',
      location: 'Hamburg',
    });
    const existing = await createAccount(request, adminToken, 'company');
    const fresh = { email: uniqueEmail('importer'), companyName: uniqueTitle('Kite Print') };
    const badEmail = 'not-an-email';
    const csv = [
      header,
      `${fresh.companyName},Printing,3x3 m,Ivy Stone,${fresh.email},Ivy,Stone,C12,Active`, // row 2: new company
      `,,,,${existing.body.email.toUpperCase()},,,C14,`, // row 3: an existing company in other case, blanks keep its details
      `Copy Cat,Printing,3x3 m,Ivy Stone,${fresh.email},,,,`, // row 4: the same email as row 2
      `No Mail Ltd,Signs,2x2 m,Bo Lind,${badEmail},,,,`, // row 5: not an email
      `,,,,${uniqueEmail('half')},,,,`, // row 6: a new company without its details
    ].join('\n');

    const companiesBefore = await totalOf(request, adminToken, '/api/exhibiting-companies');
    const context = await signedInContext(browser, request, admin, { acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`/event-details/${event.id}`);
    await expect(pageHeading(page, PAGE_TITLES.eventDetails)).toBeVisible();
    await page.getByRole('button', { name: EVENT_TEXTS.uploadCsvButton, exact: true }).click();
    const dialog = importDialog(page);
    await expect(dialog).toBeVisible();

    await test.step('the sample CSV is linked and has the columns the import reads', async () => {
      const sample = dialog.getByRole('link', { name: IMPORT_TEXTS.sampleLink });
      const response = await request.get((await sample.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect((await response.text()).split(/\r?\n/)[0]).toBe(header);
    });

    await test.step('a file that is not CSV-shaped is refused with a reason, and nothing changes', async () => {
      await chooseCsv(dialog, 'notes.csv', 'Company,Phone\nAcme,123\n');
      await expect(dialog.getByText(IMPORT_TEXTS.missingColumns(label('email')), { exact: false })).toBeVisible();
    });

    await test.step('the preview: what would be created, linked and refused, row by row, before anything changes', async () => {
      await chooseCsv(dialog, 'exhibitors.csv', csv);
      await expect(dialog.getByText(english(IMPORT_TEXTS.summary, { create: 1, update: 0, link: 1, unchanged: 0, refuse: 3 }))).toBeVisible();
      await expect(dialog.getByText(IMPORT_TEXTS.previewHint)).toBeVisible();
      await expect(importRow(dialog, 2)).toContainText(IMPORT_TEXTS.actions.create);
      await expect(importRow(dialog, 3)).toContainText(IMPORT_TEXTS.actions.link);
      await expect(importRow(dialog, 4)).toContainText(IMPORT_TEXTS.reasonDuplicate(2));
      await expect(importRow(dialog, 5)).toContainText(IMPORT_TEXTS.actions.refuse);
      await expect(importRow(dialog, 5)).toContainText(`${label('email')}:`);
      // The refused row shows its cells as the file gives them, the bad email among them.
      await expect(importRow(dialog, 5)).toContainText('No Mail Ltd');
      await expect(importRow(dialog, 5)).toContainText(badEmail);
      await expect(importRow(dialog, 6)).toContainText(IMPORT_TEXTS.reasonRequired(label('companyName')));
      expect(await totalOf(request, adminToken, '/api/exhibiting-companies')).toBe(companiesBefore);
      expect(await totalOf(request, adminToken, `/api/event/${event.id}/exhibitors`)).toBe(0);
    });

    await test.step('Import: the report, and the refused rows downloadable as CSV', async () => {
      await dialog.getByRole('button', { name: IMPORT_TEXTS.confirm, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: IMPORT_TEXTS.reportTitle })).toBeVisible();
      await expect(dialog.getByText(english(IMPORT_TEXTS.done, { count: 2 }))).toBeVisible();
      // Each row says what happened to it.
      await expect(importRow(dialog, 2)).toContainText(IMPORT_TEXTS.outcomes.create);
      await expect(importRow(dialog, 3)).toContainText(IMPORT_TEXTS.outcomes.link);
      await expect(importRow(dialog, 5)).toContainText(IMPORT_TEXTS.outcomes.refuse);
      await expect(importRow(dialog, 5)).toContainText(badEmail);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: IMPORT_TEXTS.downloadRefused }).click();
      const refused = (await readFile(await (await download).path(), 'utf8')).trim().split(/\r?\n/);
      expect(refused).toHaveLength(4); // the header and rows 4, 5 and 6
      expect(refused.slice(1).join('\n')).toContain(badEmail);
      expect(refused.slice(1).join('\n')).toContain('Copy Cat');
      await dialog.getByRole('button', { name: EVENT_TEXTS.close, exact: true }).last().click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the event lists both exhibitors; the existing company kept its details', async () => {
      await expect(exhibitorsTable(page).getByRole('row').filter({ hasText: fresh.companyName })).toContainText('C12');
      const linked = exhibitorsTable(page).getByRole('row').filter({ hasText: existing.body.companyName });
      await expect(linked).toContainText('C14');
      await expect(linked).toContainText(existing.body.productCategory);
      expect(await totalOf(request, adminToken, '/api/exhibiting-companies')).toBe(companiesBefore + 1);
    });

    await test.step('the same file again: nothing to create or link, no duplicates', async () => {
      await page.getByRole('button', { name: EVENT_TEXTS.uploadCsvButton, exact: true }).click();
      await chooseCsv(dialog, 'exhibitors.csv', csv);
      await expect(dialog.getByText(english(IMPORT_TEXTS.summary, { create: 0, update: 0, link: 0, unchanged: 2, refuse: 3 }))).toBeVisible();
      await expect(dialog.getByRole('button', { name: IMPORT_TEXTS.confirm, exact: true })).toBeDisabled();
      await dialog.getByRole('button', { name: IMPORT_TEXTS.cancel, exact: true }).click();
      expect(await totalOf(request, adminToken, `/api/event/${event.id}/exhibitors`)).toBe(2);
      expect(await totalOf(request, adminToken, '/api/exhibiting-companies')).toBe(companiesBefore + 1);
      const listed = await request.get(`/api/event/${event.id}/exhibitors`, { headers: bearer(adminToken) });
      expect(listed.status()).toBe(200);
    });
    await context.close();
  });
});
