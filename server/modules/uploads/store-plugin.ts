import { FileStore } from '@tus/file-store';
import type { FastifyPluginAsync } from 'fastify';
import { ERRORS } from '@tus/server';
import { mkdir, readdir, rm, stat, truncate } from 'node:fs/promises';
import type stream from 'node:stream';
import path from 'node:path';
import { nowIso } from '../../db/schema';
import { sweepUploadLocks } from './database-locker';
import { THUMBNAIL_SUFFIX } from './finalize';
import { deleteUpload, expiredUploads } from './uploads-repository';
import { appPlugin } from '../../plugins/app-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: {
      /** Where resumable uploads gather their bytes until they finish. */
      datastore: FileStore;
      /** Removes uploads left untouched past their expiry, bytes and rows (on a timer, and on demand). */
      sweep(): Promise<number>;
    };
  }
}

/**
 * The tus file store, on a directory made before it starts. Left to itself, the store makes it in
 * the background and throws from the callback when the directory is gone by then (an app closed
 * and its data removed at once, as short tests do). Every upload gives its length when it is
 * created (the quota counts it): creation-defer-length is not offered.
 */
class MadeFileStore extends FileStore {
  constructor(options: ConstructorParameters<typeof FileStore>[0]) {
    super(options);
    this.extensions = this.extensions.filter((extension) => extension !== 'creation-defer-length');
  }

  /**
   * Writes a request's bytes, holding the upload's lock. A body that passes the declared length
   * (one sent without Content-Length is only found out while it streams) is refused whole: what it
   * wrote before is taken back, so the offset stays the last one acknowledged. A body cut short
   * keeps what arrived, for the client to resume from (tus).
   */
  override async write(readable: stream.Readable, id: string, offset: number): Promise<number> {
    let pastLength = false;
    readable.once('error', (error: { body?: string }) => {
      pastLength = error.body === ERRORS.ERR_MAX_SIZE_EXCEEDED.body;
    });
    try {
      return await super.write(readable, id, offset);
    } catch (error) {
      if (pastLength) await truncate(path.join(this.directory, id), offset);
      throw error;
    }
  }
}
Object.defineProperty(MadeFileStore.prototype, 'checkOrCreateDirectory', { value: () => undefined });

/**
 * Files on their way in that a process stopped while making (a template being received, an
 * upload's thumbnail being made, an upload's bytes whose record it never wrote), long after
 * anything could still want them. The tus store sweeps the uploads it knows.
 */
async function removeStrays(incomingDir: string, tusDir: string, olderThanMs: number): Promise<void> {
  const before = Date.now() - olderThanMs;
  const tusFiles = new Set(await readdir(tusDir));
  const unknownToTus = (name: string) => name.endsWith(THUMBNAIL_SUFFIX) || (!name.endsWith('.json') && !tusFiles.has(`${name}.json`));
  const strays = [
    ...(await readdir(incomingDir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.join(incomingDir, entry.name)),
    ...[...tusFiles].filter(unknownToTus).map((name) => path.join(tusDir, name)),
  ];
  for (const file of strays) {
    const stats = await stat(file).catch(() => null);
    if (stats && stats.mtimeMs < before) await rm(file, { force: true });
  }
}

/** The incoming store of resumable uploads, and the sweep of abandoned ones. */
export const uploadsPlugin: FastifyPluginAsync = appPlugin('uploads', async (app) => {
  const expiryMs = app.config.uploadExpiryHours * 3_600_000;
  const directory = path.join(app.storage.incomingDir, 'tus');
  await mkdir(directory, { recursive: true });
  const datastore = new MadeFileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  const sweep = async () => {
    await datastore.deleteExpired().catch((error: unknown) => app.log.warn({ err: error }, 'Expired uploads could not be swept'));
    const expired = await expiredUploads(app.db, nowIso());
    for (const { id } of expired) {
      await datastore.remove(id).catch(() => undefined);
      await deleteUpload(app.db, id);
    }
    await sweepUploadLocks(app.db);
    await removeStrays(app.storage.incomingDir, directory, expiryMs);
    return expired.length;
  };
  const timer = setInterval(() => void sweep().catch((error: unknown) => app.log.warn({ err: error }, 'Expired uploads could not be swept')), Math.min(expiryMs / 4, 15 * 60_000));
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
  app.decorate('uploads', { datastore, sweep });
});
