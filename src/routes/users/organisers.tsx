import { organisersApi } from '../../api/organisers';
import { ACCOUNT_FIELDS, DELETE_IMPACT_TEXTS, eventOrganiserBody, ORGANISER_TEXTS, PAGE_TITLES, PAGES, roleLabel, ROLES, type EventOrganiser } from '../../api/contract';
import { t } from '../../i18n';
import type { AccountKind } from './account-kind';
import { fullName } from './account-kind';
import { AccountFormPage } from './AccountFormPage';
import { AccountListPage } from './AccountListPage';
import { AccountViewPage } from './AccountViewPage';
import { detail, invitedAccountFields, nameDetails, statusBadge, statusDetails, statusField } from './common-fields';

export const organiserKind: AccountKind<EventOrganiser, Parameters<typeof organisersApi.create>[0]> = {
  texts: ORGANISER_TEXTS,
  titles: { list: PAGE_TITLES.organisers, add: PAGE_TITLES.organiserAdd, edit: PAGE_TITLES.organiserEdit, view: PAGE_TITLES.organiserView },
  paths: { list: PAGES.organisers.path, add: PAGES.organiserAdd.path, edit: PAGES.organiserEdit.path, view: PAGES.organiserView.path },
  api: organisersApi,
  body: eventOrganiserBody,
  // docs/screens.md, Manage users: these two toasts never show the server's message.
  serverMessages: { fetchList: false, delete: false },
  rowName: (row) => fullName(row.User),
  columns: [
    { key: 'name', header: ACCOUNT_FIELDS.fullName, render: (row) => fullName(row.User) },
    { key: 'email', header: ACCOUNT_FIELDS.email, render: (row) => row.User.email },
    { key: 'jobTitle', header: ACCOUNT_FIELDS.jobTitle, render: (row) => row.jobTitle },
    { key: 'companyName', header: ACCOUNT_FIELDS.companyName, render: (row) => row.companyName },
    { key: 'status', header: ACCOUNT_FIELDS.status, render: (row) => statusBadge(row.status, row.User.invited) },
  ],
  // Invited organisers are told apart from those who set a password, as companies are.
  statusFilter: true,
  // No password: the organiser is emailed an invitation to set their own.
  createHint: ORGANISER_TEXTS.invitationHint,
  fields: [
    ...invitedAccountFields,
    { name: 'phone', label: ACCOUNT_FIELDS.phone, kind: 'tel', autoComplete: 'off', required: true },
    { name: 'role', label: ACCOUNT_FIELDS.role, kind: 'fixed', value: ROLES.organizer },
    { name: 'jobTitle', label: ACCOUNT_FIELDS.jobTitle, kind: 'text', required: true },
    { name: 'companyName', label: ACCOUNT_FIELDS.companyName, kind: 'text', required: true },
    { name: 'companyAddress', label: ACCOUNT_FIELDS.companyAddress, kind: 'text' },
    { name: 'additionalContactEmail', label: ACCOUNT_FIELDS.additionalContactEmail, kind: 'email' },
    statusField,
  ],
  valuesOf: (row) => ({
    firstname: row.User.firstname,
    lastname: row.User.lastname,
    email: row.User.email,
    status: row.status,
    phone: row.User.phone ?? '',
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    companyAddress: row.companyAddress ?? '',
    additionalContactEmail: row.additionalContactEmail ?? '',
  }),
  deletionImpact: (impact) => t(DELETE_IMPACT_TEXTS.organiser, { events: impact.events, alone: impact.eventsLeftWithoutOrganiser }),
  details: (row) => [
    ...nameDetails(row),
    detail('phone', ACCOUNT_FIELDS.phone, row.User.phone),
    detail('role', ACCOUNT_FIELDS.role, t(roleLabel(row.User.role))),
    detail('jobTitle', ACCOUNT_FIELDS.jobTitle, row.jobTitle),
    detail('companyName', ACCOUNT_FIELDS.companyName, row.companyName),
    detail('companyAddress', ACCOUNT_FIELDS.companyAddress, row.companyAddress),
    detail('additionalContactEmail', ACCOUNT_FIELDS.additionalContactEmail, row.additionalContactEmail),
    ...statusDetails(row),
  ],
};

export const OrganiserListPage = () => <AccountListPage kind={organiserKind} />;
export const OrganiserFormPage = () => <AccountFormPage kind={organiserKind} />;
export const OrganiserViewPage = () => <AccountViewPage kind={organiserKind} />;
