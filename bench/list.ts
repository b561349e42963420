// The account lists at 100k exhibiting companies: the first, middle and last page and two searches,
// through the service the API runs (count, page ids from the nearer end, then the rows), beside the
// naive single query on the bare driver in the same run (the baseline), on SQLite and PostgreSQL.
import { sql } from 'kysely';
import { createDatabase } from '../server/db/database';
import { loadConfig } from '../server/config';
import { migrateToLatest } from '../server/db/migrate';
import type { Db } from '../server/db/schema';
import { wordsOf } from '../server/modules/accounts/search-terms-repository';
import { listAccounts } from '../server/modules/accounts/service';
import { companyRepository } from '../server/modules/companies/repository';
import { PAGE_SIZE, ROLES } from '../src/api/contract';
import { onEachDatabase, ROUNDS, type Target, timeIt } from './database-targets';

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100_000);
const BATCH = 500;
const CATEGORIES = ['Lighting', 'Printed banners', 'Furniture', 'Audio visual', 'Flooring', 'Catering', 'Signage', 'Software'];

async function fill(db: Db) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < ACCOUNTS; from += BATCH) {
      const numbers = Array.from({ length: Math.min(BATCH, ACCOUNTS - from) }, (_, index) => from + index);
      const users = await trx
        .insertInto('users')
        .values(numbers.map((n) => ({ firstname: `Contact${n}`, lastname: `Person${n % 977}`, email: `contact${n}@company${n}.example`, email_lower: `contact${n}@company${n}.example`, password_hash: 'x', role: ROLES.exhibitor, status: 'Active' as const, created_at: now, updated_at: now })))
        .returning('id')
        .execute();
      const companies = numbers.map((n, index) => ({
        user_id: users[index]!.id,
        company_name: `Company ${n} Displays`,
        product_category: CATEGORIES[n % CATEGORIES.length]!,
        booth_size: '3x3',
        contact_person: `Contact${n} Person${n % 977}`,
        created_at: now,
      }));
      await trx.insertInto('exhibiting_companies').values(companies).execute();
      const terms = companies.flatMap((company, index) =>
        wordsOf([`Contact${numbers[index]}`, `Person${numbers[index]! % 977}`, `contact${numbers[index]}@company${numbers[index]}.example`, company.company_name, company.product_category]).map((term) => ({ term, user_id: company.user_id })),
      );
      await trx.insertInto('user_search_terms').values(terms).execute();
    }
  });
}

/** The page as a hand-written query would fetch it: one join, newest first, OFFSET. */
const NAIVE_PAGE = `select c.id, c.company_name, c.product_category, c.booth_size, c.contact_person, c.created_at,
  u.id as user_id, u.firstname, u.lastname, u.email, u.phone, u.role, u.status, u.created_at as user_created_at
  from exhibiting_companies c join users u on u.id = c.user_id order by c.id desc limit 8 offset $1`;
const NAIVE_COUNT = 'select count(*) from exhibiting_companies';

async function bench(target: Target) {
  const config = loadConfig({ ...target.env, LOG_LEVEL: 'warn' });
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const filling = performance.now();
  await fill(db);
  if (config.database.kind === 'postgres') await sql`analyze`.execute(db);
  const postgres = config.database.kind === 'postgres';
  const naivePage = postgres ? NAIVE_PAGE : NAIVE_PAGE.replace('$1', '?');
  console.log(`\n${target.name}: ${ACCOUNTS.toLocaleString('en')} exhibiting companies, filled in ${((performance.now() - filling) / 1000).toFixed(1)} s; median of ${ROUNDS} rounds`);

  const list = (query: Parameters<typeof listAccounts>[2]) => listAccounts(db, companyRepository, query);
  const lastPage = Math.ceil(ACCOUNTS / PAGE_SIZE);
  const pages = { first: 1, middle: Math.ceil(lastPage / 2), last: lastPage };
  console.log('  page      naive query (baseline)   service (count + page)   ratio');
  for (const [label, page] of Object.entries(pages)) {
    const naive = await timeIt(async () => {
      await target.raw(NAIVE_COUNT, []);
      return target.raw(naivePage, [(page - 1) * PAGE_SIZE]);
    });
    const ours = await timeIt(async () => (await list({ page, limit: PAGE_SIZE, search: undefined })).rows.length);
    if (naive.rows !== ours.rows) throw new Error(`Row counts differ on the ${label} page: ${naive.rows} and ${ours.rows}`);
    console.log(`  ${label.padEnd(8)}  ${naive.ms.toFixed(2).padStart(10)} ms             ${ours.ms.toFixed(2).padStart(10)} ms           ${(ours.ms / naive.ms).toFixed(2)}×`);
  }

  console.log('  search (first page, with its total)');
  for (const search of ['company 4242', 'signage']) {
    const result = await list({ page: 1, limit: PAGE_SIZE, search });
    const found = await timeIt(async () => (await list({ page: 1, limit: PAGE_SIZE, search })).rows.length);
    console.log(`    "${search}": ${result.totalItems.toLocaleString('en')} matches, ${found.ms.toFixed(2)} ms`);
  }
  const first = await timeIt(async () => (await list({ page: 1, limit: PAGE_SIZE, search: undefined })).rows.length);
  const last = await timeIt(async () => (await list({ page: lastPage, limit: PAGE_SIZE, search: undefined })).rows.length);
  console.log(`  last page ÷ first page: ${(last.ms / first.ms).toFixed(2)}×`);
  await db.destroy();
}

await onEachDatabase('list', bench);
