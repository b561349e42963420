import '../design-system/testing/jsdom-polyfills';
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as settled } from 'xstate';
import {
  LAYOUT_TEXTS,
  LIST_TEXTS,
  MENU_TEXTS,
  NOT_FOUND_TEXTS,
  PAGE_TITLES,
  ROLES,
  SEARCH_SCOPES,
  SEARCH_TEXTS,
  STATUSES,
  type SearchResults,
} from '../api/contract';
import { translate } from '../api/contract/i18n/translate';
import { Table, toast } from '../design-system';
import { useT } from '../i18n';
import { sessionMachine } from '../machines/session.machine';
import type { RestoredSession } from '../machines/session.steps';
import { englishLeft } from '../test/english-left';
import { fakeServer } from '../test/fake-server';
import { de, showLanguage } from '../test/languages';
import { userOf } from '../test/render-page';
import { AppShell } from './AppShell';
import { NotFoundPage } from './NotFoundPage';
import { RoutePending } from './RoutePending';
import { Toasts } from './Toasts';
import { ListPagination } from './shared/ListPagination';
import { TitledPage } from './shared/TitledPage';


/** What an admin finds for "nimbus": one of each kind the palette groups. */
const found: SearchResults = {
  query: 'nimbus',
  groups: [
    { kind: 'organiser', hits: [{ kind: 'organiser', id: 2, title: 'Marguerite Fontaine', details: ['Nimbus Fairs'], path: '/organisers/view/2' }] },
    { kind: 'owner_admin', hits: [{ kind: 'owner_admin', id: 3, title: 'Nimbus Admin', details: [], path: '/owner-admins/view/3' }] },
    { kind: 'company', hits: [{ kind: 'company', id: 4, title: 'Nimbus Exhibitor Graphics', details: ['Nia Okafor'], path: '/exhibiting-companies/view/4' }] },
    { kind: 'event', hits: [{ kind: 'event', id: 7, title: 'Nimbus Tech Expo', details: ['Hall A', 'Berlin'], path: '/event-details/7' }] },
    { kind: 'submission', hits: [{ kind: 'submission', id: 9, title: 'Acme Co', details: ['Nimbus banner'], path: '/review/9' }] },
  ],
};

/** A list as the staff's lists draw theirs: nothing with the status chosen, and three pages. */
function SimpleList() {
  const t = useT();
  const [page, setPage] = useState(1);
  return (
    <TitledPage title={t(PAGE_TITLES.ownerAdmins)}>
      <Table
        caption={t(PAGE_TITLES.ownerAdmins)}
        columns={[{ key: 'status', header: t(LIST_TEXTS.statusFilterLabel), render: (row: { status: string }) => t(row.status) }]}
        rows={[]}
        getRowKey={(row) => row.status}
        emptyText={t(LIST_TEXTS.noneWithStatus, { status: STATUSES[1] })}
      />
      <ListPagination page={page} totalPages={3} onPageChange={setPage} />
    </TitledPage>
  );
}

/** The staff shell around the list, signed in as an admin, with the toasts the app shows. */
async function renderShell() {
  showLanguage('de');
  const server = fakeServer();
  const session = createActor(sessionMachine.provide({ actors: { restore: fromPromise<RestoredSession>(async () => userOf(ROLES.admin)) } })).start();
  await settled(session, (state) => state.matches('signedIn'));
  const root = createRootRouteWithContext<{ session: typeof session }>()({ component: AppShell, notFoundComponent: NotFoundPage });
  const list = createRoute({ getParentRoute: () => root, path: '/owner-admins', component: SimpleList });
  const history = createMemoryHistory({ initialEntries: ['/owner-admins'] });
  const router = createRouter({ routeTree: root.addChildren([list]), history, context: { session } });
  render(
    <>
      <RouterProvider router={router as never} />
      <Toasts />
    </>,
  );
  await screen.findByRole('heading', { level: 1, name: de(PAGE_TITLES.ownerAdmins) });
  return { server, history, user: userEvent.setup() };
}

beforeAll(() => {
  window.matchMedia = ((media: string) => ({ media, matches: true, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  act(() => toast.clear());
});

/** The staff's shell in German (decision 20): its menu, header, user menu, search, lists, toasts and the page not found. */
describe('the staff shell in German', () => {
  it('the sidebar with the admin’s menu, the header and a list’s empty state and pagination', async () => {
    const { user } = await renderShell();
    expect(englishLeft(document.body, 'de')).toEqual([]);

    const menu = screen.getByRole('navigation', { name: de(LAYOUT_TEXTS.mainMenu) });
    const manageUsers = within(menu).getByRole('button', { name: de(MENU_TEXTS.manageUsers) });
    // The list's page is in the group: its submenu is open.
    expect(manageUsers).toHaveAttribute('aria-expanded', 'true');
    for (const item of [MENU_TEXTS.ownerAdmins, MENU_TEXTS.organisers, MENU_TEXTS.exhibitors, MENU_TEXTS.events, MENU_TEXTS.emailTemplates, MENU_TEXTS.auditLog]) {
      expect(within(menu).getByRole('link', { name: de(item) })).toBeVisible();
    }
    expect(within(menu).queryByText(MENU_TEXTS.manageUsers)).toBeNull();
    expect(screen.getByRole('button', { name: de(LAYOUT_TEXTS.toggleSidebar) })).toBeInTheDocument();

    expect(screen.getByText(de(LIST_TEXTS.noneWithStatus, { status: STATUSES[1] }))).toBeVisible();
    expect(de(LIST_TEXTS.noneWithStatus, { status: STATUSES[1] })).not.toBe(translate('en', LIST_TEXTS.noneWithStatus, { status: STATUSES[1] }));
    const pages = screen.getByRole('navigation', { name: de(LIST_TEXTS.pagination) });
    await user.click(within(pages).getByRole('button', { name: de(LIST_TEXTS.pageLabel, { page: 2 }) }));
    expect(within(pages).getByRole('button', { name: de(LIST_TEXTS.pageLabel, { page: 2 }) })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: de(LIST_TEXTS.previous) })).toBeEnabled();
    expect(within(pages).getByRole('button', { name: de(LIST_TEXTS.next) })).toBeEnabled();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('the user menu, opened', async () => {
    const { user } = await renderShell();
    await user.click(screen.getByRole('button', { name: `${de(LAYOUT_TEXTS.userMenu)}: Ada Lovelace` }));
    expect(await screen.findByRole('menuitem', { name: de(LAYOUT_TEXTS.editProfile) })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: de(LAYOUT_TEXTS.signOut) })).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('the search palette as an admin opens it: its hint and every group of results', async () => {
    const { server, user } = await renderShell();
    await user.click(screen.getByRole('button', { name: de(SEARCH_SCOPES.people.placeholder) }));
    const box = await screen.findByRole('combobox', { name: de(SEARCH_TEXTS.inputLabel) });
    expect(screen.getByText(de(SEARCH_SCOPES.people.hint))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
    await user.type(box, 'nimbus');
    await waitFor(() => expect(server.pending().at(-1)?.search.get('q')).toBe('nimbus'), { timeout: 2_000 });
    await server.answerLatest(Response.json(found));
    await screen.findAllByRole('option');
    for (const group of Object.values(SEARCH_TEXTS.groups)) expect(screen.getByRole('group', { name: de(group) })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(de(SEARCH_TEXTS.resultCount, { count: 5 }));
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('a toast, with its close button', async () => {
    await renderShell();
    act(() => toast.success(de(LIST_TEXTS.exportFailed)));
    expect(await screen.findByRole('button', { name: de(LAYOUT_TEXTS.close) })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: de(LAYOUT_TEXTS.notifications, { hotkey: 'F8' }) })).toBeInTheDocument();
    expect(de(LAYOUT_TEXTS.notifications, { hotkey: 'F8' })).not.toBe(translate('en', LAYOUT_TEXTS.notifications, { hotkey: 'F8' }));
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('a page not found, and a page on its way', async () => {
    const { history } = await renderShell();
    act(() => history.push('/nowhere'));
    expect(await screen.findByRole('heading', { level: 1, name: de(NOT_FOUND_TEXTS.title) })).toBeVisible();
    expect(screen.getByText(de(NOT_FOUND_TEXTS.message))).toBeVisible();
    expect(screen.getByRole('link', { name: de(NOT_FOUND_TEXTS.backHome) })).toHaveAttribute('href', '/');
    expect(document.title).toContain(de(NOT_FOUND_TEXTS.title));
    expect(englishLeft(document.body, 'de')).toEqual([]);

    render(<RoutePending />);
    expect(screen.getAllByRole('status').some((status) => status.textContent === de(LAYOUT_TEXTS.loading))).toBe(true);
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });
});
