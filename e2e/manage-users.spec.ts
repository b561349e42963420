import { type APIRequestContext, type Browser, expect, test, type Page } from '@playwright/test';
import { formatDayOf } from '../src/api/contract/dates';
import { PAGES, PUBLIC_PATHS } from '../src/api/contract/pages';
import { ROLES } from '../src/api/contract/roles';
import { ACCOUNT_FIELDS, ACCOUNT_MESSAGES, COMPANY_TEXTS, INVITED_STATUS, LIST_TEXTS, MESSAGES, ORGANISER_TEXTS, OWNER_ADMIN_TEXTS, PAGE_TITLES } from '../src/api/contract/texts';
import { AUTH_TEXTS } from '../src/routes/auth/auth-texts';
import { createAccount } from './support/accounts';
import { e2eEnv, uniqueEmail } from './support/env';
import { setPasswordLinkFrom, waitForMail } from './support/mailbox';
import { field, pageHeading, saveScreen, signInThroughForm, toasts } from './support/ui';
import { apiSignIn, createUser, signedInContext } from './support/users';
import { english } from './support/english';

const onPath = (path: string) => (url: URL) => url.pathname === path;
const main = (page: Page) => page.getByRole('main');
const listSearch = (page: Page) => main(page).getByRole('searchbox', { name: LIST_TEXTS.searchLabel });
const rowOf = (page: Page, text: string) => main(page).getByRole('row').filter({ hasText: text });
const submit = (page: Page) => main(page).getByRole('button', { name: LIST_TEXTS.save, exact: true });
const password = (page: Page) => field(main(page), ACCOUNT_FIELDS.password);
const adminToken = (request: Parameters<typeof apiSignIn>[0]) => apiSignIn(request, e2eEnv().admin.email, e2eEnv().admin.password);

/** A new Owner/Admin, signed in, on the organisers list; with the admin token that made them. */
async function ownerAdminOnOrganisers(browser: Browser, request: APIRequestContext) {
  const token = await adminToken(request);
  const owner = await createAccount(request, token, 'ownerAdmin');
  const context = await signedInContext(browser, request, owner.body);
  const page = await context.newPage();
  await page.goto(PAGES.organisers.path);
  await expect(pageHeading(page, PAGE_TITLES.organisers)).toBeVisible();
  return { token, owner, context, page };
}

test.describe('Manage users', () => {
  test('owner/admins: add with validation, find in the list, view, edit, delete', async ({ browser, request }) => {
    const context = await signedInContext(browser, request, e2eEnv().admin);
    const page = await context.newPage();
    await page.goto(PAGES.ownerAdmins.path);
    await expect(pageHeading(page, PAGE_TITLES.ownerAdmins)).toBeVisible();
    // Other journeys share this server, so the list's rows vary; a search that matches none says so.
    const nobody = `nobody${Date.now().toString(36)}`;
    await listSearch(page).fill(nobody);
    await expect(main(page).getByText(english(LIST_TEXTS.noResults, { search: nobody }), { exact: true })).toBeVisible();
    await listSearch(page).fill('');

    await main(page).getByRole('link', { name: OWNER_ADMIN_TEXTS.addButton }).click();
    await expect(pageHeading(page, PAGE_TITLES.ownerAdminAdd)).toBeVisible();
    await submit(page).click();
    for (const message of [MESSAGES.firstNameRequired, MESSAGES.lastNameRequired, MESSAGES.emailRequired, ACCOUNT_MESSAGES.passwordRequiredForNewAdmins, ACCOUNT_MESSAGES.permissionsRequired]) {
      await expect(main(page).getByText(message, { exact: true })).toBeVisible();
    }
    // Editing a field clears its own message and no other.
    await field(main(page), ACCOUNT_FIELDS.firstname).fill('Grace');
    await expect(main(page).getByText(MESSAGES.firstNameRequired, { exact: true })).toBeHidden();
    await expect(main(page).getByText(MESSAGES.lastNameRequired, { exact: true })).toBeVisible();

    const email = uniqueEmail('grace');
    await field(main(page), ACCOUNT_FIELDS.lastname).fill('Hopper');
    await field(main(page), ACCOUNT_FIELDS.email).fill(email);
    await password(page).fill('Grace-Hopper-1');
    await field(main(page), ACCOUNT_FIELDS.permissions).fill('"events", \'reports\'');
    await submit(page).click();
    await expect(toasts(page).getByText(OWNER_ADMIN_TEXTS.created)).toBeVisible();
    await expect(page).toHaveURL(onPath(PAGES.ownerAdmins.path));
    const row = rowOf(page, email);
    await expect(row).toContainText('Grace Hopper');
    await expect(row).toContainText(ROLES.owner);
    await expect(row).toContainText('events, reports');
    await expect(row).toContainText('Active');

    await row.getByRole('link', { name: english(LIST_TEXTS.viewRow, { name: 'Grace Hopper' }) }).click();
    await expect(pageHeading(page, PAGE_TITLES.ownerAdminView)).toBeVisible();
    await expect(main(page)).toContainText(email);
    await main(page).getByRole('link', { name: LIST_TEXTS.edit, exact: true }).click();
    await expect(pageHeading(page, PAGE_TITLES.ownerAdminEdit)).toBeVisible();
    await expect(password(page)).toHaveAttribute('placeholder', ACCOUNT_FIELDS.passwordKeepPlaceholder);
    await expect(field(main(page), ACCOUNT_FIELDS.firstname)).toHaveValue('Grace');
    await field(main(page), ACCOUNT_FIELDS.firstname).fill('Ada');
    await main(page).getByLabel(ACCOUNT_FIELDS.status).selectOption('Inactive');
    await submit(page).click();
    await expect(toasts(page).getByText(OWNER_ADMIN_TEXTS.updated)).toBeVisible();
    await expect(rowOf(page, email)).toContainText('Ada Hopper');
    await expect(rowOf(page, email)).toContainText('Inactive');
    // A blank password on edit kept the one set at creation (the account is Inactive, so 403, not 401).
    const signIn = await request.post('/api/auth/login', { data: { email, password: 'Grace-Hopper-1' } });
    expect(signIn.status()).toBe(403);

    await rowOf(page, email).getByRole('button', { name: english(LIST_TEXTS.deleteRow, { name: 'Ada Hopper' }), exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: LIST_TEXTS.confirmDeleteTitle });
    await expect(dialog).toContainText('Ada Hopper');
    await dialog.getByRole('button', { name: LIST_TEXTS.cancel }).click();
    await expect(rowOf(page, email)).toBeVisible();
    await rowOf(page, email).getByRole('button', { name: english(LIST_TEXTS.deleteRow, { name: 'Ada Hopper' }), exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: LIST_TEXTS.delete, exact: true }).click();
    await expect(toasts(page).getByText(OWNER_ADMIN_TEXTS.deleted)).toBeVisible();
    await expect(rowOf(page, email)).toHaveCount(0);
    await context.close();
  });

  test('organisers: no password to type, a duplicate email is refused, the invitation and Send Reset Link each mail a link that sets the password', async ({ browser, request, page }, testInfo) => {
    test.slow(); // several argon2 hashes and a real email
    const token = await adminToken(request);
    const taken = await createAccount(request, token, 'company');
    const context = await signedInContext(browser, request, e2eEnv().admin);
    const admin = await context.newPage();
    await admin.goto(PAGES.organiserAdd.path);
    await expect(pageHeading(admin, PAGE_TITLES.organiserAdd)).toBeVisible();
    await expect(main(admin).getByLabel(ACCOUNT_FIELDS.role)).toHaveValue(ROLES.organizer);
    // Nobody types someone else's password: the organiser is invited to set their own.
    await expect(password(admin)).toHaveCount(0);
    await expect(main(admin).getByText(ORGANISER_TEXTS.invitationHint)).toBeVisible();
    await saveScreen(admin, 'organiser-add', testInfo);
    await submit(admin).click();
    for (const message of [ACCOUNT_MESSAGES.phoneRequired, ACCOUNT_MESSAGES.jobTitleRequired, ACCOUNT_MESSAGES.companyNameRequired]) {
      await expect(main(admin).getByText(message, { exact: true })).toBeVisible();
    }
    const fill = async (email: string) => {
      await field(main(admin), ACCOUNT_FIELDS.firstname).fill('Priya');
      await field(main(admin), ACCOUNT_FIELDS.lastname).fill('Raman');
      await field(main(admin), ACCOUNT_FIELDS.email).fill(email);
      await field(main(admin), ACCOUNT_FIELDS.phone).fill('+44 113 496 0000');
      await field(main(admin), ACCOUNT_FIELDS.jobTitle).fill('Show Director');
      await field(main(admin), ACCOUNT_FIELDS.companyName).fill('Leeds Expo Group');
    };
    await fill(taken.body.email.toUpperCase());
    await submit(admin).click();
    await expect(toasts(admin).getByText(MESSAGES.emailTaken)).toBeVisible();
    await expect(admin).toHaveURL(onPath(PAGES.organiserAdd.path));

    const email = uniqueEmail('priya');
    await field(main(admin), ACCOUNT_FIELDS.email).fill(email);
    await submit(admin).click();
    await expect(toasts(admin).getByText(ORGANISER_TEXTS.created)).toBeVisible();
    await expect(admin).toHaveURL(onPath(PAGES.organisers.path));
    const row = rowOf(admin, email);
    await expect(row).toContainText('Show Director');
    await expect(row).toContainText('Leeds Expo Group');

    await row.getByRole('link', { name: english(LIST_TEXTS.viewRow, { name: 'Priya Raman' }) }).click();
    await expect(pageHeading(admin, PAGE_TITLES.organiserView)).toBeVisible();
    await expect(main(admin).locator('dl').getByText(INVITED_STATUS, { exact: true })).toBeVisible();
    // The invitation came when the account was made; Send Reset Link sends a second link, which voids the first.
    const invitation = setPasswordLinkFrom(await waitForMail(email));
    await main(admin).getByRole('button', { name: LIST_TEXTS.sendResetLink }).click();
    await expect(toasts(admin).getByText(MESSAGES.resetLinkSent)).toBeVisible();

    const link = setPasswordLinkFrom(await waitForMail(email, { count: 2 }));
    expect(link).not.toBe(invitation);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.setPasswordTitle })).toBeVisible();
    await field(page, AUTH_TEXTS.newPasswordLabel).fill('Priya-New-Pass-2');
    await field(page, AUTH_TEXTS.confirmPasswordLabel).fill('Priya-New-Pass-2');
    await page.getByRole('button', { name: AUTH_TEXTS.setPasswordButton }).click();
    await expect(page).toHaveURL(onPath(PUBLIC_PATHS.signIn), { timeout: 10_000 });
    await signInThroughForm(page, email, 'Priya-New-Pass-2');
    await context.close();
  });

  test('an old "organizers" address redirects to the organiser page, spelt one way', async ({ browser, request }) => {
    const context = await signedInContext(browser, request, e2eEnv().admin);
    const page = await context.newPage();
    for (const [old, listed, title] of [
      ['/organizers', '/organisers', PAGE_TITLES.organisers],
      ['/organizers/add', '/organisers/add', PAGE_TITLES.organiserAdd],
    ] as const) {
      await page.goto(old);
      await expect(page).toHaveURL((url) => url.pathname === listed);
      await expect(pageHeading(page, title)).toBeVisible();
    }
    // The menu and the list's button lead to the one spelling.
    await page.goto('/organisers');
    await expect(main(page).getByRole('link', { name: ORGANISER_TEXTS.addButton, exact: true })).toHaveAttribute('href', '/organisers/add');
    await context.close();
  });

  test('a missing record shows its empty state, on both organiser spellings', async ({ browser, request }) => {
    const context = await signedInContext(browser, request, e2eEnv().admin);
    const page = await context.newPage();
    for (const [path, text] of [
      ['/organizers/view/999999', ORGANISER_TEXTS.viewEmpty],
      ['/organisers/view/999999', ORGANISER_TEXTS.viewEmpty],
      ['/owner-admins/view/999999', OWNER_ADMIN_TEXTS.viewEmpty],
      ['/exhibiting-companies/view/999999', COMPANY_TEXTS.viewEmpty],
    ] as const) {
      await page.goto(path);
      await expect(main(page).getByText(text, { exact: true })).toBeVisible();
    }
    await context.close();
  });

  test('companies: pages of 8 with the page in the address, search, export, edit and delete', async ({ browser, request }) => {
    test.slow();
    const token = await adminToken(request);
    const tag = `Zephyr${Date.now().toString(36)}`;
    const made = [];
    for (let n = 1; n <= 10; n += 1) made.push(await createAccount(request, token, 'company', { companyName: `${tag} Stand ${n}` }));
    const context = await signedInContext(browser, request, e2eEnv().admin);
    const page = await context.newPage();
    await page.goto(PAGES.exhibitors.path);
    await expect(pageHeading(page, PAGE_TITLES.exhibitors)).toBeVisible();
    const headers = main(page).getByRole('columnheader');
    await expect(headers).toHaveText([ACCOUNT_FIELDS.companyName, ACCOUNT_FIELDS.productCategory, ACCOUNT_FIELDS.boothSize, ACCOUNT_FIELDS.contactPerson, ACCOUNT_FIELDS.status, ACCOUNT_FIELDS.createdAt, ACCOUNT_FIELDS.actions]);
    // The list gives the day on the browser's clock, in the app's one date form.
    const day = formatDayOf(new Date(), await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
    await expect(rowOf(page, `${tag} Stand 10`)).toContainText(day);

    await listSearch(page).fill(tag.toLowerCase());
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === tag.toLowerCase());
    const rows = main(page).getByRole('row').filter({ hasText: tag });
    await expect(rows).toHaveCount(8);
    const pagination = main(page).getByRole('navigation', { name: LIST_TEXTS.pagination });
    await expect(pagination.getByRole('button', { name: LIST_TEXTS.previous })).toBeDisabled();
    await pagination.getByRole('button', { name: english(LIST_TEXTS.pageLabel, { page: 2 }) }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(`${tag} Stand 2`);
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(listSearch(page)).toHaveValue(tag.toLowerCase());
    await expect(pagination.getByRole('button', { name: LIST_TEXTS.next })).toBeDisabled();
    await pagination.getByRole('button', { name: LIST_TEXTS.previous }).click();
    await expect(rows).toHaveCount(8);
    await expect(rows.first()).toContainText(`${tag} Stand 10`);

    const download = page.waitForEvent('download');
    await main(page).getByRole('button', { name: LIST_TEXTS.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^exhibiting-companies-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]!.startsWith(ACCOUNT_FIELDS.companyName)).toBe(true);
    expect(lines.slice(1).filter((line) => line.includes(tag))).toHaveLength(10);

    const target = made.at(-1)!;
    await rowOf(page, `${tag} Stand 10`).getByRole('link', { name: english(LIST_TEXTS.editRow, { name: `${tag} Stand 10` }) }).click();
    await expect(pageHeading(page, PAGE_TITLES.companyEdit)).toBeVisible();
    await field(main(page), ACCOUNT_FIELDS.boothSize).fill('');
    await submit(page).click();
    await expect(main(page).getByText(ACCOUNT_MESSAGES.boothSizeRequired, { exact: true })).toBeVisible();
    await field(main(page), ACCOUNT_FIELDS.boothSize).fill('9x3');
    await submit(page).click();
    await expect(toasts(page).getByText(COMPANY_TEXTS.updated)).toBeVisible();
    await expect(page).toHaveURL(onPath(PAGES.exhibitors.path));
    const edited = await request.get(`/api/exhibiting-company/${target.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await edited.json()).boothSize).toBe('9x3');

    // Words are prefixes ("zeph… sta" finds them all; the server tests pin the rules down). The
    // newest company heads the list; it goes.
    await listSearch(page).fill(`${tag.toLowerCase()} sta`);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === `${tag.toLowerCase()} sta`);
    await expect(main(page).getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
    await expect(rows).toHaveCount(8);
    await expect(rows.first()).toContainText(target.body.companyName);
    await main(page).getByRole('button', { name: english(LIST_TEXTS.deleteRow, { name: target.body.companyName }), exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: LIST_TEXTS.delete, exact: true }).click();
    await expect(toasts(page).getByText(COMPANY_TEXTS.deleted)).toBeVisible();
    await expect(main(page).getByRole('cell', { name: target.body.companyName, exact: true })).toHaveCount(0);
    const gone = await request.get(`/api/exhibiting-company/${target.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(gone.status()).toBe(404);
    await context.close();
  });

  test('an Owner/Admin manages organisers and companies but not owner/admins; the server refuses them too', async ({ browser, request }) => {
    const { owner, context, page } = await ownerAdminOnOrganisers(browser, request);
    await page.goto(PAGES.exhibitors.path);
    await expect(pageHeading(page, PAGE_TITLES.exhibitors)).toBeVisible();
    await page.goto(PAGES.ownerAdmins.path);
    await expect(page).toHaveURL(onPath('/'));
    const ownerToken = await apiSignIn(request, owner.body.email, owner.body.password);
    const refused = await request.get('/api/owner-admins', { headers: { authorization: `Bearer ${ownerToken}` } });
    expect(refused.status()).toBe(403);
    for (const role of [ROLES.organizer, ROLES.exhibitor, ROLES.user]) {
      const someone = await createUser({ role });
      const theirs = await apiSignIn(request, someone.email, someone.password);
      for (const path of ['/api/owner-admins', '/api/event-organisers', '/api/exhibiting-companies']) {
        expect((await request.get(path, { headers: { authorization: `Bearer ${theirs}` } })).status()).toBe(403);
      }
    }
    await context.close();
  });

  test('a list whose session has ended leads to /signin', async ({ browser, request }) => {
    const { token, owner, context, page } = await ownerAdminOnOrganisers(browser, request);
    const update = await request.put(`/api/owner-admin/${owner.id}`, { data: { ...owner.body, password: '', status: 'Inactive' }, headers: { authorization: `Bearer ${token}` } });
    expect(update.status()).toBe(200);
    await listSearch(page).fill('anything');
    await expect(page).toHaveURL((url) => url.pathname === PUBLIC_PATHS.signIn);
    await context.close();
  });
});
