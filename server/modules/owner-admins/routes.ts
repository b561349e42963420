import { OWNER_ADMIN_TEXTS, ownerAdmin, ownerAdminBody, ownerAdminsPage } from '../../../src/api/contract';
import { accountRoutes } from '../accounts/routes';
import { ownerAdminRepository } from './repository';

/** docs/api.md, Accounts: /api/owner-admins and /api/owner-admin/{id}; admin only. */
export const ownerAdminRoutes = accountRoutes({
  repo: ownerAdminRepository,
  permission: 'manageOwnerAdmins',
  tag: 'owner-admins',
  listPath: '/owner-admins',
  itemPath: '/owner-admin',
  listKey: 'ownerAdmins',
  schemas: { entity: ownerAdmin, page: ownerAdminsPage, body: ownerAdminBody },
  deletedMessage: OWNER_ADMIN_TEXTS.deleted,
  exportName: 'owner-admins',
});
