import { companiesApi } from '../../api/companies';
import { ACCOUNT_FIELDS, COMPANY_TEXTS, DELETE_IMPACT_TEXTS, exhibitingCompanyBody, formatDayOf, PAGE_TITLES, PAGES, type ExhibitingCompany } from '../../api/contract';
import { shownLocale, t } from '../../i18n';
import type { AccountKind } from './account-kind';
import { AccountFormPage } from './AccountFormPage';
import { AccountListPage } from './AccountListPage';
import { AccountViewPage } from './AccountViewPage';
import { accountFields, accountValues, detail, nameDetails, statusBadge, statusDetails, statusField } from './common-fields';
import { instantText, viewerTimeZone } from '../shared/dates';
import { InvitationCard } from './InvitationCard';

export const companyKind: AccountKind<ExhibitingCompany, Parameters<typeof companiesApi.create>[0]> = {
  texts: COMPANY_TEXTS,
  titles: { list: PAGE_TITLES.exhibitors, add: PAGE_TITLES.companyAdd, edit: PAGE_TITLES.companyEdit, view: PAGE_TITLES.companyView },
  paths: { list: PAGES.exhibitors.path, add: PAGES.companyAdd.path, edit: PAGES.companyEdit.path, view: PAGES.companyView.path },
  api: companiesApi,
  body: exhibitingCompanyBody,
  serverMessages: { fetchList: true, delete: true },
  statusFilter: true,
  rowName: (row) => row.companyName,
  columns: [
    { key: 'companyName', header: ACCOUNT_FIELDS.companyName, render: (row) => row.companyName },
    { key: 'productCategory', header: ACCOUNT_FIELDS.productCategory, render: (row) => row.productCategory },
    { key: 'boothSize', header: ACCOUNT_FIELDS.boothSize, render: (row) => row.boothSize },
    { key: 'contactPerson', header: ACCOUNT_FIELDS.contactPerson, render: (row) => row.contactPerson },
    { key: 'status', header: ACCOUNT_FIELDS.status, render: (row) => statusBadge(row.status, row.User.invited) },
    { key: 'createdAt', header: ACCOUNT_FIELDS.createdAt, render: (row) => <span title={instantText(row.createdAt)}>{formatDayOf(row.createdAt, viewerTimeZone(), shownLocale())}</span> },
  ],
  fields: [
    ...accountFields,
    { name: 'companyName', label: ACCOUNT_FIELDS.companyName, kind: 'text', required: true },
    { name: 'productCategory', label: ACCOUNT_FIELDS.productCategory, kind: 'text', required: true },
    { name: 'boothSize', label: ACCOUNT_FIELDS.boothSize, kind: 'text', required: true },
    { name: 'contactPerson', label: ACCOUNT_FIELDS.contactPerson, kind: 'text', required: true },
    statusField,
    { name: 'language', label: ACCOUNT_FIELDS.language, kind: 'language', required: true, createOnly: true, hint: ACCOUNT_FIELDS.languageHint },
  ],
  valuesOf: (row) => ({
    ...accountValues(row),
    companyName: row.companyName,
    productCategory: row.productCategory,
    boothSize: row.boothSize,
    contactPerson: row.contactPerson,
  }),
  deletionImpact: (impact) => t(DELETE_IMPACT_TEXTS.company, { links: impact.exhibitorLinks, versions: impact.artworkVersions }),
  details: (row) => [
    detail('companyName', ACCOUNT_FIELDS.companyName, row.companyName),
    ...nameDetails(row),
    detail('productCategory', ACCOUNT_FIELDS.productCategory, row.productCategory),
    detail('boothSize', ACCOUNT_FIELDS.boothSize, row.boothSize),
    detail('contactPerson', ACCOUNT_FIELDS.contactPerson, row.contactPerson),
    ...statusDetails(row),
  ],
  moreDetails: (row) => <InvitationCard companyId={row.id} />,
};

export const CompanyListPage = () => <AccountListPage kind={companyKind} />;
export const CompanyFormPage = () => <AccountFormPage kind={companyKind} />;
export const CompanyViewPage = () => <AccountViewPage kind={companyKind} />;
