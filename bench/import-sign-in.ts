// Sign-ins while an organiser imports a 3,000-row exhibitors CSV (every row a new company): each
// sign-in's time, one after another, for as long as the import runs. Baseline: the same sign-ins
// with no import running, in the same run. SQLite (the app's one connection) and, when
// TEST_DATABASE_URL is set, PostgreSQL. The app listens in a child process of its own.
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedFirstAdmin } from '../server/modules/users/first-admin';
import { eventInput } from '../server/test/events';
import { ms, startAppProcess } from './app-process';
import { onEachDatabase } from './database-targets';
import { median } from './start-app';

const ROWS = Number(process.env.ROWS ?? 3000);
const BASELINE_ROUNDS = Number(process.env.ROUNDS ?? 30);
const ADMIN = { email: 'admin@example.com', password: 'a long enough password' };

async function post<T>(origin: string, url: string, body: unknown, token?: string): Promise<{ status: number; json: T }> {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

async function signIn(origin: string): Promise<{ took: number; token: string }> {
  const began = performance.now();
  const answer = await post<{ token: string }>(origin, '/api/auth/login', ADMIN);
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  return { took: performance.now() - began, token: answer.json.token };
}

const percentile = (values: number[], fraction: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(fraction * values.length) - 1)] ?? 0;
const figures = (values: number[]) => `${String(values.length).padStart(4)} sign-ins: median ${ms(median(values))}, p90 ${ms(percentile(values, 0.9))}, max ${ms(Math.max(...values))}`;

function csvOf(rows: number): string {
  const lines = ['Company Name,Product Category,Booth Size,Contact Person,Email,Booth'];
  for (let n = 0; n < rows; n += 1) lines.push(`Bench Company ${n},Signage,3x3,Jo Lee ${n},bench-${n}-${Date.now()}@example.com,Hall ${n % 9}`);
  return lines.join('\n');
}

await onEachDatabase('import', async (target) => {
  const env = { ...target.env, ADMIN_PASSWORD: ADMIN.password };
  const config = loadConfig({ ...env, LOG_LEVEL: 'warn' });
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  await seedFirstAdmin(db, config);
  await db.destroy();
  const app = await startAppProcess(env);
  try {
    const { token } = await signIn(app.origin);
    const event = await post<{ id: number }>(app.origin, '/api/event', eventInput({ name: 'Bench Fair' }), token);
    if (event.status !== 201) throw new Error(`making the event answered ${event.status}: ${JSON.stringify(event.json)}`);

    const baseline: number[] = [];
    for (let round = 0; round < BASELINE_ROUNDS; round += 1) baseline.push((await signIn(app.origin)).took);

    const during: number[] = [];
    const began = performance.now();
    let done = false;
    const importing = post<{ counts: Record<string, number> }>(app.origin, `/api/event/${event.json.id}/exhibitors/import`, { csv: csvOf(ROWS), commit: true }, token).finally(() => {
      done = true;
    });
    while (!done) during.push((await signIn(app.origin)).took);
    const imported = await importing;
    const importTook = performance.now() - began;
    if (imported.status !== 200 || imported.json.counts.create !== ROWS) throw new Error(`the import answered ${imported.status}: ${JSON.stringify(imported.json)}`);

    console.log(`${target.name}: ${ROWS}-row import (every row a new company) took ${(importTook / 1000).toFixed(1)} s`);
    console.log(`  baseline, no import:   ${figures(baseline)}`);
    console.log(`  during the import:     ${figures(during)}`);
    console.log(`  median during ÷ baseline: ${(median(during) / median(baseline)).toFixed(2)}×`);
  } finally {
    await app.stop();
  }
});
