import { expect, test, type Page } from '@playwright/test';
import { ORGANISER_ALIASES, PAGES, PUBLIC_PATHS, type PageName } from '../src/api/contract/pages';
import { ACCOUNT_ROLES, type AccountRole, can, ROLES, type Role } from '../src/api/contract/roles';
import { LAYOUT_TEXTS, MENU_TEXTS, PAGE_TITLES } from '../src/api/contract/texts';
import { AUTH_TEXTS } from '../src/routes/auth/auth-texts';
import { signedInContext, usersOfEveryRole } from './support/users';
import { pageHeading } from './support/ui';

/** A route pattern made concrete: every `$param` becomes 1. */
const concrete = (path: string) => path.replace(/\$\w+/g, '1');
const pageNames = Object.keys(PAGES) as PageName[];
const onPath = (path: string) => (url: URL) => url.pathname === path;

/**
 * The sidebar of docs/screens.md, with docs/decisions.md's decision 3 (an item shows exactly when its page
 * admits the role). Labels come from MENU_TEXTS, visibility from PERMISSIONS via PAGES.
 */
type MenuKey = keyof typeof MENU_TEXTS;
const MENU_SPEC: ({ key: MenuKey; page: PageName } | { key: MenuKey; group: { key: MenuKey; page: PageName }[] })[] = [
  { key: 'dashboard', page: 'dashboard' },
  {
    key: 'manageUsers',
    group: [
      { key: 'ownerAdmins', page: 'ownerAdmins' },
      { key: 'organisers', page: 'organisers' },
      { key: 'exhibitors', page: 'exhibitors' },
    ],
  },
  { key: 'events', page: 'events' },
  { key: 'emailTemplates', page: 'emailTemplates' },
  { key: 'auditLog', page: 'auditLog' },
];

function expectedMenu(role: Role): { top: string[]; group: { label: string; path: string }[]; links: Record<string, string> } {
  const top: string[] = [];
  const links: Record<string, string> = {};
  let group: { label: string; path: string }[] = [];
  for (const entry of MENU_SPEC) {
    if ('page' in entry) {
      if (!can(role, PAGES[entry.page].permission)) continue;
      top.push(MENU_TEXTS[entry.key]);
      links[MENU_TEXTS[entry.key]] = PAGES[entry.page].path;
    } else {
      const items = entry.group.filter((item) => can(role, PAGES[item.page].permission));
      if (items.length === 0) continue;
      top.push(MENU_TEXTS[entry.key]);
      group = items.map((item) => ({ label: MENU_TEXTS[item.key], path: PAGES[item.page].path }));
    }
  }
  return { top, group, links };
}

/** The brief's own reading of the same table, as a cross-check that PERMISSIONS says what docs/screens.md means. */
const SPEC_TOP_LEVEL: Record<AccountRole, MenuKey[]> = {
  [ROLES.admin]: ['dashboard', 'manageUsers', 'events', 'emailTemplates', 'auditLog'],
  [ROLES.owner]: ['dashboard', 'manageUsers', 'events', 'emailTemplates', 'auditLog'],
  [ROLES.organizer]: ['dashboard', 'events'],
  [ROLES.user]: ['dashboard', 'events'],
  [ROLES.exhibitor]: ['dashboard'],
};
const SPEC_GROUP: Record<AccountRole, MenuKey[]> = {
  [ROLES.admin]: ['ownerAdmins', 'organisers', 'exhibitors'],
  [ROLES.owner]: ['organisers', 'exhibitors'],
  [ROLES.organizer]: [],
  [ROLES.user]: [],
  [ROLES.exhibitor]: [],
};

async function expectSidebar(page: Page, role: AccountRole) {
  const expected = expectedMenu(role);
  expect(expected.top).toEqual(SPEC_TOP_LEVEL[role].map((key) => MENU_TEXTS[key]));
  expect(expected.group.map((item) => item.label)).toEqual(SPEC_GROUP[role].map((key) => MENU_TEXTS[key]));

  const nav = page.getByRole('navigation', { name: LAYOUT_TEXTS.mainMenu });
  await expect(nav).toBeVisible();
  const topLevel = nav.locator(':scope > ul > li > :is(a, button)');
  await expect(topLevel).toHaveText(expected.top);
  for (const [label, path] of Object.entries(expected.links)) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path);
  }
  if (expected.group.length > 0) {
    const groupButton = nav.getByRole('button', { name: MENU_TEXTS.manageUsers, exact: true });
    if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
    await expect(groupButton).toHaveAttribute('aria-expanded', 'true');
    const submenu = nav.locator(`#${await groupButton.getAttribute('aria-controls')}`);
    await expect(submenu.getByRole('link')).toHaveText(expected.group.map((item) => item.label));
    for (const item of expected.group) await expect(submenu.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.path);
  }
  await expect(nav.getByRole('button', { name: MENU_TEXTS.signOut, exact: true })).toBeVisible();
}

test.describe('Route guards', () => {
  test('signed out, every guarded page and organiser alias sends the visitor to /signin', async ({ page }) => {
    const paths = [...pageNames.map((name) => PAGES[name].path), ...Object.keys(ORGANISER_ALIASES)].map(concrete);
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(onPath(PUBLIC_PATHS.signIn));
        await expect(page.getByRole('heading', { level: 1, name: AUTH_TEXTS.signInTitle })).toBeVisible();
      });
    }
  });

  for (const role of ACCOUNT_ROLES) {
    test(`${role}: opens exactly the pages it may, is sent to / from the rest, and sees its menu`, async ({ browser, request }) => {
      const users = await usersOfEveryRole();
      const context = await signedInContext(browser, request, users[role]);
      const page = await context.newPage();

      for (const name of pageNames) {
        const path = concrete(PAGES[name].path);
        const allowed = can(role, PAGES[name].permission);
        await test.step(`${path} ${allowed ? 'renders' : 'redirects to /'}`, async () => {
          await page.goto(path);
          if (allowed) {
            await expect(pageHeading(page, PAGE_TITLES[name])).toBeVisible();
            await expect(page).toHaveURL(onPath(path));
          } else {
            await expect(page).toHaveURL(onPath('/'));
            await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
          }
        });
      }

      for (const [alias, listed] of Object.entries(ORGANISER_ALIASES)) {
        const from = concrete(alias);
        const to = concrete(listed);
        const target = pageNames.find((name) => PAGES[name].path === listed)!;
        const allowed = can(role, PAGES[target].permission);
        await test.step(`${from} → ${allowed ? to : '/'}`, async () => {
          await page.goto(from);
          if (allowed) {
            await expect(page).toHaveURL(onPath(to));
            await expect(pageHeading(page, PAGE_TITLES[target])).toBeVisible();
          } else {
            await expect(page).toHaveURL(onPath('/'));
            await expect(pageHeading(page, PAGE_TITLES.dashboard)).toBeVisible();
          }
        });
      }

      await test.step('sidebar menu', async () => {
        await page.goto('/');
        await expectSidebar(page, role);
      });
      await context.close();
    });
  }
});
