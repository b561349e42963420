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
 * First, the jobs that a process of this host held when it died are given back, and a round takes
 * them up at once: an email a crashed process had claimed goes out now, not when its lease ends.
 */
export const jobsPlugin: FastifyPluginAsync = appPlugin('jobs', async (app) => {
  const jobs = createJobRunner({ db: app.db, log: app.log, leaseMs: app.config.jobLeaseSeconds * 1000 });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    const released = await jobs.releaseDeadWorkers().catch((error: unknown) => {
      app.log.warn({ err: error }, 'The jobs of dead workers could not be released; their leases will run out');
      return 0;
    });
    if (app.config.jobIntervalSeconds > 0) {
      jobs.start(app.config.jobIntervalSeconds * 1000);
      if (released > 0) jobs.kick();
    }
  });
  app.addHook('onClose', () => jobs.stop());
});
