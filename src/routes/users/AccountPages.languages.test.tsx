import '../../design-system/testing/jsdom-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_MESSAGES,
  COMPANY_TEXTS,
  DELETE_IMPACT_TEXTS,
  INVITATION_TEXTS,
  INVITED_STATUS,
  LIST_TEXTS,
  ORGANISER_TEXTS,
  OWNER_ADMIN_TEXTS,
  ROLES,
  formatDayOf,
} from '../../api/contract';
import { translate } from '../../api/contract/i18n/translate';
import { toast } from '../../design-system';
import { englishLeft } from '../../test/english-left';
import { fakeServer } from '../../test/fake-server';
import { companyFixture, organiserFixture, ownerAdminFixture, pageOf } from '../../test/fixtures/users';
import { de, showLanguage } from '../../test/languages';
import { renderPage } from '../../test/render-page';
import { viewerTimeZone } from '../shared/dates';
import { CompanyFormPage, CompanyListPage, CompanyViewPage } from './companies';
import { OrganiserFormPage, OrganiserListPage } from './organisers';
import { OwnerAdminFormPage, OwnerAdminListPage, OwnerAdminViewPage } from './owner-admins';


afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

/** Manage users in German (decision 20): the lists, the delete confirmation, the forms and the detail pages. */
describe('managing users in German', () => {
  it('the companies’ list: filter, columns, statuses, row actions and the delete confirmation with what goes with it', { timeout: 20_000 }, async () => {
    showLanguage('de');
    const invited = companyFixture(5, { User: { ...companyFixture(5).User, invited: true } });
    const server = fakeServer({ 'GET /api/exhibiting-companies': () => Response.json(pageOf('exhibitingCompanies', [invited, companyFixture(6, { status: 'Inactive', companyName: 'Zeta' })], 2)) });
    await renderPage({ path: '/exhibitors', at: '/exhibitors', component: CompanyListPage, role: ROLES.admin });
    const row = (await screen.findByRole('group', { name: de(LIST_TEXTS.rowActions, { name: invited.companyName }) })).closest('tr')!;
    expect(de(ACCOUNT_FIELDS.productCategory)).not.toBe(ACCOUNT_FIELDS.productCategory);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain(de(ACCOUNT_FIELDS.createdAt));
    expect(within(row).getByText(de(INVITED_STATUS))).toBeVisible();
    // The day the company was added, as German writes days.
    expect(within(row).getByText(formatDayOf(invited.createdAt, viewerTimeZone(), 'de'))).toBeVisible();
    expect(screen.getByRole('link', { name: de(COMPANY_TEXTS.addButton) })).toBeVisible();
    const filter = screen.getByRole('combobox', { name: de(LIST_TEXTS.statusFilterLabel) });
    expect(within(filter).getByRole('option', { name: de(INVITED_STATUS) })).toBeInTheDocument();
    expect(englishLeft(document.body, 'de')).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: de(LIST_TEXTS.deleteRow, { name: invited.companyName }) }));
    const dialog = screen.getByRole('alertdialog', { name: de(LIST_TEXTS.confirmDeleteTitle) });
    expect(dialog).toHaveTextContent(de(DELETE_IMPACT_TEXTS.checking));
    await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ path: '/api/exhibiting-company/5/deletion' }));
    await server.answer(Response.json({ events: 0, eventsLeftWithoutOrganiser: 0, exhibitorLinks: 1, artworkVersions: 4 }));
    const impact = de(DELETE_IMPACT_TEXTS.company, { links: 1, versions: 4 });
    expect(impact).not.toBe(translate('en', DELETE_IMPACT_TEXTS.company, { links: 1, versions: 4 }));
    expect(await within(dialog).findByText(impact)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: de(LIST_TEXTS.cancel) })).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('the organisers’ list says what goes with an organiser in German’s plurals', async () => {
    showLanguage('de');
    const olive = organiserFixture(4);
    const server = fakeServer({ 'GET /api/event-organisers': () => Response.json(pageOf('eventOrganisers', [olive], 1)) });
    await renderPage({ path: '/organisers', at: '/organisers', component: OrganiserListPage, role: ROLES.admin });
    const name = 'Olive Organiser';
    expect(await screen.findByRole('link', { name: de(ORGANISER_TEXTS.addButton) })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: de(LIST_TEXTS.deleteRow, { name }) }));
    await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ path: '/api/event-organiser/4/deletion' }));
    await server.answer(Response.json({ events: 3, eventsLeftWithoutOrganiser: 1, exhibitorLinks: 0, artworkVersions: 0 }));
    expect(await screen.findByText(de(DELETE_IMPACT_TEXTS.organiser, { events: 3, alone: 1 }))).toBeVisible();
    expect(de(DELETE_IMPACT_TEXTS.organiser, { events: 3, alone: 1 })).not.toBe(de(DELETE_IMPACT_TEXTS.organiser, { events: 3, alone: 0 }));
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('the owner/admins’ list, empty', async () => {
    showLanguage('de');
    fakeServer({ 'GET /api/owner-admins': () => Response.json(pageOf('ownerAdmins', [], 0)) });
    await renderPage({ path: '/owner-admins', at: '/owner-admins', component: OwnerAdminListPage, role: ROLES.admin });
    expect(await screen.findByText(de(OWNER_ADMIN_TEXTS.empty))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('the forms: labels, placeholders, hints, the fixed role and each field’s message', async () => {
    showLanguage('de');
    fakeServer();
    await renderPage({ path: '/organisers/add', at: '/organisers/add', component: OrganiserFormPage, role: ROLES.owner });
    expect(screen.getByText(de(ORGANISER_TEXTS.invitationHint))).toBeVisible();
    // The organiser's role is shown in German, and sent as the contract has it.
    expect(screen.getByLabelText(de(ACCOUNT_FIELDS.role))).toHaveValue(de(ROLES.organizer));
    expect(document.querySelector('input[type="hidden"][name="role"]')).toHaveValue(ROLES.organizer);
    await userEvent.click(screen.getByRole('button', { name: de(LIST_TEXTS.save) }));
    expect(await screen.findByText(de(ACCOUNT_MESSAGES.phoneRequired))).toBeVisible();
    expect(screen.getByText(de(ACCOUNT_MESSAGES.jobTitleRequired))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('the owner/admin form: the password’s placeholder and the permissions’ example', async () => {
    showLanguage('de');
    fakeServer();
    await renderPage({ path: '/owner-admins/add', at: '/owner-admins/add', component: OwnerAdminFormPage, role: ROLES.owner });
    expect(screen.getByPlaceholderText(de(ACCOUNT_FIELDS.passwordPlaceholder))).toBeVisible();
    expect(screen.getByPlaceholderText(de(ACCOUNT_FIELDS.permissionsPlaceholder))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('the company form: the language asked with its hint', async () => {
    showLanguage('de');
    fakeServer();
    await renderPage({ path: '/exhibiting-companies/add', at: '/exhibiting-companies/add', component: CompanyFormPage, role: ROLES.admin });
    expect(screen.getByText(de(ACCOUNT_FIELDS.languageHint))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('the detail pages: the owner/admin’s details, and a company’s invitation that is being retried', async () => {
    showLanguage('de');
    fakeServer({ 'GET /api/owner-admin/1': () => Response.json(ownerAdminFixture(1)) });
    await renderPage({ path: '/owner-admins/view/$id', at: '/owner-admins/view/1', component: OwnerAdminViewPage, role: ROLES.admin });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ann Lee' })).toBeVisible();
    expect(screen.getByText(de(ACCOUNT_FIELDS.permissions))).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });

  it('a company’s page: its invitation, tried twice, in German', async () => {
    showLanguage('de');
    const company = companyFixture(3);
    fakeServer({
      'GET /api/exhibiting-company/3': () => Response.json(company),
      'GET /api/exhibiting-company/3/invitation': () => Response.json({ status: 'retrying', at: '2026-11-20T10:00:00.000Z', attempts: 2, error: 'Connection refused', canResend: true }),
    });
    await renderPage({ path: '/exhibiting-companies/view/$id', at: '/exhibiting-companies/view/3', component: CompanyViewPage, role: ROLES.admin });
    expect(await screen.findByText(de(INVITATION_TEXTS.retrying, { attempts: 2 }))).toBeVisible();
    expect(screen.getByRole('heading', { name: de(INVITATION_TEXTS.title) })).toBeVisible();
    expect(screen.getByText(de(INVITATION_TEXTS.reason, { error: 'Connection refused' }))).toBeVisible();
    expect(screen.getByRole('button', { name: de(INVITATION_TEXTS.resend) })).toBeVisible();
    expect(englishLeft(document.body, 'de')).toEqual([]);
  });
});
