import type { FastifyPluginAsync } from 'fastify';
import { EMAIL_MAX_ATTEMPTS, emailJob, type EmailLinkMakers } from './email-job';
import type { Mailer } from './mailer';
import { EMAIL_JOB, queuedCount } from './queue';
import { appPlugin } from '../../plugins/app-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Sends the emails queued and due now, without waiting for the next round of jobs. */
    sendQueuedMail(): void;
  }
}

/**
 * `app.mailer`, and the `email` jobs that send the outbox through it. An answer after which
 * emails were queued sends them at once (their transaction has committed by then); the rounds of
 * jobs take up the rest: retries, and emails whose process died before sending them.
 */
export const mailerPlugin: FastifyPluginAsync<{ mailer: Mailer; links: EmailLinkMakers }> = appPlugin('mailer', async (app, { mailer, links }) => {
  app.decorate('mailer', mailer);
  app.jobs.handle(EMAIL_JOB, emailJob({ db: app.db, mailer, appUrl: app.config.appUrl, links }), { maxAttempts: EMAIL_MAX_ATTEMPTS });
  app.decorate('sendQueuedMail', () => app.jobs.kick(EMAIL_JOB));
  let seen = queuedCount();
  // A callback, not an async function: it runs after every answer and has, nearly always, nothing to do.
  app.addHook('onResponse', (_request, _reply, done) => {
    if (queuedCount() !== seen) {
      seen = queuedCount();
      app.sendQueuedMail();
    }
    done();
  });
  // The sending under way ends first, then the connection to the mail server.
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await mailer.close();
  });
});
