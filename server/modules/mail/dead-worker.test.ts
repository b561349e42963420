import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { expect, it } from 'vitest';
import { claimDueJobs } from '../../jobs/repository';
import { workerName } from '../../jobs/runner';
import { describeOnEachDatabase } from '../../test/harness';
import { emailChangedEmail } from './email-changed-email';
import { EMAIL_JOB, queueEmails } from './queue';

const LEASE_MS = 5 * 60_000;

/** The number of a process that ran on this host and has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describeOnEachDatabase(
  'the jobs of a dead worker',
  (ctx) => {
    it('are given back when a process of its host starts, and the email it held goes out at once', async () => {
      const holders = {
        dead: workerName(hostname(), await deadPid()),
        // This test's own process: alive.
        living: workerName(hostname(), process.pid),
        // A process number of this host means nothing about another host's.
        elsewhere: workerName(`not-${hostname()}`, await deadPid()),
      };
      const to = { dead: ctx.uniqueEmail('dead'), living: ctx.uniqueEmail('living'), elsewhere: ctx.uniqueEmail('elsewhere') };
      const jobOf: Record<string, number> = {};
      const { id } = await ctx.registerUser();
      for (const holder of ['dead', 'living', 'elsewhere'] as const) {
        await queueEmails(ctx.db, [emailChangedEmail(to[holder], { id, email: 'moved@example.com', firstname: 'Ann' })]);
        const [claimed] = await claimDueJobs(ctx.db, holders[holder], new Date(), LEASE_MS, 1, [EMAIL_JOB]);
        jobOf[holder] = claimed!.id;
      }
      const job = (holder: string) => ctx.db.selectFrom('jobs').selectAll().where('id', '=', jobOf[holder]!).executeTakeFirstOrThrow();
      expect(await job('dead')).toMatchObject({ status: 'running', locked_by: holders.dead, attempts: 1 });

      // A process starts, whose rounds are an hour apart: only the start can send the email now.
      const app = await ctx.buildApp({ JOB_INTERVAL_SECONDS: '3600' });
      await app.ready();
      const mail = await ctx.smtp.next(to.dead);
      expect(mail.source).toContain('moved@example.com');
      await expect.poll(async () => (await job('dead')).status).toBe('done');
      expect(await job('dead')).toMatchObject({ attempts: 2 });
      // The others' leases stand: one holder lives, the other's host is not this one.
      expect(await job('living')).toMatchObject({ status: 'running', locked_by: holders.living });
      expect(await job('elsewhere')).toMatchObject({ status: 'running', locked_by: holders.elsewhere });
      expect(ctx.smtp.received(to.living)).toEqual([]);
      expect(ctx.smtp.received(to.elsewhere)).toEqual([]);
    });
  },
  { smtp: true },
);
