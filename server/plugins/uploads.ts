import { FileStore } from '@tus/file-store';
import type { FastifyPluginAsync } from 'fastify';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { nowIso } from '../db/schema';
import { appPlugin } from './app-plugin';

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
 * and its data removed at once, as short tests do).
 */
class MadeFileStore extends FileStore {}
Object.defineProperty(MadeFileStore.prototype, 'checkOrCreateDirectory', { value: () => undefined });

/** The incoming store of resumable uploads, and the sweep of abandoned ones. */
export const uploadsPlugin: FastifyPluginAsync = appPlugin('uploads', async (app) => {
  const expiryMs = app.config.uploadExpiryHours * 3_600_000;
  const directory = path.join(app.storage.incomingDir, 'tus');
  await mkdir(directory, { recursive: true });
  const datastore = new MadeFileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  const sweep = async () => {
    await datastore.deleteExpired().catch((error: unknown) => app.log.warn({ err: error }, 'Expired uploads could not be swept'));
    const expired = await app.db.selectFrom('artwork_uploads').select('id').where('expires_at', '<', nowIso()).execute();
    for (const { id } of expired) {
      await datastore.remove(id).catch(() => undefined);
      await app.db.deleteFrom('artwork_uploads').where('id', '=', id).execute();
    }
    return expired.length;
  };
  const timer = setInterval(() => void sweep(), Math.min(expiryMs / 4, 15 * 60_000));
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
  app.decorate('uploads', { datastore, sweep });
});
