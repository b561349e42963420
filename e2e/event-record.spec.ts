import { expect, test, type Page } from '@playwright/test';
import { addDays } from '../src/api/contract/event-time';
import { ROLES } from '../src/api/contract/roles';
import { EVENT_TEXTS, PAGE_TITLES } from '../src/api/contract/texts';
import { createAccount } from './support/accounts';
import { browserToday, calendarSession, dayCell, eventChip, openCalendar, readEvent, uniqueTitle, viewButton } from './support/events';
import { pageHeading, toasts } from './support/ui';
import { apiSignIn, createUser } from './support/users';
import { english } from './support/english';

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/**
 * The whole event record: an admin adds an event on the calendar, opens it from there, sets its
 * venue, address, days and organiser on its page; that organiser finds it on calendar and dashboard.
 */
test('an event added on the calendar is set up on its page and reaches its organiser', async ({ browser, request }) => {
  const admin = await createUser({ role: ROLES.admin, firstname: 'Ada', lastname: 'Setup' });
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const organiser = await createAccount(request, adminToken, 'organiser');
  const organiserName = `${organiser.body.firstname} ${organiser.body.lastname}`;

  const { context, page, token } = await calendarSession(browser, request, admin);
  await openCalendar(page);
  const { today } = await browserToday(page);
  const title = uniqueTitle('Print Fair');

  await test.step('Add Event + on the calendar', async () => {
    await page.getByRole('button', { name: EVENT_TEXTS.addButton, exact: true }).click();
    const form = dialogNamed(page, EVENT_TEXTS.modalAddTitle);
    await form.getByRole('textbox', { name: EVENT_TEXTS.titleLabel, exact: true }).fill(title);
    await form.getByRole('button', { name: EVENT_TEXTS.addSubmit, exact: true }).click();
    await expect(form).toBeHidden();
    await expect(toasts(page).getByText(EVENT_TEXTS.created)).toBeVisible();
  });

  await test.step('a click on it shows its summary; Open event leads to its page', async () => {
    await eventChip(dayCell(page, today), title).click();
    const summary = dialogNamed(page, title);
    await expect(summary.getByText(EVENT_TEXTS.notSet)).toBeVisible();
    await summary.getByRole('link', { name: EVENT_TEXTS.openEvent, exact: true }).click();
    await expect(page).toHaveURL(/\/event-details\/\d+$/);
    await expect(pageHeading(page, PAGE_TITLES.eventDetails)).toBeVisible();
  });
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  await test.step('Edit on its page: venue, address, build-up and open days, an organiser found by name', async () => {
    await page.getByRole('button', { name: english(EVENT_TEXTS.editEventLabel, { name: title }), exact: true }).click();
    const form = dialogNamed(page, EVENT_TEXTS.modalEditTitle);
    await form.getByLabel(EVENT_TEXTS.venueLabel, { exact: true }).fill('Messe Hall 3');
    await form.getByLabel(EVENT_TEXTS.locationLabel, { exact: true }).fill('Messeplatz 1, 20357 Hamburg');
    await form.getByLabel(EVENT_TEXTS.buildStartLabel, { exact: true }).fill(addDays(today, -2));
    await form.getByLabel(EVENT_TEXTS.buildEndLabel, { exact: true }).fill(addDays(today, -1));
    await form.getByLabel(EVENT_TEXTS.openStartLabel, { exact: true }).fill(today);
    await form.getByLabel(EVENT_TEXTS.openEndLabel, { exact: true }).fill(today);
    await form.getByRole('searchbox', { name: EVENT_TEXTS.organiserSearch, exact: true }).fill(organiser.body.lastname);
    await form.getByRole('button', { name: english(EVENT_TEXTS.addOrganiser, { name: organiserName }), exact: true }).click();
    await expect(form.getByRole('button', { name: english(EVENT_TEXTS.removeOrganiser, { name: organiserName }), exact: true })).toBeVisible();
    await form.getByRole('button', { name: EVENT_TEXTS.updateSubmit, exact: true }).click();
    await expect(form).toBeHidden();
    const details = page.locator('dl').first();
    await expect(details).toContainText('Messe Hall 3');
    await expect(details).toContainText(organiserName);
    expect(await readEvent(request, token, id)).toMatchObject({
      venue: 'Messe Hall 3',
      location: 'Messeplatz 1, 20357 Hamburg',
      buildStart: addDays(today, -2),
      buildEnd: addDays(today, -1),
      openStart: today,
      openEnd: today,
      organisers: [{ id: organiser.id, name: organiserName }],
    });
  });
  await context.close();

  await test.step('the organiser finds it on the calendar, its page and the dashboard', async () => {
    const theirs = await calendarSession(browser, request, { email: organiser.body.email, password: organiser.body.password });
    await openCalendar(theirs.page);
    await eventChip(dayCell(theirs.page, today), title).click();
    const summary = dialogNamed(theirs.page, title);
    await expect(summary).toContainText('Messe Hall 3');
    await expect(summary.getByRole('button', { name: EVENT_TEXTS.edit, exact: true })).toBeVisible();
    await summary.getByRole('link', { name: EVENT_TEXTS.openEvent, exact: true }).click();
    await expect(theirs.page.locator('dl').first()).toContainText('Messe Hall 3');
    await theirs.page.goto('/');
    await expect(pageHeading(theirs.page, PAGE_TITLES.dashboard)).toBeVisible();
    await expect(theirs.page.getByRole('main').getByText(title).first()).toBeVisible();

    await test.step('week and day open at 08:00', async () => {
      await theirs.page.goto('/events');
      for (const view of ['week', 'day'] as const) {
        await viewButton(theirs.page, view).click();
        await expect(theirs.page.locator('[data-time="08:00:00"]').first()).toBeInViewport();
        await expect(theirs.page.locator('[data-time="02:00:00"]').first()).not.toBeInViewport();
      }
    });
    await theirs.context.close();
  });
});
