import { ACCOUNT_FIELDS, EXPORT_TIME_ZONE, formatInstant, displayPermissions, type OwnerAdmin, type OwnerAdminBody, ROLES } from '../../../src/api/contract';
import { type DbOrTrx, nowIso } from '../../db/schema';
import { accountUserOf, inOrderOf, type ProfileRepository, USER_COLUMNS } from '../accounts/profile-repository';

export const ownerAdminRepository: ProfileRepository<OwnerAdminBody, OwnerAdmin> = {
  table: 'owner_admins',
  role: ROLES.owner,
  audit: 'owner-admin',

  async insert(trx: DbOrTrx, userId: number, body: OwnerAdminBody) {
    const row = await trx
      .insertInto('owner_admins')
      .values({ user_id: userId, permissions: body.permissions, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(trx, profileId, body) {
    await trx.updateTable('owner_admins').set({ permissions: body.permissions }).where('id', '=', profileId).execute();
  },

  async load(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('owner_admins')
      .innerJoin('users', 'users.id', 'owner_admins.user_id')
      .select(['owner_admins.id', 'owner_admins.permissions', 'owner_admins.created_at', ...USER_COLUMNS])
      .where('owner_admins.id', 'in', ids)
      .execute();
    return inOrderOf(ids, rows).map((row) => ({
      id: row.id,
      User: accountUserOf(row),
      permissions: row.permissions,
      status: row.status,
      createdAt: row.created_at,
    }));
  },

  searchTexts: (body) => [body.permissions],

  csv: {
    header: [ACCOUNT_FIELDS.fullName, ACCOUNT_FIELDS.email, ACCOUNT_FIELDS.role, ACCOUNT_FIELDS.permissions, ACCOUNT_FIELDS.status, ACCOUNT_FIELDS.createdAt],
    cells: (admin) => [
      `${admin.User.firstname} ${admin.User.lastname}`,
      admin.User.email,
      admin.User.role,
      displayPermissions(admin.permissions),
      admin.status,
      formatInstant(admin.createdAt, EXPORT_TIME_ZONE),
    ],
  },
};
