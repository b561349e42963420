// What the general rate limit costs a request: the in-memory count each process keeps, against
// the database count (one upsert into rate_limits) every request paid before, in the same run, on
// SQLite and, when TEST_DATABASE_URL is set, PostgreSQL. Requests one after another, 50 addresses.
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../server/config';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { rateLimitStores } from '../server/lib/rate-limit-store';
import { createPostgresDatabase } from '../server/test/harness';

const COUNT = Number(process.env.COUNT ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const dir = mkdtempSync(path.join(tmpdir(), 'eaum-bench-rate-limit-'));
const postgres = process.env.TEST_DATABASE_URL ? await createPostgresDatabase(process.env.TEST_DATABASE_URL) : undefined;
const targets: [string, Config['database']][] = [['SQLite', { kind: 'sqlite', file: path.join(dir, 'app.db') }]];
if (postgres) targets.push(['PostgreSQL', { kind: 'postgres', url: postgres.url }]);

for (const [name, config] of targets) {
  const db = createDatabase(config);
  await migrateToLatest(db);
  const app = Fastify();
  const { perProcess, shared } = rateLimitStores(app, db);
  const timeOf = async (count: (key: string) => Promise<unknown>) => {
    const started = performance.now();
    for (let request = 0; request < COUNT; request += 1) await count(`10.0.${request % 50}.1`);
    return ((performance.now() - started) * 1000) / COUNT;
  };
  const store = new shared({} as never);
  const inDatabase = (key: string) => new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result)), 60_000, 0));
  const inMemory = async (key: string) => perProcess.hit(key, 60_000);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const database = await timeOf(inDatabase);
    const memory = await timeOf(inMemory);
    console.log(`${name}, round ${round}: database count (baseline) ${database.toFixed(1)} µs a request, in memory ${memory.toFixed(2)} µs (${COUNT} requests each)`);
  }
  await app.close();
  await db.destroy();
}
await postgres?.drop();
rmSync(dir, { recursive: true, force: true });
