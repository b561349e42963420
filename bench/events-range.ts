// The calendar asks only for its visible range. This measures that query at 100k events over five
// years: a one-month and a one-year range through the repository (Kysely, as the API runs it),
// beside the very same SQL on the bare driver (the baseline), and the whole GET /api/events answer.
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { Db } from '../server/db/schema';
import type { NewEventRow } from '../server/db/tables/events';
import { startSession } from '../server/lib/sessions';
import { eventRange } from '../server/modules/events/range';
import { eventsInRangeQuery } from '../server/modules/events/repository';
import { EVENT_CATEGORIES, ROLES } from '../src/api/contract';
import { onEachDatabase, ROUNDS, type Target, timeIt } from './database-targets';

const EVENTS = Number(process.env.EVENTS ?? 100_000);
const FIRST_DAY = Date.UTC(2026, 0, 1);
const YEARS = 5;
const DAY = 86_400_000;

const RANGES = {
  'one month': { start: '2028-03-01T00:00:00+01:00', end: '2028-04-01T00:00:00+02:00' },
  'one year': { start: '2028-01-01T00:00:00+01:00', end: '2029-01-01T00:00:00+01:00' },
};

/** The same pseudo-random events on every run and database: most all-day (1–5 days), a fifth timed (1–10 hours). */
function* generatedEvents(): Generator<NewEventRow> {
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const now = new Date().toISOString();
  for (let index = 0; index < EVENTS; index += 1) {
    const day = FIRST_DAY + Math.floor(random() * 365 * YEARS) * DAY;
    const allDay = random() < 0.8;
    const start = allDay ? new Date(day) : new Date(day + Math.floor(random() * 48) * 30 * 60_000);
    const end = allDay ? new Date(day + (1 + Math.floor(random() * 5)) * DAY) : new Date(start.getTime() + (1 + Math.floor(random() * 10)) * 3_600_000);
    yield {
      name: `Event ${index}`,
      category: EVENT_CATEGORIES[index % 4]!,
      all_day: allDay ? 1 : 0,
      starts_at: allDay ? start.toISOString().slice(0, 10) : start.toISOString(),
      ends_at: allDay ? end.toISOString().slice(0, 10) : end.toISOString(),
      time_zone: 'Europe/Berlin',
      build_start: null,
      build_end: null,
      open_start: null,
      open_end: null,
      venue: 'Hall',
      location: 'City',
      created_by: null,
      created_at: now,
      updated_at: now,
    };
  }
}

async function fill(db: Db) {
  let batch: NewEventRow[] = [];
  for (const event of generatedEvents()) {
    batch.push(event);
    if (batch.length === 1000) {
      await db.insertInto('events').values(batch).execute();
      batch = [];
    }
  }
  if (batch.length > 0) await db.insertInto('events').values(batch).execute();
}

async function bench(target: Target) {
  const config = loadConfig({ ...target.env, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' });
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const filling = performance.now();
  await fill(db);
  if (config.database.kind === 'postgres') await sql`analyze events`.execute(db);
  console.log(`\n${target.name}: ${EVENTS.toLocaleString('en')} events over ${YEARS} years, inserted in ${((performance.now() - filling) / 1000).toFixed(1)} s; median of ${ROUNDS} rounds`);

  const app = await buildApp({ config, db });
  const admin = await db
    .insertInto('users')
    .values({ firstname: 'B', lastname: 'B', email: 'bench@example.com', email_lower: 'bench@example.com', password_hash: 'x', role: ROLES.admin, status: 'Active', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await startSession(db, admin, { jwtSecret: config.jwtSecret, jwtTtlHours: 1 });

  for (const [label, query] of Object.entries(RANGES)) {
    const compiled = eventsInRangeQuery(db, eventRange(query), { kind: 'all' }).compile();
    const raw = await timeIt(() => target.raw(compiled.sql, compiled.parameters));
    const repository = await timeIt(async () => (await eventsInRangeQuery(db, eventRange(query), { kind: 'all' }).execute()).length);
    const api = await timeIt(async () => {
      const response = await app.inject({ url: `/api/events?start=${encodeURIComponent(query.start)}&end=${encodeURIComponent(query.end)}`, headers: { authorization: `Bearer ${token}` } });
      if (response.statusCode !== 200) throw new Error(`GET /api/events answered ${response.statusCode}: ${response.body}`);
      return response.json<{ events: unknown[] }>().events.length;
    });
    if (raw.rows !== repository.rows || raw.rows !== api.rows) throw new Error(`Row counts differ: ${raw.rows}, ${repository.rows}, ${api.rows}`);
    console.log(`  ${label} (${raw.rows.toLocaleString('en')} events)`);
    console.log(`    raw SQL on the driver   ${raw.ms.toFixed(2).padStart(8)} ms   1.00× (baseline)`);
    console.log(`    repository (Kysely)     ${repository.ms.toFixed(2).padStart(8)} ms   ${(repository.ms / raw.ms).toFixed(2)}×`);
    console.log(`    GET /api/events (JSON)  ${api.ms.toFixed(2).padStart(8)} ms   ${(api.ms / raw.ms).toFixed(2)}×`);
    if (label === 'one month') console.log(`    plan: ${(await target.plan(compiled.sql, compiled.parameters)).join(' | ')}`);
  }
  await app.close();
  await db.destroy();
}

await onEachDatabase('events', bench);
