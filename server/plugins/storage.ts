import type { FastifyPluginAsync } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { diskStorage, type Storage } from '../modules/artwork/storage';
import { appPlugin } from './app-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** `app.storage`: stored artwork, thumbnails and templates, on local disk under DATA_DIR/uploads. */
export const storagePlugin: FastifyPluginAsync = appPlugin('storage', async (app) => {
  const storage = diskStorage(app.config.dataDir);
  await mkdir(storage.incomingDir, { recursive: true });
  app.decorate('storage', storage);
});
