import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PATHS } from '../src/api/contract/pages';
import { ROLES } from '../src/api/contract/roles';
import { AUTH_TEXTS, LAYOUT_TEXTS, MESSAGES, PAGE_TITLES } from '../src/api/contract/texts';
import { uniqueEmail } from './support/env';
import { field, formError, pageHeading, signOutThroughUserMenu, storedToken, toasts, userMenuButton } from './support/ui';

const signUpButton = (page: Page) => page.getByRole('button', { name: AUTH_TEXTS.signUpButton, exact: true });

async function fillSignUp(page: Page, fields: { firstname: string; lastname: string; email: string; password: string }) {
  await field(page, AUTH_TEXTS.firstNameLabel).fill(fields.firstname);
  await field(page, AUTH_TEXTS.lastNameLabel).fill(fields.lastname);
  await field(page, AUTH_TEXTS.emailLabel).fill(fields.email);
  await field(page, AUTH_TEXTS.passwordLabel).fill(fields.password);
}

test.describe('Sign up', () => {
  test('a stranger signs up, lands in the app as themselves, and signs out', async ({ page }) => {
    const person = { firstname: 'Priya', lastname: 'Newcomer', email: uniqueEmail('signup'), password: 'Sign-up-pass-1' };
    await page.goto(PUBLIC_PATHS.signUp);
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.signUpTitle })).toBeVisible();
    await expect(page.getByText(AUTH_TEXTS.signUpHint)).toBeVisible();

    await fillSignUp(page, person);
    await signUpButton(page).click();

    await expect(toasts(page).getByText(MESSAGES.registrationSuccess)).toBeVisible();
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(userMenuButton(page)).toContainText(person.firstname);
    expect(await storedToken(page)).toBeTruthy();

    // Self-registration always makes a plain user: the token says so.
    const token = (await storedToken(page))!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { role: string; email: string };
    expect(claims).toMatchObject({ role: ROLES.user, email: person.email });

    // The toast sits over the header's user menu (top right) until it goes or is closed.
    await toasts(page).getByRole('button', { name: LAYOUT_TEXTS.close }).click();
    await expect(toasts(page).getByText(MESSAGES.registrationSuccess)).toBeHidden();
    await signOutThroughUserMenu(page);
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.signInTitle })).toBeVisible();
  });

  test('empty fields: "All fields are required." and no account is made', async ({ page }) => {
    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) registerCalls += 1;
    });
    await page.goto(PUBLIC_PATHS.signUp);
    await signUpButton(page).click();
    await expect(formError(page)).toHaveText(MESSAGES.allRequired);

    // One field missing is still all-required.
    await fillSignUp(page, { firstname: 'Only', lastname: 'Three', email: uniqueEmail('partial'), password: '' });
    await signUpButton(page).click();
    await expect(formError(page)).toHaveText(MESSAGES.allRequired);
    expect(registerCalls).toBe(0);
    await expect(page).toHaveURL((url) => url.pathname === PUBLIC_PATHS.signUp);
  });

  test('an email already registered, in other letter case, gets the server’s 409 message', async ({ page, request }) => {
    const email = uniqueEmail('taken');
    const first = await request.post('/api/auth/register', {
      data: { firstname: 'First', lastname: 'Owner', email, password: 'Taken-pass-1', role: ROLES.user },
    });
    expect(first.status()).toBe(201);

    await page.goto(PUBLIC_PATHS.signUp);
    await fillSignUp(page, { firstname: 'Second', lastname: 'Comer', email: email.toUpperCase(), password: 'Other-pass-2' });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/register'));
    await signUpButton(page).click();
    expect((await answer).status()).toBe(409);

    await expect(toasts(page).getByText(MESSAGES.emailTaken)).toBeVisible();
    await expect(formError(page)).toHaveText(MESSAGES.emailTaken);
    await expect(page).toHaveURL((url) => url.pathname === PUBLIC_PATHS.signUp);
    expect(await storedToken(page)).toBeNull();
  });
});
