import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Db, DbOrTrx } from '../db/schema';
import { deletePendingJob, enqueueJobs } from '../jobs/repository';
import type { JobHandler } from '../jobs/runner';
import { newKey, type Storage, type StoredKind } from './storage';

export const REMOVE_FILES = 'remove-files';

/**
 * Stored files on their way out, written down as a job: in the transaction that forgets their rows
 * (so a crash after the commit leaves the job, not the files), or before the files are stored at
 * all (so a crash before their rows are written leaves the job, not the files). Every stored file
 * is thus named by a row: a version's, a requirement's template, or a pending removal.
 */
export interface Removal {
  job: string;
  keys: string[];
}

/** How long new files may take to be recorded before their removal comes due. */
const RECORDING_MS = 60 * 60_000;

/** Writes down that `keys` are to be removed, at `runAt`. */
export async function planRemoval(db: DbOrTrx, keys: readonly (string | null | undefined)[], runAt = new Date()): Promise<Removal> {
  const present = keys.filter((key): key is string => Boolean(key));
  const removal = { job: `${REMOVE_FILES}:${randomBytes(12).toString('hex')}`, keys: present };
  if (present.length > 0) await enqueueJobs(db, [{ kind: REMOVE_FILES, key: removal.job, payload: { keys: present }, runAt }]);
  return removal;
}

/**
 * Keys for files about to be stored, each written down for removal an hour from now: recording
 * the files calls that off (`callOff`, in the recording transaction), and a crash before then
 * leaves a job that removes them.
 */
export async function claimKeys<K extends StoredKind>(db: Db, kinds: readonly K[]): Promise<{ removal: Removal; keys: string[] }> {
  const keys = kinds.map((kind) => newKey(kind));
  return { removal: await planRemoval(db, keys, new Date(Date.now() + RECORDING_MS)), keys };
}

/** The files are recorded after all: their removal is called off. Throws when it has already begun. */
export async function callOff(trx: DbOrTrx, removal: Removal): Promise<void> {
  if (removal.keys.length === 0) return;
  if ((await deletePendingJob(trx, removal.job)) !== 1) throw new Error('The files were given up before they were recorded');
}

/**
 * Removes the files now (once their rows are gone, or they were never recorded) and the job with
 * them. Should that fail, the job stays and the job runner tries again.
 */
export async function carryOut(db: Db, storage: Storage, removal: Removal, log?: FastifyBaseLogger): Promise<void> {
  if (removal.keys.length === 0) return;
  try {
    await storage.remove(...removal.keys);
    await deletePendingJob(db, removal.job);
  } catch (error) {
    log?.warn({ err: error, job: removal.job }, 'Stored files could not be removed now; the job runner will try again');
  }
}

/** The job's work: removing its files (a file already gone is no error). */
export const removeFilesJob =
  (storage: Storage): JobHandler =>
  async (payload) => {
    await storage.remove(...(payload.keys as string[]));
  };
