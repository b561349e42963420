import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { PAGES } from '../../src/api/contract/pages';
import type { AddExhibitorBodyInput, ExhibitorAdded } from '../../src/api/contract/event-exhibitors';
import type { Event, EventBodyInput } from '../../src/api/contract/events';
import { EVENT_TEXTS, PAGE_TITLES } from '../../src/api/contract/texts';
import { uniqueEmail } from './env';
import { pageHeading } from './ui';
import { ROLES } from '../../src/api/contract/roles';
import { apiSignIn, createUser, signedInContext, type TestUser } from './users';

/**
 * The events journeys' helpers: events through the API, and the calendar found by its roles and
 * names (FullCalendar's class names are hashed, its cells and events are not).
 */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A title no other journey uses. */
export const uniqueTitle = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

export async function createEvent(request: APIRequestContext, token: string, body: EventBodyInput): Promise<Event> {
  const response = await request.post('/api/event', { data: body, headers: bearer(token) });
  if (response.status() !== 201) throw new Error(`Creating the event failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Event;
}

/** A new admin's token and an all-day event of its own in `timeZone` (10 to 12 June 2027): where a company's journey begins. */
export async function adminWithEvent(request: APIRequestContext, label: string, timeZone: string): Promise<{ adminToken: string; event: Event }> {
  const admin = await createUser({ role: ROLES.admin });
  const adminToken = await apiSignIn(request, admin.email, admin.password);
  const event = await createEvent(request, adminToken, { name: uniqueTitle(label), category: 'Primary', allDay: true, start: '2027-06-10', end: '2027-06-12', timeZone });
  return { adminToken, event };
}

export async function readEvent(request: APIRequestContext, token: string, id: number): Promise<Event> {
  const response = await request.get(`/api/event/${id}`, { headers: bearer(token) });
  if (!response.ok()) throw new Error(`Reading event ${id} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Event;
}

/** The events GET /api/events answers `token`'s holder for [start, end). */
export async function eventsBetween(request: APIRequestContext, token: string, start: string, end: string): Promise<Event[]> {
  const response = await request.get('/api/events', { params: { start, end }, headers: bearer(token) });
  if (!response.ok()) throw new Error(`Listing events failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { events: Event[] }).events;
}

/**
 * The zone and language the calendar journeys' browsers run in. Not UTC, so a mix-up of local and
 * UTC times shows; en-US, FullCalendar's default, names the day cells ("November 9, 2026").
 */
export const CALENDAR_BROWSER = { timezoneId: 'Europe/Paris', locale: 'en-US' } as const;

/** A browser signed in as `user`, in the calendar journeys' zone, with its token for the API. */
export async function calendarSession(browser: Browser, request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await signedInContext(browser, request, user, CALENDAR_BROWSER);
  const page = await context.newPage();
  return { context, page, token: await apiSignIn(request, user.email, user.password) };
}

/** Today and the current month as the browser sees them (its own zone). */
export async function browserToday(page: Page): Promise<{ today: string; monthDay: (day: number) => string }> {
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  return { today, monthDay: (day: number) => `${today.slice(0, 8)}${String(day).padStart(2, '0')}` };
}

/** A local date and time in the browser's zone as the instant the server stores. */
export const browserInstant = (page: Page, date: string, time: string) => page.evaluate(([d, t]) => new Date(`${d}T${t}`).toISOString(), [date, time] as const);

/** "November 9, 2026": how FullCalendar names a day cell. */
export const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The calendar's grid (month: a week a row; week and day: the all-day and timed rows). */
export const calendarGrid = (page: Page): Locator => page.getByRole('main').getByRole('table');

/** A day of the month view; its name starts with the day and goes on with its events' names. */
export const dayCell = (page: Page, date: string): Locator => calendarGrid(page).getByRole('cell', { name: new RegExp(`^${escaped(dayName(date))}(\\s|$)`) });

/** An event on the calendar: a button named by its time (if timed) and its title. */
export const eventChip = (scope: Page | Locator, title: string): Locator => scope.getByRole('button', { name: new RegExp(`${escaped(title)}$`) });

/** An event as a read-only calendar lists it: an entry of its day, not a button. */
export const eventEntry = (scope: Page | Locator, title: string): Locator => scope.getByRole('listitem').filter({ hasText: title });

export const viewButton = (page: Page, view: keyof typeof EVENT_TEXTS.views): Locator =>
  page.getByRole('radiogroup', { name: EVENT_TEXTS.viewSwitch }).getByRole('radio', { name: EVENT_TEXTS.views[view], exact: true });

/** Opens /events and waits for the calendar grid. */
export async function openCalendar(page: Page): Promise<void> {
  await page.goto(PAGES.events.path);
  await expect(pageHeading(page, PAGE_TITLES.events)).toBeVisible();
  await expect(calendarGrid(page)).toBeVisible();
}

/** Presses the mouse at `from`, moves it over in steps to `to` and lets go, as a person drags. */
export async function dragMouse(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** The middle of an element, as the mouse reaches it. */
export async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on screen.`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A company's details as the Add Exhibitor modal takes them, with a fresh email. */
/** Add Exhibitor's body for a new company: its details are then required. */
export type NewExhibitorInput = AddExhibitorBodyInput & Record<'companyName' | 'productCategory' | 'boothSize' | 'contactPerson', string>;

export const exhibitorFields = (fields: Partial<NewExhibitorInput> = {}): NewExhibitorInput => ({
  companyName: uniqueTitle('Canvas Works'),
  productCategory: 'Printing',
  boothSize: '3x3 m',
  contactPerson: 'Nia Moss',
  email: uniqueEmail('exhibitor'),
  ...fields,
});

/** Adds an exhibitor to an event through the API (POST /api/event/:id/exhibitor). */
export async function addExhibitor(request: APIRequestContext, token: string, eventId: number, body: AddExhibitorBodyInput): Promise<ExhibitorAdded> {
  const response = await request.post(`/api/event/${eventId}/exhibitor`, { data: body, headers: bearer(token) });
  if (response.status() !== 201) throw new Error(`Adding the exhibitor failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ExhibitorAdded;
}

/** A list's total (`totalItems`) as GET `path` answers it. */
export async function totalOf(request: APIRequestContext, token: string, path: string): Promise<number> {
  const response = await request.get(path, { params: { page: 1, limit: 1 }, headers: bearer(token) });
  if (!response.ok()) throw new Error(`GET ${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { totalItems: number }).totalItems;
}
