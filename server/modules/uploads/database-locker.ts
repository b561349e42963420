import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema';
import { deleteUploadLock, deleteUploadLocksBefore, renewUploadLock, requestLockRelease, takeUploadLock } from './locks-repository';

export interface DatabaseLockerOptions {
  /** How long a lock lasts without renewal: how long a process that died keeps an upload locked. */
  leaseMs?: number;
  /** How often a holder renews its lease and looks whether another request has asked for the lock. */
  heartbeatMs?: number;
  /** How often a waiting request tries again. */
  pollMs?: number;
  /** How long a request waits for a lock before giving up (tus answers 500, and the client retries). */
  acquireTimeoutMs?: number;
}

interface Held {
  holder: string;
  release: RequestRelease;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

/**
 * tus's locker, in the database, so that the app processes sharing an upload directory take turns
 * on an upload as the requests of one process do with tus's in-memory locker. A request holds the
 * upload's row of `upload_locks` under a lease that it renews while it works; a request that wants
 * the lock asks the holder to let go (at once in the same process, through the row's
 * `release_requested` from another) and takes it once released, or once the lease has ended when
 * the holder's process died. A holder that finds the lock taken from it (it stalled past its lease)
 * lets go as if asked.
 */
export function databaseLocker(db: Db, options: DatabaseLockerOptions = {}): Locker {
  const { leaseMs = 10_000, heartbeatMs = 1_000, pollMs = 50, acquireTimeoutMs = 30_000 } = options;
  /** Locks held by this process's requests, so a request here can ask another here directly. */
  const local = new Map<string, Held>();

  /** Takes the lock when nobody holds it or its lease has ended; answers whether it is ours. */
  async function take(id: string, holder: string): Promise<boolean> {
    const now = Date.now();
    return (await takeUploadLock(db, id, holder, now, leaseMs)) === holder;
  }

  async function askToRelease(id: string): Promise<void> {
    const here = local.get(id);
    if (here) await here.release();
    else await requestLockRelease(db, id);
  }

  class DatabaseLock implements Lock {
    private readonly holder = `${process.pid}:${randomBytes(8).toString('hex')}`;
    private heartbeat?: NodeJS.Timeout;

    constructor(private readonly id: string) {}

    async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
      const deadline = Date.now() + acquireTimeoutMs;
      let lastAsked = 0;
      while (!(await take(this.id, this.holder))) {
        if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        // Asked again now and then: the holder may have changed since.
        if (Date.now() - lastAsked >= heartbeatMs) {
          lastAsked = Date.now();
          await askToRelease(this.id);
        }
        await sleep(pollMs, signal);
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        return requestRelease();
      };
      local.set(this.id, { holder: this.holder, release });
      this.heartbeat = setInterval(() => void this.renew(release), heartbeatMs);
      this.heartbeat.unref();
    }

    /** Extends the lease; lets go when asked to, or when the lock is no longer ours. */
    private async renew(release: RequestRelease) {
      try {
        const row = await renewUploadLock(db, this.id, this.holder, Date.now() + leaseMs);
        if (!row || row.release_requested) await release();
      } catch {
        // The database did not answer this time: the next beat tries again before the lease ends.
      }
    }

    async unlock(): Promise<void> {
      clearInterval(this.heartbeat);
      if (local.get(this.id)?.holder === this.holder) local.delete(this.id);
      await deleteUploadLock(db, this.id, this.holder);
    }
  }

  return { newLock: (id: string) => new DatabaseLock(id) };
}

/** Lock rows left by processes that died, long after their lease ended. */
export async function sweepUploadLocks(db: Db, olderThanMs = 3_600_000): Promise<void> {
  await deleteUploadLocksBefore(db, Date.now() - olderThanMs);
}
