import { expect, test } from '@playwright/test';
import { PAGES, PUBLIC_PATHS } from '../src/api/contract/pages';
import { ROLES } from '../src/api/contract/roles';
import { MESSAGES, PAGE_TITLES } from '../src/api/contract/texts';
import { AUTH_TEXTS } from '../src/routes/auth/auth-texts';
import { e2eEnv, uniqueEmail } from './support/env';
import { mailsTo, setPasswordLinkFrom, waitForMail } from './support/mailbox';
import { apiSignIn, createUser, expireSetPasswordLinks, signedInContext, signedInState } from './support/users';
import { field, fillSignIn, formError, pageHeading, saveScreen, signInButton, signInThroughForm, storedToken } from './support/ui';

const onPath = (path: string) => (url: URL) => url.pathname === path;

test.describe('Password reset', () => {
  test('forgot password with an empty email says the email is required', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/send-reset-link')) calls += 1;
    });
    await page.goto(PUBLIC_PATHS.resetPassword);
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.forgotTitle })).toBeVisible();
    await page.getByRole('button', { name: AUTH_TEXTS.sendResetLink }).click();
    await expect(page.getByText(MESSAGES.emailRequired, { exact: true })).toBeVisible();
    await expect(field(page, AUTH_TEXTS.emailLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  test('a reset link opened while signed in shows Set New Password, not the dashboard', async ({ browser, request }) => {
    const user = await createUser({ role: ROLES.user, email: uniqueEmail('signed-in-reset') });
    const sent = await request.post('/api/auth/send-reset-link', { data: { email: user.email } });
    expect(sent.ok()).toBe(true);
    const link = setPasswordLinkFrom(await waitForMail(user.email));
    const context = await signedInContext(browser, request, user);
    const page = await context.newPage();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.setPasswordTitle })).toBeVisible();
    await expect(page).toHaveURL(onPath(PUBLIC_PATHS.setPassword));
    await context.close();
  });

  test('an expired link is refused as its page opens, before any password is typed', async ({ page, request }, testInfo) => {
    const user = await createUser({ role: ROLES.user, email: uniqueEmail('expired-reset') });
    expect((await request.post('/api/auth/send-reset-link', { data: { email: user.email } })).ok()).toBe(true);
    const link = setPasswordLinkFrom(await waitForMail(user.email));
    expireSetPasswordLinks(user.id);
    let submitted = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/auth/reset-password')) submitted += 1;
    });
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/auth/check-reset-token'));
    await page.goto(link);
    expect((await checked).status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.setPasswordTitle })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.resetLinkInvalid);
    await expect(page.getByRole('textbox', { name: AUTH_TEXTS.newPasswordLabel })).toHaveCount(0);
    await expect(page.getByRole('button', { name: AUTH_TEXTS.setPasswordButton })).toHaveCount(0);
    await saveScreen(page, 'set-password-expired', testInfo);
    await page.getByRole('link', { name: AUTH_TEXTS.requestNewLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.forgotTitle })).toBeVisible();
    expect(submitted).toBe(0);
  });

  test('the whole reset: email over SMTP, the link, checks, new password in, old one out, link used up', async ({ page, browser, request }) => {
    test.slow(); // waits for the 2-second redirect and several argon2 hashes
    const { baseUrl } = e2eEnv();
    const user = await createUser({ role: ROLES.user, email: uniqueEmail('reset') });
    const stranger = uniqueEmail('no-account');
    const oldSession = await apiSignIn(request, user.email, user.password);

    // An unknown address gets the same answer as a real one.
    await page.goto(PUBLIC_PATHS.resetPassword);
    await field(page, AUTH_TEXTS.emailLabel).fill(stranger);
    await page.getByRole('button', { name: AUTH_TEXTS.sendResetLink }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.resetLinkSentGeneric })).toBeVisible();

    await page.goto(PUBLIC_PATHS.resetPassword);
    await field(page, AUTH_TEXTS.emailLabel).fill(user.email);
    await page.getByRole('button', { name: AUTH_TEXTS.sendResetLink }).click();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.resetLinkSentGeneric })).toBeVisible();

    const mail = await waitForMail(user.email);
    // Sent after the stranger's request, so had the stranger's been sent it would be here by now.
    expect(mailsTo(stranger)).toHaveLength(0);
    const link = setPasswordLinkFrom(mail);
    expect(new URL(link).origin).toBe(new URL(baseUrl).origin);
    expect(new URL(link).pathname).toBe(PUBLIC_PATHS.setPassword);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.setPasswordTitle })).toBeVisible();
    await expect(page.getByText(AUTH_TEXTS.setPasswordHint)).toBeVisible();
    const newPassword = field(page, AUTH_TEXTS.newPasswordLabel);
    const confirmPassword = field(page, AUTH_TEXTS.confirmPasswordLabel);
    const submit = page.getByRole('button', { name: AUTH_TEXTS.setPasswordButton });

    await newPassword.fill('Brand-new-pass-1');
    await confirmPassword.fill('Brand-new-pass-2');
    await submit.click();
    await expect(formError(page)).toHaveText(MESSAGES.passwordsMismatch);

    await newPassword.fill('');
    await confirmPassword.fill('');
    await submit.click();
    await expect(formError(page)).toHaveText(MESSAGES.allRequired);

    const chosen = 'Brand-new-pass-1';
    await newPassword.fill(chosen);
    await confirmPassword.fill(chosen);
    await submit.click();
    const done = page.getByRole('status').filter({ hasText: MESSAGES.passwordResetDone });
    await expect(done).toBeVisible();
    // The success message shows, then the page moves on to /signin (the 2 s delay itself is
    // checked with fake timers in reset-password.machine.test.ts).
    await expect(page).toHaveURL(onPath(PUBLIC_PATHS.signIn), { timeout: 6_000 });

    // The old password no longer works; the new one does.
    await fillSignIn(page, user.email, user.password);
    await signInButton(page).click();
    await expect(formError(page)).toHaveText(MESSAGES.invalidCredentials);
    await fillSignIn(page, user.email, chosen);
    await signInButton(page).click();
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();

    // Setting a password ended the sessions from before it.
    const before = await browser.newContext({ baseURL: baseUrl, storageState: signedInState(oldSession) });
    const old = await before.newPage();
    await old.goto(PAGES.profile.path);
    await expect(old).toHaveURL(onPath(PUBLIC_PATHS.signIn));
    expect(await storedToken(old)).toBeNull();
    await before.close();

    // The link works once: opened again, it is refused at once, with no password to type.
    const again = await browser.newContext({ baseURL: baseUrl });
    const second = await again.newPage();
    await second.goto(link);
    await expect(second.getByRole('alert')).toHaveText(MESSAGES.resetLinkInvalid);
    await expect(field(second, AUTH_TEXTS.newPasswordLabel)).toHaveCount(0);
    await again.close();

    // And the password is still the one chosen above.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInThroughForm(page, user.email, chosen);
  });
});
