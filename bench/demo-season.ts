import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/demo/seed';
import { seedFirstAdmin } from '../server/modules/users/first-admin';

/**
 * A fresh SQLite data directory (named from `prefix`) with the first admin and the demo season,
 * its background work drained. The app and database are handed back open, for a bench that
 * changes more; the caller closes both.
 */
export async function openDemoSeason(prefix: string, admin: { email: string; password: string }) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  await seedFirstAdmin(db, config);
  const app = await buildApp({ config, db });
  await seedDemo(app, db);
  await app.background.drain();
  return { dir, db, app };
}

/** The same, closed: a data directory for an app process to serve. */
export async function demoSeasonDir(prefix: string, admin: { email: string; password: string }): Promise<string> {
  const { dir, db, app } = await openDemoSeason(prefix, admin);
  await app.close();
  await db.destroy();
  return dir;
}

/** A session token for this account, from the sign-in of the app at `origin`. */
export async function signInAt(origin: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
