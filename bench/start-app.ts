import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { keptRegistrationToken } from '../server/test/smtp';

/** The real app on a fresh SQLite file, with limits opened wide so the benchmark measures work, not refusals. */
export async function startApp(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn', LOGIN_MAX_ATTEMPTS: '1000000', RATE_LIMIT_MAX: '100000000', ...env });
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  const close = async () => {
    await app.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
  /** An account made as a person makes one: the sign-up, then its confirmation with the emailed link (kept in the outbox). */
  const signUp = async (person: { firstname: string; lastname: string; email: string; password: string }): Promise<string> => {
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: person });
    const token = await keptRegistrationToken(db, person.email);
    const confirmed = await app.inject({ method: 'POST', url: '/api/auth/confirm-registration', payload: { token, password: person.password } });
    return confirmed.json<{ token: string }>().token;
  };
  return { app, close, signUp };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
