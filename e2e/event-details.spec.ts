import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROLES } from '../src/api/contract/roles';
import { EVENT_MESSAGES, EVENT_TEXTS, INVITE_MAIL_TEXTS, INVITED_STATUS, PAGE_TITLES } from '../src/api/contract/texts';
import { createAccount } from './support/accounts';
import { bearer, createEvent, exhibitorFields, type NewExhibitorInput, totalOf, uniqueTitle } from './support/events';
import { mailsTo, setPasswordLinkFrom, waitForMail } from './support/mailbox';
import { field, pageHeading, toasts } from './support/ui';
import { apiSignIn, createUser, signedInContext, type TestUser } from './support/users';

/** A fact of the Event Details card: the definition after its term. */
const detail = (page: Page, label: string): Locator =>
  page.getByRole('main').getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

const exhibitorsTable = (page: Page): Locator => page.getByRole('table', { name: EVENT_TEXTS.exhibitorsActiveTitle, exact: true });
const exhibitorRow = (page: Page, companyName: string): Locator => exhibitorsTable(page).getByRole('row').filter({ hasText: companyName });

const addExhibitorDialog = (page: Page): Locator => page.getByRole('dialog', { name: EVENT_TEXTS.addExhibitorSubmit, exact: true });

/** Add Exhibitor: the email (and booth) first; for a new company, the details it then asks, each marked required. */
async function addExhibitorThroughModal(page: Page, fields: Pick<NewExhibitorInput, 'email' | 'booth'> & Partial<NewExhibitorInput>) {
  await page.getByRole('button', { name: EVENT_TEXTS.addExhibitorButton, exact: true }).click();
  const dialog = addExhibitorDialog(page);
  await expect(dialog).toBeVisible();
  await field(dialog, EVENT_TEXTS.emailLabel).fill(fields.email);
  if (fields.booth) await field(dialog, EVENT_TEXTS.boothLabel).fill(fields.booth);
  await dialog.getByRole('button', { name: EVENT_TEXTS.addExhibitorSubmit, exact: true }).click();
  if (!fields.companyName) return dialog;
  await expect(dialog.getByText(EVENT_TEXTS.newCompanyHint)).toBeVisible();
  const details = [
    [EVENT_TEXTS.companyNameLabel, fields.companyName],
    [EVENT_TEXTS.productCategoryLabel, fields.productCategory],
    [EVENT_TEXTS.boothSizeLabel, fields.boothSize],
    [EVENT_TEXTS.contactPersonLabel, fields.contactPerson],
  ] as const;
  for (const [label, value] of details) {
    const input = field(dialog, label);
    await expect(input).toHaveAttribute('required', '');
    // The visible mark beside the label, not only the attribute.
    await expect(dialog.locator('label', { hasText: label })).toContainText('*');
    await input.fill(value ?? '');
  }
  await dialog.getByRole('button', { name: EVENT_TEXTS.addExhibitorSubmit, exact: true }).click();
  return dialog;
}

/** docs/screens.md, Event details: the card, Add Exhibitor (create or link by email), and unavailable events. */
test.describe('Event details', () => {
  let admin: TestUser;
  let adminToken: string;
  test.beforeAll(async ({ request }) => {
    admin = await createUser({ role: ROLES.admin, firstname: 'Dee', lastname: 'Tails' });
    adminToken = await apiSignIn(request, admin.email, admin.password);
  });

  test('admin: the card shows the event’s dates and place; Add Exhibitor creates and invites a new company, or links an existing one', async ({ browser, request }) => {
    const event = await createEvent(request, adminToken, {
      name: uniqueTitle('Print Expo'),
      category: 'Primary',
      allDay: true,
      start: '2027-03-08',
      end: '2027-03-13',
      timeZone: 'Europe/London',
      buildStart: '2027-03-08',
      buildEnd: '2027-03-09',
      openStart: '2027-03-10',
      openEnd: '2027-03-12',
      venue: 'ExCeL London, Hall S4',
      location: 'London',
    });
    const context = await signedInContext(browser, request, admin);
    const page = await context.newPage();
    await page.goto(`/event-details/${event.id}`);
    await expect(pageHeading(page, PAGE_TITLES.eventDetails)).toBeVisible();

    await test.step('Event Details: name, build and open dates, venue, location', async () => {
      await expect(page.getByRole('heading', { level: 2, name: event.name })).toBeVisible();
      await expect(detail(page, EVENT_TEXTS.nameLabel)).toHaveText(event.name);
      await expect(detail(page, EVENT_TEXTS.buildDatesLabel)).toHaveText(EVENT_TEXTS.dateRange('08 Mar 2027', '09 Mar 2027'));
      await expect(detail(page, EVENT_TEXTS.openDatesLabel)).toHaveText(EVENT_TEXTS.dateRange('10 Mar 2027', '12 Mar 2027'));
      await expect(detail(page, EVENT_TEXTS.venueLabel)).toHaveText('ExCeL London, Hall S4');
      await expect(detail(page, EVENT_TEXTS.locationLabel)).toHaveText('London');
      await expect(page.getByRole('heading', { level: 2, name: EVENT_TEXTS.exhibitorsSection })).toBeVisible();
      await expect(page.getByRole('button', { name: EVENT_TEXTS.uploadCsvButton, exact: true })).toBeVisible();
      await expect(exhibitorsTable(page)).toContainText(EVENT_TEXTS.noExhibitors);
    });

    await test.step('the Add Exhibitor modal has SPEC’s texts', async () => {
      await page.getByRole('button', { name: EVENT_TEXTS.addExhibitorButton, exact: true }).click();
      const dialog = addExhibitorDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(EVENT_TEXTS.addExhibitorSubtitle);
      // The email first: an existing company needs nothing else; a new one's details are asked after.
      await expect(field(dialog, EVENT_TEXTS.emailLabel)).toBeVisible();
      await expect(field(dialog, EVENT_TEXTS.boothLabel)).toBeVisible();
      for (const label of [EVENT_TEXTS.companyNameLabel, EVENT_TEXTS.productCategoryLabel, EVENT_TEXTS.boothSizeLabel, EVENT_TEXTS.contactPersonLabel]) {
        await expect(field(dialog, label)).toHaveCount(0);
      }
      await expect(dialog.getByRole('button', { name: EVENT_TEXTS.close, exact: true })).toHaveCount(2); // footer and corner
      await expect(dialog.getByRole('button', { name: EVENT_TEXTS.addExhibitorSubmit, exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: EVENT_TEXTS.close, exact: true }).first().click();
      await expect(dialog).toBeHidden();
    });

    const fresh = exhibitorFields({ booth: 'S4-101' });
    await test.step('a new company by email: created, listed Invited, invited by email', async () => {
      const companiesBefore = await totalOf(request, adminToken, '/api/exhibiting-companies');
      const dialog = await addExhibitorThroughModal(page, { ...fresh, booth: 'S4-101' });
      await expect(toasts(page).getByText(EVENT_TEXTS.exhibitorCreated)).toBeVisible();
      await expect(dialog).toBeHidden();
      const row = exhibitorRow(page, fresh.companyName);
      await expect(row).toContainText(fresh.email);
      await expect(row).toContainText('S4-101');
      await expect(row).toContainText(INVITED_STATUS);
      expect(await totalOf(request, adminToken, '/api/exhibiting-companies')).toBe(companiesBefore + 1);

      const mail = await waitForMail(fresh.email);
      expect(mail.source).toContain(INVITE_MAIL_TEXTS.subject);
      expect(mail.source).toContain(event.name);
      expect(setPasswordLinkFrom(mail)).toContain('token=');
    });

    await test.step('an existing company by email: linked as it is, no new company, no invitation', async () => {
      const existing = await createAccount(request, adminToken, 'company');
      const companiesBefore = await totalOf(request, adminToken, '/api/exhibiting-companies');
      const mailsBefore = mailsTo(existing.body.email).length;
      // Its email alone.
      await addExhibitorThroughModal(page, { email: existing.body.email });
      await expect(toasts(page).getByText(EVENT_TEXTS.exhibitorLinked)).toBeVisible();
      await expect(exhibitorRow(page, existing.body.companyName)).toContainText(existing.body.email);
      expect(await totalOf(request, adminToken, '/api/exhibiting-companies')).toBe(companiesBefore);

      // The same company again is refused, and the list does not change.
      await addExhibitorThroughModal(page, { email: existing.body.email });
      // The modal stays open; the toast shows above it (Radix hides the page behind a modal from the
      // accessibility tree, and announces the toast through its own live region).
      await expect(page.getByRole('region', { name: /notifications/i, includeHidden: true }).getByText(EVENT_MESSAGES.alreadyExhibiting)).toBeVisible();
      await expect(addExhibitorDialog(page)).toBeVisible();
      await addExhibitorDialog(page).getByRole('button', { name: EVENT_TEXTS.close, exact: true }).first().click();
      await expect(exhibitorsTable(page).getByRole('row').filter({ hasText: existing.body.email })).toHaveCount(1);
      const listed = await request.get(`/api/event/${event.id}/exhibitors`, { headers: bearer(adminToken) });
      expect(((await listed.json()) as { totalItems: number }).totalItems).toBe(2);
      // The new company's invitation has come through the same catcher since; none for this one.
      expect(mailsTo(existing.body.email)).toHaveLength(mailsBefore);
    });
    await context.close();
  });

  test('organiser: links an existing company by its email alone; a new company shows Invited until it sets its password', async ({ browser, request }) => {
    const organiser = await createAccount(request, adminToken, 'organiser');
    const event = await createEvent(request, adminToken, { name: uniqueTitle('Own Expo'), category: 'Primary', allDay: true, start: '2027-06-01', organiserIds: [organiser.id] });
    const existing = await createAccount(request, adminToken, 'company');
    const context = await signedInContext(browser, request, organiser.body);
    const page = await context.newPage();
    await page.goto(`/event-details/${event.id}`);
    await expect(page.getByRole('heading', { level: 2, name: event.name })).toBeVisible();

    await addExhibitorThroughModal(page, { email: existing.body.email });
    await expect(toasts(page).getByText(EVENT_TEXTS.exhibitorLinked)).toBeVisible();
    await expect(exhibitorRow(page, existing.body.companyName)).toContainText(EVENT_TEXTS.active);

    const fresh = exhibitorFields();
    await addExhibitorThroughModal(page, fresh);
    await expect(toasts(page).getByText(EVENT_TEXTS.exhibitorCreated)).toBeVisible();
    await expect(exhibitorRow(page, fresh.companyName)).toContainText(INVITED_STATUS);

    // It sets its first password through the invitation, and is Invited no more.
    const mail = await waitForMail(fresh.email);
    const setPassword = await request.post('/api/auth/reset-password', { data: { token: new URL(setPasswordLinkFrom(mail)).searchParams.get('token'), newPassword: 'a password of its own' } });
    expect(setPassword.status()).toBe(200);
    await page.reload();
    await expect(exhibitorRow(page, fresh.companyName)).toContainText(EVENT_TEXTS.active);
    await expect(exhibitorRow(page, fresh.companyName)).not.toContainText(INVITED_STATUS);
    await context.close();
  });

  test('a missing event and another organiser’s event say so in the page', async ({ browser, request }) => {
    const owner = await createAccount(request, adminToken, 'organiser');
    const other = await createAccount(request, adminToken, 'organiser');
    const theirs = await createEvent(request, adminToken, { name: uniqueTitle('Owned Expo'), category: 'Success', allDay: true, start: '2027-04-01', organiserIds: [owner.id] });

    const context = await signedInContext(browser, request, other.body);
    const page = await context.newPage();
    const unavailable = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: EVENT_TEXTS.unavailableTitle }) });
    const cases: [string, string][] = [
      [`/event-details/${theirs.id}`, EVENT_MESSAGES.notYours],
      ['/event-details/2147480000', EVENT_MESSAGES.eventNotFound],
      ['/event-details/not-a-number', EVENT_MESSAGES.eventNotFound],
    ];
    for (const [path, message] of cases) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(pageHeading(page, PAGE_TITLES.eventDetails)).toBeVisible();
        await expect(unavailable).toContainText(message);
        await expect(page.getByRole('heading', { level: 2, name: theirs.name })).toHaveCount(0);
        await expect(unavailable.getByRole('link', { name: EVENT_TEXTS.backToCalendar })).toHaveAttribute('href', '/events');
      });
    }

    // The organiser it belongs to reads it.
    const ownersContext = await signedInContext(browser, request, owner.body);
    const ownersPage = await ownersContext.newPage();
    await ownersPage.goto(`/event-details/${theirs.id}`);
    await expect(ownersPage.getByRole('heading', { level: 2, name: theirs.name })).toBeVisible();
    await ownersContext.close();
    await context.close();
  });
});
