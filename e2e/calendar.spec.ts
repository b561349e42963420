import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays } from '../src/api/contract/event-time';
import { ROLES } from '../src/api/contract/roles';
import { EVENT_TEXTS } from '../src/api/contract/texts';
import { createAccount } from './support/accounts';
import {
  browserInstant,
  browserToday,
  calendarGrid,
  calendarSession,
  centreOf,
  createEvent,
  dayCell,
  dragMouse,
  eventChip,
  eventsBetween,
  openCalendar,
  readEvent,
  uniqueTitle,
  viewButton,
} from './support/events';
import { toasts } from './support/ui';
import { apiSignIn, createUser, type TestUser } from './support/users';
import { english } from './support/english';

const eventDialog = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title, exact: true });
const dateField = (dialog: Locator, label: string): Locator => dialog.getByLabel(label, { exact: true });

/** docs/screens.md, Events calendar: the month, the modal, dragging, the time grids, who may change what. */
test.describe('Events calendar', () => {
  let admin: TestUser;
  test.beforeAll(async () => {
    admin = await createUser({ role: ROLES.admin, firstname: 'Cal', lastname: 'Endar' });
  });

  test('admin: month view and toolbar; a dragged range opens Add Event with its dates; the event is saved for everyone', async ({ browser, request }) => {
    const { context, page, token } = await calendarSession(browser, request, admin);
    await openCalendar(page);
    const { monthDay } = await browserToday(page);
    const [first, last] = [monthDay(10), monthDay(12)];

    await test.step('month view with the toolbar', async () => {
      await expect(page.getByRole('button', { name: EVENT_TEXTS.previous, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: EVENT_TEXTS.next, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: EVENT_TEXTS.addButton, exact: true })).toBeVisible();
      for (const view of ['month', 'week', 'day'] as const) await expect(viewButton(page, view)).toBeVisible();
      await expect(viewButton(page, 'month')).toBeChecked();
      const monthTitle = new Date(`${first}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
      await expect(page.getByRole('heading', { level: 2, name: monthTitle, exact: true })).toBeVisible();
      await expect(calendarGrid(page)).toHaveAccessibleName(monthTitle);
      // Seven days a week, in rows of weeks.
      await expect(calendarGrid(page).getByRole('columnheader')).toHaveCount(7);
      await expect(dayCell(page, first)).toBeVisible();
    });

    const title = uniqueTitle('Trade Fair');
    await test.step('dragging across three days opens Add Event with them', async () => {
      await dragMouse(page, await centreOf(dayCell(page, first)), await centreOf(dayCell(page, last)));
      const dialog = eventDialog(page, EVENT_TEXTS.modalAddTitle);
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(EVENT_TEXTS.modalSubtitle);
      await expect(dateField(dialog, EVENT_TEXTS.startLabel)).toHaveValue(first);
      await expect(dateField(dialog, EVENT_TEXTS.endLabel)).toHaveValue(last);
      await dialog.getByRole('textbox', { name: EVENT_TEXTS.titleLabel, exact: true }).fill(title);
      const colours = dialog.getByRole('group', { name: EVENT_TEXTS.colorLabel, exact: true });
      await colours.getByRole('radio', { name: EVENT_TEXTS.categories.Warning, exact: true }).check();
      await dialog.getByRole('button', { name: EVENT_TEXTS.addSubmit, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toasts(page).getByText(EVENT_TEXTS.created)).toBeVisible();
      await expect(eventChip(dayCell(page, first), title)).toBeVisible();
    });

    await test.step('the server has it: three whole days, the colour chosen', async () => {
      const saved = (await eventsBetween(request, token, first, addDays(last, 1))).filter((event) => event.name === title);
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ allDay: true, start: first, end: addDays(last, 1), category: 'Warning' });
    });

    await test.step('a reload shows it again', async () => {
      await page.reload();
      await expect(eventChip(dayCell(page, first), title)).toBeVisible();
    });

    await test.step('an Owner/Admin in another browser sees it', async () => {
      const owner = await createUser({ role: ROLES.owner });
      const other = await calendarSession(browser, request, owner);
      await openCalendar(other.page);
      await expect(eventChip(dayCell(other.page, first), title)).toBeVisible();
      await other.context.close();
    });
    await context.close();
  });

  test('admin: clicking an event edits it; dragging it to another day moves it, on the server too', async ({ browser, request }) => {
    const { context, page, token } = await calendarSession(browser, request, admin);
    await openCalendar(page);
    const { monthDay } = await browserToday(page);
    const [start, moved] = [monthDay(13), monthDay(20)];
    const before = uniqueTitle('Boat Show');
    const created = await createEvent(request, token, { name: before, category: 'Primary', allDay: true, start, end: addDays(start, 2) });
    await page.reload();

    const after = uniqueTitle('Boat Show renamed');
    await test.step('Edit Event → new title → Update Changes', async () => {
      await eventChip(dayCell(page, start), before).click();
      await eventDialog(page, before).getByRole('button', { name: EVENT_TEXTS.edit, exact: true }).click();
      const dialog = eventDialog(page, EVENT_TEXTS.modalEditTitle);
      await expect(dialog).toBeVisible();
      const titleField = dialog.getByRole('textbox', { name: EVENT_TEXTS.titleLabel, exact: true });
      await expect(titleField).toHaveValue(before);
      await expect(dateField(dialog, EVENT_TEXTS.startLabel)).toHaveValue(start);
      await expect(dateField(dialog, EVENT_TEXTS.endLabel)).toHaveValue(addDays(start, 1));
      await titleField.fill(after);
      await dialog.getByRole('button', { name: EVENT_TEXTS.updateSubmit, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(eventChip(dayCell(page, start), after)).toBeVisible();
      await expect(eventChip(calendarGrid(page), before)).toHaveCount(0);
      expect((await readEvent(request, token, created.id)).name).toBe(after);
    });

    await test.step('drag the event a week later', async () => {
      const chip = eventChip(dayCell(page, start), after);
      const box = (await chip.boundingBox())!;
      // Held by its first day, so the day it is dropped on is its new first day.
      await dragMouse(page, { x: box.x + 8, y: box.y + box.height / 2 }, await centreOf(dayCell(page, moved)));
      await expect(toasts(page).getByText(english(EVENT_TEXTS.moved, { name: after }))).toHaveCount(1);
      await expect.poll(async () => (await readEvent(request, token, created.id)).start).toBe(moved);
    });

    await test.step('after a reload it is on the new day, and the server agrees', async () => {
      await page.reload();
      await expect(eventChip(dayCell(page, moved), after)).toBeVisible();
      await expect(eventChip(dayCell(page, start), after)).toHaveCount(0);
      expect(await readEvent(request, token, created.id)).toMatchObject({ name: after, allDay: true, start: moved, end: addDays(moved, 2), category: 'Primary' });
    });
    await context.close();
  });

  test('week and day views are time grids of 30-minute slots showing a timed event at its local time', async ({ browser, request }) => {
    const { context, page, token } = await calendarSession(browser, request, admin);
    await openCalendar(page);
    const { today } = await browserToday(page);
    const title = uniqueTitle('Press Breakfast');
    // 10:00–11:30 in the browser's zone (Europe/Paris), sent to the server as UTC instants.
    await createEvent(request, token, {
      name: title,
      category: 'Success',
      allDay: false,
      start: await browserInstant(page, today, '10:00'),
      end: await browserInstant(page, today, '11:30'),
      timeZone: 'Europe/Paris',
    });
    await page.reload();

    for (const view of ['week', 'day'] as const) {
      await test.step(view, async () => {
        await viewButton(page, view).click();
        await expect(viewButton(page, view)).toBeChecked();
        await expect(viewButton(page, 'month')).not.toBeChecked();
        const grid = calendarGrid(page);
        await expect(grid.getByRole('rowheader', { name: 'All-day' })).toBeVisible();
        await expect(grid.getByRole('columnheader')).toHaveCount(view === 'week' ? 7 : 1);
        const chip = eventChip(grid, title);
        await expect(chip).toBeVisible();
        await expect(chip).toHaveAccessibleName(new RegExp(`^10:00\\s*–\\s*11:30\\s+${title}$`));

        // The hour labels, and two slots an hour: the half-hour slot starts between them.
        const ten = page.getByText('10am', { exact: true });
        const eleven = page.getByText('11am', { exact: true });
        await expect(ten).toBeVisible();
        await expect(eleven).toBeVisible();
        const slots = page.getByRole('main').locator('[data-time="10:30:00"]');
        await expect(slots.first()).toBeAttached();
        await expect(page.getByRole('main').locator('[data-time="10:15:00"]')).toHaveCount(0);

        // The event is drawn from 10:00 to 11:30: its top at the 10am line, an hour and a half tall.
        const hour = (await eleven.boundingBox())!.y - (await ten.boundingBox())!.y;
        const tenRow = (await page.getByRole('main').locator('[data-time="10:00:00"]').last().boundingBox())!;
        const halfPast = (await slots.last().boundingBox())!;
        expect(halfPast.y - tenRow.y).toBeCloseTo(hour / 2, 0);
        const box = (await chip.boundingBox())!;
        expect(Math.abs(box.y - tenRow.y)).toBeLessThan(4);
        expect(Math.abs(box.height - 1.5 * hour)).toBeLessThan(6);
      });
    }
    await context.close();
  });

  test('an organiser sees only their events; a user sees the calendar read-only', async ({ browser, request }) => {
    const adminToken = await apiSignIn(request, admin.email, admin.password);
    const organiser = await createAccount(request, adminToken, 'organiser');
    const probe = await calendarSession(browser, request, admin);
    await openCalendar(probe.page);
    const { monthDay } = await browserToday(probe.page);
    await probe.context.close();
    const [theirsDay, othersDay] = [monthDay(5), monthDay(6)];
    const theirs = await createEvent(request, adminToken, { name: uniqueTitle('Organiser Gala'), category: 'Success', allDay: true, start: theirsDay, organiserIds: [organiser.id] });
    const others = await createEvent(request, adminToken, { name: uniqueTitle('Not Theirs Expo'), category: 'Danger', allDay: true, start: othersDay });

    await test.step('organiser: their event only, and they may add', async () => {
      const { context, page, token } = await calendarSession(browser, request, organiser.body);
      await openCalendar(page);
      await expect(eventChip(dayCell(page, theirsDay), theirs.name)).toBeVisible();
      await expect(eventChip(calendarGrid(page), others.name)).toHaveCount(0);
      await expect(page.getByRole('button', { name: EVENT_TEXTS.addButton, exact: true })).toBeVisible();
      const listed = (await eventsBetween(request, token, monthDay(1), monthDay(28))).map((event) => event.id);
      expect(listed).toContain(theirs.id);
      expect(listed).not.toContain(others.id);
      await context.close();
    });

    await test.step('user: every event, a read-only summary, but no Add Event +, no Edit, no dragging', async () => {
      const user = await createUser({ role: ROLES.user });
      const { context, page } = await calendarSession(browser, request, user);
      await openCalendar(page);
      const entry = eventChip(dayCell(page, othersDay), others.name);
      await expect(entry).toBeVisible();
      await expect(eventChip(dayCell(page, theirsDay), theirs.name)).toBeVisible();
      await expect(page.getByRole('button', { name: EVENT_TEXTS.addButton, exact: true })).toHaveCount(0);

      await entry.click();
      const summary = eventDialog(page, others.name);
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('button', { name: EVENT_TEXTS.edit, exact: true })).toHaveCount(0);
      await expect(summary.getByRole('link', { name: EVENT_TEXTS.openEvent, exact: true })).toHaveCount(0);
      await summary.getByRole('button', { name: EVENT_TEXTS.close, exact: true }).last().click();
      await expect(summary).toBeHidden();
      await dragMouse(page, await centreOf(entry), await centreOf(dayCell(page, monthDay(15))));
      await dragMouse(page, await centreOf(dayCell(page, monthDay(16))), await centreOf(dayCell(page, monthDay(17))));
      // A dialog would be modal: the view switch could not be pressed under it.
      await viewButton(page, 'week').click({ timeout: 2_000 });
      await expect(viewButton(page, 'week')).toBeChecked();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await readEvent(request, adminToken, others.id)).toMatchObject({ start: othersDay, name: others.name });
      await context.close();
    });
  });

  test('the month holds still while it loads: its weeks have their height from the first paint (CLS)', async ({ browser, request }) => {
    const { context, page, token } = await calendarSession(browser, request, admin);
    const { monthDay } = await browserToday(page);
    const title = uniqueTitle('Still Fair');
    await createEvent(request, token, { name: title, category: 'Primary', allDay: true, start: monthDay(10) });
    // Every layout shift of the load, as Lighthouse and the web-vitals CLS count them (none after input).
    await page.addInitScript(() => {
      const page = window as unknown as { layoutShift: number };
      page.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) page.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openCalendar(page);
    await expect(eventChip(page, title)).toBeVisible();
    // Two frames on, the calendar has laid out what it measured.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.02);
    await context.close();
  });
});
