import { accountApi } from './accounts';
import { ownerAdmin, ownerAdminsPage, type OwnerAdminBody } from './contract';

export const ownerAdminsApi = accountApi<typeof ownerAdmin, typeof ownerAdminsPage, OwnerAdminBody>({
  listPath: 'owner-admins',
  itemPath: 'owner-admin',
  entity: ownerAdmin,
  page: ownerAdminsPage,
  listKey: 'ownerAdmins',
});
