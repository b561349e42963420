import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROLES } from '../src/api/contract/roles';
import { axeProblems } from './support/axe';
import { browserToday, calendarGrid, calendarSession, createEvent, dayCell, dragMouse, eventChip, uniqueTitle, viewButton } from './support/events';
import { createUser, type TestUser } from './support/users';

/** FullCalendar's chunk, as the build's manifest names it: the only calendar, fetched as the page opens. */
function fullCalendarChunk(): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['src/routes/calendar/FullEventCalendar.tsx'];
  if (!entry) throw new Error('The build has no FullCalendar chunk of its own: FullCalendar is on the first load.');
  return `/${entry.file}`;
}

/** FullCalendar's day cells carry `data-date`. */
const fullCalendarShown = (page: Page) => page.getByRole('main').locator('[data-date]').first();
/** What holds FullCalendar's place until it has arrived. */
const placeholder = (page: Page) => page.getByTestId('calendar-placeholder');

/** The month's place held, inert, until FullCalendar's chunk arrives; then FullCalendar alone. */
test.describe('The calendar before FullCalendar arrives', () => {
  let admin: TestUser;
  let day: string;
  const title = uniqueTitle('Print Day');

  test.beforeAll(async ({ browser, request }) => {
    admin = await createUser({ role: ROLES.admin, firstname: 'First', lastname: 'Paint' });
    const { context, page, token } = await calendarSession(browser, request, admin);
    day = (await browserToday(page)).monthDay(12);
    await createEvent(request, token, { name: title, category: 'Success', allDay: true, start: day });
    await context.close();
  });

  test('a placeholder of the month’s size that nothing can press; FullCalendar takes its place, where the toolbar went meanwhile, axe clean', async ({ browser, request }) => {
    const { context, page } = await calendarSession(browser, request, admin);
    // FullCalendar's chunk is held on the way until the test lets it through.
    let letThrough = () => {};
    const held = new Promise<void>((release) => (letThrough = release));
    const asked: string[] = [];
    await page.route(`**${fullCalendarChunk()}`, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto('/events');
    await expect(placeholder(page)).toBeVisible();
    // Asked for as the page opens, not when the user comes.
    await expect.poll(() => asked.length).toBe(1);
    const before = (await placeholder(page).boundingBox())!;

    await test.step('nothing in the placeholder responds: no grid, no event, no cell; a press across it opens nothing', async () => {
      await expect(calendarGrid(page)).toHaveCount(0);
      await expect(placeholder(page).locator('button, [role="button"], a, [tabindex]')).toHaveCount(0);
      await expect(placeholder(page)).toHaveAttribute('inert', '');
      const box = before;
      await dragMouse(page, { x: box.x + box.width * 0.2, y: box.y + box.height * 0.4 }, { x: box.x + box.width * 0.5, y: box.y + box.height * 0.4 });
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await axeProblems(page)).toEqual([]);
    });

    await test.step('a week chosen meanwhile shows as chosen, and FullCalendar opens on it', async () => {
      await viewButton(page, 'week').click();
      await expect(viewButton(page, 'week')).toBeChecked();
      letThrough();
      await expect(fullCalendarShown(page)).not.toHaveCount(0);
      await expect(placeholder(page)).toHaveCount(0);
      await expect(page.getByRole('main').locator('[data-time="08:00:00"]').first()).toBeAttached();
    });

    await test.step('back to the month: the event is in its day, and FullCalendar has the placeholder’s width', async () => {
      await viewButton(page, 'month').click();
      await expect(eventChip(dayCell(page, day), title)).toBeVisible();
      const after = (await calendarGrid(page).boundingBox())!;
      expect(Math.abs(after.width - before.width)).toBeLessThanOrEqual(1);
      expect(await axeProblems(page)).toEqual([]);
    });
    await context.close();
  });

  // Widths where the month is a grid. At MONTH_LIST_MAX_WIDTH_PX (600 px) and below the month is a
  // list of titles, which the grid placeholder does not yet match (its first paint shifts there).
  for (const width of [1280, 768] as const) {
    test(`the placeholder's header and weeks have the heights of FullCalendar's month (${width} px)`, async ({ browser, request }) => {
      const { context, page } = await calendarSession(browser, request, admin);
      await page.setViewportSize({ width, height: 900 });
      let letThrough = () => {};
      const held = new Promise<void>((release) => (letThrough = release));
      await page.route(`**${fullCalendarChunk()}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/events');
      await expect(placeholder(page)).toBeVisible();
      const drawn = await placeholder(page).evaluate((element) => [...element.children].map((part) => part.getBoundingClientRect().height));
      letThrough();
      await expect(eventChip(dayCell(page, day), title)).toBeVisible();
      const rows = await calendarGrid(page).evaluate((table) => [...table.querySelectorAll('[role="row"]')].map((row) => row.getBoundingClientRect().height));
      // A header row and six weeks each. A week whose events need more room grows past the rule both
      // follow, so the placeholder's week is the height of FullCalendar's emptiest.
      expect(drawn).toHaveLength(7);
      expect(rows).toHaveLength(7);
      expect(Math.abs(drawn[0]! - rows[0]!)).toBeLessThanOrEqual(1);
      expect(Math.abs(drawn[1]! - Math.min(...rows.slice(1)))).toBeLessThanOrEqual(1);
      await context.close();
    });
  }
});
