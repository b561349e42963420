import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedFirstAdmin } from './modules/users/first-admin';

/** How long requests under way (an upload's last bytes, say) may take to finish once asked to stop. */
const SHUTDOWN_GRACE_MS = 8_000;
/** The process exits by then whatever is left: a service manager's stop timeout is often 10 s. */
const SHUTDOWN_LIMIT_MS = 9_500;
/** How often, while stopping, connections that have gone idle are closed. */
const IDLE_SWEEP_MS = 100;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const admin = await seedFirstAdmin(db, config);

  const app = await buildApp({ config, db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1); // a second signal: stop waiting
    closing = true;
    const started = performance.now();
    app.log.info({ signal, underWay: unanswered.size }, 'Shutting down: no new requests; those under way may finish');
    for (const response of unanswered) if (!response.headersSent) response.setHeader('connection', 'close');
    // A connection whose request has been answered is closed at once, not kept alive for the next.
    const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'Requests still under way after the grace period: their connections are closed');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    const deadline = setTimeout(() => {
      app.log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'Not stopped in time: exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    await app.close();
    await db.destroy();
    clearInterval(idle);
    clearTimeout(cut);
    clearTimeout(deadline);
    app.log.info({ signal, ms: Math.round(performance.now() - started) }, 'Stopped');
    process.exit(0);
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
