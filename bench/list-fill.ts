// The rows of bench/list-load.ts, made inside the database's own SQL so that 1M of them take
// seconds, not minutes: exhibiting companies with their sign-in accounts and search terms (checked
// against what the app itself derives), events, and 2,000 exhibitors per event.
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { Db } from '../server/db/schema';
import { startSession } from '../server/lib/sessions';
import { wordsOf } from '../server/modules/accounts/search-terms-repository';
import { companyRepository } from '../server/modules/companies/repository';
import { type ExhibitingCompanyBody, ROLES } from '../src/api/contract';
import type { Target } from './database-targets';

export const PER_EVENT = 2000;
const CHUNK = 100_000;
const FIRST_CHUNK = 1000;

const FIRST = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hugo', 'Ida', 'Jonas', 'Karla', 'Lukas', 'Mia', 'Noah', 'Olga', 'Paul', 'Rosa', 'Simon', 'Tara', 'Ugo',
  'Vera', 'Willem', 'Xenia', 'Yusuf', 'Zoe', 'Amir', 'Bianca', 'Carlos', 'Dana', 'Elif', 'Farid', 'Gina', 'Hanna', 'Ivan', 'Julia', 'Kemal', 'Lena', 'Marco', 'Nina', 'Oskar'];
const LAST = ['Smith', 'Meyer', 'Garcia', 'Rossi', 'Novak', 'Jensen', 'Kowalski', 'Dubois', 'Silva', 'Berg', 'Costa', 'Fischer', 'Haas', 'Ivanova', 'Jansen', 'Keller', 'Larsen', 'Moreau',
  'Nagy', 'Olsen', 'Petrov', 'Quinn', 'Richter', 'Schmidt', 'Torres', 'Ulrich', 'Vogel', 'Weber', 'Young', 'Zimmer', 'Aalto', 'Brandt', 'Castro', 'Dahl', 'Eriksen', 'Frank', 'Gomez',
  'Horvat', 'Ilic', 'Juhasz', 'Krause', 'Lindqvist', 'Marin', 'Nowak', 'Ortiz', 'Popescu', 'Ramos', 'Sousa', 'Toth', 'Varga'];
const FIRM = ['Nordic', 'Bright', 'Urban', 'Alpine', 'Coastal', 'Metro', 'Prime', 'Vivid', 'Solid', 'Clear', 'Grand', 'Swift', 'Royal', 'Modern', 'Pure', 'Bold', 'Central', 'Global',
  'Smart', 'Green', 'Blue', 'Silver', 'Golden', 'Rapid', 'Noble', 'Open', 'True', 'Next', 'First', 'Star'];
const TRADE = ['Displays', 'Print', 'Stands', 'Media', 'Signs', 'Exhibits', 'Graphics', 'Booths', 'Events', 'Works', 'Studio', 'Design', 'Systems', 'Labs', 'Craft', 'Group', 'Partners',
  'Solutions', 'Factory', 'House'];
const CATEGORIES = ['Lighting', 'Printed banners', 'Furniture', 'Audio visual', 'Flooring', 'Catering', 'Signage', 'Software'];

/** A CASE choosing among `words` by an integer expression; null words are SQL NULL. */
const pick = (index: string, words: readonly (string | null)[]) => `CASE ${index} ${words.map((word, at) => `WHEN ${at} THEN ${word === null ? 'NULL' : `'${word}'`}`).join(' ')} END`;
const lower = (words: readonly string[]) => words.map((word) => word.toLowerCase());

const first = (i: string) => pick(`${i} % ${FIRST.length}`, FIRST);
const last = (i: string) => pick(`(${i} / ${FIRST.length}) % ${LAST.length}`, LAST);
const firm = (i: string) => pick(`${i} % ${FIRM.length}`, FIRM);
const trade = (i: string) => pick(`(${i} / ${FIRM.length}) % ${TRADE.length}`, TRADE);
const category = (i: string) => pick(`${i} % ${CATEGORIES.length}`, CATEGORIES);

/**
 * Company i's words as the app derives them (wordsOf over the names, the email, the company name,
 * its category and contact person): each an SQL expression of i. checkTerms() holds this to wordsOf.
 */
const termsOf = (i: string) => [
  pick(`${i} % ${FIRST.length}`, lower(FIRST)),
  pick(`(${i} / ${FIRST.length}) % ${LAST.length}`, lower(LAST)),
  `${pick(`(${i} / ${FIRST.length}) % ${LAST.length}`, lower(LAST))} || ${i}`,
  `'example'`,
  `'com'`,
  pick(`${i} % ${FIRM.length}`, lower(FIRM)),
  pick(`(${i} / ${FIRM.length}) % ${TRADE.length}`, lower(TRADE)),
  `'' || ${i}`,
  pick(`${i} % ${CATEGORIES.length}`, CATEGORIES.map((name) => name.split(' ')[0]!.toLowerCase())),
  pick(`${i} % ${CATEGORIES.length}`, CATEGORIES.map((name) => name.split(' ')[1]?.toLowerCase() ?? null)),
];

/** The integers from..to as a row source with column i: generate_series, or a recursive CTE. */
const series = (postgres: boolean, from: number, to: number) =>
  postgres ? `generate_series(${from}, ${to}) AS s(i)` : `(WITH RECURSIVE s(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM s WHERE i < ${to}) SELECT i FROM s) AS s`;

export const eventCount = (rows: number) => Math.ceil(rows / PER_EVENT);

/** Fills the database inside its own SQL: `count` accounts with their profiles and search terms, the events, and the links. */
export async function fill(db: Db, postgres: boolean, count: number) {
  const now = new Date().toISOString();
  const run = (text: string) => sql.raw(text).execute(db);
  const events = eventCount(count);
  await run(`INSERT INTO events (id, name, category, all_day, starts_at, ends_at, time_zone, venue, location, created_at, updated_at)
    SELECT i, 'Trade Fair ' || i, 'Primary', 1, '2027-03-01', '2027-03-04', 'Europe/Berlin', 'Hall ' || (i % 9 + 1), 'Berlin', '${now}', '${now}' FROM ${series(postgres, 1, events)}`);
  // A small first chunk, and on PostgreSQL an ANALYZE after each: the search triggers' statements
  // are planned once per session, and planned on tables the statistics call empty they scan the
  // whole growing table for each row inserted (a 100k chunk then ran for 20 minutes, not seconds).
  for (let from = 1; from <= count; ) {
    const to = Math.min(count, from === 1 ? FIRST_CHUNK : from + CHUNK - 1);
    const rows = series(postgres, from, to);
    await db.transaction().execute(async (trx) => {
      const inTrx = (text: string) => sql.raw(text).execute(trx);
      const email = `lower(${first('i')}) || '.' || lower(${last('i')}) || i || '@example.com'`;
      await inTrx(`INSERT INTO users (id, firstname, lastname, email, email_lower, password_hash, role, status, created_at, updated_at)
        SELECT i, ${first('i')}, ${last('i')}, ${email}, ${email}, 'x', '${ROLES.exhibitor}', CASE WHEN i % 20 = 0 THEN 'Inactive' ELSE 'Active' END, '${now}', '${now}' FROM ${rows}`);
      await inTrx(`INSERT INTO exhibiting_companies (id, user_id, company_name, product_category, booth_size, contact_person, created_at)
        SELECT i, i, ${firm('i')} || ' ' || ${trade('i')} || ' ' || i, ${category('i')}, '3x3', ${first('i')} || ' ' || ${last('i')}, '${now}' FROM ${rows}`);
      for (const term of termsOf('i')) {
        await inTrx(`INSERT INTO user_search_terms (term, user_id) SELECT ${term}, i FROM ${rows} WHERE ${term} IS NOT NULL ON CONFLICT DO NOTHING`);
      }
      await inTrx(`INSERT INTO event_exhibitors (event_id, company_id, booth, status, created_at, updated_at)
        SELECT (i - 1) / ${PER_EVENT} + 1, i, 'B' || ((i - 1) % ${PER_EVENT} + 1), 'Active', '${now}', '${now}' FROM ${rows}`);
    });
    if (postgres) await run('ANALYZE');
    process.stdout.write(`\r  filled ${to.toLocaleString('en')} of ${count.toLocaleString('en')}`);
    from = to + 1;
  }
  process.stdout.write('\n');
  if (postgres) {
    for (const table of ['users', 'exhibiting_companies', 'events']) await run(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    await run('VACUUM ANALYZE');
  } else {
    await run('PRAGMA wal_checkpoint(TRUNCATE)');
  }
}

/** Every 1 in `step` companies: its stored terms are exactly what the app derives from its texts. */
export async function checkTerms(db: Db, step: number) {
  const sample = await db
    .selectFrom('exhibiting_companies as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['u.id', 'u.firstname', 'u.lastname', 'u.email', 'c.company_name', 'c.product_category', 'c.contact_person'])
    .where(sql<boolean>`c.id % ${step} = 0`)
    .execute();
  const terms = await db.selectFrom('user_search_terms').select(['user_id', 'term']).where(sql<boolean>`user_id % ${step} = 0`).execute();
  const stored = new Map<number, string[]>();
  for (const row of terms) stored.set(row.user_id, [...(stored.get(row.user_id) ?? []), row.term]);
  for (const row of sample) {
    const body = { companyName: row.company_name, productCategory: row.product_category, contactPerson: row.contact_person } as ExhibitingCompanyBody;
    const expected = wordsOf([row.firstname, row.lastname, row.email, ...companyRepository.searchTexts(body)]).sort();
    const actual = (stored.get(row.id) ?? []).sort();
    if (expected.join(' ') !== actual.join(' ')) throw new Error(`User ${row.id}'s search terms are [${actual.join(', ')}]; the app would keep [${expected.join(', ')}]`);
  }
  return sample.length;
}

const BENCH_ADMIN = 'bench@example.com';

/**
 * A fresh, migrated database on `target` filled with `count` companies, and an admin (inserted
 * after them) with a session token signed with `jwtSecret`, to call the API as.
 */
export async function filledDatabase(target: Target, count: number, jwtSecret: string) {
  const config = loadConfig({ ...target.env, LOG_LEVEL: 'warn', JWT_SECRET: jwtSecret });
  const postgres = config.database.kind === 'postgres';
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const filling = performance.now();
  // A database kept from an earlier run (BENCH_DATABASE) with these rows and its admin is used as it is.
  const earlier = await db.selectFrom('users').selectAll().where('email_lower', '=', BENCH_ADMIN).executeTakeFirst();
  const filled = earlier !== undefined && Number((await db.selectFrom('exhibiting_companies').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n) === count;
  if (!filled) await fill(db, postgres, count);
  const seconds = (performance.now() - filling) / 1000;
  const admin =
    (filled ? earlier : undefined) ??
    (await db
      .insertInto('users')
      .values({ firstname: 'Bench', lastname: 'Admin', email: BENCH_ADMIN, email_lower: BENCH_ADMIN, password_hash: 'x', role: ROLES.admin, status: 'Active', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })
      .returningAll()
      .executeTakeFirstOrThrow());
  const token = await startSession(db, admin, { jwtSecret, jwtTtlHours: 8 });
  return { config, db, postgres, admin, token, seconds };
}

/**
 * Closes a database filledDatabase() opened. pg's pool.end() resolves before its connections have
 * closed; the target's DROP DATABASE … WITH (FORCE) would then end them mid-close and the pool,
 * gone, would throw the error: a moment's wait lets them close.
 */
export async function closeDatabase(db: Db): Promise<void> {
  await db.destroy();
  await new Promise((resolve) => setTimeout(resolve, 250));
}
