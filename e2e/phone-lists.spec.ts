import { expect, test, type Page } from '@playwright/test';
import { ROLES } from '../src/api/contract/roles';
import { LIST_TEXTS, MATRIX_TEXTS, PAGES } from '../src/api/contract';
import { COUNTER_FRONT } from './support/artwork';
import { axeProblems } from './support/axe';
import { addExhibitor, bearer, createEvent, exhibitorFields, uniqueTitle } from './support/events';
import { createAccount } from './support/accounts';
import { apiSignIn, createUser, signedInContext } from './support/users';
import { english } from './support/english';

const PHONE = { width: 375, height: 740 };

/** Nothing on the page reaches past the screen's right edge: no sideways scrolling. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * At 375 px in the dark theme, every list shows its rows as stacked cards: each row's actions are
 * on screen without scrolling sideways, and axe finds nothing serious.
 */
test('the lists at 375 px in dark mode: stacked cards, actions on screen, no axe violation', async ({ browser, request }) => {
  const admin = await createUser({ role: ROLES.admin });
  const token = await apiSignIn(request, admin.email, admin.password);
  const organiser = await createAccount(request, token, 'organiser');
  await createAccount(request, token, 'ownerAdmin');
  const company = await createAccount(request, token, 'company');
  const event = await createEvent(request, token, { name: uniqueTitle('Phone Fair'), category: 'Primary', start: '2030-06-01', end: '2030-06-03', organiserIds: [organiser.id] });
  await addExhibitor(request, token, event.id, exhibitorFields({ email: company.body.email }));
  // Three requirements: across, the matrix would be wider than a phone.
  const requirements = [COUNTER_FRONT.name, 'Fascia board', 'Floor sticker'];
  for (const name of requirements) {
    const requirement = await request.post(`/api/event/${event.id}/requirement`, { data: { ...COUNTER_FRONT, name }, headers: bearer(token) });
    expect(requirement.status()).toBe(201);
  }

  const context = await signedInContext(browser, request, admin, { viewport: PHONE });
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  const problems: Record<string, string[]> = {};
  for (const path of [PAGES.ownerAdmins.path, PAGES.organisers.path, PAGES.exhibitors.path, `/event-details/${event.id}`]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const rowActions = page.getByRole('main').getByRole('group', { name: new RegExp(`^${english(LIST_TEXTS.rowActions, { name: '' })}`) }).first();
    if (path !== `/event-details/${event.id}`) {
      await expect(rowActions).toBeVisible();
      // Each row's last action (Delete) is on screen, left of the right edge.
      const box = (await rowActions.getByRole('button').last().boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(PHONE.width);
    } else {
      await expect(page.getByRole('main').getByText(company.body.companyName).first()).toBeVisible();
      await expect(page.getByRole('main').getByText(COUNTER_FRONT.name).first()).toBeVisible();
      // The matrix: the exhibitor's card holds its checkbox and every requirement's Extend, on screen.
      const matrix = page.getByRole('region', { name: MATRIX_TEXTS.title });
      await expect(matrix.getByRole('checkbox', { name: english(MATRIX_TEXTS.selectRow, { company: company.body.companyName }) })).toBeVisible();
      for (const name of requirements) {
        const extend = matrix.getByRole('button', { name: english(MATRIX_TEXTS.extendFor, { company: company.body.companyName, requirement: name }) });
        await expect(extend).toBeVisible();
        const box = (await extend.boundingBox())!;
        expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
      }
      // Nor does the matrix scroll sideways inside its own box.
      expect(await matrix.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    }
    expect(await overflow(page), path).toBeLessThanOrEqual(0);
    problems[path] = await axeProblems(page);
  }
  expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((key) => [key, []])));
  await context.close();
});
