import { expect, test } from '@playwright/test';
import { PUBLIC_PATHS } from '../src/api/contract/pages';
import { ROLES } from '../src/api/contract/roles';
import { NOT_FOUND_TEXTS, PAGE_TITLES } from '../src/api/contract/texts';
import { createUser, signedInContext } from './support/users';
import { pageHeading } from './support/ui';

test.describe('Not found', () => {
  test('an unknown path shows ERROR, the message with its typographic apostrophe, and a link home', async ({ page }) => {
    await page.goto('/no/such/page-here');

    await expect(page.getByRole('heading', { name: NOT_FOUND_TEXTS.title, exact: true })).toBeVisible();
    // The product writes "can’t" with U+2019; a straight apostrophe would be a different string.
    expect(NOT_FOUND_TEXTS.message).toContain('can\u2019t');
    await expect(page.getByText(NOT_FOUND_TEXTS.message, { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/no/such/page-here');
    const home = page.getByRole('link', { name: NOT_FOUND_TEXTS.backHome });
    await expect(home).toHaveAttribute('href', '/');

    // Home is guarded: a stranger following the link is sent on to sign in.
    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === PUBLIC_PATHS.signIn);
  });

  test('signed in, Back to Home Page goes to the dashboard', async ({ browser, request }) => {
    const user = await createUser({ role: ROLES.user });
    const context = await signedInContext(browser, request, user);
    const page = await context.newPage();
    await page.goto('/definitely-not-a-page');
    await expect(page.getByText(NOT_FOUND_TEXTS.message, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: NOT_FOUND_TEXTS.backHome }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
    await context.close();
  });
});
