import { expect, test, type Page } from '@playwright/test';
import { PSEUDO_LOCALE } from '../src/api/contract/i18n/locales';
import { pseudoText } from '../src/api/contract/i18n/pseudo';
import { AUTH_TEXTS } from '../src/routes/auth/auth-texts';
import { ARTWORK_TEXTS } from '../src/api/contract/texts/artwork';
import { createAccount } from './support/accounts';
import { noSidewaysScroll } from './support/languages';
import { checklistItem, COUNTER_FRONT, solidImage, uploadVersion } from './support/artwork';
import { adminWithEvent, bearer } from './support/events';
import { apiSignIn, signedInContext } from './support/users';

const PHONE = { width: 375, height: 812 };

/**
 * What the pseudo-locale is for (decision 20): every word accented and 40 % longer, so text that a
 * longer language would cut off is cut off here first. On a 375 px phone, the screen must not
 * scroll sideways, and no element may hide text it holds behind its own edge: each such element is
 * named with its text.
 */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      // Text only for screen readers (a 1 px box) and what is not shown (a closed drawer) are no cut-offs.
      if (element.getBoundingClientRect().width <= 1 || !element.checkVisibility({ visibilityProperty: true })) continue;
      const hides = ['hidden', 'clip'].includes(style.overflowX);
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      // An ellipsis is a deliberate cut: its full text is the element's title or accessible name.
      if (hides && hasText && style.textOverflow !== 'ellipsis' && element.scrollWidth > element.clientWidth + 1) clipped.push(`${element.tagName.toLowerCase()}: ${element.textContent!.trim().slice(0, 60)}`);
    }
    return clipped;
  });
}

test.describe('The pseudo-locale at 375 px', () => {
  test('sign-in and the company’s home, longer and accented: nothing scrolls sideways, nothing is cut off', async ({ browser, request }) => {
    test.slow();
    const { adminToken, event } = await adminWithEvent(request, 'Pseudo Fair', 'Europe/Berlin');
    const company = await createAccount(request, adminToken, 'company');
    const { companyName, productCategory, boothSize, contactPerson, email, password } = company.body;
    expect((await request.post(`/api/event/${event.id}/exhibitor`, { data: { companyName, productCategory, boothSize, contactPerson, email, booth: 'P1' }, headers: bearer(adminToken) })).ok()).toBe(true);
    const created = await request.post(`/api/event/${event.id}/requirement`, { data: { ...COUNTER_FRONT, bleedMm: 3, minDpi: 150 }, headers: bearer(adminToken) });
    expect(created.status()).toBe(201);
    const requirementId = ((await created.json()) as { id: number }).id;
    await uploadVersion(request, await apiSignIn(request, email, password), requirementId, 'counter.png', await solidImage(1200, 600, { r: 40, g: 120, b: 220 }));

    const signIn = await browser.newPage({ viewport: PHONE });
    await signIn.goto(`/signin?lang=${PSEUDO_LOCALE}`);
    await expect(signIn.getByRole('button', { name: pseudoText(AUTH_TEXTS.signInButton) })).toBeVisible();
    expect(await noSidewaysScroll(signIn)).toBe(true);
    expect(await clippedText(signIn)).toEqual([]);
    await signIn.screenshot({ path: test.info().outputPath('signin-pseudo-375.png'), fullPage: true });
    await signIn.close();

    const context = await signedInContext(browser, request, { email, password }, { viewport: PHONE });
    const home = await context.newPage();
    await home.goto(`/?lang=${PSEUDO_LOCALE}`);
    const item = checklistItem(home, COUNTER_FRONT.name);
    await expect(item.getByRole('region', { name: pseudoText(ARTWORK_TEXTS.preflightTitle) })).toBeVisible({ timeout: 30_000 });
    await expect(home.locator('html')).toHaveAttribute('lang', PSEUDO_LOCALE);
    expect(await noSidewaysScroll(home)).toBe(true);
    await home.screenshot({ path: test.info().outputPath('home-pseudo-375-before.png') });
    expect(await clippedText(home)).toEqual([]);
    await home.screenshot({ path: test.info().outputPath('home-pseudo-375.png'), fullPage: true });
    await context.close();
  });
});
