// The planner of overdue approval stage reminders, which every app process runs each round of
// scheduled work (JOB_INTERVAL_SECONDS): an event with 1,000 exhibitors × 10 requirements on a
// three-stage flow (Content, any → Venue safety, all → Printer, named), every file submitted ten
// days ago and most stages past their three days: some versions waiting at each stage, some
// approved, some sent back, some companies with nothing yet. Rows are inserted directly (no files).
// Timed: the first plan (it makes a job per overdue stage opening), then the steady state (every
// reminder made already, as in each round after), and the deadline reminders' planner beside it;
// the baseline is the SQL the steady-state plan runs, caught once and replayed one statement after
// another on the bare driver, in the same run.
import { sql } from 'kysely';
import type { Db } from '../server/db/schema';
import { replaceFlow } from '../server/modules/approval-flows/repository';
import type { ResolvedStage } from '../server/modules/guests/invite';
import { planDeadlineReminders } from '../server/modules/matrix/reminders';
import { planStageReminders } from '../server/modules/reviews/stage-reminders';
import { ROLES } from '../src/api/contract';
import { benchRequirementRow, benchVersionRow } from './artwork-rows';
import { captureStatements, timeStatements } from './captured-sql';
import { onEachDatabase, ROUNDS, type Target, timeIt } from './database-targets';
import { closeDatabase, filledDatabase } from './list-fill';

const EXHIBITORS = Number(process.env.EXHIBITORS ?? 1000);
const REQUIREMENTS = 10;
const BATCH = 500;
const DAY = 86_400_000;
const JWT_SECRET = 'bench-stage-reminders-secret-0123456789abcdef';

/** Where one company's file stands: not yet sent, waiting at a stage, approved, or sent back at Venue safety. */
type Story = 'nothing' | 'at-content' | 'at-safety' | 'at-printer' | 'approved' | 'sent-back';
const STORIES: [Story, number][] = [
  ['nothing', 0.15],
  ['at-content', 0.25],
  ['at-safety', 0.2],
  ['at-printer', 0.1],
  ['approved', 0.2],
  ['sent-back', 0.1],
];
const STAGES = ['Content', 'Venue safety', 'Printer'];

async function staffOf(db: Db, label: string, count: number): Promise<number[]> {
  const at = '2026-01-01T00:00:00.000Z';
  const rows = await db
    .insertInto('users')
    .values(Array.from({ length: count }, (_, index) => ({ firstname: 'Reviewer', lastname: `${label} ${index + 1}`, email: `${label}${index + 1}@example.com`, email_lower: `${label}${index + 1}@example.com`, password_hash: 'x', role: ROLES.admin, status: 'Active' as const, created_at: at, updated_at: at })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

async function fillFlowReview(db: Db, eventId: number, adminId: number) {
  let seed = 11;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const now = Date.now();
  const iso = (at: number) => new Date(at).toISOString();
  const [content, safety, printer] = [await staffOf(db, 'content', 2), await staffOf(db, 'safety', 2), await staffOf(db, 'printer', 1)];
  const staff = (ids: number[]) => ids.map((userId) => ({ kind: 'staff' as const, userId }));
  const stages: ResolvedStage[] = [
    { name: STAGES[0]!, rule: 'any', reviewers: staff(content!), deciderId: null, days: 3, skipUnchanged: false },
    { name: STAGES[1]!, rule: 'all', reviewers: staff(safety!), deciderId: null, days: 3, skipUnchanged: false },
    { name: STAGES[2]!, rule: 'named', reviewers: staff([...printer!, adminId]), deciderId: printer![0]!, days: 3, skipUnchanged: false },
  ];
  await replaceFlow(db, eventId, null, stages, adminId);

  const requirements = Array.from({ length: REQUIREMENTS }, (_, index) => benchRequirementRow(eventId, index, now, { required: 1, deadline: iso(now + 20 * DAY), applies_to: 'all', created_by: adminId }));
  const made = await db.insertInto('artwork_requirements').values(requirements).returning('id').execute();
  const companies = (await db.selectFrom('event_exhibitors').select('company_id').where('event_id', '=', eventId).orderBy('company_id').execute()).map((row) => row.company_id);
  const pairs: { requirement_id: number; company_id: number; story: Story }[] = [];
  const stories: Record<string, number> = {};
  for (const requirement of made) {
    for (const company of companies) {
      let draw = random();
      const story = STORIES.find(([, share]) => (draw -= share) < 0)?.[0] ?? 'nothing';
      stories[story] = (stories[story] ?? 0) + 1;
      if (story !== 'nothing') pairs.push({ requirement_id: requirement.id, company_id: company, story });
    }
  }
  // Decided a day apart: Content on day 1, Venue safety on day 2, Printer on day 3 after submission.
  const submitted = now - 10 * DAY;
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < pairs.length; from += BATCH) {
      const batch = pairs.slice(from, from + BATCH);
      const ids = await trx
        .insertInto('artwork_versions')
        .values(
          batch.map((pair, index) =>
            benchVersionRow(from + index, '{"outcome":"passed","findings":[],"facts":{}}', {
              requirement_id: pair.requirement_id,
              company_id: pair.company_id,
              version: 1,
              created_at: iso(submitted),
              submitted_at: iso(submitted),
            }),
          ),
        )
        .returning(['id', 'sha256'])
        .execute();
      const reviews = batch.flatMap((pair, index) => {
        const version = ids[index]!;
        const decision = (stage: number, reviewerId: number, settles: boolean, outcome: 'approved' | 'changes_requested' = 'approved') => ({
          version_id: version.id,
          requirement_id: pair.requirement_id,
          company_id: pair.company_id,
          decision: outcome,
          comment: null,
          reasons: '',
          reviewer_id: reviewerId,
          created_at: iso(submitted + (stage + 1) * DAY),
          sha256: version.sha256,
          stage,
          stage_name: STAGES[stage]!,
          settles: settles ? 1 : 0,
        });
        const throughContent = [decision(0, content![0]!, false)];
        const throughSafety = [...throughContent, decision(1, safety![0]!, false), decision(1, safety![1]!, false)];
        if (pair.story === 'at-content') return [];
        if (pair.story === 'at-safety') return throughContent;
        if (pair.story === 'at-printer') return throughSafety;
        if (pair.story === 'approved') return [...throughSafety, decision(2, printer![0]!, true)];
        if (pair.story === 'sent-back') return [...throughContent, decision(1, safety![0]!, true, 'changes_requested')];
        return [];
      });
      if (reviews.length > 0) await trx.insertInto('artwork_reviews').values(reviews).execute();
    }
  });
  return { stories, versions: pairs.length };
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(11);

async function bench(target: Target) {
  const filling = performance.now();
  const { config, db, postgres, admin } = await filledDatabase(target, EXHIBITORS, JWT_SECRET);
  const eventId = 1;
  const made = await fillFlowReview(db, eventId, admin.id);
  if (postgres) await sql`analyze`.execute(db);
  const mix = Object.entries(made.stories).map(([story, count]) => `${story} ${count}`).join(', ');
  console.log(`\n${target.name}: ${EXHIBITORS.toLocaleString('en')} exhibitors × ${REQUIREMENTS} requirements on a 3-stage flow, ${made.versions.toLocaleString('en')} versions; filled in ${((performance.now() - filling) / 1000).toFixed(1)} s\n  pairs: ${mix}`);

  const now = new Date();
  const started = performance.now();
  const jobs = await planStageReminders(db, now);
  const firstPlan = performance.now() - started;
  const { result, statements } = await captureStatements(config.database, (on) => planStageReminders(on, now));
  if (result !== 0) throw new Error(`The second plan made ${result} jobs`);
  console.log(`  first plan: ${jobs} reminder jobs made in ${firstPlan.toFixed(0)} ms; the steady state runs ${statements.length} statements`);

  const raw = await timeStatements(target, statements);
  const steady = await timeIt(() => planStageReminders(db, now));
  const deadlines = await timeIt(() => planDeadlineReminders(db, now));
  console.log(`  median of ${ROUNDS}                                       time        ÷ raw SQL`);
  console.log(`  raw SQL on the driver, one statement after another ${ms(raw.ms)}    1.00× (baseline)`);
  console.log(`  planStageReminders, every reminder made already    ${ms(steady.ms)}    ${(steady.ms / raw.ms).toFixed(2)}×`);
  console.log(`  planDeadlineReminders (its neighbour each round)   ${ms(deadlines.ms)}    ${(deadlines.ms / raw.ms).toFixed(2)}×`);
  await closeDatabase(db);
}

await onEachDatabase('stage-reminders', bench);
