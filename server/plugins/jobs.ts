import type { FastifyPluginAsync } from 'fastify';
import { createJobRunner, type JobRunner } from '../jobs/runner';
import { appPlugin } from './app-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/**
 * `app.jobs`: modules tell it their work (handle) and how to find what has come due (plan). Rounds
 * start once the app is ready, every JOB_INTERVAL_SECONDS (0: none; the tests run rounds themselves).
 */
export const jobsPlugin: FastifyPluginAsync = appPlugin('jobs', async (app) => {
  const jobs = createJobRunner({ db: app.db, log: app.log, leaseMs: app.config.jobLeaseSeconds * 1000 });
  app.decorate('jobs', jobs);
  if (app.config.jobIntervalSeconds > 0) app.addHook('onReady', () => jobs.start(app.config.jobIntervalSeconds * 1000));
  app.addHook('onClose', () => jobs.stop());
});
