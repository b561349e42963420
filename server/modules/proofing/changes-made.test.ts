import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANNOTATION_CONTEXT, type ArtworkVersion, DIFFERENCE_TEXTS, MEDIA_FRAGMENTS, type Requirement, REVIEW_TEXTS } from '../../../src/api/contract';
import { type Cast, castOf } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { describeOnEachDatabase } from '../../test/harness';
import { partsOf } from '../../test/mail-parts';
import { uploadWhole } from '../../test/tus-client';
import { PREFLIGHT_CHECK } from '../uploads/check-repository';
import { fractionOf, POSTER, poster } from './difference-fixtures';
import { differenceJobKey, queueDifference } from './difference-job';
import { translatorFor } from '../../../src/api/contract/i18n/translate';

const en = translatorFor('en');

const run = promisify(execFile);
/** Runs of white space as one space, as a reader takes wrapped lines. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A pin on the logo (which v2 moves 10 mm right) and one on the sky far from it (which v2 leaves). */
const ON_LOGO = { xMm: 55, yMm: 65, text: 'Move the logo 10 mm right.' };
const ELSEWHERE = { xMm: 250, yMm: 30, text: 'Make the headline larger.' };

describeOnEachDatabase(
  'which carried notes a decided version changed, in its email and its proof report',
  (ctx) => {
    let cast: Cast;
    let eventId: number;
    let dir: string;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'changes-made-'));
      cast = await castOf(ctx);
      eventId = (await eventWithExhibitors(ctx, cast)).id;
      // No rounds of their own: each test runs the due jobs when it means the difference to be found.
      await ctx.app.jobs.stop();
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    const freshRequirement = (name: string): Promise<Requirement> => createRequirement(ctx, cast.organiser.token, eventId, { name, ...POSTER, minDpi: null });
    const submitted = async (requirement: Requirement, bytes: Buffer, name: string) => {
      const version = (await uploadWhole(ctx, cast.company.token, requirement.id, name, bytes)).json<ArtworkVersion>();
      await ctx.app.jobs.runDue(new Date(), [PREFLIGHT_CHECK]);
      const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: cast.company.token, body: { acknowledgeWarnings: true } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ArtworkVersion>();
    };
    const pin = async (versionId: number, note: typeof ON_LOGO) => {
      const spot = fractionOf(note.xMm, note.yMm);
      const selector = { type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value: `xywh=percent:${spot.x * 100},${spot.y * 100},0,0` };
      const body = { type: 'TextualBody', value: note.text, format: 'text/plain' };
      const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${versionId}/annotation`, token: cast.organiser.token, body: { '@context': ANNOTATION_CONTEXT, type: 'Annotation', body, target: { selector } } });
      expect(response.statusCode, response.body).toBe(201);
      return Number(response.json<{ id: string }>().id.split('/').at(-1));
    };
    /** Decides on a version and sends the email queued with it: its text part. */
    const decide = async (versionId: number, decision: 'approved' | 'changes_requested') => {
      const body = decision === 'approved' ? { decision } : { decision, comment: 'See the notes.', reasons: ['branding'] };
      const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${versionId}/review`, token: cast.organiser.token, body });
      expect(response.statusCode, response.body).toBe(201);
      await ctx.app.jobs.runDue(new Date());
      // The company's deadline reminders go out in the same rounds: the decision's email is the one that names it.
      for (;;) {
        const mail = await ctx.smtp.next(cast.company.email);
        if (mail.source.includes(REVIEW_TEXTS.decisions[decision])) return partsOf(mail);
      }
    };
    /** The version's proof report as pdftotext reads it back. */
    const reportText = async (versionId: number) => {
      const response = await ctx.request({ url: `/api/artwork/version/${versionId}/proof-report.pdf`, token: cast.company.token });
      expect(response.statusCode, response.body).toBe(200);
      const file = join(dir, `v${versionId}.pdf`);
      await writeFile(file, response.rawPayload);
      return flat((await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
    };
    /** v1 with the two pins, changes requested on it. */
    const requested = async (name: string) => {
      const requirement = await freshRequirement(name);
      const v1 = await submitted(requirement, await poster(), 'v1.png');
      const onLogo = await pin(v1.id, ON_LOGO);
      await pin(v1.id, ELSEWHERE);
      const first = await decide(v1.id, 'changes_requested');
      return { requirement, v1, first, onLogo };
    };

    it('says which requested change v2 made, and where, and which it left unchanged', async () => {
      const { requirement, onLogo } = await requested('Logo moved');
      const v2 = await submitted(requirement, await poster({ logoMm: { x: 50, y: 50 } }), 'v2.png');
      // The tiles of both versions, then the difference of v2.
      await ctx.app.jobs.runDue(new Date());
      await ctx.app.jobs.runDue(new Date());
      const difference = await ctx.request({ url: `/api/artwork/version/${v2.id}/difference`, token: cast.organiser.token });
      expect(difference.json<{ status: string; pages: { regions: unknown[] }[] }>().pages.flatMap((page) => page.regions)).toHaveLength(1);

      // The reviewer resolves the note changed here after a look: it is still listed with what was done.
      const resolved = await ctx.request({ method: 'POST', url: `/api/artwork/version/${v2.id}/annotation/${onLogo}/resolve`, token: cast.organiser.token });
      expect(resolved.statusCode, resolved.body).toBe(200);
      const { text, html } = await decide(v2.id, 'approved');
      const changed = `${en(DIFFERENCE_TEXTS.carriedNote, { number: 1, text: ON_LOGO.text })}\n${en(DIFFERENCE_TEXTS.changedAt, { regions: en(DIFFERENCE_TEXTS.regionAt, { number: 1, page: 1 }) })}`;
      const unchanged = `${en(DIFFERENCE_TEXTS.carriedNote, { number: 2, text: ELSEWHERE.text })}\n${DIFFERENCE_TEXTS.unchangedHere}`;
      expect(text).toContain(`${en(DIFFERENCE_TEXTS.carriedHeading, { base: 1, version: 2, count: 2 })}\n\n${changed}\n\n${unchanged}`);
      expect(html).toContain(en(DIFFERENCE_TEXTS.changedAt, { regions: en(DIFFERENCE_TEXTS.regionAt, { number: 1, page: 1 }) }));

      const report = await reportText(v2.id);
      expect(report).toContain(flat(`${DIFFERENCE_TEXTS.carriedTitle} ${en(DIFFERENCE_TEXTS.carriedHeading, { base: 1, version: 2, count: 2 })} ${changed} ${unchanged}`));
    });

    it('says a first version has nothing to compare with, in its email and its report', async () => {
      const { v1, first } = await requested('First version');
      expect(first.text).toContain(DIFFERENCE_TEXTS.firstVersion);
      expect(first.text).not.toContain(DIFFERENCE_TEXTS.changedHere);
      expect(first.text).not.toContain(DIFFERENCE_TEXTS.unchangedHere);
      const report = await reportText(v1.id);
      expect(report).toContain(flat(`${DIFFERENCE_TEXTS.carriedTitle} ${DIFFERENCE_TEXTS.firstVersion}`));
      expect(report).not.toContain(DIFFERENCE_TEXTS.unchangedHere);
    });

    it('says plainly that it is not known while the difference is not found yet, and lists the notes once it is', async () => {
      const { requirement } = await requested('Not found yet');
      const v2 = await submitted(requirement, await poster({ logoMm: { x: 50, y: 50 } }), 'v2.png');
      // Decided before any tile or difference is made.
      const { text } = await decide(v2.id, 'changes_requested');
      expect(text).toContain(en(DIFFERENCE_TEXTS.carriedPending, { base: 1 }));
      expect(text).not.toContain(DIFFERENCE_TEXTS.changedHere);
      expect(text).not.toContain(DIFFERENCE_TEXTS.unchangedHere);
      // The report is made when asked for: by then the difference is found, and it says so.
      await ctx.app.jobs.runDue(new Date());
      await ctx.app.jobs.runDue(new Date());
      const report = await reportText(v2.id);
      expect(report).toContain(flat(`${en(DIFFERENCE_TEXTS.carriedNote, { number: 2, text: ELSEWHERE.text })} ${DIFFERENCE_TEXTS.unchangedHere}`));
    });

    it('says plainly that it is not known when the difference could not be found', async () => {
      const { requirement } = await requested('Not found');
      const v2 = await submitted(requirement, await poster({ logoMm: { x: 50, y: 50 } }), 'v2.png');
      // Its difference job ran out of attempts, as the runner leaves one that failed for good.
      await queueDifference(ctx.db, v2.id);
      await ctx.db.updateTable('jobs').set({ status: 'failed' }).where('key', '=', differenceJobKey(v2.id)).execute();
      const { text } = await decide(v2.id, 'changes_requested');
      expect(text).toContain(en(DIFFERENCE_TEXTS.carriedFailed, { base: 1 }));
      const report = await reportText(v2.id);
      expect(report).toContain(flat(en(DIFFERENCE_TEXTS.carriedFailed, { base: 1 })));
    });
  },
  { smtp: true },
);
