// Two lists at 1M rows under a fixed arrival rate: GET /api/exhibiting-companies among ROWS
// exhibiting companies, and GET /api/event/{id}/exhibitors of one event while event_exhibitors
// holds ROWS links (2,000 per event). The app listens in a child process of its own; this process
// sends RATE requests a second on a fixed schedule (open loop) for the first, middle and last page
// and reports p50/p99. The baseline, timed in the same run: the very statements the service runs
// for that page (caught through a logging connection), replayed one after another on the bare
// driver (better-sqlite3 / pg). On SQLite and, when TEST_DATABASE_URL is set, PostgreSQL.
import { listAccounts } from '../server/modules/accounts/service';
import { companyRepository } from '../server/modules/companies/repository';
import { actorOf } from '../server/modules/events/actor';
import { listExhibitors } from '../server/modules/events/exhibitors';
import { PAGE_SIZE } from '../src/api/contract';
import { type AppProcess, atRate, cpuPerRequest, fixedRate, type LoadResult, medianGet, ms, startAppProcess } from './app-process';
import { captureStatements, replay } from './captured-sql';
import { onEachDatabase, ROUNDS, type Target, timeIt } from './database-targets';
import { checkTerms, closeDatabase, eventCount, filledDatabase, PER_EVENT } from './list-fill';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const RATE = Number(process.env.RATE ?? 2000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 2);
/** Requests, one after another, over which the app's CPU time per request is taken. */
const CPU_REQUESTS = Number(process.env.CPU_REQUESTS ?? 2000);
/** Requests sent first, not counted: the CPU a request is then that of a warm process (a few thousand answers in, V8 has compiled what the request runs), not of its first answers. */
const CPU_WARMUP = Number(process.env.CPU_WARMUP ?? 5000);
/** Which lists to load: `companies`, `exhibitors` (both by default). */
const LISTS = new Set((process.env.LISTS ?? 'companies,exhibitors').split(','));

/** The app's CPU time a request over CPU_REQUESTS GETs, after CPU_WARMUP unmeasured. */
async function warmCpu(app: Parameters<typeof cpuPerRequest>[0], url: string, token: string | undefined) {
  if (CPU_WARMUP > 0) await cpuPerRequest(app, url, token, CPU_WARMUP);
  return cpuPerRequest(app, url, token, CPU_REQUESTS);
}
const JWT_SECRET = 'bench-list-load-secret-0123456789abcdefghij';

interface PageFigures {
  label: string;
  raw: number;
  service: number;
  endpoint: number;
  /** The app's CPU time per request, one at a time. */
  cpu: number;
  load: LoadResult;
}


function printPages(title: string, pages: PageFigures[]) {
  console.log(`  ${title}`);
  console.log(`    page     raw SQL (baseline)   service      endpoint alone   ÷ raw   app CPU a request   ÷ raw   at ${RATE} req/s: p50 / p90 / p99 / max`);
  for (const page of pages) {
    console.log(
      `    ${page.label.padEnd(7)}  ${ms(page.raw).padStart(12)}       ${ms(page.service).padStart(10)}   ${ms(page.endpoint).padStart(10)}   ${(page.endpoint / page.raw).toFixed(2).padStart(6)}×   ${ms(page.cpu).padStart(10)}        ${(page.cpu / page.raw).toFixed(2).padStart(6)}×   ${atRate(page.load)}`,
    );
  }
  const [first, , last] = pages.map((page) => page.load);
  const underLoad = first!.fellBehindAfter === undefined && last!.fellBehindAfter === undefined ? `p99 ${(last!.p99 / first!.p99).toFixed(2)}×, p50 ${(last!.p50 / first!.p50).toFixed(2)}×` : `most answers/s ${(last!.answeredRate / first!.answeredRate).toFixed(2)}× the first's`;
  console.log(`    last ÷ first page: at the fixed rate ${underLoad}; alone ${(pages[2]!.endpoint / pages[0]!.endpoint).toFixed(2)}×`);
}

async function bench(target: Target) {
  const { config, db, admin, token, seconds: filled } = await filledDatabase(target, ROWS, JWT_SECRET);
  const checked = await checkTerms(db, Math.max(1, Math.floor(ROWS / 1000)));
  const session = { id: admin.id, firstname: admin.firstname, lastname: admin.lastname, email: admin.email, role: admin.role };
  console.log(
    `\n${target.name}: ${ROWS.toLocaleString('en')} exhibiting companies (users, profiles, search terms; terms of ${checked} checked against the app's), ` +
      `${eventCount(ROWS).toLocaleString('en')} events of ${PER_EVENT.toLocaleString('en')} exhibitors; filled in ${filled.toFixed(1)} s`,
  );

  const app = await startAppProcess({ ...target.env, JWT_SECRET });
  try {
    const healthUrl = `${app.origin}/api/health`;
    const healthAlone = await medianGet(healthUrl, undefined, ROUNDS, () => {});
    const healthCpu = await warmCpu(app, healthUrl, undefined);
    const health = await fixedRate(healthUrl, undefined, { rate: RATE, seconds: SECONDS, warmup: WARMUP });
    console.log(`  GET /api/health (the floor: no token, no database) alone ${ms(healthAlone)}, app CPU a request ${ms(healthCpu)}; at ${RATE} req/s: ${atRate(health)}`);

    if (LISTS.has('companies')) await companyList(target, config, db, app, token);
    if (LISTS.has('exhibitors')) await exhibitorList(target, config, db, app, token, session);
  } finally {
    await app.stop();
    await closeDatabase(db);
  }
  console.log(`  ${RATE} requests/s for ${SECONDS} s per line after ${WARMUP} s unmeasured; latency from when each request was due; medians of ${ROUNDS} alone`);
}

type Filled = Awaited<ReturnType<typeof filledDatabase>>;

async function companyList(target: Target, config: Filled['config'], db: Filled['db'], app: AppProcess, token: string) {
  const lastCompanyPage = Math.ceil(ROWS / PAGE_SIZE);
  const companyPages: PageFigures[] = [];
  for (const [label, page] of [['first', 1], ['middle', Math.ceil(lastCompanyPage / 2)], ['last', lastCompanyPage]] as const) {
    const { result, statements } = await captureStatements(config.database, (on) => listAccounts(on, companyRepository, { page, limit: PAGE_SIZE, search: undefined }));
    const raw = await timeIt(() => replay(target, statements));
    const service = await timeIt(async () => (await listAccounts(db, companyRepository, { page, limit: PAGE_SIZE, search: undefined })).rows.length);
    if (raw.rows !== result.rows.length || service.rows !== result.rows.length) throw new Error(`Row counts differ on the ${label} page: ${raw.rows}, ${service.rows}, ${result.rows.length}`);
    const url = `${app.origin}/api/exhibiting-companies?page=${page}&limit=${PAGE_SIZE}`;
    const endpoint = await medianGet(url, token, ROUNDS, (body) => {
      const answer = JSON.parse(body) as { exhibitingCompanies: { id: number }[]; totalItems: number };
      if (answer.totalItems !== ROWS || answer.exhibitingCompanies.length !== result.rows.length) throw new Error(`The ${label} page answered ${answer.exhibitingCompanies.length} of ${answer.totalItems}`);
    });
    const cpu = await warmCpu(app, url, token);
    companyPages.push({ label, raw: raw.ms, service: service.ms, endpoint, cpu, load: await fixedRate(url, token, { rate: RATE, seconds: SECONDS, warmup: WARMUP }) });
  }
  printPages(`GET /api/exhibiting-companies (${PAGE_SIZE} of ${ROWS.toLocaleString('en')}, with the total); raw SQL = count, page ids, rows`, companyPages);
}

async function exhibitorList(target: Target, config: Filled['config'], db: Filled['db'], app: AppProcess, token: string, session: Parameters<typeof actorOf>[1]) {

  const eventId = Math.ceil(eventCount(ROWS) / 2);
  const actor = await actorOf(db, session);
  const exhibitors = await db.selectFrom('event_exhibitors').select((eb) => eb.fn.countAll<number>().as('count')).where('event_id', '=', eventId).executeTakeFirstOrThrow();
  const lastExhibitorPage = Math.ceil(Number(exhibitors.count) / PAGE_SIZE);
  const exhibitorPages: PageFigures[] = [];
  for (const [label, page] of [['first', 1], ['middle', Math.ceil(lastExhibitorPage / 2)], ['last', lastExhibitorPage]] as const) {
    const { result, statements } = await captureStatements(config.database, (on) => listExhibitors(on, actor, eventId, page, PAGE_SIZE));
    const pageStatement = statements.find((statement) => /order by/i.test(statement.sql))!;
    const raw = await timeIt(async () => {
      await replay(target, statements);
      return target.raw(pageStatement.sql, pageStatement.parameters);
    });
    const service = await timeIt(async () => (await listExhibitors(db, actor, eventId, page, PAGE_SIZE)).exhibitors.length);
    const url = `${app.origin}/api/event/${eventId}/exhibitors?page=${page}&limit=${PAGE_SIZE}`;
    const endpoint = await medianGet(url, token, ROUNDS, (body) => {
      const answer = JSON.parse(body) as { exhibitors: unknown[] };
      if (answer.exhibitors.length !== result.exhibitors.length) throw new Error(`The ${label} page of exhibitors answered ${answer.exhibitors.length}`);
    });
    const cpu = await warmCpu(app, url, token);
    exhibitorPages.push({ label, raw: raw.ms, service: service.ms, endpoint, cpu, load: await fixedRate(url, token, { rate: RATE, seconds: SECONDS, warmup: WARMUP }) });
    if (raw.rows !== result.exhibitors.length || service.rows !== result.exhibitors.length) throw new Error(`Row counts differ on the ${label} page of exhibitors`);
    if (label === 'last') console.log(`  plan of an exhibitors page: ${(await target.plan(pageStatement.sql, pageStatement.parameters)).join(' | ')}`);
  }
  printPages(`GET /api/event/${eventId}/exhibitors (${PAGE_SIZE} of ${Number(exhibitors.count).toLocaleString('en')}, event_exhibitors holding ${ROWS.toLocaleString('en')}); raw SQL = event, page, count`, exhibitorPages);
}

await onEachDatabase('list-load', bench);
