import { expect, test, type Page, type Request } from '@playwright/test';
import { PAGES, PUBLIC_PATHS } from '../src/api/contract/pages';
import { ROLES } from '../src/api/contract/roles';
import { MESSAGES, PAGE_TITLES } from '../src/api/contract/texts';
import { AUTH_TEXTS } from '../src/routes/auth/auth-texts';
import { e2eEnv } from './support/env';
import { formError, pageHeading, storedToken, userMenuButton } from './support/ui';
import { apiSignIn, createUser, signedInState } from './support/users';

const isProfileRequest = (request: Request) => new URL(request.url()).pathname === '/api/user/profile';
/** The session's steps (the contract's checks, the API client), a chunk fetched on first use. */
const SESSION_STEPS = /\/assets\/session\.steps-[^/]+\.js$/;

/**
 * Opens `path` holding the stored token, with the session's steps held back until the profile
 * request has been answered (or has failed): a slow network for the chunk, made certain. The
 * profile request must leave meanwhile; then the steps are let through.
 */
async function openWithStepsHeld(page: Page, path: string): Promise<void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SESSION_STEPS, async (route) => {
    await held;
    await route.continue();
  });
  const settled: Request[] = [];
  page.on('response', (response) => void (isProfileRequest(response.request()) && settled.push(response.request())));
  page.on('requestfailed', (request) => void (isProfileRequest(request) && settled.push(request)));

  await page.goto(path);
  await expect.poll(() => settled.length, { message: 'the profile request is answered while the session’s steps are still on their way' }).toBe(1);
  release();
}

const onPath = (path: string) => (url: URL) => url.pathname === path;

test.describe('A signed-in load asks for the profile beside the session’s steps', () => {
  test('the profile request leaves before the steps arrive, and the page opens signed in', async ({ browser, request }) => {
    const user = await createUser({ role: ROLES.user });
    const context = await browser.newContext({ baseURL: e2eEnv().baseUrl, storageState: signedInState(await apiSignIn(request, user.email, user.password)) });
    const page = await context.newPage();

    await openWithStepsHeld(page, PAGES.dashboard.path);
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    await expect(userMenuButton(page)).toContainText(user.firstname);
    expect(await storedToken(page)).toBeTruthy();
    await context.close();
  });

  test('a token revoked on the server, answered before the steps arrive, ends on /signin and is forgotten', async ({ browser, request }) => {
    const user = await createUser({ role: ROLES.user });
    const token = await apiSignIn(request, user.email, user.password);
    expect((await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
    const context = await browser.newContext({ baseURL: e2eEnv().baseUrl, storageState: signedInState(token) });
    const page = await context.newPage();

    await openWithStepsHeld(page, PAGES.profile.path);
    await expect(page).toHaveURL(onPath(PUBLIC_PATHS.signIn));
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.signInTitle })).toBeVisible();
    await expect(page.getByText(AUTH_TEXTS.signInHint)).toBeVisible();
    // The browser had a session that has ended since: sign-in says so, as for a request refused in the app.
    await expect(formError(page)).toHaveText(MESSAGES.sessionExpired);
    // The page it was opened at is where signing in goes back to.
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(PAGES.profile.path);
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  test('a profile request lost to the network keeps the session on the token’s own claims', async ({ browser, request }) => {
    const user = await createUser({ role: ROLES.user });
    const context = await browser.newContext({ baseURL: e2eEnv().baseUrl, storageState: signedInState(await apiSignIn(request, user.email, user.password)) });
    const page = await context.newPage();
    await page.route('**/api/user/profile', (route) => route.abort('internetdisconnected'));

    await openWithStepsHeld(page, PAGES.dashboard.path);
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    await expect(userMenuButton(page)).toContainText(user.firstname);
    expect(await storedToken(page)).toBeTruthy();
    await context.close();
  });
});
