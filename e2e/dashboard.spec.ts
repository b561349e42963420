import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Requirement } from '../src/api/contract/artwork';
import type { Dashboard } from '../src/api/contract/dashboard';
import { addDays } from '../src/api/contract/event-time';
import { english } from './support/english';
import { ROLES } from '../src/api/contract/roles';
import { ARTWORK_FIGURE_TEXTS, DASHBOARD_TEXTS, PAGE_TITLES } from '../src/api/contract/texts';
import { createAccount } from './support/accounts';
import { COUNTER_FRONT, solidImage, submitVersion, uploadVersion } from './support/artwork';
import { axeProblems } from './support/axe';
import { addExhibitor, bearer, createEvent, eventsBetween, exhibitorFields, totalOf, uniqueTitle } from './support/events';
import { pageHeading } from './support/ui';
import { apiSignIn, createUser, signedInContext } from './support/users';

const numbers = new Intl.NumberFormat('en-GB');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A summary card's figure: the paragraph after the one holding its label (and hint). */
const cardValue = (page: Page, label: string, hint = ''): Locator =>
  page
    .getByRole('main')
    .getByRole('paragraph')
    .filter({ hasText: new RegExp(`^${escaped(label + hint)}$`) })
    .locator('xpath=following-sibling::p[1]');

const eventList = (page: Page, title: string): Locator => page.getByRole('list', { name: title, exact: true });
/** The event names of a dashboard list, top to bottom. */
const namesIn = (list: Locator): Locator => list.getByRole('listitem').getByRole('link');

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
}

const utcToday = () => new Date().toISOString().slice(0, 10);

test.describe('Dashboard home', () => {
  test('admin: the three cards carry the real totals; Events Coming Up lists the next events, each opening its details', async ({ browser, request }) => {
    const admin = await createUser({ role: ROLES.admin });
    const token = await apiSignIn(request, admin.email, admin.password);
    const context = await signedInContext(browser, request, admin);
    const page = await context.newPage();
    // Every journey's events fall within this window, so its count is the number of events.
    const everyEvent = async () => (await eventsBetween(request, token, addDays(utcToday(), -200), addDays(utcToday(), 199))).length;

    const expectTotals = async () => {
      await expect(cardValue(page, DASHBOARD_TEXTS.organisersCard)).toHaveText(numbers.format(await totalOf(request, token, '/api/event-organisers')));
      await expect(cardValue(page, DASHBOARD_TEXTS.ownerAdminsCard)).toHaveText(numbers.format(await totalOf(request, token, '/api/owner-admins')));
      await expect(cardValue(page, DASHBOARD_TEXTS.eventsCard)).toHaveText(numbers.format(await everyEvent()));
    };

    await openDashboard(page);
    await test.step('the cards match the lists', expectTotals);
    const organisersBefore = await totalOf(request, token, '/api/event-organisers');
    const eventsBefore = await everyEvent();

    const soon = await createEvent(request, token, { name: uniqueTitle('Tomorrow Summit'), category: 'Primary', allDay: true, start: addDays(utcToday(), 1), venue: 'Hall 3', location: 'Leeds' });
    await createAccount(request, token, 'organiser');
    await createAccount(request, token, 'ownerAdmin');

    await test.step('after adding an event, an organiser and an owner/admin, the cards count them', async () => {
      await page.reload();
      await expect(cardValue(page, DASHBOARD_TEXTS.organisersCard)).toHaveText(numbers.format(organisersBefore + 1));
      await expect(cardValue(page, DASHBOARD_TEXTS.eventsCard)).toHaveText(numbers.format(eventsBefore + 1));
      await expectTotals();
    });

    await test.step('Events Coming Up: the server’s next events, each linking to /event-details/{id}', async () => {
      const answer = (await (await request.get('/api/dashboard', { headers: bearer(token) })).json()) as Dashboard;
      if (answer.kind !== 'staff') throw new Error(`An admin's dashboard is ${answer.kind}.`);
      const list = eventList(page, DASHBOARD_TEXTS.upcomingTitle);
      await expect(namesIn(list)).toHaveText(answer.upcoming.map((event) => event.name));
      for (const event of answer.upcoming) {
        await expect(list.getByRole('link', { name: event.name, exact: true })).toHaveAttribute('href', `/event-details/${event.id}`);
      }
      expect(answer.upcoming.map((event) => event.id)).toContain(soon.id);
      await expect(list.getByRole('listitem').filter({ hasText: soon.name })).toContainText('Hall 3, Leeds');

      await list.getByRole('link', { name: soon.name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/event-details/${soon.id}`);
      await expect(pageHeading(page, PAGE_TITLES.eventDetails)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: soon.name })).toBeVisible();
    });
    await context.close();
  });

  test('organiser: their Events and Exhibitors cards and Events List; a row moved by keyboard stays moved after a reload', async ({ browser, request }) => {
    const adminUser = await createUser({ role: ROLES.admin });
    const adminToken = await apiSignIn(request, adminUser.email, adminUser.password);
    const organiser = await createAccount(request, adminToken, 'organiser');
    const day = (offset: number) => addDays(utcToday(), offset);
    const [first, second, third] = await Promise.all(
      ['Spring Fair', 'Garden Expo', 'Craft Market'].map((name, index) =>
        createEvent(request, adminToken, { name: uniqueTitle(name), category: 'Success', allDay: true, start: day(40 + index), organiserIds: [organiser.id] }),
      ),
    );
    const notTheirs = await createEvent(request, adminToken, { name: uniqueTitle('Someone Else Show'), category: 'Danger', allDay: true, start: day(39) });
    await addExhibitor(request, adminToken, first!.id, exhibitorFields());
    await addExhibitor(request, adminToken, notTheirs.id, exhibitorFields());

    const context = await signedInContext(browser, request, organiser.body);
    const page = await context.newPage();
    await openDashboard(page);

    await test.step('two cards: only their events and their exhibitors', async () => {
      await expect(cardValue(page, DASHBOARD_TEXTS.eventsCard, DASHBOARD_TEXTS.organiserEventsHint)).toHaveText('3');
      await expect(cardValue(page, DASHBOARD_TEXTS.exhibitorsCard, DASHBOARD_TEXTS.organiserExhibitorsHint)).toHaveText('1');
      await expect(page.getByText(DASHBOARD_TEXTS.organisersCard, { exact: true })).toHaveCount(0);
      await expect(page.getByText(DASHBOARD_TEXTS.ownerAdminsCard, { exact: true })).toHaveCount(0);
    });

    const list = eventList(page, DASHBOARD_TEXTS.eventsListTitle);
    await test.step('Events List: their events, soonest first, linking to their details', async () => {
      await expect(namesIn(list)).toHaveText([first!.name, second!.name, third!.name]);
      await expect(list.getByRole('link', { name: second!.name, exact: true })).toHaveAttribute('href', `/event-details/${second!.id}`);
    });

    await test.step('the first row moved down by keyboard, announced, kept after a reload', async () => {
      const handle = list.getByRole('button', { name: english(DASHBOARD_TEXTS.reorderHandle, { name: first!.name }), exact: true });
      await handle.focus();
      await page.keyboard.press('ArrowDown');
      await expect(namesIn(list)).toHaveText([second!.name, first!.name, third!.name]);
      await expect(page.getByText(english(DASHBOARD_TEXTS.moved, { name: first!.name, position: 2, total: 3 }), { exact: true })).toBeAttached();
      await expect(handle).toBeFocused();
      await page.reload();
      await expect(namesIn(list)).toHaveText([second!.name, first!.name, third!.name]);
    });

    await test.step('a title opens its event', async () => {
      await list.getByRole('link', { name: third!.name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/event-details/${third!.id}`);
      await expect(page.getByRole('heading', { level: 2, name: third!.name })).toBeVisible();
    });
    await context.close();
  });

  test('artwork figures: an organiser sees their event’s artwork and opens what awaits review; the company sees its progress and what it still owes', async ({ browser, request }) => {
    const admin = await createUser({ role: ROLES.admin });
    const adminToken = await apiSignIn(request, admin.email, admin.password);
    const organiser = await createAccount(request, adminToken, 'organiser');
    const company = await createAccount(request, adminToken, 'company');
    const organiserToken = await apiSignIn(request, organiser.body.email, organiser.body.password);
    const companyToken = await apiSignIn(request, company.body.email, company.body.password);
    const { companyName, productCategory, boothSize, contactPerson, email } = company.body;

    // The organiser's event asks the company for two pieces; another organiser's event, for one more.
    const event = await createEvent(request, organiserToken, { name: uniqueTitle('Figures Fair'), category: 'Primary', allDay: true, start: addDays(utcToday(), 30), end: addDays(utcToday(), 32) });
    const elsewhere = await createEvent(request, adminToken, { name: uniqueTitle('Not Theirs Fair'), category: 'Danger', allDay: true, start: addDays(utcToday(), 31) });
    const requirementOf = async (eventId: number, name: string) => {
      const created = await request.post(`/api/event/${eventId}/requirement`, { data: { ...COUNTER_FRONT, name }, headers: bearer(adminToken) });
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()) as Requirement;
    };
    for (const id of [event.id, elsewhere.id]) {
      const linked = await request.post(`/api/event/${id}/exhibitor`, { data: { companyName, productCategory, boothSize, contactPerson, email }, headers: bearer(adminToken) });
      expect(linked.status(), await linked.text()).toBe(201);
    }
    const counter = await requirementOf(event.id, 'Counter front');
    await requirementOf(event.id, 'Hanging banner');
    await requirementOf(elsewhere.id, 'Floor sticker');
    const version = await uploadVersion(request, companyToken, counter.id, 'counter.png', await solidImage(800, 400, { r: 200, g: 60, b: 40 }));
    await submitVersion(request, companyToken, version.id);

    const staff = await signedInContext(browser, request, organiser.body);
    const page = await staff.newPage();
    /** A figure's value: the first definition after its term. */
    const figure = (label: string) => page.getByRole('main').locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    try {
      await openDashboard(page);
      await test.step('the five figures count only their event: two asked, one submitted and awaiting review', async () => {
        await expect(page.getByRole('heading', { name: ARTWORK_FIGURE_TEXTS.title, exact: true })).toBeVisible();
        await expect(figure(ARTWORK_FIGURE_TEXTS.figures.submitted)).toHaveText('1');
        await expect(figure(ARTWORK_FIGURE_TEXTS.figures.awaitingReview)).toHaveText('1');
        await expect(figure(ARTWORK_FIGURE_TEXTS.figures.approved)).toHaveText('0');
        await expect(page.getByText(english(ARTWORK_FIGURE_TEXTS.ofAsked, { asked: 2 }), { exact: true }).first()).toBeVisible();
        const table = page.getByRole('table', { name: ARTWORK_FIGURE_TEXTS.byEventTitle });
        await expect(table.getByRole('link', { name: event.name, exact: true })).toHaveAttribute('href', `/event-details/${event.id}`);
        await expect(table.getByRole('link', { name: elsewhere.name })).toHaveCount(0);
        expect(await axeProblems(page)).toEqual([]);
      });

      await test.step('the count awaiting review opens the event’s completeness matrix showing those exhibitors', async () => {
        await page.getByRole('link', { name: english(ARTWORK_FIGURE_TEXTS.openFiltered, { count: 1, what: 'awaitingReview', event: event.name }) }).click();
        await expect(page).toHaveURL((url) => url.pathname === `/event-details/${event.id}` && url.searchParams.get('filter') === 'needs-review');
        await expect(page.getByRole('heading', { level: 2, name: event.name })).toBeVisible();
      });
    } finally {
      await staff.close();
    }

    const companyContext = await signedInContext(browser, request, company.body);
    const home = await companyContext.newPage();
    const progressOf = (name: string) => home.getByRole('list', { name: ARTWORK_FIGURE_TEXTS.progressTitle }).getByRole('listitem', { name });
    try {
      await openDashboard(home);
      await test.step('the company: none approved yet at each event, one waiting for review, and what it still owes', async () => {
        const fair = progressOf(event.name);
        await expect(fair.getByRole('progressbar', { name: english(ARTWORK_FIGURE_TEXTS.approvedOf, { approved: 0, asked: 2 }) })).toBeVisible();
        await expect(fair).toContainText(english(ARTWORK_FIGURE_TEXTS.awaitingReview, { count: 1 }));
        await expect(fair.getByRole('listitem').filter({ hasText: 'Hanging banner' })).toContainText('Missing');
        await expect(fair.getByRole('listitem').filter({ hasText: 'Counter front' })).toHaveCount(0);
        await expect(progressOf(elsewhere.name).getByRole('listitem').filter({ hasText: 'Floor sticker' })).toBeVisible();
        expect(await axeProblems(home)).toEqual([]);
      });

      await test.step('approved by the organiser: one of two approved', async () => {
        const approved = await request.post(`/api/artwork/version/${version.id}/review`, { data: { decision: 'approved' }, headers: bearer(organiserToken) });
        expect(approved.status(), await approved.text()).toBe(201);
        await home.reload();
        await expect(progressOf(event.name).getByRole('progressbar', { name: english(ARTWORK_FIGURE_TEXTS.approvedOf, { approved: 1, asked: 2 }) })).toBeVisible();
        await expect(progressOf(event.name)).not.toContainText(english(ARTWORK_FIGURE_TEXTS.awaitingReview, { count: 1 }));
      });
    } finally {
      await companyContext.close();
    }
  });
});
