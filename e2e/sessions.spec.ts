import { expect, test } from '@playwright/test';
import { PAGES, PUBLIC_PATHS } from '../src/api/contract/pages';
import { ROLES } from '../src/api/contract/roles';
import { MENU_TEXTS, MESSAGES, PAGE_TITLES } from '../src/api/contract/texts';
import { AUTH_TEXTS } from '../src/routes/auth/auth-texts';
import { createUser, signedInContext } from './support/users';
import { fillSignIn, pageHeading, saveScreen, signInButton, signOutThroughUserMenu, storedToken } from './support/ui';

const onPath = (path: string) => (url: URL) => url.pathname === path;

test.describe('Sessions across tabs', () => {
  test('signing out in one tab signs out the other tab of the browser at once', async ({ browser, request }) => {
    const user = await createUser({ role: ROLES.admin });
    const context = await signedInContext(browser, request, user);
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(PAGES.profile.path);
    await expect(pageHeading(first, PAGE_TITLES.profile)).toBeVisible();
    await second.goto(PAGES.organisers.path);
    await expect(pageHeading(second, PAGE_TITLES.organisers)).toBeVisible();

    await signOutThroughUserMenu(first);
    // The second tab is told, with no request of its own and no reload: it goes to sign-in afresh.
    await expect(second).toHaveURL(onPath(PUBLIC_PATHS.signIn));
    await expect(second.getByRole('heading', { level: 1, name: AUTH_TEXTS.signInTitle })).toBeVisible();
    expect(new URL(second.url()).searchParams.get('redirect')).toBeNull();
    expect(await storedToken(second)).toBeNull();
    await context.close();
  });

  test('a 401 on a signed-in page goes to sign-in saying the session ended, and back to the page after', async ({ browser, request }, testInfo) => {
    const user = await createUser({ role: ROLES.admin });
    const context = await signedInContext(browser, request, user);
    const page = await context.newPage();
    await page.goto(PAGES.profile.path);
    await expect(pageHeading(page, PAGE_TITLES.profile)).toBeVisible();

    // The session ends on the server (as a reset elsewhere or an admin's change would end it).
    const token = await storedToken(page);
    expect((await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(204);

    // The next page the user opens asks the server, which refuses the ended session.
    const refused = page.waitForResponse((response) => response.url().includes('/api/audit-log') && response.status() === 401);
    await page.getByRole('link', { name: MENU_TEXTS.auditLog }).click();
    await refused;
    await expect(page).toHaveURL(onPath(PUBLIC_PATHS.signIn));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(PAGES.auditLog.path);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.sessionExpired);
    await saveScreen(page, 'session-ended', testInfo);

    await fillSignIn(page, user.email, user.password);
    await signInButton(page).click();
    await expect(page).toHaveURL(onPath(PAGES.auditLog.path));
    await expect(pageHeading(page, PAGE_TITLES.auditLog)).toBeVisible();
    await context.close();
  });

  test('a return address that leaves the app is not followed after sign-in', async ({ page }) => {
    const user = await createUser({ role: ROLES.user });
    await page.goto(`${PUBLIC_PATHS.signIn}?redirect=${encodeURIComponent('/\\example.org/')}`);
    await fillSignIn(page, user.email, user.password);
    await signInButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.origin === new URL(page.url()).origin);
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
  });
});
