import type { DbOrTrx } from '../../db/schema';

/** Takes the upload's lock when nobody holds it or its lease has ended; answers the holder it now has. */
export async function takeUploadLock(db: DbOrTrx, id: string, holder: string, now: number, leaseMs: number): Promise<string | undefined> {
  const row = await db
    .insertInto('upload_locks')
    .values({ upload_id: id, holder, expires_at: now + leaseMs, release_requested: 0 })
    .onConflict((conflict) =>
      conflict
        .column('upload_id')
        .doUpdateSet((eb) => ({ holder: eb.ref('excluded.holder'), expires_at: eb.ref('excluded.expires_at'), release_requested: 0 }))
        .where('upload_locks.expires_at', '<=', now),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder;
}

/** Asks whoever holds the upload's lock to let go. */
export async function requestLockRelease(db: DbOrTrx, id: string): Promise<void> {
  await db.updateTable('upload_locks').set({ release_requested: 1 }).where('upload_id', '=', id).execute();
}

/** Extends the holder's lease; undefined when the lock is no longer theirs, else whether release was asked. */
export function renewUploadLock(db: DbOrTrx, id: string, holder: string, expiresAt: number) {
  return db
    .updateTable('upload_locks')
    .set({ expires_at: expiresAt })
    .where('upload_id', '=', id)
    .where('holder', '=', holder)
    .returning('release_requested')
    .executeTakeFirst();
}

export async function deleteUploadLock(db: DbOrTrx, id: string, holder: string): Promise<void> {
  await db.deleteFrom('upload_locks').where('upload_id', '=', id).where('holder', '=', holder).execute();
}

/** Lock rows whose lease ended before `before`. */
export async function deleteUploadLocksBefore(db: DbOrTrx, before: number): Promise<void> {
  await db.deleteFrom('upload_locks').where('expires_at', '<', before).execute();
}
