import { expect, test } from '@playwright/test';
import { PAGES, PUBLIC_PATHS } from '../src/api/contract/pages';
import { ROLES } from '../src/api/contract/roles';
import { MESSAGES, PAGE_TITLES } from '../src/api/contract/texts';
import { AUTH_TEXTS } from '../src/routes/auth/auth-texts';
import { TOKEN_KEY } from '../src/api/token-storage';
import { e2eEnv, uniqueEmail } from './support/env';
import { createUser, signedInState } from './support/users';
import { fillSignIn, formError, pageHeading, signInButton, signInThroughForm, storedToken, userMenuButton } from './support/ui';

const onPath = (path: string) => (url: URL) => url.pathname === path;

/** An unsigned JWT-shaped token with these claims: the browser can decode it, the server rejects it. */
function fakeToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.${Buffer.from('not-the-signature').toString('base64url')}`;
}

test.describe('Sign in', () => {
  test('the first admin signs in and reaches the dashboard', async ({ page }) => {
    const { admin } = e2eEnv();
    await page.goto(PUBLIC_PATHS.signIn);
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.signInTitle })).toBeVisible();
    await expect(page.getByText(AUTH_TEXTS.signInHint)).toBeVisible();
    await expect(page.getByRole('link', { name: AUTH_TEXTS.forgotPasswordLink })).toHaveAttribute('href', PUBLIC_PATHS.resetPassword);

    await signInThroughForm(page, admin.email, admin.password);
    await expect(userMenuButton(page)).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });

  test('the form says what went wrong: empty, wrong password, unknown email', async ({ page }) => {
    const user = await createUser({ role: ROLES.user });
    await page.goto(PUBLIC_PATHS.signIn);

    await signInButton(page).click();
    await expect(formError(page)).toHaveText(MESSAGES.bothRequired);

    await fillSignIn(page, user.email, '');
    await signInButton(page).click();
    await expect(formError(page)).toHaveText(MESSAGES.bothRequired);

    await fillSignIn(page, user.email, 'Not-the-password-1');
    const wrong = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await signInButton(page).click();
    expect((await wrong).status()).toBe(401);
    await expect(formError(page)).toHaveText(MESSAGES.invalidCredentials);

    await fillSignIn(page, uniqueEmail('nobody'), 'Whatever-pass-1');
    const unknown = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await signInButton(page).click();
    expect((await unknown).status()).toBe(401);
    // Same answer as a wrong password: no way to tell which emails have accounts.
    await expect(formError(page)).toHaveText(MESSAGES.invalidCredentials);
    await expect(page).toHaveURL(onPath(PUBLIC_PATHS.signIn));
    expect(await storedToken(page)).toBeNull();
  });

  test('too many attempts from one client: the 429 message, even for the right password; the owner elsewhere still signs in', async ({ browser }) => {
    const { login, baseUrl } = e2eEnv();
    const user = await createUser({ role: ROLES.user, email: uniqueEmail('lockout') });
    // Its own client address (the app trusts X-Forwarded-For in this run), so the per-address
    // counter this trips does not lock the other journeys out.
    const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': '127.0.0.77' } });
    const page = await context.newPage();
    await page.goto(PUBLIC_PATHS.signIn);

    const attempt = async (password: string) => {
      await fillSignIn(page, user.email, password);
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
      await signInButton(page).click();
      return (await answer).status();
    };
    for (let i = 0; i < login.maxAttempts; i += 1) {
      expect(await attempt(`Wrong-pass-${i}`)).toBe(401);
      await expect(formError(page)).toHaveText(MESSAGES.invalidCredentials);
    }
    expect(await attempt('Wrong-pass-again')).toBe(429);
    await expect(formError(page)).toHaveText(MESSAGES.tooManyAttempts(login.windowMinutes));

    expect(await attempt(user.password)).toBe(429);
    await expect(formError(page)).toHaveText(MESSAGES.tooManyAttempts(login.windowMinutes));
    await expect(page).toHaveURL(onPath(PUBLIC_PATHS.signIn));

    // Guessing does not lock the owner out: a client that has not failed on the account signs in.
    const elsewhere = await page.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': '127.0.0.78' },
    });
    expect(elsewhere.status()).toBe(200);
    await context.close();
  });

  test('a signed-in user who opens /signin goes to /', async ({ page }) => {
    const user = await createUser({ role: ROLES.user });
    await signInThroughForm(page, user.email, user.password);
    await page.goto(PUBLIC_PATHS.signIn);
    await expect(page).toHaveURL(onPath('/'));
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
  });

  test('after being sent to sign in, signing in returns to the page asked for', async ({ page }) => {
    const user = await createUser({ role: ROLES.user });
    await page.goto(PAGES.profile.path);
    await expect(page).toHaveURL(onPath(PUBLIC_PATHS.signIn));
    await fillSignIn(page, user.email, user.password);
    await signInButton(page).click();
    await expect(page).toHaveURL(onPath(PAGES.profile.path));
    await expect(pageHeading(page, PAGE_TITLES.profile)).toBeVisible();
  });

  const badTokens: Record<string, () => string> = {
    'garbage': () => 'this-is-not-a-token',
    'expired': () =>
      fakeToken({ id: 1, firstname: 'Old', lastname: 'Session', email: 'old@example.test', role: ROLES.admin, tv: 0, exp: Math.floor(Date.now() / 1000) - 60 }),
  };
  for (const [kind, make] of Object.entries(badTokens)) {
    test(`a stored token that is ${kind} is removed and the user is on /signin`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: e2eEnv().baseUrl, storageState: signedInState(make()) });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(onPath(PUBLIC_PATHS.signIn));
      await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.signInTitle })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
      await context.close();
    });
  }

  test('a token the server does not accept (bad signature) ends the session at the first call', async ({ browser }) => {
    const forged = fakeToken({ id: 1, firstname: 'Forged', lastname: 'Token', email: 'forged@example.test', role: ROLES.admin, tv: 0, exp: Math.floor(Date.now() / 1000) + 3600 });
    const context = await browser.newContext({ baseURL: e2eEnv().baseUrl, storageState: signedInState(forged) });
    const page = await context.newPage();
    // The profile page asks the server, which answers 401: the app forgets the token.
    await page.goto(PAGES.profile.path);
    await expect(page).toHaveURL(onPath(PUBLIC_PATHS.signIn));
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await context.close();
  });
});
