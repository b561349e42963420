import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { addDays } from '../src/api/contract/event-time';
import { ROLES } from '../src/api/contract/roles';
import { PAGES } from '../src/api/contract/pages';
import { EVENT_TEXTS } from '../src/api/contract/texts';
import { EVENT_DRAG_THRESHOLD_PX } from '../src/routes/calendar/month-range';
import {
  browserToday,
  calendarGrid,
  calendarSession,
  centreOf,
  createEvent,
  dayCell,
  dragMouse,
  eventChip,
  openCalendar,
  readEvent,
  uniqueTitle,
} from './support/events';
import { toasts } from './support/ui';
import { createUser, type TestUser } from './support/users';
import { english } from './support/english';

/** "March 2027": the toolbar's title of the month that holds `date`. */
const monthTitleOf = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** The first of the month `months` after the one that holds `date`. */
const monthAfter = (date: string, months: number) => {
  const at = new Date(`${date.slice(0, 7)}-01T12:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 10);
};
const toolbarTitle = (page: Page, date: string) => page.getByRole('heading', { level: 2, name: monthTitleOf(date), exact: true });

/**
 * Steps the calendar `months` on from today's month, and gives that month's days. The events here
 * live months ahead, out of the way of the other calendar journeys, which use the current month.
 */
async function stepMonths(page: Page, months: number): Promise<(day: number) => string> {
  const { today } = await browserToday(page);
  const first = monthAfter(today, months);
  for (let step = 0; step < months; step += 1) await page.getByRole('button', { name: EVENT_TEXTS.next, exact: true }).click();
  await expect(toolbarTitle(page, first)).toBeVisible();
  return (day: number) => `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** The calendar keeps its place: it shows where an event went, adds from the month shown, drags only on purpose, and reads at 375 px. */
test.describe('Calendar keeps its place', () => {
  let admin: TestUser;
  test.beforeAll(async () => void (admin = await createUser({ role: ROLES.admin, firstname: 'Place', lastname: 'Keeper' })));
  /** The calendar as the admin opens it, with today as the browser sees it. */
  const openAsAdmin = async (browser: Browser, request: APIRequestContext) => {
    const session = await calendarSession(browser, request, admin);
    await openCalendar(session.page);
    return { ...session, today: (await browserToday(session.page)).today };
  };

  test('an event added in another month is shown there; Add Event + starts from the month shown', async ({ browser, request }) => {
    const { context, page, token, today } = await openAsAdmin(browser, request);
    const later = addDays(monthAfter(today, 3), 9);

    await test.step('"Add Event +" two months on starts on that month’s 1st', async () => {
      await page.getByRole('button', { name: EVENT_TEXTS.next, exact: true }).click();
      await page.getByRole('button', { name: EVENT_TEXTS.next, exact: true }).click();
      await expect(toolbarTitle(page, monthAfter(today, 2))).toBeVisible();
      await page.getByRole('button', { name: EVENT_TEXTS.addButton, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: EVENT_TEXTS.modalAddTitle, exact: true });
      await expect(dialog.getByLabel(EVENT_TEXTS.startLabel, { exact: true })).toHaveValue(monthAfter(today, 2));
      await dialog.getByRole('button', { name: EVENT_TEXTS.close, exact: true }).first().click();
      await expect(dialog).toBeHidden();
    });

    const title = uniqueTitle('Far Fair');
    await test.step('an event saved a month further on turns the calendar to its month', async () => {
      await page.getByRole('button', { name: EVENT_TEXTS.addButton, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: EVENT_TEXTS.modalAddTitle, exact: true });
      await dialog.getByRole('textbox', { name: EVENT_TEXTS.titleLabel, exact: true }).fill(title);
      await dialog.getByLabel(EVENT_TEXTS.startLabel, { exact: true }).fill(later);
      await dialog.getByLabel(EVENT_TEXTS.endLabel, { exact: true }).fill(later);
      await dialog.getByRole('button', { name: EVENT_TEXTS.addSubmit, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toolbarTitle(page, later)).toBeVisible();
      await expect(eventChip(dayCell(page, later), title)).toBeVisible();
    });
    const [saved] = (await (await request.get('/api/events', { params: { start: later, end: addDays(later, 1) }, headers: { authorization: `Bearer ${token}` } })).json()).events.filter(
      (event: { name: string }) => event.name === title,
    );
    expect(saved).toMatchObject({ start: later, allDay: true });
    await context.close();
  });

  test('a press on an event moves it only past the drag threshold, and Undo puts it back on the server', async ({ browser, request }) => {
    const { context, page, token, today } = await openAsAdmin(browser, request);
    // A day of a month ahead's middle that is not a Saturday: the next day is beside it in the same week.
    const start = [12, 13, 14].map((day) => addDays(monthAfter(today, 4), day - 1)).find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() !== 6)!;
    const title = uniqueTitle('Wobble Expo');
    const created = await createEvent(request, token, { name: title, category: 'Primary', allDay: true, start, end: addDays(start, 1) });
    await page.reload();
    await stepMonths(page, 4);
    const chip = eventChip(dayCell(page, start), title);
    await expect(chip).toBeVisible();

    await test.step('a press that wobbles into the next day, short of the threshold, moves nothing', async () => {
      const box = (await chip.boundingBox())!;
      const cell = (await dayCell(page, start).boundingBox())!;
      // From the chip's right edge to just past its day's: into the next day, by less than the threshold.
      const from = { x: box.x + box.width - 2, y: box.y + box.height / 2 };
      const to = { x: cell.x + cell.width + 4, y: from.y };
      expect(to.x - from.x).toBeLessThan(EVENT_DRAG_THRESHOLD_PX);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await page.mouse.up();
      // A press that ends as a click shows the event's summary: closing it is all there is to do.
      await page.keyboard.press('Escape');
      await expect(eventChip(dayCell(page, start), title)).toBeVisible();
      await expect(toasts(page).getByText(english(EVENT_TEXTS.moved, { name: title }))).toHaveCount(0);
      expect((await readEvent(request, token, created.id)).start).toBe(start);
    });

    const moved = addDays(start, 7);
    await test.step('a drag past the threshold moves it, and its toast offers Undo', async () => {
      const box = (await chip.boundingBox())!;
      await dragMouse(page, { x: box.x + 8, y: box.y + box.height / 2 }, await centreOf(dayCell(page, moved)));
      await expect(toasts(page).getByText(english(EVENT_TEXTS.moved, { name: title }))).toBeVisible();
      await expect.poll(async () => (await readEvent(request, token, created.id)).start).toBe(moved);
      await expect(eventChip(dayCell(page, moved), title)).toBeVisible();
    });

    await test.step('Undo gives the server its dates back, and the calendar shows it where it was', async () => {
      await toasts(page).getByRole('button', { name: EVENT_TEXTS.undo, exact: true }).click();
      await expect(toasts(page).getByText(english(EVENT_TEXTS.moveUndone, { name: title }))).toBeVisible();
      await expect.poll(async () => (await readEvent(request, token, created.id)).start).toBe(start);
      expect(await readEvent(request, token, created.id)).toMatchObject({ allDay: true, start, end: addDays(start, 1) });
      await expect(eventChip(dayCell(page, start), title)).toBeVisible();
      await expect(eventChip(calendarGrid(page), title)).toHaveCount(1);
    });
    await context.close();
  });

  test('at 375 px the month lists its events with their whole titles', async ({ browser, request }) => {
    const { context, page, token } = await calendarSession(browser, request, admin);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PAGES.events.path);
    const { today } = await browserToday(page);
    const title = uniqueTitle('International Packaging Trade Fair');
    await createEvent(request, token, { name: title, category: 'Warning', allDay: true, start: addDays(monthAfter(today, 5), 15), end: addDays(monthAfter(today, 5), 17) });
    await stepMonths(page, 5);
    // The month is a list of its days: no seven-column grid.
    await expect(page.getByRole('main').getByRole('columnheader')).toHaveCount(0);
    const entry = page.getByRole('main').getByText(title, { exact: true }).first();
    await expect(entry).toBeVisible();
    // The whole title is on screen: nothing of it is cut or hidden.
    const cut = await entry.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > window.innerWidth);
    expect(cut).toBe(false);
    await page.screenshot({ path: test.info().outputPath('calendar-375.png'), fullPage: true });
    await context.close();
  });
});
