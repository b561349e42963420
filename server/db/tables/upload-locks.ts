import type { Generated } from 'kysely';

/** Who holds a resumable upload's lock, across app processes (see modules/uploads/database-locker.ts). */
export interface UploadLocksTable {
  upload_id: string;
  holder: string;
  /** Epoch milliseconds. */
  expires_at: number;
  /** 1 once another request has asked for the lock. */
  release_requested: Generated<number>;
}
