import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { killAfter } from './lib/exit-watchdog';
import { stdoutLog } from './lib/log-destination';
import { seedFirstAdmin } from './modules/users/first-admin';

/** How long requests under way (an upload's last bytes, say) may take to finish once asked to stop. */
const SHUTDOWN_GRACE_MS = 8_000;
/**
 * The process is gone by then whatever is left, stuck output included: a service manager's stop
 * timeout is often 10 s (`docker stop`'s is).
 */
const SHUTDOWN_LIMIT_MS = 9_500;
/** The part of the limit kept for the last log lines, when the work under way has not ended before. */
const FINAL_FLUSH_MS = 500;
/** What `process.exit` itself may take, before the limit. */
const EXIT_MARGIN_MS = 100;
/** The log is given up once stdout has taken nothing for this long (a pipe nobody reads). */
const FLUSH_IDLE_MS = 1_000;
/** How often, while stopping, connections that have gone idle are closed. */
const IDLE_SWEEP_MS = 100;
/**
 * A second signal this soon is the first one heard twice: Ctrl-C reaches the server from the
 * terminal and again from `npm start`, which passes signals on.
 */
const REPEAT_SIGNAL_MS = 500;

/** The log's destination: nothing written to it can hold the process. */
const log = stdoutLog();

/** Exits once the log is out, or given up (see `LogDestination.flush`): the lines not out are lost. */
async function exitAfterLog(code: number, until: number): Promise<never> {
  await log.flush(until, FLUSH_IDLE_MS);
  process.exit(code);
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const admin = await seedFirstAdmin(db, config);

  const app = await buildApp({ config, db, logStream: log });
  let closing = false;
  let started = 0;
  const shutdown = async (signal: string) => {
    if (closing) {
      // A second signal: stop waiting (its last log lines are not waited for either).
      if (performance.now() - started > REPEAT_SIGNAL_MS) process.exit(1);
      return;
    }
    closing = true;
    started = performance.now();
    const limit = started + SHUTDOWN_LIMIT_MS;
    // Gone by the limit even should this thread be stuck, when the timers below cannot fire.
    killAfter(SHUTDOWN_LIMIT_MS);
    app.log.info({ signal, underWay: unanswered.size }, 'Shutting down: no new requests; those under way may finish');
    for (const response of unanswered) if (!response.headersSent) response.setHeader('connection', 'close');
    // A connection whose request has been answered is closed at once, not kept alive for the next.
    const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'Requests still under way after the grace period: their connections are closed');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    let late = false;
    const deadline = setTimeout(() => {
      late = true;
      app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'Not stopped in time: exiting');
      void exitAfterLog(1, limit - EXIT_MARGIN_MS);
    }, SHUTDOWN_LIMIT_MS - FINAL_FLUSH_MS);
    await app.close();
    await db.destroy();
    clearInterval(idle);
    clearTimeout(cut);
    clearTimeout(deadline);
    if (late) return; // exiting already, with code 1
    app.log.info({ signal, ms: Math.round(performance.now() - started) }, 'Stopped');
    await exitAfterLog(0, limit - FINAL_FLUSH_MS);
  };
  // The answers not yet sent: when stopping, each will close its connection rather than keep it
  // alive, idle, for a next request (uploads answer through the raw response, past any hook).
  const unanswered = new Set<ServerResponse>();
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (closing) response.setHeader('connection', 'close');
    unanswered.add(response);
    response.on('close', () => unanswered.delete(response));
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (admin?.generatedPassword) {
    console.log(
      [
        '',
        '================================================================',
        `  First admin: ${admin.email} / ${admin.generatedPassword}`,
        `  Sign in at ${config.appUrl}/signin`,
        '  Keep it safe: this password is not shown again.',
        '================================================================',
        '',
      ].join('\n'),
    );
  }
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  await exitAfterLog(1, performance.now() + FLUSH_IDLE_MS);
});
