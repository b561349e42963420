import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/schema';
import { appPlugin } from './app-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** `app.db`. Closed with the app only when the app opened it (tests and main.ts pass their own). */
export const dbPlugin: FastifyPluginAsync<{ db: Db; owned: boolean }> = appPlugin('db', async (app, { db, owned }) => {
  app.decorate('db', db);
  if (owned) app.addHook('onClose', () => db.destroy());
});
