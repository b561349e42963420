// The review page's reads of one version that 20 reviewers have decided on at a stage of its flow
// (every one must approve), against the same reads of a version with one decision, in the same
// database and run: the baseline. The page reads the version, its subject and checklist, then its
// requirement's versions and decisions and its standing in the flow, two batches of three at once,
// as src/machines/review.machine.ts does. Over a listening app in a child process; rows are inserted
// directly (no files).
import type { Db } from '../server/db/schema';
import { ROLES } from '../src/api/contract';
import { startAppProcess } from './app-process';
import { benchRequirementRow, benchVersionRow } from './artwork-rows';
import { onEachDatabase, ROUNDS, type Target } from './database-targets';
import { closeDatabase, filledDatabase, PER_EVENT } from './list-fill';

const REVIEWERS = 20;
const JWT_SECRET = 'bench-review-decisions-secret-0123456789abcd';
const STAGE = 'Sign-off';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);

/** The twenty staff who sign off, admins each (every admin reviews every event). */
async function reviewers(db: Db): Promise<number[]> {
  const rows = Array.from({ length: REVIEWERS }, (_, index) => {
    const email = `bench-reviewer-${index + 1}@example.test`;
    return { firstname: 'Reviewer', lastname: String(index + 1), email, email_lower: email, password_hash: 'x', role: ROLES.admin, status: 'Active' as const, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
  });
  return (await db.insertInto('users').values(rows).returning('id').execute()).map((row) => row.id);
}

async function bench(target: Target) {
  const { db, admin, token } = await filledDatabase(target, PER_EVENT, JWT_SECRET);
  const eventId = 1;
  const now = Date.now();
  const staff = await reviewers(db);
  const requirement = await db
    .insertInto('artwork_requirements')
    .values(benchRequirementRow(eventId, 0, now, { required: 1, deadline: new Date(now + 30 * 86_400_000).toISOString(), applies_to: 'all', created_by: admin.id }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const [first, second] = (await db.selectFrom('event_exhibitors').select('company_id').where('event_id', '=', eventId).orderBy('company_id').limit(2).execute()).map((row) => row.company_id);
  const submitted = new Date(now - 86_400_000).toISOString();
  const versions = await db
    .insertInto('artwork_versions')
    .values([first!, second!].map((company, index) => benchVersionRow(900_000 + index, '{"outcome":"passed","findings":[],"facts":{}}', { requirement_id: requirement.id, company_id: company, version: 1, created_at: submitted, submitted_at: submitted })))
    .returning(['id', 'company_id', 'sha256'])
    .execute();
  const [many, one] = versions as [(typeof versions)[number], (typeof versions)[number]];

  const app = await startAppProcess({ ...target.env, JWT_SECRET });
  try {
    const api = `${app.origin}/api`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const flow = { stages: [{ name: STAGE, rule: 'all', reviewers: staff.map((userId) => ({ kind: 'staff', userId })), days: 5 }] };
    const saved = await fetch(`${api}/event/${eventId}/approval-flow`, { method: 'PUT', headers, body: JSON.stringify(flow) });
    if (!saved.ok) throw new Error(`PUT approval-flow answered ${saved.status}: ${await saved.text()}`);
    // Twenty approvals of one version (the last settles it), one of the other (still waiting for nineteen).
    const decision = (version: typeof many, reviewerId: number, minute: number, settles: number) => ({
      version_id: version.id,
      requirement_id: requirement.id,
      company_id: version.company_id,
      decision: 'approved' as const,
      comment: `Checked by reviewer ${minute + 1}.`,
      reasons: '',
      reviewer_id: reviewerId,
      created_at: new Date(now - 3_600_000 + minute * 60_000).toISOString(),
      sha256: version.sha256,
      stage: 0,
      stage_name: STAGE,
      settles,
    });
    await db.insertInto('artwork_reviews').values(staff.map((reviewerId, index) => decision(many, reviewerId, index, index === REVIEWERS - 1 ? 1 : 0))).execute();
    await db.insertInto('artwork_reviews').values(decision(one, staff[0]!, 0, 0)).execute();

    const read = async (path: string) => {
      const answer = await fetch(`${api}/${path}`, { headers });
      if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
      return answer.json() as Promise<unknown>;
    };
    /** One load of the review page's data, as its machine reads it, and what the standing says of the stage. */
    const load = async (version: typeof many) => {
      await Promise.all([read(`artwork/version/${version.id}`), read(`artwork/version/${version.id}/subject`), read(`artwork/version/${version.id}/checklist`)]);
      const [, reviews, standing] = (await Promise.all([
        read(`requirement/${requirement.id}/versions?companyId=${version.company_id}`),
        read(`requirement/${requirement.id}/reviews?companyId=${version.company_id}`),
        read(`artwork/version/${version.id}/standing`),
      ])) as [unknown, { reviews: unknown[] }, { status: string; stages: { decided: unknown[] }[] }];
      return { reviews: reviews.reviews.length, decided: standing.stages[0]!.decided.length, status: standing.status };
    };
    const timed = async (version: typeof many) => {
      const seen = await load(version);
      const samples: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const began = performance.now();
        await load(version);
        samples.push(performance.now() - began);
      }
      return { ...seen, ms: median(samples) };
    };
    const baseline = await timed(one);
    const twenty = await timed(many);
    if (twenty.decided !== REVIEWERS || twenty.status !== 'approved' || baseline.decided !== 1) throw new Error(`unexpected standing: ${JSON.stringify({ twenty, baseline })}`);
    console.log(`\n${target.name}: ${PER_EVENT.toLocaleString('en')} exhibitors; one stage "${STAGE}", all of ${REVIEWERS} reviewers approve`);
    console.log(`  median of ${ROUNDS} loads (6 GETs, two batches of 3)      time      ÷ baseline`);
    console.log(`  1 decision on the version (baseline)              ${ms(baseline.ms)}    1.00×`);
    console.log(`  ${REVIEWERS} decisions on the version (approved)         ${ms(twenty.ms)}    ${(twenty.ms / baseline.ms).toFixed(2)}×`);
  } finally {
    await app.stop();
    await closeDatabase(db);
  }
}

await onEachDatabase('review decisions', bench);
