import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { addDays } from '../src/api/contract/event-time';
import { ROLES } from '../src/api/contract/roles';
import { EVENT_TEXTS } from '../src/api/contract/texts';
import { axeProblems } from './support/axe';
import { browserToday, calendarGrid, calendarSession, centreOf, createEvent, dayCell, dragMouse, eventChip, readEvent, uniqueTitle } from './support/events';
import { toasts } from './support/ui';
import { createUser, type TestUser } from './support/users';

type Sharp = (input: Buffer) => { raw: () => { toBuffer: (options: { resolveWithObject: true }) => Promise<{ data: Buffer; info: { width: number; height: number } }> } };
const sharp = createRequire(import.meta.url)('sharp') as Sharp;

/** FullCalendar's chunk, as the build's manifest names it: the calendar's first load must not ask for it. */
function fullCalendarChunk(): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['src/routes/events/FullEventCalendar.tsx'];
  if (!entry) throw new Error('The build has no FullCalendar chunk of its own: FullCalendar is on the first load.');
  return `/${entry.file}`;
}

/** A point by a day's number, above any event of the day. */
async function dayTop(cell: Locator): Promise<{ x: number; y: number }> {
  const box = (await cell.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + 8 };
}

/** FullCalendar's day cells carry `data-date`; the app's month grid's do not. */
const fullCalendarShown = (page: Page) => page.getByRole('main').locator('[data-date]').first();

/** Every cell, day header and event of the grid, where it is drawn. */
async function layoutOf(grid: Locator) {
  return grid.evaluate((table) => {
    // From the grid's corner: a screenshot may scroll the page between two looks.
    const origin = table.getBoundingClientRect();
    return [...table.querySelectorAll('[role="columnheader"], [role="cell"], [role="button"]')].map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.getAttribute('role')} ${element.textContent} ${(box.x - origin.x).toFixed(1)},${(box.y - origin.y).toFixed(1)} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`;
    });
  });
}

/** How many pixels of two screenshots of the same size differ by more than `tolerance` (of 255) in a channel. */
async function pixelsApart(a: Buffer, b: Buffer, tolerance: number): Promise<number> {
  const [left, right] = await Promise.all([sharp(a).raw().toBuffer({ resolveWithObject: true }), sharp(b).raw().toBuffer({ resolveWithObject: true })]);
  expect([right.info.width, right.info.height]).toEqual([left.info.width, left.info.height]);
  let apart = 0;
  const channels = left.data.length / (left.info.width * left.info.height);
  for (let pixel = 0; pixel < left.data.length; pixel += channels) {
    for (let channel = 0; channel < channels; channel += 1) {
      if (Math.abs(left.data[pixel + channel]! - right.data[pixel + channel]!) > tolerance) {
        apart += 1;
        break;
      }
    }
  }
  return apart;
}

/** The month drawn first by the app itself, then FullCalendar fetched and swapped in when the user comes. */
test.describe('The calendar before and after FullCalendar', () => {
  let admin: TestUser;
  let days: { single: string; first: string; busy: string; timed: string };
  const titles = { single: uniqueTitle('Print Day'), fair: uniqueTitle('Long Fair'), timed: uniqueTitle('Breakfast'), busy: [0, 1, 2, 3, 4].map((index) => uniqueTitle(`Busy ${index}`)) };

  test.beforeAll(async ({ browser, request }) => {
    admin = await createUser({ role: ROLES.admin, firstname: 'First', lastname: 'Paint' });
    const { context, page, token } = await calendarSession(browser, request, admin);
    const { monthDay } = await browserToday(page);
    days = { single: monthDay(3), first: monthDay(11), busy: monthDay(16), timed: monthDay(19) };
    await createEvent(request, token, { name: titles.single, category: 'Success', allDay: true, start: days.single });
    // Four days from the 11th: across a week's end whatever day the 11th is, or wholly in one week.
    await createEvent(request, token, { name: titles.fair, category: 'Warning', allDay: true, start: days.first, end: addDays(days.first, 4) });
    await createEvent(request, token, {
      name: titles.timed,
      category: 'Danger',
      allDay: false,
      start: await page.evaluate((day) => new Date(`${day}T10:30:00`).toISOString(), days.timed),
      end: await page.evaluate((day) => new Date(`${day}T11:30:00`).toISOString(), days.timed),
      timeZone: 'Europe/Paris',
    });
    for (const name of titles.busy) await createEvent(request, token, { name, category: 'Primary', allDay: true, start: days.busy });
    await context.close();
  });

  test('the first load asks for no FullCalendar chunk until the pointer comes; the month shows its events in their days, axe clean', async ({ browser, request }) => {
    const chunk = fullCalendarChunk();
    const { context, page } = await calendarSession(browser, request, admin);
    const scripts: string[] = [];
    page.on('request', (asked) => {
      if (asked.resourceType() === 'script') scripts.push(new URL(asked.url()).pathname);
    });
    await page.goto('/events');
    const grid = calendarGrid(page);
    await expect(eventChip(dayCell(page, days.single), titles.single)).toBeVisible();
    await expect(eventChip(dayCell(page, days.first), titles.fair)).toBeVisible();
    await expect(dayCell(page, days.timed).getByRole('button', { name: new RegExp(`^10:30a\\s*${titles.timed}$`) })).toBeVisible();
    await expect(dayCell(page, days.busy).getByRole('button', { name: /^\+\d+ more$/ })).toBeVisible();
    await expect(fullCalendarShown(page)).toHaveCount(0);
    expect(scripts).not.toContain(chunk);
    expect(await axeProblems(page)).toEqual([]);

    // The pointer comes to the calendar: FullCalendar is fetched and takes the grid's place.
    const header = await centreOf(grid.getByRole('columnheader').first());
    await page.mouse.move(header.x, header.y);
    await expect(fullCalendarShown(page)).not.toHaveCount(0);
    expect(scripts).toContain(chunk);
    await expect(eventChip(dayCell(page, days.single), titles.single)).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    await context.close();
  });

  for (const look of [
    { width: 1280, theme: 'light' },
    { width: 375, theme: 'dark' },
  ] as const) {
    test(`the swap to FullCalendar keeps every cell, event and pixel in place (${look.width} px, ${look.theme})`, async ({ browser, request }) => {
      const { context, page } = await calendarSession(browser, request, admin);
      await page.setViewportSize({ width: look.width, height: 900 });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), look.theme);
      await page.goto('/events');
      const grid = calendarGrid(page);
      await expect(eventChip(dayCell(page, days.single), titles.single)).toBeVisible();
      await expect(fullCalendarShown(page)).toHaveCount(0);
      const before = { layout: await layoutOf(grid), shot: await grid.screenshot({ animations: 'disabled' }) };

      // The pointer comes to a day header (no event under it, nothing hovered changes colour), then leaves.
      const header = await centreOf(grid.getByRole('columnheader').nth(3));
      await page.mouse.move(header.x, header.y);
      await expect(fullCalendarShown(page)).not.toHaveCount(0);
      await page.mouse.move(0, 0);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const after = { layout: await layoutOf(grid), shot: await grid.screenshot({ animations: 'disabled' }) };

      expect(after.layout).toEqual(before.layout);
      // Pixel by pixel; a rounded corner's anti-aliasing may move by a shade (2 of 255 measured).
      expect(await pixelsApart(before.shot, after.shot, 4)).toBe(0);
      await context.close();
    });
  }

  test('before FullCalendar arrives: a press across days adds an event, a dragged event moves, a click opens one; +N more opens once it is here', async ({ browser, request }) => {
    const { context, page, token } = await calendarSession(browser, request, admin);
    const { monthDay } = await browserToday(page);
    const moving = await createEvent(request, token, { name: uniqueTitle('Moving Show'), category: 'Primary', allDay: true, start: monthDay(22), end: monthDay(24) });
    // FullCalendar's chunk is held on the way until the test lets it through.
    let letThrough = () => {};
    const held = new Promise<void>((release) => (letThrough = release));
    await page.route(`**${fullCalendarChunk()}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/events');
    await expect(eventChip(dayCell(page, moving.start), moving.name)).toBeVisible();

    await test.step('a press from the 8th to the 10th opens Add Event on them', async () => {
      await dragMouse(page, await dayTop(dayCell(page, monthDay(8))), await dayTop(dayCell(page, monthDay(10))));
      const dialog = page.getByRole('dialog', { name: EVENT_TEXTS.modalAddTitle, exact: true });
      await expect(dialog.getByLabel(EVENT_TEXTS.startLabel, { exact: true })).toHaveValue(monthDay(8));
      await expect(dialog.getByLabel(EVENT_TEXTS.endLabel, { exact: true })).toHaveValue(monthDay(10));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('an event held by its first day and dropped two days on moves there, on the server too', async () => {
      const chip = eventChip(dayCell(page, moving.start), moving.name);
      const box = (await chip.boundingBox())!;
      await dragMouse(page, { x: box.x + 8, y: box.y + box.height / 2 }, await centreOf(dayCell(page, monthDay(24))));
      await expect(toasts(page).getByText(EVENT_TEXTS.updated)).toHaveCount(1);
      await expect.poll(async () => (await readEvent(request, token, moving.id)).start).toBe(monthDay(24));
      await expect(eventChip(dayCell(page, monthDay(24)), moving.name)).toBeVisible();
    });

    await test.step('a click opens its summary', async () => {
      await eventChip(dayCell(page, days.single), titles.single).click();
      const summary = page.getByRole('dialog', { name: titles.single, exact: true });
      await expect(summary).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(summary).toBeHidden();
    });

    await test.step('+N more, pressed before FullCalendar is here, opens its list of the day once it is', async () => {
      await expect(fullCalendarShown(page)).toHaveCount(0);
      await dayCell(page, days.busy).getByRole('button', { name: /^\+\d+ more$/ }).click();
      letThrough();
      await expect(fullCalendarShown(page)).not.toHaveCount(0);
      await expect(page.getByRole('dialog').getByText(titles.busy[4]!, { exact: true })).toBeVisible();
    });
    await context.close();
  });
});
