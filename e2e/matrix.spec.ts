import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ARTWORK_TEXTS, LIST_TEXTS, MATRIX_TEXTS, REMINDER_TEXTS } from '../src/api/contract/texts';
import { ROLES } from '../src/api/contract/roles';
import { createAccount } from './support/accounts';
import { COUNTER_FRONT, solidImage, submitVersion, uploadVersion } from './support/artwork';
import { axeProblems } from './support/axe';
import { addExhibitor, bearer, createEvent, exhibitorFields, uniqueTitle } from './support/events';
import { mailsTo } from './support/mailbox';
import { saveScreen, toasts } from './support/ui';
import { apiSignIn, createUser, signedInContext } from './support/users';
import { english } from './support/english';

/** Ten exhibitors: two pages of eight and two. */
const EXHIBITORS = 10;

const matrixTable = (page: Page): Locator => page.getByRole('table', { name: MATRIX_TEXTS.title });
const filterRadio = (page: Page, filter: keyof typeof MATRIX_TEXTS.filters): Locator =>
  page.getByRole('radiogroup', { name: MATRIX_TEXTS.filterLabel }).getByRole('radio', { name: MATRIX_TEXTS.filters[filter], exact: true });
const rowOf = (page: Page, company: string): Locator => matrixTable(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: company }) });

/**
 * Issue 9, items 5 and 6: the completeness matrix on event details, its filter in the address,
 * reminders to exhibitors picked across pages, an extension, the CSV of what is shown and the
 * printer's ZIP.
 */
test.describe('Artwork completeness', () => {
  test('filter kept over a reload, every matching exhibitor reminded across pages, a deadline extended, CSV and ZIP downloaded', async ({ browser, request }, testInfo) => {
    test.slow();
    const admin = await createUser({ role: ROLES.admin, firstname: 'Mona', lastname: 'Matrix' });
    const adminToken = await apiSignIn(request, admin.email, admin.password);
    const organiser = await createAccount(request, adminToken, 'organiser');
    const event = await createEvent(request, adminToken, { name: uniqueTitle('Matrix Fair'), category: 'Success', allDay: true, start: '2027-06-10', end: '2027-06-12', timeZone: 'Europe/Berlin', organiserIds: [organiser.id] });
    const created = await request.post(`/api/event/${event.id}/requirement`, { data: COUNTER_FRONT, headers: bearer(adminToken) });
    expect(created.status()).toBe(201);
    const requirementId = ((await created.json()) as { id: number }).id;

    // One company that signs in and submits; nine more that owe their artwork, named so they sort after it.
    const tag = uniqueTitle('Matrix');
    const submitter = await createAccount(request, adminToken, 'company', { companyName: `${tag} 00 Submitted` });
    const { companyName, productCategory, boothSize, contactPerson, email } = submitter.body;
    await addExhibitor(request, adminToken, event.id, { companyName, productCategory, boothSize, contactPerson, email, booth: 'M00' });
    const owing: ReturnType<typeof exhibitorFields>[] = [];
    for (let index = 1; index < EXHIBITORS; index += 1) {
      const fields = exhibitorFields({ companyName: `${tag} ${String(index).padStart(2, '0')} Owing`, booth: `M${String(index).padStart(2, '0')}` });
      await addExhibitor(request, adminToken, event.id, fields);
      owing.push(fields);
    }
    const companyToken = await apiSignIn(request, submitter.body.email, submitter.body.password);
    const version = await uploadVersion(request, companyToken, requirementId, 'counter.png', await solidImage(1200, 600, { r: 30, g: 140, b: 90 }));
    await submitVersion(request, companyToken, version.id);

    const staff = await signedInContext(browser, request, organiser.body);
    const page = await staff.newPage();

    await test.step('the matrix shows every exhibitor against the requirement, the status in words', async () => {
      await page.goto(`/event-details/${event.id}`);
      await expect(matrixTable(page).getByRole('rowheader')).toHaveCount(8);
      await expect(rowOf(page, companyName).getByRole('cell')).toContainText(`Submitted ${english(MATRIX_TEXTS.versionMark, { version: 1 })}`);
      await expect(rowOf(page, owing[0]!.companyName).getByRole('cell')).toContainText('Missing');
      const summary = page.getByRole('list', { name: MATRIX_TEXTS.summaryLabel });
      await expect(summary.getByRole('listitem').filter({ hasText: 'Missing' })).toHaveText(`Missing${EXHIBITORS - 1}`);
      await expect(summary.getByRole('listitem').filter({ hasText: 'Submitted' })).toHaveText('Submitted1');
      await matrixTable(page).scrollIntoViewIfNeeded();
      await saveScreen(page, 'matrix-1280-light', testInfo);
      expect(await axeProblems(page)).toEqual([]);
    });

    await test.step('the filter is in the address and survives a reload', async () => {
      await filterRadio(page, 'needs-review').click();
      await expect(page).toHaveURL(/[?&]filter=needs-review(&|$)/);
      await expect(matrixTable(page).getByRole('rowheader')).toHaveCount(1);
      await page.reload();
      await expect(filterRadio(page, 'needs-review')).toBeChecked();
      await expect(matrixTable(page).getByRole('rowheader')).toHaveCount(1);
      await expect(matrixTable(page).getByRole('rowheader')).toContainText(companyName);
      await page.goBack();
      await expect(filterRadio(page, 'all')).toBeChecked();
      await expect(matrixTable(page).getByRole('rowheader')).toHaveCount(8);
    });

    await test.step('a row picked on each page, then every matching exhibitor, is reminded; the exhibitor on page 2 gets the email', async () => {
      await page.getByRole('checkbox', { name: english(MATRIX_TEXTS.selectRow, { company: owing[0]!.companyName }) }).check();
      await page.getByRole('navigation', { name: MATRIX_TEXTS.pagination }).getByRole('button', { name: english(LIST_TEXTS.pageLabel, { page: 2 }) }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      const last = owing.at(-1)!;
      await page.getByRole('checkbox', { name: english(MATRIX_TEXTS.selectRow, { company: last.companyName }) }).check();
      await expect(page.getByText(english(MATRIX_TEXTS.selectedCount, { count: 2 }), { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: english(REMINDER_TEXTS.remindSelected, { count: 2 }) })).toBeVisible();
      // Gmail's way: the whole page, then every matching exhibitor on every page.
      await page.getByRole('checkbox', { name: MATRIX_TEXTS.selectPage }).check();
      await page.getByRole('button', { name: english(MATRIX_TEXTS.selectAllMatching, { count: EXHIBITORS }) }).click();
      await expect(page.getByText(english(MATRIX_TEXTS.allMatchingSelected, { count: EXHIBITORS }))).toBeVisible();
      await saveScreen(page, 'matrix-all-selected', testInfo);
      await page.getByRole('button', { name: english(REMINDER_TEXTS.remindAll, { count: EXHIBITORS }) }).click();
      // The one who submitted owes nothing.
      await expect(toasts(page)).toContainText(`${english(REMINDER_TEXTS.reminded, { count: EXHIBITORS - 1 })} ${english(MATRIX_TEXTS.remindSkipped, { count: 1 })}`);
      await expect(page.getByText(MATRIX_TEXTS.selectHint)).toBeVisible();
      // Its invitation came first; the reminder names the event and what is owed.
      const reminder = () => mailsTo(last.email).find((mail) => mail.source.includes(event.name) && mail.source.includes(COUNTER_FRONT.name));
      await expect.poll(() => reminder() !== undefined, { timeout: 20_000 }).toBe(true);
    });

    await test.step('an exhibitor’s deadline is extended in the dialog, and shows as such', async () => {
      const last = owing.at(-1)!;
      await rowOf(page, last.companyName).getByRole('button', { name: english(MATRIX_TEXTS.extendFor, { company: last.companyName, requirement: COUNTER_FRONT.name }) }).click();
      const dialog = page.getByRole('dialog', { name: REMINDER_TEXTS.extend });
      const date = dialog.getByLabel(ARTWORK_TEXTS.deadlineDateLabel);
      const wanted = new Date(Date.parse(COUNTER_FRONT.deadline) + 7 * 86_400_000).toISOString().slice(0, 10);
      await date.fill(wanted);
      await dialog.getByLabel(ARTWORK_TEXTS.deadlineTimeLabel).fill('18:00');
      await dialog.getByRole('button', { name: MATRIX_TEXTS.saveExtension }).click();
      await expect(dialog).toBeHidden();
      const [year, , day] = wanted.split('-');
      // "Extended to 20 Dec 2026, 18:00", on the event's clock.
      await expect(rowOf(page, last.companyName).getByRole('cell')).toContainText(new RegExp(`${english(REMINDER_TEXTS.extendedTo, { when: '' })}${day} \\S+ ${year}, 18:00`));
    });

    await test.step('Export CSV holds every row the filter and search keep, not only this page', async () => {
      await filterRadio(page, 'missing').click();
      await page.getByRole('searchbox', { name: MATRIX_TEXTS.searchLabel }).fill('Owing');
      await expect(page).toHaveURL(/[?&]search=Owing(&|$)/);
      await expect(matrixTable(page).getByRole('rowheader')).toHaveCount(8);
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: MATRIX_TEXTS.exportCsv }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^artwork-${event.id}-missing-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
      expect(lines[0]).toBe(`${MATRIX_TEXTS.exhibitor},Booth,Email,${COUNTER_FRONT.name}`);
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(owing.map((fields) => fields.companyName));
      expect(lines.slice(1).every((line) => line.endsWith(',Missing'))).toBe(true);
    });

    await test.step('Download approved starts the printer’s ZIP', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: MATRIX_TEXTS.downloadApproved }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${event.name} approved artwork \\d{4}-\\d{2}-\\d{2}\\.zip$`));
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    });

    await test.step('at 375 px in dark mode the matrix scrolls inside its card, the exhibitor column in view', async () => {
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`/event-details/${event.id}?filter=missing`);
      await expect(matrixTable(page).getByRole('rowheader')).toHaveCount(8);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const region = page.getByRole('region', { name: MATRIX_TEXTS.title });
      await region.scrollIntoViewIfNeeded();
      await region.evaluate((element) => element.scrollBy(400, 0));
      const header = matrixTable(page).getByRole('rowheader').first();
      const box = (await header.boundingBox())!;
      const frame = (await region.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x - 1);
      await saveScreen(page, 'matrix-375-dark', testInfo);
    });

    await staff.close();
  });
});
