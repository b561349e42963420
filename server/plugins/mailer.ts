import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../modules/mail/mailer';
import { appPlugin } from './app-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`. On close it waits for the emails still on their way. */
export const mailerPlugin: FastifyPluginAsync<{ mailer: Mailer }> = appPlugin('mailer', async (app, { mailer }) => {
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
});
