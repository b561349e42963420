import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_TEXTS, DELETE_IMPACT_TEXTS, INVITED_STATUS, LIST_TEXTS, ORGANISER_TEXTS, OWNER_ADMIN_TEXTS, PAGE_TITLES, ROLES } from '../../api/contract';
import { toast } from '../../design-system';
import { fakeServer } from '../../test/fake-server';
import { renderPage } from '../../test/render-page';
import { CompanyListPage } from './companies';
import { OrganiserListPage } from './organisers';
import { companyFixture, organiserFixture, ownerAdminFixture, pageOf } from '../../test/fixtures/users';
import { renderList, searchBox, confirmDialog, addressOf } from './list-testing';
import { translate } from '../../api/contract/i18n/translate';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.clear();
  localStorage.clear();
});

describe('the lists of the other kinds', () => {
  it('organisers: the fetch and delete toasts are the list’s own, never the server’s message', async () => {
    const organiser = organiserFixture(4);
    let fail = true;
    const server = fakeServer({
      'GET /api/event-organisers': () =>
        fail ? Response.json({ message: 'Database away' }, { status: 500 }) : Response.json(pageOf('eventOrganisers', [organiser], 1)),
    });
    await renderPage({ path: '/organisers', at: '/organisers', component: OrganiserListPage, role: ROLES.owner });
    expect(await screen.findByText(ORGANISER_TEXTS.fetchListFailed)).toBeVisible();
    expect(screen.queryByText('Database away')).toBeNull();

    fail = false;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: LIST_TEXTS.retry }));
    const name = 'Olive Organiser';
    const row = (await screen.findByRole('group', { name: translate('en', LIST_TEXTS.rowActions, { name }) })).closest('tr')!;
    expect(within(row).getByText(organiser.jobTitle)).toBeVisible();
    expect(within(row).getByText(organiser.companyName)).toBeVisible();
    await user.click(within(row).getByRole('button', { name: translate('en', LIST_TEXTS.deleteRow, { name }) }));
    // The confirmation first asks what goes with the organiser.
    await waitFor(() => expect(server.pending()).toHaveLength(1));
    await server.answer(Response.json({ events: 0, eventsLeftWithoutOrganiser: 0, exhibitorLinks: 0, artworkVersions: 0 }));
    await user.click(within(confirmDialog()).getByRole('button', { name: LIST_TEXTS.delete }));
    await server.answer(Response.json({ message: 'Still in use' }, { status: 409 }));
    expect(await screen.findByText(ORGANISER_TEXTS.deleteFailed)).toBeVisible();
    expect(screen.queryByText('Still in use')).toBeNull();
  });

  it('companies: their own columns, the Created At day, and their empty state', async () => {
    const company = companyFixture(3);
    let rows = [company];
    fakeServer({ 'GET /api/exhibiting-companies': () => Response.json(pageOf('exhibitingCompanies', rows, rows.length)) });
    const { history } = await renderPage({ path: '/exhibitors', at: '/exhibitors?page=1', component: CompanyListPage, role: ROLES.admin });
    const table = await screen.findByRole('table', { name: PAGE_TITLES.exhibitors });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Company Name', 'Product Category', 'Booth Size', 'Contact Person', 'Status', 'Created At', 'Actions']);
    const row = within(table).getByRole('group', { name: translate('en', LIST_TEXTS.rowActions, { name: company.companyName }) }).closest('tr')!;
    expect(within(row).getByText('04 Sept 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: COMPANY_TEXTS.addButton })).toHaveAttribute('href', '/exhibiting-companies/add');
    expect(screen.queryByRole('navigation', { name: LIST_TEXTS.pagination })).toBeNull();

    rows = [];
    history.push('/exhibitors?search=nothing');
    expect(await screen.findByText(translate('en', LIST_TEXTS.noResults, { search: 'nothing' }))).toBeVisible();
    history.push('/exhibitors');
    expect(await screen.findByText(COMPANY_TEXTS.empty)).toBeVisible();
  });

  it.each([
    ['an organiser', OrganiserListPage, '/organisers', 'GET /api/event-organisers', 'eventOrganisers', organiserFixture(4), 'Olive Organiser', '/api/event-organiser/4/deletion', translate('en', DELETE_IMPACT_TEXTS.organiser, { events: 3, alone: 1 })],
    ['a company', CompanyListPage, '/exhibitors', 'GET /api/exhibiting-companies', 'exhibitingCompanies', companyFixture(5), companyFixture(5).companyName, '/api/exhibiting-company/5/deletion', translate('en', DELETE_IMPACT_TEXTS.company, { links: 2, versions: 7 })],
  ] as const)('deleting %s says what goes with it, asked of the server first', async (_kind, component, path, listRoute, listKey, row, name, impactPath, said) => {
    const server = fakeServer({ [listRoute]: () => Response.json(pageOf(listKey, [row], 1)) });
    await renderPage({ path, at: path, component, role: ROLES.admin });
    await userEvent.click(await screen.findByRole('button', { name: translate('en', LIST_TEXTS.deleteRow, { name }) }));
    expect(confirmDialog()).toHaveTextContent(DELETE_IMPACT_TEXTS.checking);
    await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: impactPath }));
    await server.answer(Response.json({ events: 3, eventsLeftWithoutOrganiser: 1, exhibitorLinks: 2, artworkVersions: 7 }));
    expect(await within(confirmDialog()).findByText(said)).toBeVisible();
    expect(confirmDialog()).toHaveTextContent(translate('en', LIST_TEXTS.confirmDeleteMessage, { name }));
  });

  it('companies: choosing Invited asks for the invited ones from page 1, keeps it in the address, and exports them', async () => {
    const server = fakeServer();
    const { history } = await renderPage({ path: '/exhibitors', at: '/exhibitors?page=2&search=lee', component: CompanyListPage, role: ROLES.admin });
    await waitFor(() => expect(server.pending().at(-1)?.search.toString()).toBe('page=2&limit=8&search=lee'));
    await server.answerLatest(Response.json(pageOf('exhibitingCompanies', [companyFixture(9)], 9, 2)));
    const filter = await screen.findByRole('combobox', { name: LIST_TEXTS.statusFilterLabel });
    expect(filter).toHaveValue('');

    await userEvent.selectOptions(filter, screen.getByRole('option', { name: INVITED_STATUS }));
    await waitFor(() => expect(server.pending().at(-1)?.search.toString()).toBe('page=1&limit=8&search=lee&status=Invited'));
    await server.answerLatest(Response.json(pageOf('exhibitingCompanies', [companyFixture(3)], 1)));
    await waitFor(() => expect(addressOf(history).get('status')).toBe('Invited'));
    expect(addressOf(history).get('page')).toBeNull();
    expect(addressOf(history).get('search')).toBe('lee');
    expect(filter).toHaveValue('Invited');

    await userEvent.click(screen.getByRole('button', { name: LIST_TEXTS.exportCsv }));
    await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ path: '/api/exhibiting-companies/export.csv' }));
    expect(server.pending().at(-1)?.search.toString()).toBe('search=lee&status=Invited');

    history.push('/exhibitors?status=Inactive');
    await waitFor(() => expect(server.pending().at(-1)?.search.toString()).toBe('page=1&limit=8&status=Inactive'));
    await server.answerLatest(Response.json(pageOf('exhibitingCompanies', [], 0)));
    expect(await screen.findByText(translate('en', LIST_TEXTS.noneWithStatus, { status: 'Inactive' }))).toBeVisible();
    expect(filter).toHaveValue('Inactive');

    await userEvent.selectOptions(filter, screen.getByRole('option', { name: LIST_TEXTS.allStatuses }));
    await waitFor(() => expect(addressOf(history).get('status')).toBeNull());
    await waitFor(() => expect(server.pending().at(-1)?.search.toString()).toBe('page=1&limit=8'));
  });

  it('opens at the page and search of the address, as after a reload', async () => {
    const server = fakeServer();
    await renderList('/owner-admins?page=2&search=lee');
    await waitFor(() => expect(server.pending().at(-1)?.search.toString()).toBe('page=2&limit=8&search=lee'));
    expect(searchBox()).toHaveValue('lee');
    await server.answerLatest(Response.json(pageOf('ownerAdmins', [ownerAdminFixture(9)], 9, 2)));
    const nav = await screen.findByRole('navigation', { name: LIST_TEXTS.pagination });
    expect(within(nav).getByRole('button', { name: translate('en', LIST_TEXTS.pageLabel, { page: 2 }) })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: LIST_TEXTS.next })).toBeDisabled();
    expect(screen.getByRole('link', { name: OWNER_ADMIN_TEXTS.addButton })).toHaveAttribute('href', '/owner-admins/add');
  });
});
