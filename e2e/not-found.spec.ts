import { expect, test } from '@playwright/test';
import { NOT_FOUND_TEXTS } from '../src/api/contract/texts';
import { PUBLIC_PATHS } from '../src/api/contract/pages';

test.describe('Not found', () => {
  test('an unknown path shows the not-found page, and its link goes home', async ({ page }) => {
    await page.goto('/no/such/page-here');

    await expect(page.getByRole('heading', { name: NOT_FOUND_TEXTS.title })).toBeVisible();
    // The message keeps its typographic apostrophe (U+2019), not a straight one.
    expect(NOT_FOUND_TEXTS.message).toContain('\u2019');
    await expect(page.getByText(NOT_FOUND_TEXTS.message, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page-here$/);

    await page.getByRole('link', { name: NOT_FOUND_TEXTS.backHome }).click();
    // Home is guarded: a stranger following the link arrives at / and is sent on to sign in.
    await expect(page).toHaveURL((url) => url.pathname === '/' || url.pathname === PUBLIC_PATHS.signIn);
  });
});
