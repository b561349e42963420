import type { DbOrTrx } from '../../db/schema';
import { nowIso } from '../../db/schema';

/** The tables of one-time secrets sent by email: each row is used once, before it expires. */
type OneTimeTable = 'reset_tokens' | 'sign_in_links';

/** Marks a one-time secret used unless another request just did or it ran out meanwhile: true only for the one that won. */
export async function claimOnce(db: DbOrTrx, table: OneTimeTable, id: number, now = new Date()): Promise<boolean> {
  const result = await db.updateTable(table).set({ used_at: nowIso(now) }).where('id', '=', id).where('used_at', 'is', null).where('expires_at', '>', nowIso(now)).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
