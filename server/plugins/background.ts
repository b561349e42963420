import type { FastifyPluginAsync } from 'fastify';
import { createBackground, type Background } from '../lib/background';
import { appPlugin } from './app-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    background: Background;
  }
}

/** `app.background`. On close the app waits for the tasks still running. */
export const backgroundPlugin: FastifyPluginAsync = appPlugin('background', async (app) => {
  const background = createBackground(app.log);
  app.decorate('background', background);
  app.addHook('onClose', () => background.drain());
});
