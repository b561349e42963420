import { expect, type Locator, type Page } from '@playwright/test';
import { PUBLIC_PATHS } from '../../src/api/contract/pages';
import { TOKEN_KEY } from '../../src/api/token-storage';
import { LAYOUT_TEXTS, PAGE_TITLES } from '../../src/api/contract/texts';
import { AUTH_TEXTS } from '../../src/routes/auth/auth-texts';

/** The toasts' live region (Radix names it "Notifications (F8)"), top right. */
export const toasts = (page: Page): Locator => page.getByRole('region', { name: /notifications/i });

/** The form-level error under a form's submit button. */
export const formError = (page: Page): Locator => page.locator('form').getByRole('alert');

export const pageHeading = (page: Page, title: string): Locator => page.getByRole('heading', { level: 1, name: title, exact: true });

/** The header's user menu trigger; its visible text is the first name. */
export const userMenuButton = (page: Page): Locator => page.getByRole('button', { name: new RegExp(`^${LAYOUT_TEXTS.userMenu}:`) });

/** A text box by its label (the required marker '*' is not part of its name). Password boxes count. */
export const field = (scope: Page | Locator, label: string): Locator => scope.getByRole('textbox', { name: label, exact: true });

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await field(page, AUTH_TEXTS.emailLabel).fill(email);
  await field(page, AUTH_TEXTS.passwordLabel).fill(password);
}

export const signInButton = (page: Page): Locator => page.getByRole('button', { name: AUTH_TEXTS.signInButton, exact: true });

/** Opens /signin, signs in through the form, and waits for the dashboard. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto(PUBLIC_PATHS.signIn);
  await fillSignIn(page, email, password);
  await signInButton(page).click();
  await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

export async function signOutThroughUserMenu(page: Page): Promise<void> {
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: LAYOUT_TEXTS.signOut }).click();
  await expect(page).toHaveURL((url) => url.pathname === PUBLIC_PATHS.signIn);
}

export const storedToken = (page: Page): Promise<string | null> => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

/** Saves a screenshot under test-results/screens/ (gitignored) for a person to look at. */
export async function saveScreen(page: Page, name: string, testInfo: { config: { configFile?: string; rootDir: string } }): Promise<void> {
  const root = testInfo.config.configFile ? testInfo.config.configFile.replace(/[/\\][^/\\]+$/, '') : testInfo.config.rootDir;
  await page.screenshot({ path: `${root}/test-results/screens/${name}.png`, animations: 'disabled' });
}
