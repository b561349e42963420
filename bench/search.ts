// Ctrl/Cmd+K at 1M rows: GET /api/search as an admin (every kind) among ROWS exhibiting companies
// (their search documents and vocabulary made by the app's own triggers) and their events. Each
// query: the service in-process, the endpoint alone over HTTP (median), and the endpoint at a fixed
// RATE requests a second (open loop, p50/p90/p99/max). The baseline, timed in the same run: the
// very statements the search runs for that query (caught through a logging connection), replayed
// one after another on the bare driver (by name where the app names them). SQLite and, when
// TEST_DATABASE_URL is set, PostgreSQL. QUERIES=nordic,nordik runs those lines only.
// BASELINE_DIR=<another checkout>: that code's search is measured too, line by line in turns with
// this one's, on the same database (its own app process; the same migrations).
import { sql } from 'kysely';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../server/db/database';
import { NamingClient } from '../server/db/named-statements';
import { actorOf } from '../server/modules/events/actor';
import { search } from '../server/modules/search/service';
import { SEARCH_LIMIT_DEFAULT, type SearchResults } from '../src/api/contract';
import { atRate, fixedRate, getJson, medianGet, ms, startAppProcess } from './app-process';
import { captureStatements, replay, type Statement } from './captured-sql';
import { onEachDatabase, ROUNDS, type Target, timeIt } from './database-targets';
import { closeDatabase, eventCount, filledDatabase } from './list-fill';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const RATE = Number(process.env.RATE ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 2);
const JWT_SECRET = 'bench-search-secret-0123456789abcdefghijklm';
const BASELINE_DIR = process.env.BASELINE_DIR;

type Search = typeof search;
type Capture = typeof captureStatements;
type Open = typeof createDatabase;
/**
 * The code measured: this checkout's, and the baseline's when BASELINE_DIR names one. The baseline
 * runs on its own copy of the libraries (its Kysely tells the dialect by its own classes): its
 * search, its statement capture and its connection come from its checkout.
 */
const fromBaseline = async <T>(file: string) => (await import(path.resolve(BASELINE_DIR!, file))) as T;
const variants: { label: string; search: Search; capture: Capture; open: Open; root?: string }[] = [
  ...(BASELINE_DIR
    ? [
        {
          label: 'before',
          search: (await fromBaseline<{ search: Search }>('server/modules/search/service.ts')).search,
          capture: (await fromBaseline<{ captureStatements: Capture }>('bench/captured-sql.ts')).captureStatements,
          open: (await fromBaseline<{ createDatabase: Open }>('server/db/database.ts')).createDatabase,
          root: path.resolve(BASELINE_DIR),
        },
      ]
    : []),
  { label: BASELINE_DIR ? 'after' : '', search, capture: captureStatements, open: createDatabase },
];

/** What people type, from the cheapest look-up to the dearest: each with what it shows of the index. */
const ALL_QUERIES = [
  { q: 'no', what: 'two letters: the titles that start so' },
  { q: 'nordic', what: 'a word in one company of 30 (33k matches)' },
  { q: 'bright print', what: 'two common words together' },
  { q: String(Math.min(ROWS, 424_242)), what: 'a company by the number in its name and email' },
  { q: `trade fair ${Math.ceil(eventCount(ROWS) / 2)}`, what: 'an event by its name' },
  { q: 'nordik', what: 'a typo: found through the vocabulary' },
  { q: 'qzxwvk', what: 'nothing matches, typos tried too' },
] as const;
/** QUERIES=nordic,nordik: only those lines (each query as typed, comma-separated). */
const only = process.env.QUERIES?.split(',');
const QUERIES = only ? ALL_QUERIES.filter(({ q }) => only.includes(q)) : ALL_QUERIES;

/**
 * The statements replayed on the bare driver as the app sends them: on PostgreSQL through pg's
 * client naming the texts this code's search named (named-statements.ts), so this code's are run by
 * name and the baseline's, named nowhere here, unnamed, as each app sends them.
 */
function replayerOf(target: Target) {
  const url = target.env.DATABASE_URL;
  if (url === undefined) return { replay: (statements: readonly Statement[]) => replay(target, statements), close: async () => {} };
  const pool = new pg.Pool({ connectionString: url, max: 1, Client: NamingClient });
  return {
    replay: async (statements: readonly Statement[]) => {
      let rows = 0;
      for (const statement of statements) rows = (await pool.query(statement.sql, [...statement.parameters])).rowCount ?? 0;
      return rows;
    },
    close: () => pool.end(),
  };
}

const hitCount = (results: SearchResults) => results.groups.reduce((sum, group) => sum + group.hits.length, 0);

async function bench(target: Target) {
  const { config, db, admin, token, seconds: filled } = await filledDatabase(target, ROWS, JWT_SECRET);
  const countOf = async (table: string) => Number((await sql<{ count: number }>`SELECT count(*) AS count FROM ${sql.table(table)}`.execute(db)).rows[0]!.count);
  const [documents, words] = [await countOf('search_documents'), await countOf('search_words')];
  console.log(
    `\n${target.name}: ${ROWS.toLocaleString('en')} exhibiting companies and ${eventCount(ROWS).toLocaleString('en')} events; ` +
      `${documents.toLocaleString('en')} search documents, a vocabulary of ${words.toLocaleString('en')} words; filled in ${filled.toFixed(1)} s`,
  );
  const actor = await actorOf(db, { id: admin.id, firstname: admin.firstname, lastname: admin.lastname, email: admin.email, role: admin.role });
  const apps = await Promise.all(
    variants.map(async (variant) => ({ ...variant, db: variant.open(config.database), app: await startAppProcess({ ...target.env, JWT_SECRET }, variant.root) })),
  );
  const worst: number[] = [];
  const replayer = replayerOf(target);
  try {
    console.log(`  query                 code    hits   raw SQL (baseline; statements, least of the rounds)   service      endpoint alone   ÷ raw   at ${RATE} req/s: p50 / p90 / p99 / max   (load average)`);
    for (const { q, what } of QUERIES) {
      for (const { label, search: searchOf, capture, db: on, app } of apps) {
        const query = { q, limit: SEARCH_LIMIT_DEFAULT };
        // Once before: what the process learns of a word (PostgreSQL's rare look-ups) is in place, as at the rate.
        await searchOf(on, actor, query);
        const { result, statements } = await capture(config.database, (logged) => searchOf(logged, actor, query));
        const hits = hitCount(result);
        const raw = await timeIt(async () => replayer.replay(statements));
        const service = await timeIt(async () => hitCount(await searchOf(on, actor, query)));
        if (service.rows !== hits) throw new Error(`"${q}": the service found ${service.rows}, then ${hits}`);
        const url = `${app.origin}/api/search?q=${encodeURIComponent(q)}&limit=${SEARCH_LIMIT_DEFAULT}`;
        const answered = hitCount(await getJson<SearchResults>(url, token));
        if (answered !== hits) throw new Error(`"${q}": the endpoint found ${answered}, the service ${hits}`);
        const endpoint = await medianGet(url, token, ROUNDS, () => {});
        await app.loopStall?.();
        const load = await fixedRate(url, token, { rate: RATE, seconds: SECONDS, warmup: WARMUP });
        const appStall = (await app.loopStall?.()) ?? Number.NaN;
        if (label !== 'before') worst.push(load.fellBehindAfter === undefined ? load.p99 : Number.POSITIVE_INFINITY);
        console.log(
          `  ${JSON.stringify(q).padEnd(20)}  ${label.padEnd(6)}  ${String(hits).padStart(4)}   ${ms(raw.ms).padStart(12)}  (${statements.length}, least ${ms(raw.least)})  ${ms(service.ms).padStart(10)}   ${ms(endpoint).padStart(10)}   ${(endpoint / raw.ms).toFixed(2).padStart(6)}×   ${atRate(load)}   (${loadavg()[0]!.toFixed(1)})   ${what}; longest event-loop wait: app ${ms(appStall)}, load generator ${ms(load.generatorStall)}`,
        );
      }
    }
  } finally {
    await replayer.close();
    for (const { app, db: on } of apps) {
      await app.stop();
      await closeDatabase(on);
    }
    await closeDatabase(db);
  }
  const worstP99 = Math.max(...worst);
  console.log(`  worst p99 at ${RATE} req/s: ${Number.isFinite(worstP99) ? ms(worstP99) : 'a query fell behind'} (goal ≤ 20 ms)`);
  console.log(`  (n) = statements a search ran; ${RATE} requests/s for ${SECONDS} s per line after ${WARMUP} s unmeasured; latency from when each request was due; medians of ${ROUNDS}`);
}

await onEachDatabase('search', bench);
