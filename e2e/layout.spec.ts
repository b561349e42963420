import { expect, test, type Page } from '@playwright/test';
import { PAGES, PUBLIC_PATHS } from '../src/api/contract/pages';
import { ROLES } from '../src/api/contract/roles';
import { LAYOUT_TEXTS, MENU_TEXTS, MESSAGES, NOT_FOUND_TEXTS, PAGE_TITLES, PROFILE_TEXTS, SEARCH_SCOPES, SEARCH_TEXTS } from '../src/api/contract/texts';
import { AUTH_TEXTS } from '../src/routes/auth/auth-texts';
import { breakpoints, sidebarWidth } from '../src/design-system/tokens';
import { createUser, signedInContext, type TestUser } from './support/users';
import { field, pageHeading, saveScreen, toasts, userMenuButton } from './support/ui';
import { axeProblems } from './support/axe';

const sidebarOf = (page: Page) => page.locator('#app-sidebar');
const toggle = (page: Page) => page.getByRole('button', { name: LAYOUT_TEXTS.toggleSidebar });
const widthOf = (page: Page) => () => sidebarOf(page).evaluate((element) => Math.round(element.getBoundingClientRect().width));
/** The overlay's backdrop: the element right after the sidebar while the mobile menu is open. */
const backdrop = (page: Page) => page.locator('#app-sidebar + div[aria-hidden="true"]');

test.describe('Layout (the app shell)', () => {
  let admin: TestUser;
  test.beforeAll(async () => {
    admin = await createUser({ role: ROLES.admin, firstname: 'Layla', lastname: 'Shell' });
  });

  const openApp = async (browser: import('@playwright/test').Browser, request: import('@playwright/test').APIRequestContext, width: number, height = 800, user = admin) => {
    const context = await signedInContext(browser, request, user, { viewport: { width, height } });
    const page = await context.newPage();
    return { context, page };
  };

  test('desktop (1280px): sidebar 290px, toggle collapses it to 90px, hovering widens it back', async ({ browser, request }, testInfo) => {
    const { context, page } = await openApp(browser, request, 1280);
    await page.goto('/');
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    await expect(sidebarOf(page)).toBeInViewport();
    await expect.poll(widthOf(page)).toBe(sidebarWidth.expanded);
    await expect(page.getByRole('navigation', { name: LAYOUT_TEXTS.mainMenu }).getByRole('link', { name: MENU_TEXTS.dashboard })).toBeVisible();
    await saveScreen(page, 'dashboard-frame-1280', testInfo);

    await toggle(page).click();
    await expect.poll(widthOf(page)).toBe(sidebarWidth.collapsed);
    // Collapsed: labels hide, icons stay.
    await expect(page.getByRole('navigation', { name: LAYOUT_TEXTS.mainMenu }).getByText(MENU_TEXTS.dashboard, { exact: true })).toBeHidden();
    await page.mouse.move(1000, 400);
    await saveScreen(page, 'sidebar-collapsed-1280', testInfo);

    await sidebarOf(page).hover();
    await expect.poll(widthOf(page)).toBe(sidebarWidth.expanded);
    await page.mouse.move(1000, 400);
    await expect.poll(widthOf(page)).toBe(sidebarWidth.collapsed);

    await toggle(page).click();
    await expect.poll(widthOf(page)).toBe(sidebarWidth.expanded);
    await context.close();
  });

  test('mobile (375px): sidebar hidden, the toggle opens it as an overlay, the backdrop closes it', async ({ browser, request }, testInfo) => {
    const { context, page } = await openApp(browser, request, 375, 740);
    await page.goto('/');
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    await expect(sidebarOf(page)).not.toBeInViewport();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

    await toggle(page).click();
    await expect(sidebarOf(page)).toBeInViewport({ ratio: 1 });
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(backdrop(page)).toBeVisible();
    await saveScreen(page, 'mobile-overlay-375', testInfo);

    // The backdrop is the strip right of the sidebar.
    await backdrop(page).click({ position: { x: 360, y: 300 } });
    await expect(sidebarOf(page)).not.toBeInViewport();
    await expect(backdrop(page)).toHaveCount(0);

    // A menu link closes the overlay too, on its way to the page.
    await toggle(page).click();
    await expect(sidebarOf(page)).toBeInViewport({ ratio: 1 });
    await sidebarOf(page).getByRole('link', { name: MENU_TEXTS.events }).click();
    await expect(pageHeading(page, PAGE_TITLES.events)).toBeVisible();
    await expect(sidebarOf(page)).not.toBeInViewport();
    await context.close();
  });

  test('tablet (800px): the toggle opens the overlay as well', async ({ browser, request }) => {
    expect(800).toBeGreaterThanOrEqual(breakpoints.mobile);
    expect(800).toBeLessThan(breakpoints.desktop);
    const { context, page } = await openApp(browser, request, 800);
    await page.goto('/');
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    await expect(sidebarOf(page)).not.toBeInViewport();
    await toggle(page).click();
    await expect(sidebarOf(page)).toBeInViewport({ ratio: 1 });
    await expect(backdrop(page)).toBeVisible();
    await expect.poll(widthOf(page)).toBe(sidebarWidth.expanded);
    await page.keyboard.press('Escape');
    await expect(sidebarOf(page)).not.toBeInViewport();
    await context.close();
  });

  test('Ctrl+K opens the search palette from anywhere, its box focused (e2e/search.spec.ts goes further)', async ({ browser, request }) => {
    const { context, page } = await openApp(browser, request, 1280);
    await page.goto('/');
    await expect(page.getByRole('button', { name: SEARCH_SCOPES.people.placeholder })).toBeVisible();
    const search = page.getByRole('combobox', { name: SEARCH_TEXTS.inputLabel });
    await expect(search).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
    await context.close();
  });

  test('the product typeface, Outfit, is served by the app and used', async ({ page }) => {
    await page.goto(PUBLIC_PATHS.signIn);
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.signInTitle })).toBeVisible();
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.family.includes('Outfit') && face.status === 'loaded').length;
    });
    expect(loaded).toBeGreaterThan(0);
  });

  test('dark mode: the header switch turns it on, and it stays on after a reload', async ({ browser, request }) => {
    const { context, page } = await openApp(browser, request, 1280);
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: LAYOUT_TEXTS.darkMode }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: LAYOUT_TEXTS.lightMode })).toBeVisible();
    await context.close();
  });

  test('the page scrolls to the top on a route change', async ({ browser, request }) => {
    const { context, page } = await openApp(browser, request, 1280, 700);
    await page.goto('/');
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    // No page is long yet: make the document tall (it stays tall across the client-side navigation).
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 1500);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: LAYOUT_TEXTS.mainMenu }).getByRole('link', { name: MENU_TEXTS.events }).click();
    await expect(pageHeading(page, PAGE_TITLES.events)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === PAGES.events.path);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  test('profile: Escape closes the Edit modal; Save updates the profile and the header', async ({ browser, request }, testInfo) => {
    const user = await createUser({ role: ROLES.user, firstname: 'Before', lastname: 'Rename' });
    const { context, page } = await openApp(browser, request, 1280, 800, user);
    const refusedByPolicy: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refusedByPolicy.push(message.text());
    });
    await page.goto(PAGES.profile.path);
    await expect(pageHeading(page, PAGE_TITLES.profile)).toBeVisible();
    await expect(userMenuButton(page)).toContainText(user.firstname);
    const dialog = page.getByRole('dialog', { name: PROFILE_TEXTS.modalTitle });

    await page.getByRole('button', { name: PROFILE_TEXTS.edit, exact: true }).first().click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(PROFILE_TEXTS.modalSubtitle)).toBeVisible();
    // An open dialog locks scrolling with a style element of its own: the nonce lets it through.
    await expect(page.locator('head style[nonce]')).not.toHaveCount(0);
    expect(refusedByPolicy).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: PROFILE_TEXTS.edit, exact: true }).first().click();
    await expect(dialog).toBeVisible();
    await expect(field(dialog, PROFILE_TEXTS.firstName)).toHaveValue(user.firstname);
    await saveScreen(page, 'profile-modal-1280', testInfo);
    await field(dialog, PROFILE_TEXTS.firstName).fill('Renamed');
    await field(dialog, PROFILE_TEXTS.phone).fill('+44 20 7946 0000');
    await dialog.getByRole('textbox', { name: PROFILE_TEXTS.bio, exact: true }).fill('Tests things end to end.');
    await dialog.getByRole('button', { name: PROFILE_TEXTS.save }).click();

    await expect(toasts(page).getByText(MESSAGES.profileUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(userMenuButton(page)).toContainText('Renamed');
    await expect(page.getByRole('heading', { name: `Renamed ${user.lastname}` })).toBeVisible();
    await expect(page.getByText('+44 20 7946 0000')).toBeVisible();

    // It is stored, not only shown: a reload reads it back.
    await page.reload();
    await expect(page.getByRole('heading', { name: `Renamed ${user.lastname}` })).toBeVisible();
    await context.close();
  });

  test('profile: the header keeps the new name after a reload', async ({ browser, request }) => {
    const user = await createUser({ role: ROLES.user, firstname: 'Stale', lastname: 'Header' });
    const { context, page } = await openApp(browser, request, 1280, 800, user);
    await page.goto(PAGES.profile.path);
    await page.getByRole('button', { name: PROFILE_TEXTS.edit, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: PROFILE_TEXTS.modalTitle });
    await field(dialog, PROFILE_TEXTS.firstName).fill('Fresh');
    await dialog.getByRole('button', { name: PROFILE_TEXTS.save }).click();
    await expect(userMenuButton(page)).toContainText('Fresh');
    await page.reload();
    await expect(page.getByRole('heading', { name: `Fresh ${user.lastname}` })).toBeVisible();
    await expect(userMenuButton(page)).toContainText('Fresh');
    await context.close();
  });

  test('axe: no serious or critical violation on the public pages, the frame and the profile modal', async ({ page, browser, request }, testInfo) => {
    const problems: Record<string, string[]> = {};
    const publicPages: [string, string][] = [
      [PUBLIC_PATHS.signIn, AUTH_TEXTS.signInTitle],
      [PUBLIC_PATHS.signUp, AUTH_TEXTS.signUpTitle],
      [PUBLIC_PATHS.resetPassword, AUTH_TEXTS.forgotTitle],
      ['/this/does/not/exist', NOT_FOUND_TEXTS.title],
    ];
    for (const [path, title] of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      if (path === PUBLIC_PATHS.signIn) await saveScreen(page, 'signin-1280', testInfo);
      problems[path] = await axeProblems(page);
    }

    const { context, page: app } = await openApp(browser, request, 1280);
    await app.goto('/');
    await expect(pageHeading(app, PAGE_TITLES.dashboard)).toBeVisible();
    problems['/ (dashboard frame)'] = await axeProblems(app);
    await app.goto(PAGES.profile.path);
    await app.getByRole('button', { name: PROFILE_TEXTS.edit, exact: true }).first().click();
    await expect(app.getByRole('dialog', { name: PROFILE_TEXTS.modalTitle })).toBeVisible();
    problems['/profile (Edit modal open)'] = await axeProblems(app);
    await context.close();

    expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((key) => [key, []])));
  });
});
