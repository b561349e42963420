import { readFile } from 'node:fs/promises';
import type { KyselyPlugin, OperationNode } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { ARTWORK_MESSAGES, type ArtworkVersion, type PreflightFinding, type Requirement, type VersionCheck } from '../../../src/api/contract';
import { type Cast, castOf } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { describeOnEachDatabase } from '../../test/harness';
import { afterItsCheck, tusClient, uploadWhole } from '../../test/tus-client';
import { faultCorpus, job } from '../preflight/test-fault-corpus';
import { checkJob } from './check-job';
import { PREFLIGHT_CHECK, queueCheck } from './check-repository';

const { files } = faultCorpus();

/** What the job had stored each time it counted a page, read as the page was counted. */
type Snapshot = { state: string; pagesDone: number; pagesTotal: number | null; codes: string[] };

describeOnEachDatabase('the file check as a job: page by page, submitting waits for it, staff run it again', (ctx) => {
  let cast: Cast;
  let catalogue: Requirement;

  beforeAll(async () => {
    cast = await castOf(ctx);
    const event = await eventWithExhibitors(ctx, cast);
    // The fault corpus's job: a CMYK poster of 400 × 300 mm with 3 mm bleed at 150 ppi, three pages.
    catalogue = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Catalogue', formats: ['pdf'], ...job, pagesExpected: 3, maxBytes: 50 * 1024 * 1024 });
  });

  const checkOf = async (id: number, token = cast.company.token) => {
    const response = await ctx.request({ url: `/api/artwork/version/${id}/check`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VersionCheck>();
  };
  const submit = (id: number) => ctx.request({ method: 'POST', url: `/api/artwork/version/${id}/submit`, token: cast.company.token, body: {} });
  const recheck = (id: number, token: string) => ctx.request({ method: 'POST', url: `/api/artwork/version/${id}/recheck`, token });
  const uploaded = async (name: string, file: string) => {
    const response = await uploadWhole(ctx, cast.company.token, catalogue.id, name, await readFile(file));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };

  it('answers the upload at once with the check queued, and refuses to submit until it is done', async () => {
    const tus = tusClient(ctx, cast.company.token);
    const bytes = await readFile(await files.lowPpiOnPage3());
    const created = await tus.create(bytes.length, { requirementId: String(catalogue.id), filename: 'catalogue.pdf' });
    const finished = await tus.patch(created.headers.location as string, 0, bytes);
    expect(finished.statusCode, finished.body).toBe(200);
    const stored = finished.json<ArtworkVersion>();
    // The request did not read the pages: the version answers with its check still to run.
    expect(stored.check).toEqual({ state: 'queued', pagesDone: 0, pagesTotal: null });
    expect(stored.preflight.findings).toEqual([]);
    // The job may have taken it up meanwhile, but not finished it: the bytes had to be stored first.
    const early = await submit(stored.id);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ message: ARTWORK_MESSAGES.checkNotDone });
    expect((await ctx.db.selectFrom('artwork_versions').select('submitted_at').where('id', '=', stored.id).executeTakeFirstOrThrow()).submitted_at).toBeNull();

    const checked = (await afterItsCheck(ctx, cast.company.token, finished)).json<ArtworkVersion>();
    expect(checked.check).toEqual({ state: 'done', pagesDone: 3, pagesTotal: 3 });
    expect(checked.preflight.outcome).toBe('errors');
    expect(checked.preflight.findings.filter((finding) => finding.severity !== 'info').map((finding) => [finding.code, finding.page])).toEqual([['imageppi', 3]]);
    expect(await checkOf(stored.id)).toEqual({ ...checked.check, findings: checked.preflight.findings });
    // Done, the check's errors refuse it as before.
    expect((await submit(stored.id)).json()).toMatchObject({ message: ARTWORK_MESSAGES.submitBlocked });
  });

  it('stores each page’s findings and the count of pages done as each page finishes, then the whole report', async () => {
    const version = await uploaded('catalogue.pdf', await files.lowPpiOnPage3());
    // A run of its own, watched: each page's findings as the job stores them, and the progress
    // each count of a page leaves in the database (its update answers the row it wrote).
    const snapshots: Snapshot[] = [];
    let stored: string[] = [];
    const counting = new Set<unknown>();
    const watch: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        const text = JSON.stringify(node);
        if (node.kind === 'InsertQueryNode' && text.includes('"preflight_check_pages"')) stored = [...stored, ...codesIn(node)];
        if (node.kind === 'UpdateQueryNode' && text.includes('"preflight_checks"') && text.includes('"pages_total"') && !text.includes('"finished_at"')) counting.add(queryId);
        return node;
      },
      transformResult: async ({ queryId, result }) => {
        if (counting.has(queryId)) {
          const row = result.rows[0] as { state: string; pages_done: number; pages_total: number | null };
          snapshots.push({ state: row.state, pagesDone: Number(row.pages_done), pagesTotal: row.pages_total, codes: stored });
        }
        return result;
      },
    };
    const run = await queueCheck(ctx.db, version.id, cast.organiser.userId);
    expect(run).toBe(2);
    const [claimed] = await ctx.db.selectFrom('jobs').selectAll().where('key', '=', `${PREFLIGHT_CHECK}:${version.id}:2`).execute();
    await checkJob(ctx.db.withPlugin(watch), ctx.app.storage)({ versionId: version.id, run }, { now: new Date(), job: claimed!, lastAttempt: false });

    expect(snapshots).toEqual([
      { state: 'checking', pagesDone: 1, pagesTotal: 3, codes: [] },
      { state: 'checking', pagesDone: 2, pagesTotal: 3, codes: [] },
      { state: 'checking', pagesDone: 3, pagesTotal: 3, codes: ['imageppi@3'] },
    ]);
    const check = await ctx.db.selectFrom('preflight_checks').selectAll().where('version_id', '=', version.id).executeTakeFirstOrThrow();
    expect(check).toMatchObject({ run: 2, state: 'done', pages_done: 3, pages_total: 3 });
    // The report holds the pages' findings now: their rows went.
    expect(await ctx.db.selectFrom('preflight_check_pages').select('page').where('version_id', '=', version.id).execute()).toEqual([]);
  });

  it('lets the event’s staff run the check of a submitted version again: the new report replaces the old, audited', async () => {
    // Submitted when the requirement took two pages more than it has… then its rules change.
    const clean = await uploaded('clean.pdf', await files.cleanGhostscriptPages());
    expect(clean.check.state).toBe('done');
    expect(clean.preflight.outcome).toBe('passed');
    expect((await submit(clean.id)).statusCode).toBe(200);
    const changed = await ctx.request({ method: 'PUT', url: `/api/requirement/${catalogue.id}`, token: cast.organiser.token, body: { ...requirementOf(catalogue), pagesExpected: 1 } });
    expect(changed.statusCode, changed.body).toBe(200);

    // The company may not; another organiser's event is not theirs (403, as for every version
    // route), another company's version is not there (404); staff of the event may.
    expect((await recheck(clean.id, cast.company.token)).statusCode).toBe(403);
    expect((await recheck(clean.id, cast.otherCompany.token)).statusCode).toBe(403);
    expect((await recheck(clean.id, cast.otherOrganiser.token)).statusCode).toBe(403);
    expect((await ctx.request({ url: `/api/artwork/version/${clean.id}/check`, token: cast.otherOrganiser.token })).statusCode).toBe(403);
    const notThere = await ctx.request({ url: `/api/artwork/version/${clean.id}/check`, token: cast.otherCompany.token });
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json()).toMatchObject({ message: ARTWORK_MESSAGES.versionNotFound });
    expect(await ctx.db.selectFrom('preflight_checks').select('run').where('version_id', '=', clean.id).executeTakeFirstOrThrow()).toEqual({ run: 1 });

    const started = await recheck(clean.id, cast.organiser.token);
    expect(started.statusCode, started.body).toBe(202);
    // Until the new report is in, reviewers keep reading the old one.
    expect(started.json<VersionCheck>()).toMatchObject({ state: 'queued', pagesDone: 0, pagesTotal: null });
    expect((await recheck(clean.id, cast.owner.token)).json()).toMatchObject({ message: ARTWORK_MESSAGES.checkRunning });
    await ctx.app.jobs.settled(PREFLIGHT_CHECK);

    const after = await checkOf(clean.id, cast.organiser.token);
    expect(after).toMatchObject({ state: 'done', pagesDone: 3, pagesTotal: 3 });
    expect(after.findings.filter((finding) => finding.severity !== 'info').map((finding) => finding.code)).toEqual(['pages']);
    const version = (await ctx.request({ url: `/api/artwork/version/${clean.id}`, token: cast.organiser.token })).json<ArtworkVersion>();
    expect(version.preflight.outcome).not.toBe('passed');
    expect(version.submittedAt).not.toBeNull();
    const trail = await ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'detail']).where('subject_type', '=', 'artwork').where('subject_id', '=', clean.id).orderBy('id').execute();
    expect(trail.filter((entry) => entry.action.startsWith('artwork.recheck'))).toEqual([
      { action: 'artwork.recheck', actor_id: cast.organiser.userId, detail: null },
      { action: 'artwork.recheck-report', actor_id: cast.organiser.userId, detail: `passed → ${version.preflight.outcome}` },
    ]);
  });

  it('refuses to run again a draft’s check, which staff cannot see', async () => {
    const draft = await uploaded('draft.pdf', await files.cleanGhostscriptPages());
    expect((await recheck(draft.id, cast.organiser.token)).statusCode).toBe(404);
    expect(await ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'artwork.recheck').where('subject_id', '=', draft.id).execute()).toEqual([]);
  });
});

/** The codes (at their pages) of the findings a statement writes: the JSON strings among its values. */
function codesIn(node: OperationNode): string[] {
  // Once in the values, once more in the ON CONFLICT update: each string counts once.
  const strings = new Set<string>();
  JSON.stringify(node, (_key, value: unknown) => {
    if (typeof value === 'string' && value.startsWith('[')) strings.add(value);
    return value;
  });
  return [...strings].flatMap((text) => (JSON.parse(text) as PreflightFinding[]).filter((finding) => finding.severity !== 'info').map((finding) => `${finding.code}@${finding.page}`));
}

/** The requirement's body as the editor sends it back. */
function requirementOf({ name, description, required, formats, widthMm, heightMm, bleedMm, minDpi, colourMode, maxBytes, deadline, appliesTo, companyIds, inkLimit, spotColoursAllowed, pagesExpected, viewingDistanceM }: Requirement) {
  return { name, description, required, formats, widthMm, heightMm, bleedMm, minDpi, colourMode, maxBytes, deadline, appliesTo, companyIds, inkLimit, spotColoursAllowed, pagesExpected, viewingDistanceM };
}
