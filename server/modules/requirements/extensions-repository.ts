import type { DbOrTrx } from '../../db/schema';
import type { ArtworkExtensionsTable } from '../../db/tables/artwork';
import { pairKey } from './deadlines';

/** The later deadlines granted on these requirements (to these companies, if given), by pairKey. */
export async function extensionsOf(db: DbOrTrx, requirementIds: readonly number[], companyIds?: readonly number[]): Promise<Map<string, string>> {
  if (requirementIds.length === 0) return new Map();
  let query = db.selectFrom('artwork_extensions').select(['requirement_id', 'company_id', 'deadline']).where('requirement_id', 'in', [...requirementIds]);
  if (companyIds) query = query.where('company_id', 'in', [0, ...companyIds]);
  const rows = await query.execute();
  return new Map(rows.map((row) => [pairKey(row.requirement_id, row.company_id), row.deadline]));
}

/** Grants a company's later deadline for a requirement, or moves the one it has. */
export async function saveExtension(db: DbOrTrx, row: ArtworkExtensionsTable): Promise<void> {
  await db
    .insertInto('artwork_extensions')
    .values(row)
    .onConflict((conflict) => conflict.columns(['requirement_id', 'company_id']).doUpdateSet({ deadline: row.deadline, granted_by: row.granted_by, granted_at: row.granted_at }))
    .execute();
}

/** Removes a company's later deadline; false when it had none. */
export async function deleteExtension(db: DbOrTrx, requirementId: number, companyId: number): Promise<boolean> {
  const removed = await db.deleteFrom('artwork_extensions').where('requirement_id', '=', requirementId).where('company_id', '=', companyId).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
