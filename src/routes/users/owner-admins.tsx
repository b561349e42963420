import { ownerAdminsApi } from '../../api/owner-admins';
import { ACCOUNT_FIELDS, displayPermissions, OWNER_ADMIN_TEXTS, ownerAdminBody, PAGE_TITLES, PAGES, roleLabel, type OwnerAdmin } from '../../api/contract';
import { t } from '../../i18n';
import type { AccountKind } from './account-kind';
import { fullName } from './account-kind';
import { AccountFormPage } from './AccountFormPage';
import { AccountListPage } from './AccountListPage';
import { AccountViewPage } from './AccountViewPage';
import { accountFields, accountValues, detail, nameDetails, statusBadge, statusDetails, statusField } from './common-fields';

export const ownerAdminKind: AccountKind<OwnerAdmin, Parameters<typeof ownerAdminsApi.create>[0]> = {
  texts: OWNER_ADMIN_TEXTS,
  titles: { list: PAGE_TITLES.ownerAdmins, add: PAGE_TITLES.ownerAdminAdd, edit: PAGE_TITLES.ownerAdminEdit, view: PAGE_TITLES.ownerAdminView },
  paths: { list: PAGES.ownerAdmins.path, add: PAGES.ownerAdminAdd.path, edit: PAGES.ownerAdminEdit.path, view: PAGES.ownerAdminView.path },
  api: ownerAdminsApi,
  body: ownerAdminBody,
  serverMessages: { fetchList: true, delete: true },
  rowName: (row) => fullName(row.User),
  columns: [
    { key: 'name', header: ACCOUNT_FIELDS.fullName, render: (row) => fullName(row.User) },
    { key: 'email', header: ACCOUNT_FIELDS.email, render: (row) => row.User.email },
    { key: 'role', header: ACCOUNT_FIELDS.role, render: (row) => t(roleLabel(row.User.role)) },
    { key: 'permissions', header: ACCOUNT_FIELDS.permissions, render: (row) => displayPermissions(row.permissions) },
    { key: 'status', header: ACCOUNT_FIELDS.status, render: (row) => statusBadge(row.status) },
  ],
  fields: [
    ...accountFields,
    { name: 'permissions', label: ACCOUNT_FIELDS.permissions, kind: 'text', placeholder: ACCOUNT_FIELDS.permissionsPlaceholder, required: true },
    statusField,
  ],
  valuesOf: (row) => ({ ...accountValues(row), permissions: row.permissions }),
  details: (row) => [
    ...nameDetails(row),
    detail('role', ACCOUNT_FIELDS.role, t(roleLabel(row.User.role))),
    detail('permissions', ACCOUNT_FIELDS.permissions, displayPermissions(row.permissions)),
    ...statusDetails(row),
  ],
};

export const OwnerAdminListPage = () => <AccountListPage kind={ownerAdminKind} />;
export const OwnerAdminFormPage = () => <AccountFormPage kind={ownerAdminKind} />;
export const OwnerAdminViewPage = () => <AccountViewPage kind={ownerAdminKind} />;
