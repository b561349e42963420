import { expect, test } from '@playwright/test';
import { PAGES } from '../src/api/contract/pages';
import { ROLES } from '../src/api/contract/roles';
import { AUDIT_ACTION_NAMES, AUDIT_TEXTS, LAYOUT_TEXTS, MENU_TEXTS, PAGE_TITLES } from '../src/api/contract/texts';
import { createAccount } from './support/accounts';
import { axeProblems } from './support/axe';
import { bearer, createEvent, uniqueTitle } from './support/events';
import { pageHeading } from './support/ui';
import { apiSignIn, createUser, signedInContext } from './support/users';
import { english } from './support/english';

/**
 * Issue 9, item 7: an organiser changes an event; the admin finds it in the audit log in words,
 * with who did it and a link to the event, narrows the log to that person and that action, and
 * the filters survive a reload. Other journeys write to the same log at the same time, so every
 * check narrows to this journey's own organiser first.
 */
test('Audit log: a change is listed with who and when, filtered by person and action, the filters kept in the address', async ({ browser, request }) => {
  const admin = await createUser({ role: ROLES.admin, firstname: 'Aud', lastname: 'Itor' });
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const organiser = await createAccount(request, adminToken, 'organiser');
  const organiserToken = await apiSignIn(request, organiser.body.email, organiser.body.password);
  const organiserName = `${organiser.body.firstname} ${organiser.body.lastname}`;
  const name = uniqueTitle('Audit Expo');
  const event = await createEvent(request, organiserToken, { name: `${name} draft`, category: 'Primary', allDay: true, start: '2027-05-03', end: '2027-05-05' });
  const renamed = await request.put(`/api/event/${event.id}`, {
    data: { name, category: 'Success', allDay: true, start: '2027-05-03', end: '2027-05-05', timeZone: event.timeZone },
    headers: bearer(organiserToken),
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);

  const context = await signedInContext(browser, request, admin);
  const page = await context.newPage();
  const table = page.getByRole('table', { name: PAGE_TITLES.auditLog });
  const action = page.getByRole('combobox', { name: AUDIT_TEXTS.actionFilter, exact: true });
  const person = page.getByRole('combobox', { name: AUDIT_TEXTS.personFilter, exact: true });
  let filtered = '';
  try {
    await page.goto('/');
    await page.getByRole('navigation', { name: LAYOUT_TEXTS.mainMenu }).getByRole('link', { name: MENU_TEXTS.auditLog, exact: true }).click();
    await expect(pageHeading(page, PAGE_TITLES.auditLog)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${PAGE_TITLES.auditLog} \\|`));

    await test.step('the person filter narrows the log to the organiser: both changes, newest first, in words, linked to the event', async () => {
      await person.selectOption({ label: `${organiserName} (${organiser.body.email})` });
      await expect(page).toHaveURL(/actorId=\d+/);
      // The organiser's own sign-ins are listed too (each is audited); the changes are the two event rows.
      const mine = table.getByRole('row').filter({ hasText: organiserName });
      await expect(mine.filter({ hasText: AUDIT_ACTION_NAMES['user.sign-in'] }).first()).toBeVisible();
      const rows = mine.filter({ hasText: new RegExp([AUDIT_ACTION_NAMES['event.update'], AUDIT_ACTION_NAMES['event.create']].join('|')) });
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(AUDIT_ACTION_NAMES['event.update']);
      await expect(rows.nth(1)).toContainText(AUDIT_ACTION_NAMES['event.create']);
      await expect(rows.nth(0).getByRole('link', { name, exact: true })).toHaveAttribute('href', `/event-details/${event.id}`);
      expect(await axeProblems(page)).toEqual([]);
    });

    await test.step('the action filter keeps the edit alone; a reload keeps both filters', async () => {
      await action.selectOption('event.update');
      await expect(page).toHaveURL(/action=event\.update/);
      await expect(table.getByRole('row').filter({ hasText: organiserName })).toHaveCount(1);
      await expect(page.getByText(english(AUDIT_TEXTS.total, { count: 1 }), { exact: true })).toBeVisible();
      await page.reload();
      await expect(action).toHaveValue('event.update');
      await expect(person).toHaveValue(/\d+/);
      await expect(table.getByRole('row').filter({ hasText: organiserName })).toHaveCount(1);
      await expect(table).toContainText(AUDIT_ACTION_NAMES['event.update']);
      filtered = page.url();
    });

    await test.step('a day before the change empties the log, with a way back', async () => {
      await page.getByLabel(AUDIT_TEXTS.toFilter, { exact: true }).fill('2020-01-01');
      await expect(page).toHaveURL(/to=2020-01-01/);
      await expect(table).toContainText(AUDIT_TEXTS.noMatches);
      await table.getByRole('button', { name: AUDIT_TEXTS.clearFilters }).click();
      await expect(page).toHaveURL((url) => url.pathname === PAGES.auditLog.path && url.search === '');
      await expect(action).toHaveValue('');
    });

    await test.step('the subject opens its page', async () => {
      await page.goto(filtered);
      await table.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/event-details/${event.id}`);
    });
  } finally {
    await context.close();
  }
});

test('Audit log: an organiser and a company are refused the page and the API, and see no menu entry', async ({ browser, request }) => {
  const admin = await createUser({ role: ROLES.admin });
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  for (const kind of ['organiser', 'company'] as const) {
    const account = await createAccount(request, adminToken, kind);
    const token = await apiSignIn(request, account.body.email, account.body.password);
    expect((await request.get('/api/audit-log', { headers: bearer(token) })).status()).toBe(403);
    expect((await request.get('/api/audit-log/actors', { headers: bearer(token) })).status()).toBe(403);
    const context = await signedInContext(browser, request, account.body);
    const page = await context.newPage();
    try {
      await page.goto(PAGES.auditLog.path);
      await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('navigation', { name: LAYOUT_TEXTS.mainMenu }).getByRole('link', { name: MENU_TEXTS.auditLog })).toHaveCount(0);
    } finally {
      await context.close();
    }
  }
});
