import type { FastifyPluginAsync } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { REMOVE_FILES, removeFilesJob } from '../storage/file-removals';
import { s3Storage } from '../storage/s3-storage';
import { diskStorage, incomingDirOf, type Storage } from '../storage/storage';
import { appPlugin } from './app-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * `app.storage`: stored artwork, thumbnails and templates, in the S3 bucket when S3_BUCKET is set,
 * otherwise on local disk under DATA_DIR/uploads. Uploads in progress are on local disk either way.
 */
export const storagePlugin: FastifyPluginAsync = appPlugin('storage', async (app) => {
  const { s3, dataDir } = app.config;
  let storage: Storage;
  if (s3) {
    const bucket = s3Storage(s3, incomingDirOf(dataDir));
    app.addHook('onClose', async () => bucket.close());
    storage = bucket;
  } else {
    storage = diskStorage(dataDir);
  }
  await mkdir(storage.incomingDir, { recursive: true });
  app.decorate('storage', storage);
  // Files whose removal was written down and not carried out at once (a crash, a failing bucket).
  app.jobs.handle(REMOVE_FILES, removeFilesJob(storage));
});
