import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_PATHS } from '../src/api/contract/pages';
import { ROLES } from '../src/api/contract/roles';
import { LAYOUT_TEXTS, MESSAGES, NEW_ACCOUNT_TEXTS, PAGE_TITLES, REGISTRATION_MAIL_TEXTS } from '../src/api/contract/texts';
import { AUTH_TEXTS } from '../src/routes/auth/auth-texts';
import { uniqueEmail } from './support/env';
import { confirmSignUpLinkFrom, mailsTo, waitForMail } from './support/mailbox';
import { createUser } from './support/users';
import { field, formError, pageHeading, saveScreen, signOutThroughUserMenu, storedToken, toasts, userMenuButton } from './support/ui';

const signUpButton = (page: Page) => page.getByRole('button', { name: AUTH_TEXTS.signUpButton, exact: true });
const confirmButton = (page: Page) => page.getByRole('button', { name: AUTH_TEXTS.confirmSignUpButton, exact: true });

async function fillSignUp(page: Page, fields: { firstname: string; lastname: string; email: string; password: string }) {
  await field(page, AUTH_TEXTS.firstNameLabel).fill(fields.firstname);
  await field(page, AUTH_TEXTS.lastNameLabel).fill(fields.lastname);
  await field(page, AUTH_TEXTS.emailLabel).fill(fields.email);
  await field(page, AUTH_TEXTS.passwordLabel).fill(fields.password);
}

/** Signs up through the form and waits for the page that says to check the email. */
async function signUpThroughForm(page: Page, person: { firstname: string; lastname: string; email: string; password: string }) {
  await page.goto(PUBLIC_PATHS.signUp);
  await fillSignUp(page, person);
  await signUpButton(page).click();
  await expect(pageHeading(page, AUTH_TEXTS.checkEmailTitle)).toBeVisible();
  await expect(page.getByText(AUTH_TEXTS.checkEmailHint(person.email))).toBeVisible();
}

test.describe('Sign up', () => {
  test('a stranger signs up, confirms the address from the email, lands in the app as themselves, and signs out', async ({ page }, testInfo) => {
    const person = { firstname: 'Priya', lastname: 'Newcomer', email: uniqueEmail('signup'), password: 'Sign-up-pass-1' };
    await page.goto(PUBLIC_PATHS.signUp);
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.signUpTitle })).toBeVisible();
    await expect(page.getByText(AUTH_TEXTS.signUpHint)).toBeVisible();

    await signUpThroughForm(page, person);
    // No account yet, so nobody is signed in.
    expect(await storedToken(page)).toBeNull();

    const mail = await waitForMail(person.email);
    expect(mail.source).toContain(`Subject: ${REGISTRATION_MAIL_TEXTS.confirmSubject}`);
    const link = confirmSignUpLinkFrom(mail);
    await page.goto(link);
    await expect(pageHeading(page, AUTH_TEXTS.confirmSignUpTitle)).toBeVisible();

    // Whoever holds the link alone cannot use it: the password chosen at sign-up is asked for.
    await field(page, AUTH_TEXTS.passwordLabel).fill('not the one chosen');
    await confirmButton(page).click();
    await expect(formError(page)).toHaveText(MESSAGES.registrationPasswordWrong);
    await field(page, AUTH_TEXTS.passwordLabel).fill(person.password);
    await confirmButton(page).click();

    await expect(toasts(page).getByText(MESSAGES.registrationSuccess)).toBeVisible();
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(userMenuButton(page)).toContainText(person.firstname);
    // Not a bare list: the home says what the account can do and how to be added to an event.
    await expect(page.getByRole('heading', { level: 2, name: NEW_ACCOUNT_TEXTS.title })).toBeVisible();
    await expect(page.getByText(NEW_ACCOUNT_TEXTS.exhibit)).toBeVisible();
    await saveScreen(page, 'new-account-home', testInfo);

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

    // The link worked once.
    await page.goto(link);
    await field(page, AUTH_TEXTS.passwordLabel).fill(person.password);
    await confirmButton(page).click();
    await expect(page.getByText(MESSAGES.registrationLinkInvalid)).toBeVisible();
    await page.getByRole('link', { name: AUTH_TEXTS.signUpAgain }).click();
    await expect(page).toHaveURL((url) => url.pathname === PUBLIC_PATHS.signUp);
  });

  test('empty fields: "All fields are required." and nothing is sent', async ({ page }) => {
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

  test('an address that has an account gets the same page, and its owner a notice instead of a link', async ({ page }) => {
    const owner = await createUser();
    await signUpThroughForm(page, { firstname: 'Second', lastname: 'Comer', email: owner.email.toUpperCase(), password: 'Other-pass-2' });
    expect(await storedToken(page)).toBeNull();
    const notice = await waitForMail(owner.email);
    expect(notice.source).toContain(`Subject: ${REGISTRATION_MAIL_TEXTS.existsSubject}`);
    expect(() => confirmSignUpLinkFrom(notice)).toThrow();
    expect(mailsTo(owner.email)).toHaveLength(1);

    // Sign up again goes back to the form.
    await page.getByRole('button', { name: AUTH_TEXTS.signUpAgain }).click();
    await expect(pageHeading(page, AUTH_TEXTS.signUpTitle)).toBeVisible();
  });
});
