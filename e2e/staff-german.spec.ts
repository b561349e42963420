import { expect, test, type Page } from '@playwright/test';
import { PSEUDO_LOCALE } from '../src/api/contract/i18n/locales';
import { PAGE_TITLES } from '../src/api/contract/texts';
import { ROLES } from '../src/api/contract/roles';
import { COUNTER_FRONT } from './support/artwork';
import { englishLeftOn, inLanguage, noSidewaysScroll } from './support/languages';
import { reviewCast } from './support/review-cast';
import { createUser, signedInContext } from './support/users';

type Title = keyof typeof PAGE_TITLES;

/**
 * The staff screens in German (decision 20): an admin whose language is German opens each of them
 * and finds no English text of the product left, in its text or its labels. The dates and names
 * are the data's own.
 */
test.describe('The staff screens in German', () => {
  test('an admin reading German meets no English on any staff screen', async ({ browser, request }) => {
    test.slow();
    const { event, company, organiser, v1 } = await reviewCast(request, { admin: { firstname: 'Greta', lastname: 'Grün' }, eventLabel: 'Messe', booth: 'G1', requirement: COUNTER_FRONT });
    const admin = await createUser({ role: ROLES.admin, language: 'de' });
    const context = await signedInContext(browser, request, admin, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    const screens: [Title, string][] = [
      ['dashboard', '/'],
      ['events', '/events'],
      ['eventDetails', `/event-details/${event.id}`],
      ['organisers', '/organisers'],
      ['organiserAdd', '/organisers/add'],
      ['organiserView', `/organisers/view/${organiser.id}`],
      ['exhibitors', '/exhibitors'],
      ['companyAdd', '/exhibiting-companies/add'],
      ['companyEdit', `/exhibiting-companies/edit/${company.id}`],
      ['ownerAdmins', '/owner-admins'],
      ['reviewQueue', '/review'],
      ['review', `/review/${v1.id}`],
      ['auditLog', '/audit-log'],
      ['emailTemplates', '/email-templates'],
    ];
    for (const [title, path] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: inLanguage('de', PAGE_TITLES[title]) })).toBeVisible({ timeout: 20_000 });
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect({ path, english: await englishLeftOn(page, 'de') }).toEqual({ path, english: [] });
      await page.screenshot({ path: test.info().outputPath(`${title}-de.png`), fullPage: true });
    }
    await context.close();
  });

  test('the pseudo-locale on the staff screens at 375 px: no English, nothing scrolls sideways', async ({ browser, request }) => {
    test.slow();
    const { event, v1 } = await reviewCast(request, { admin: { firstname: 'Pia', lastname: 'Pseudo' }, eventLabel: 'Pseudo Messe', booth: 'P2', requirement: COUNTER_FRONT });
    const admin = await createUser({ role: ROLES.admin });
    const context = await signedInContext(browser, request, admin, { viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    for (const path of ['/events', `/event-details/${event.id}`, '/exhibitors', '/review', `/review/${v1.id}`, '/audit-log']) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${PSEUDO_LOCALE}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await settled(page);
      expect({ path, english: await englishLeftOn(page, PSEUDO_LOCALE) }).toEqual({ path, english: [] });
      expect({ path, sideways: !(await noSidewaysScroll(page)) }).toEqual({ path, sideways: false });
      await page.screenshot({ path: test.info().outputPath(`${path.split('/')[1] || 'home'}-pseudo-375.png`), fullPage: true });
    }
    await context.close();
  });
});

/** A screen once its data has come: no request under way. */
const settled = (page: Page) => page.waitForLoadState('networkidle');
