import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ROLES } from '../src/api/contract/roles';
import { PAGE_TITLES, SEARCH_SCOPES, SEARCH_TEXTS } from '../src/api/contract/texts';
import { createAccount } from './support/accounts';
import { axeProblems } from './support/axe';
import { createEvent, uniqueTitle } from './support/events';
import { pageHeading, saveScreen } from './support/ui';
import { apiSignIn, createUser, signedInContext, type TestUser } from './support/users';

const palette = (page: Page) => page.getByRole('dialog', { name: SEARCH_TEXTS.title });
const searchBox = (page: Page) => palette(page).getByRole('combobox', { name: SEARCH_TEXTS.inputLabel });
const launcher = (page: Page, scope: keyof typeof SEARCH_SCOPES = 'people') => page.getByRole('button', { name: SEARCH_SCOPES[scope].placeholder });

test.describe('Search (Ctrl/Cmd+K)', () => {
  let admin: TestUser;
  let token: string;
  /** A word no other journey's data holds, so that this journey's search finds its own. */
  const tag = `q${randomBytes(3).toString('hex')}`;
  let company: { id: number; name: string };

  test.beforeAll(async ({ request }) => {
    admin = await createUser({ role: ROLES.admin, firstname: 'Sachi', lastname: 'Finder' });
    token = await apiSignIn(request, admin.email, admin.password);
    const name = `Exhibitor Graphics ${tag}`;
    company = { id: (await createAccount(request, token, 'company', { companyName: name })).id, name };
    await createEvent(request, token, { name: `Exhibitors Expo ${tag}`, category: 'Primary', allDay: true, start: '2031-03-02', end: '2031-03-04', venue: 'Hall 4', location: 'Leeds' });
  });

  test('Ctrl+K, a search with a typo, arrow down, Enter: the company’s page; Escape gives focus back', async ({ browser, request }, testInfo) => {
    const context = await signedInContext(browser, request, admin, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();

    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await expect(palette(page).getByText(SEARCH_SCOPES.people.hint)).toBeVisible();
    await searchBox(page).pressSequentially(`exibitor ${tag}`);
    const companies = palette(page).getByRole('group', { name: SEARCH_TEXTS.groups.company });
    await expect(companies.getByRole('option')).toHaveText([new RegExp(company.name)]);
    await expect(palette(page).getByRole('group', { name: SEARCH_TEXTS.groups.event }).getByRole('option')).toHaveText([new RegExp(`Exhibitors Expo ${tag}`)]);
    expect(await axeProblems(page)).toEqual([]);

    await page.keyboard.press('ArrowDown');
    await expect(companies.getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await saveScreen(page, 'search-palette-1280-light', testInfo);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === `/exhibiting-companies/view/${company.id}`);
    await expect(pageHeading(page, PAGE_TITLES.companyView)).toBeVisible();
    await expect(page.getByRole('main').getByText(company.name).first()).toBeVisible();
    await expect(palette(page)).toHaveCount(0);

    await launcher(page).click();
    await searchBox(page).fill('expo');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await expect(launcher(page)).toBeFocused();
    await context.close();
  });

  test('on a phone, in the dark: the header’s search button opens it, and a tap opens a result', async ({ browser, request }, testInfo) => {
    const { body } = await createAccount(request, token, 'organiser', { firstname: 'Tomas', lastname: 'Mobile' });
    const organiser = { email: body.email, password: body.password };
    const organiserToken = await apiSignIn(request, organiser.email, organiser.password);
    // An organiser finds the events assigned to them (theirs once they make one), not another's.
    const mine = await createEvent(request, organiserToken, { name: uniqueTitle(`Harbour Lights Festival ${tag}`), category: 'Success', allDay: true, start: '2031-05-01', end: '2031-05-03', venue: 'Quay 2', location: 'Bristol' });
    const context = await signedInContext(browser, request, organiser, { viewport: { width: 375, height: 740 }, colorScheme: 'dark', hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    await launcher(page, 'artwork').tap();
    await searchBox(page).fill(`festivl ${tag}`);
    const events = palette(page).getByRole('group', { name: SEARCH_TEXTS.groups.event }).getByRole('option');
    await expect(events).toHaveText([new RegExp(mine.name)]);
    await expect(palette(page).getByRole('option')).toHaveCount(1);
    await saveScreen(page, 'search-palette-375-dark', testInfo);
    expect(await axeProblems(page)).toEqual([]);
    await events.first().tap();
    await expect(page).toHaveURL((url) => url.pathname === `/event-details/${mine.id}`);
    await context.close();
  });
});
