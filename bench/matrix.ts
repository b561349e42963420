// The completeness matrix of an event with 2,000 exhibitors × 10 requirements (eight for all, two
// for chosen companies), with a mix of versions and decisions as an event has them a week before
// its deadlines: nothing yet, drafts, submitted, approved, sent back and resubmitted, late, and
// extended. Rows are inserted directly (no files). Timed: the service (matrixPage for the screen's
// first page, matrixRows for the CSV) in this process, and GET /api/event/{id}/matrix and
// matrix.csv over a listening app in a child process; the baseline is the SQL the service runs,
// caught once and replayed one statement after another on the bare driver, in the same run. Then
// the same with a three-stage approval flow set for the event, against the figures without.
import { sql } from 'kysely';
import type { Db } from '../server/db/schema';
import { matrixPage, matrixRows } from '../server/modules/matrix/matrix';
import { type Matrix, matrixQuery } from '../src/api/contract';
import { medianGet, startAppProcess } from './app-process';
import { benchRequirementRow, benchVersionRow } from './artwork-rows';
import { captureStatements, timeStatements } from './captured-sql';
import { onEachDatabase, ROUNDS, type Target, timeIt } from './database-targets';
import { closeDatabase, filledDatabase, PER_EVENT } from './list-fill';

const EXHIBITORS = PER_EVENT;
const REQUIREMENTS = 10;
const CHOSEN = 2;
const BATCH = 500;
const DAY = 86_400_000;
const JWT_SECRET = 'bench-matrix-secret-0123456789abcdefghijklmn';

/** Where one company stands on one requirement, drawn once with a fixed seed. */
type Story = 'nothing' | 'draft' | 'submitted' | 'approved' | 'resubmitted' | 'approved-v2' | 'changes-requested';
const STORIES: [Story, number][] = [
  ['nothing', 0.15],
  ['draft', 0.05],
  ['submitted', 0.2],
  ['approved', 0.3],
  ['changes-requested', 0.1],
  ['resubmitted', 0.1],
  ['approved-v2', 0.1],
];

/** A report as the preflight writes one for a PNG that passed, with a finding for the record. */
const PREFLIGHT = JSON.stringify({
  outcome: 'passed',
  findings: [
    { code: 'format', severity: 'info', message: 'PNG image, 11811 × 7874 px, RGB without transparency.' },
    { code: 'resolution', severity: 'info', message: 'Prints at 100 dpi at 3010 × 2010 mm with bleed: the requirement asks for at least 100 dpi.' },
  ],
  facts: { widthPx: 11811, heightPx: 7874, effectiveDpi: 100, colourSpace: 'RGB', hasAlpha: false },
});

async function fillArtwork(db: Db, eventId: number, reviewerId: number) {
  let seed = 7;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const now = Date.now();
  const iso = (at: number) => new Date(at).toISOString();
  const requirements = Array.from({ length: REQUIREMENTS }, (_, index) =>
    benchRequirementRow(eventId, index, now, {
      required: index < 8 ? 1 : 0,
      // Three deadlines have passed (overdue cells), the rest are one to four weeks away.
      deadline: iso(index < 3 ? now - (index + 1) * 3 * DAY : now + (index - 2) * 4 * DAY),
      applies_to: index >= REQUIREMENTS - CHOSEN ? 'chosen' : 'all',
      created_by: reviewerId,
    }),
  );
  const made = await db.insertInto('artwork_requirements').values(requirements).returning(['id', 'deadline', 'applies_to']).execute();
  const companies = (await db.selectFrom('event_exhibitors').select('company_id').where('event_id', '=', eventId).orderBy('company_id').execute()).map((row) => row.company_id);

  const chosen: { requirement_id: number; company_id: number }[] = [];
  const extensions: { requirement_id: number; company_id: number; deadline: string; granted_by: number; granted_at: string }[] = [];
  type Version = { requirement_id: number; company_id: number; version: number; submitted_at: string | null; review: 'approved' | 'changes_requested' | null };
  const versions: Version[] = [];
  const stories: Record<string, number> = {};
  for (const requirement of made) {
    const deadline = Date.parse(requirement.deadline);
    for (const company of companies) {
      if (requirement.applies_to === 'chosen') {
        if (random() < 0.5) continue;
        chosen.push({ requirement_id: requirement.id, company_id: company });
      }
      if (random() < 0.03) extensions.push({ requirement_id: requirement.id, company_id: company, deadline: iso(deadline + 7 * DAY), granted_by: reviewerId, granted_at: iso(now - DAY) });
      let draw = random();
      const story = STORIES.find(([, share]) => (draw -= share) < 0)?.[0] ?? 'nothing';
      stories[story] = (stories[story] ?? 0) + 1;
      // One in ten submissions came in after the deadline.
      const submittedAt = () => iso(random() < 0.1 ? deadline + DAY : Math.min(now, deadline) - Math.floor(random() * 20) * DAY);
      const add = (version: number, submitted: string | null, review: Version['review']) => versions.push({ requirement_id: requirement.id, company_id: company, version, submitted_at: submitted, review });
      if (story === 'draft') add(1, null, null);
      if (story === 'submitted') add(1, submittedAt(), null);
      if (story === 'approved') add(1, submittedAt(), 'approved');
      if (story === 'changes-requested') add(1, submittedAt(), 'changes_requested');
      if (story === 'resubmitted' || story === 'approved-v2') {
        add(1, submittedAt(), 'changes_requested');
        add(2, submittedAt(), story === 'approved-v2' ? 'approved' : null);
      }
    }
  }
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < chosen.length; from += BATCH) await trx.insertInto('artwork_requirement_companies').values(chosen.slice(from, from + BATCH)).execute();
    for (let from = 0; from < extensions.length; from += BATCH) await trx.insertInto('artwork_extensions').values(extensions.slice(from, from + BATCH)).execute();
    for (let from = 0; from < versions.length; from += BATCH) {
      const batch = versions.slice(from, from + BATCH);
      const ids = await trx
        .insertInto('artwork_versions')
        .values(
          batch.map((version, index) =>
            benchVersionRow(from + index, PREFLIGHT, {
              requirement_id: version.requirement_id,
              company_id: version.company_id,
              version: version.version,
              created_at: version.submitted_at ?? iso(now - DAY),
              submitted_at: version.submitted_at,
            }),
          ),
        )
        .returning('id')
        .execute();
      const reviews = batch.flatMap((version, index) =>
        version.review
          ? [{ version_id: ids[index]!.id, requirement_id: version.requirement_id, company_id: version.company_id, decision: version.review, comment: version.review === 'changes_requested' ? 'Please add bleed.' : null, reasons: version.review === 'changes_requested' ? 'bleed' : '', reviewer_id: reviewerId, created_at: iso(now - DAY) }]
          : [],
      );
      if (reviews.length > 0) await trx.insertInto('artwork_reviews').values(reviews).execute();
    }
  });
  return { stories, versions: versions.length, chosen: chosen.length, extensions: extensions.length };
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);

async function bench(target: Target) {
  const filling = performance.now();
  const { config, db, postgres, admin, token } = await filledDatabase(target, EXHIBITORS, JWT_SECRET);
  const eventId = 1;
  const made = await fillArtwork(db, eventId, admin.id);
  if (postgres) await sql`analyze`.execute(db);
  const mix = Object.entries(made.stories).map(([story, count]) => `${story} ${count}`).join(', ');
  console.log(
    `\n${target.name}: ${EXHIBITORS.toLocaleString('en')} exhibitors × ${REQUIREMENTS} requirements (${CHOSEN} for chosen companies: ${made.chosen} picks), ${made.versions.toLocaleString('en')} versions, ` +
      `${made.extensions} extensions; filled in ${((performance.now() - filling) / 1000).toFixed(1)} s\n  pairs: ${mix}`,
  );

  const query = matrixQuery.parse({});
  const { result, statements } = await captureStatements(config.database, (on) => matrixPage(on, eventId, query));
  const counted = Object.values(result.counts).reduce((sum, count) => sum + count, 0);
  console.log(`  cells by status: ${Object.entries(result.counts).map(([status, count]) => `${status} ${count}`).join(', ')} (${counted} in all); ${statements.length} statements`);

  const raw = await timeStatements(target, statements);
  const page = await timeIt(async () => (await matrixPage(db, eventId, query)).rows.length);
  const rows = await timeIt(async () => (await matrixRows(db, eventId)).rows.length);
  const app = await startAppProcess({ ...target.env, JWT_SECRET });
  try {
    const base = `${app.origin}/api/event/${eventId}`;
    const endpoint = await medianGet(`${base}/matrix`, token, ROUNDS, (body) => {
      const answer = JSON.parse(body) as Matrix;
      if (answer.totalItems !== EXHIBITORS || answer.rows.length !== query.limit) throw new Error(`GET matrix answered ${answer.rows.length} rows of ${answer.totalItems}`);
    });
    const csv = await medianGet(`${base}/matrix.csv`, token, ROUNDS, (body) => {
      const lines = body.trim().split('\r\n').length;
      if (lines !== EXHIBITORS + 1) throw new Error(`GET matrix.csv answered ${lines} lines`);
    });
    console.log(`  median of ${ROUNDS}                                    time        ÷ raw SQL`);
    console.log(`  raw SQL on the driver, one statement after another ${ms(raw.ms)}    1.00× (baseline)`);
    console.log(`  matrixRows (every row, as the CSV reads them)      ${ms(rows.ms)}    ${(rows.ms / raw.ms).toFixed(2)}×`);
    console.log(`  matrixPage (first page of ${query.limit}, with the counts)    ${ms(page.ms)}    ${(page.ms / raw.ms).toFixed(2)}×`);
    console.log(`  GET /api/event/{id}/matrix                         ${ms(endpoint)}    ${(endpoint / raw.ms).toFixed(2)}×`);
    console.log(`  GET /api/event/{id}/matrix.csv                     ${ms(csv)}    ${(csv / raw.ms).toFixed(2)}×`);

    // The same event with a three-stage approval flow: each submitted cell then names its open
    // stage, whom it waits for and its last day, read from the flow and every decision of the event.
    const flow = { stages: ['Content', 'Safety', 'Printer'].map((name) => ({ name, rule: 'any', reviewers: [{ kind: 'staff', userId: admin.id }], days: 3 })) };
    const saved = await fetch(`${base}/approval-flow`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(flow) });
    if (!saved.ok) throw new Error(`PUT approval-flow answered ${saved.status}: ${await saved.text()}`);
    const withStages = (await matrixRows(db, eventId)).rows.flatMap((row) => row.cells).filter((cell) => cell.stage !== null).length;
    const flowRows = await timeIt(async () => (await matrixRows(db, eventId)).rows.length);
    const flowPage = await timeIt(async () => (await matrixPage(db, eventId, query)).rows.length);
    const flowEndpoint = await medianGet(`${base}/matrix`, token, ROUNDS, (body) => {
      const answer = JSON.parse(body) as Matrix;
      if (answer.rows.length !== query.limit) throw new Error(`GET matrix answered ${answer.rows.length} rows`);
    });
    console.log(`  with a 3-stage flow (${withStages.toLocaleString('en')} cells name their stage):`);
    console.log(`  matrixRows                                         ${ms(flowRows.ms)}    ${(flowRows.ms / raw.ms).toFixed(2)}×  (${(flowRows.ms / rows.ms).toFixed(2)}× without)`);
    console.log(`  matrixPage                                         ${ms(flowPage.ms)}    ${(flowPage.ms / raw.ms).toFixed(2)}×  (${(flowPage.ms / page.ms).toFixed(2)}× without)`);
    console.log(`  GET /api/event/{id}/matrix                         ${ms(flowEndpoint)}    ${(flowEndpoint / raw.ms).toFixed(2)}×  (${(flowEndpoint / endpoint).toFixed(2)}× without)`);
  } finally {
    await app.stop();
    await closeDatabase(db);
  }
}

await onEachDatabase('matrix', bench);
