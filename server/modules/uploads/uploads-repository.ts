import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import type { ArtworkUploadsTable } from '../../db/tables/artwork';

/** Records an upload begun: it counts against the company's quota until it finishes or goes. */
export async function insertUpload(db: DbOrTrx, upload: Insertable<ArtworkUploadsTable>): Promise<void> {
  await db.insertInto('artwork_uploads').values(upload).execute();
}

export function findUpload(db: DbOrTrx, id: string) {
  return db.selectFrom('artwork_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether the upload is still one (not yet a version, nor cancelled). */
export function uploadExists(db: DbOrTrx, id: string) {
  return db.selectFrom('artwork_uploads').select('id').where('id', '=', id).executeTakeFirst();
}

/** Who began the upload. */
export function uploadOwner(db: DbOrTrx, id: string) {
  return db.selectFrom('artwork_uploads').select('user_id').where('id', '=', id).executeTakeFirst();
}

export async function deleteUpload(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('artwork_uploads').where('id', '=', id).execute();
}

/** The uploads whose expiry has passed. */
export function expiredUploads(db: DbOrTrx, now: string) {
  return db.selectFrom('artwork_uploads').select('id').where('expires_at', '<', now).execute();
}
