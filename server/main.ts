import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedFirstAdmin } from './db/seed';

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
    app.log.info({ signal }, 'Shutting down');
    await app.close();
    await db.destroy();
    process.exit(0);
  };
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
