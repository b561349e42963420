import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ArtworkReview,
  type ArtworkVersion,
  CHECKSUMS_NAME,
  DECISION_PROOF_TEXTS,
  type Event,
  formatInstant,
  APPROVALS_NAME,
  MANIFEST_NAME,
  proofReportEntryName,
  type Requirement,
  REVIEW_CHECKLIST_MESSAGES,
  REVIEW_MESSAGES,
  type VersionChecklist,
} from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors, submitArtwork } from '../../test/artwork';
import { describeOnEachDatabase } from '../../test/harness';
import { readZip } from '../../test/zip';

const run = promisify(execFile);
const png = (colour: string) => sharp({ create: { width: 1300, height: 881, channels: 3, background: colour } }).png().toBuffer();
/** Runs of white space as one space, as a reader takes wrapped lines. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The printed size the test's 1300 × 881 px images pass at 100 dpi. */
const SIZE = { widthMm: 300, heightMm: 200 };
const BOOTH = 'Booth number B12 visible';
const LOGO = 'Sponsor logo from the sponsor kit';
const CERTIFICATE = 'Flame-retardant material certificate attached';

describeOnEachDatabase('approval checklist and proof of what was approved', (ctx) => {
  let cast: Cast;
  let event: Event;
  let dir: string;

  const base = (versionId: number) => `/api/artwork/version/${versionId}`;
  const checklist = async (who: RoleAccount, versionId: number) => {
    const response = await ctx.request({ url: `${base(versionId)}/checklist`, token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VersionChecklist>();
  };
  const tick = (who: RoleAccount, versionId: number, itemId: number, ticked = true) => ctx.request({ method: 'PUT', url: `${base(versionId)}/checklist/${itemId}`, token: who.token, body: { ticked } });
  const decide = (who: RoleAccount, version: Pick<ArtworkVersion, 'id'>, body: Record<string, unknown>) => ctx.request({ method: 'POST', url: `${base(version.id)}/review`, token: who.token, body });
  const reviewsOf = async (versionId: number) => ctx.db.selectFrom('artwork_reviews').selectAll().where('version_id', '=', versionId).execute();
  const ticksOf = async (versionId: number) => ctx.db.selectFrom('checklist_ticks').selectAll().where('version_id', '=', versionId).orderBy('item_id').orderBy('reviewer_id').execute();
  /** A requirement with the three items: the booth and the logo required, the certificate not. */
  const withChecklist = (name: string) =>
    createRequirement(ctx, cast.organiser.token, event.id, {
      name,
      ...SIZE,
      checklist: [{ text: BOOTH }, { text: LOGO, required: true }, { text: CERTIFICATE, required: false }],
    });
  const itemIds = (requirement: Requirement) => requirement.checklist.map((item) => item.id);

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast, 'Checklist Fair');
    dir = await mkdtemp(join(tmpdir(), 'approval-proof-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  describe('the requirement’s checklist', () => {
    it('is set with the requirement, kept in order, and edited keeping the items sent by id', async () => {
      const requirement = await withChecklist('Back wall');
      expect(requirement.checklist.map(({ text, required }) => ({ text, required }))).toEqual([
        { text: BOOTH, required: true },
        { text: LOGO, required: true },
        { text: CERTIFICATE, required: false },
      ]);
      const [booth, logo] = requirement.checklist;
      const body = { name: 'Back wall', formats: ['png'], widthMm: 3000, heightMm: 2000, maxBytes: 10 * 1024 * 1024, deadline: requirement.deadline };
      const edited = await ctx.request({
        method: 'PUT',
        url: `/api/requirement/${requirement.id}`,
        token: cast.organiser.token,
        body: { ...body, checklist: [{ id: logo!.id, text: 'Sponsor logo from the 2026 kit', required: false }, { id: booth!.id, text: BOOTH }, { text: 'QR code scans' }] },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const after = edited.json<Requirement>().checklist;
      expect(after.map(({ id, text, required }) => [id, text, required])).toEqual([
        [logo!.id, 'Sponsor logo from the 2026 kit', false],
        [booth!.id, BOOTH, true],
        [expect.any(Number), 'QR code scans', true],
      ]);
      // Sent without a checklist, the requirement keeps its own.
      const untouched = await ctx.request({ method: 'PUT', url: `/api/requirement/${requirement.id}`, token: cast.organiser.token, body });
      expect(untouched.json<Requirement>().checklist).toEqual(after);
      // Another requirement's item, or text left empty: refused, and nothing changes.
      const other = await withChecklist('Side wall');
      for (const [checklistBody, message] of [
        [[{ id: other.checklist[0]!.id, text: 'Taken' }], REVIEW_CHECKLIST_MESSAGES.unknownItem],
        [[{ text: '   ' }], REVIEW_CHECKLIST_MESSAGES.textRequired],
      ] as const) {
        const refused = await ctx.request({ method: 'PUT', url: `/api/requirement/${requirement.id}`, token: cast.organiser.token, body: { ...body, name: 'Renamed', checklist: checklistBody } });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.body).toContain(message);
      }
      const listed = (await ctx.request({ url: `/api/event/${event.id}/requirements`, token: cast.organiser.token })).json<{ requirements: Requirement[] }>().requirements;
      expect(listed.find((candidate) => candidate.id === requirement.id)).toMatchObject({ name: 'Back wall', checklist: after });
    });
  });

  describe('ticks before approval', () => {
    it('refuses an approval until the deciding reviewer ticked every required item; ticks are kept per version and reviewer', async () => {
      const requirement = await withChecklist('Hanging sign');
      const [booth, logo, certificate] = itemIds(requirement);
      const version = await submitArtwork(ctx, cast.company, requirement, await png('#2a6'));
      expect((await checklist(cast.organiser, version.id)).items.map((item) => [item.text, item.required, item.ticks])).toEqual([
        [BOOTH, true, []],
        [LOGO, true, []],
        [CERTIFICATE, false, []],
      ]);

      const refused = await decide(cast.organiser, version, { decision: 'approved', sha256: version.sha256 });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(REVIEW_CHECKLIST_MESSAGES.incomplete([BOOTH, LOGO]));
      expect(await reviewsOf(version.id)).toEqual([]);

      // The organiser ticks the booth; the admin, another reviewer, ticks the logo: not the organiser's tick.
      expect((await tick(cast.organiser, version.id, booth!)).statusCode).toBe(200);
      expect((await tick(cast.admin, version.id, logo!)).statusCode).toBe(200);
      const stillShort = await decide(cast.organiser, version, { decision: 'approved', sha256: version.sha256 });
      expect(stillShort.statusCode).toBe(409);
      expect(stillShort.json().message).toBe(REVIEW_CHECKLIST_MESSAGES.incomplete([LOGO]));

      // Ticked twice it stays one tick with its first time; taken back, it is gone.
      const first = (await ticksOf(version.id)).find((row) => row.reviewer_id === cast.organiser.userId)!;
      expect((await tick(cast.organiser, version.id, booth!)).statusCode).toBe(200);
      expect((await ticksOf(version.id)).filter((row) => row.reviewer_id === cast.organiser.userId)).toEqual([first]);
      expect((await tick(cast.organiser, version.id, certificate!)).statusCode).toBe(200);
      expect((await tick(cast.organiser, version.id, certificate!, false)).statusCode).toBe(200);

      // Only the event's reviewers tick, only this requirement's items, only with a yes or no.
      for (const who of [cast.company, cast.user]) expect((await tick(who, version.id, logo!)).statusCode).toBe(403);
      expect((await tick(cast.otherOrganiser, version.id, logo!)).statusCode).toBe(403);
      const foreign = (await withChecklist('Floor sticker')).checklist[0]!.id;
      const notOurs = await tick(cast.organiser, version.id, foreign);
      expect(notOurs.statusCode).toBe(404);
      expect(notOurs.json().message).toBe(REVIEW_CHECKLIST_MESSAGES.itemNotFound);
      const notBoolean = await ctx.request({ method: 'PUT', url: `${base(version.id)}/checklist/${logo}`, token: cast.organiser.token, body: { ticked: 'yes' } });
      expect(notBoolean.statusCode).toBe(400);
      expect(notBoolean.body).toContain(REVIEW_CHECKLIST_MESSAGES.tickedInvalid);

      expect((await tick(cast.organiser, version.id, logo!)).statusCode).toBe(200);
      // Read again, as after a reload: each reviewer's ticks, by name and time.
      const read = await checklist(cast.admin, version.id);
      expect(read.items.map((item) => item.ticks.map((entry) => entry.reviewer).sort())).toEqual([[cast.organiser.name], [cast.admin.name, cast.organiser.name].sort(), []]);
      for (const entry of read.items.flatMap((item) => item.ticks)) expect(Number.isNaN(Date.parse(entry.tickedAt))).toBe(false);

      const approved = await decide(cast.organiser, version, { decision: 'approved', sha256: version.sha256 });
      expect(approved.statusCode, approved.body).toBe(201);
      expect(approved.json<ArtworkReview>()).toMatchObject({ decision: 'approved', sha256: version.sha256 });
      // Decided: the ticks are what they were when it was approved.
      const before = await ticksOf(version.id);
      const late = await tick(cast.organiser, version.id, booth!, false);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(REVIEW_CHECKLIST_MESSAGES.decided);
      expect(await ticksOf(version.id)).toEqual(before);
    });

    it('lets a reviewer request changes without ticking anything', async () => {
      const requirement = await withChecklist('Counter front');
      const version = await submitArtwork(ctx, cast.company, requirement, await png('#36c'));
      const changes = await decide(cast.organiser, version, { decision: 'changes_requested', comment: 'The logo is blurred.', reasons: ['branding'], sha256: version.sha256 });
      expect(changes.statusCode, changes.body).toBe(201);
      expect((await reviewsOf(version.id)).map((row) => [row.decision, row.sha256])).toEqual([['changes_requested', version.sha256]]);
    });
  });

  describe('the bytes decided on', () => {
    it('refuses a decision whose hash is not the stored file’s, and one on a stored file that changed', async () => {
      const requirement = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Banner', ...SIZE });
      const version = await submitArtwork(ctx, cast.company, requirement, await png('#c63'));
      const other = createHash('sha256').update('other bytes').digest('hex');
      for (const decision of [{ decision: 'approved' }, { decision: 'changes_requested', comment: 'Darker.', reasons: ['colour'] }]) {
        const refused = await decide(cast.organiser, version, { ...decision, sha256: other });
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json().message).toBe(REVIEW_CHECKLIST_MESSAGES.hashMismatch);
      }
      const malformed = await decide(cast.organiser, version, { decision: 'approved', sha256: 'abc' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).toContain(REVIEW_CHECKLIST_MESSAGES.sha256Invalid);
      expect(await reviewsOf(version.id)).toEqual([]);

      // The stored bytes replaced behind the version's back: nothing can be decided on them.
      const row = await ctx.db.selectFrom('artwork_versions').select('storage_key').where('id', '=', version.id).executeTakeFirstOrThrow();
      const swapped = join(dir, 'swapped.png');
      await writeFile(swapped, await png('#000'));
      await ctx.app.storage.adopt(swapped, 'artwork', { key: row.storage_key });
      const changed = await decide(cast.organiser, version, { decision: 'approved', sha256: version.sha256 });
      expect(changed.statusCode, changed.body).toBe(409);
      expect(changed.json().message).toBe(REVIEW_CHECKLIST_MESSAGES.fileChanged);
      expect(await reviewsOf(version.id)).toEqual([]);
      // The stored file gone altogether: the same refusal, never a 500.
      await ctx.app.storage.remove(row.storage_key);
      const missing = await decide(cast.organiser, version, { decision: 'approved', sha256: version.sha256 });
      expect(missing.statusCode, missing.body).toBe(409);
      expect(missing.json().message).toBe(REVIEW_CHECKLIST_MESSAGES.fileChanged);
      expect(await reviewsOf(version.id)).toEqual([]);
      // A version the screen did not show: 404 as before, whatever the hash.
      expect((await decide(cast.organiser, { id: 999_999 }, { decision: 'approved', sha256: version.sha256 })).json().message).toBe(REVIEW_MESSAGES.notSubmitted);
    });

    it('puts each decision’s reviewer, time, decision, hash and ticks in the proof report, and the approved hash in the printer’s ZIP', async () => {
      const proofEvent = await eventWithExhibitors(ctx, cast, 'Proof Fair');
      const requirement = await createRequirement(ctx, cast.organiser.token, proofEvent.id, { name: 'Poster', ...SIZE, checklist: [{ text: BOOTH }, { text: CERTIFICATE, required: false }] });
      const [booth] = itemIds(requirement);
      const v1 = await submitArtwork(ctx, cast.company, requirement, await png('#a33'));
      expect((await decide(cast.organiser, v1, { decision: 'changes_requested', comment: 'Add the booth number.', reasons: ['other'], sha256: v1.sha256 })).statusCode).toBe(201);
      const v2 = await submitArtwork(ctx, cast.company, requirement, await png('#3a3'));
      expect(v2.sha256).not.toBe(v1.sha256);
      expect((await tick(cast.organiser, v2.id, booth!)).statusCode).toBe(200);
      const approval = await decide(cast.organiser, v2, { decision: 'approved', sha256: v2.sha256 });
      expect(approval.statusCode, approval.body).toBe(201);
      const approved = approval.json<ArtworkReview>();
      const when = (instant: string) => formatInstant(instant, proofEvent.timeZone);
      const [tickRow] = await ticksOf(v2.id);

      const reportText = async (versionId: number, name: string) => {
        const response = await ctx.request({ url: `${base(versionId)}/proof-report.pdf`, token: cast.organiser.token });
        expect(response.statusCode).toBe(200);
        const file = join(dir, `${name}.pdf`);
        await writeFile(file, response.rawPayload);
        return flat((await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
      };
      const v2Text = await reportText(v2.id, 'v2');
      for (const expected of [
        `Approved by ${cast.organiser.name}, ${when(approved.createdAt)}`,
        DECISION_PROOF_TEXTS.fileHash(v2.sha256),
        DECISION_PROOF_TEXTS.ticked(BOOTH, when(tickRow!.ticked_at)),
        DECISION_PROOF_TEXTS.notTicked(CERTIFICATE),
      ]) {
        expect(v2Text).toContain(flat(expected));
      }
      const v1Text = await reportText(v1.id, 'v1');
      expect(v1Text).toContain(DECISION_PROOF_TEXTS.fileHash(v1.sha256));
      expect(v1Text).not.toContain(v2.sha256);

      const zip = await ctx.request({ url: `/api/event/${proofEvent.id}/approved.zip`, token: cast.organiser.token });
      expect(zip.statusCode).toBe(200);
      const entries = await readZip(zip.rawPayload);
      const name = `${cast.company.name.split(' ')[0]}-Co_A1_Poster_v2.png`;
      expect([...entries.keys()].sort()).toEqual([name, proofReportEntryName(name), MANIFEST_NAME, 'missing.csv', CHECKSUMS_NAME, APPROVALS_NAME].sort());
      const [header, row] = entries.get(MANIFEST_NAME)!.toString('utf8').trim().split('\r\n');
      expect(header).toBe('File,Company,Booth,Requirement,Version,SHA-256,Approved by,Approved at,Approval');
      expect(row).toBe(`${name},${cast.company.name.split(' ')[0]} Co,A1,Poster,2,${v2.sha256},${cast.organiser.name},${approved.createdAt},${approved.id}`);
      // Every approval of the file, here the one stage of an event without a flow.
      expect(entries.get(APPROVALS_NAME)!.toString('utf8').trim().split('\r\n')).toEqual([
        'File,Stage,Approved by,Approved at,With changes,SHA-256,Approval',
        `${name},,${cast.organiser.name},${approved.createdAt},no,${v2.sha256},${approved.id}`,
      ]);
      // The printer's check: every file unpacked, then sha256sum -c against the list.
      const unpacked = await mkdtemp(join(dir, 'zip-'));
      for (const [entry, bytes] of entries) await writeFile(join(unpacked, entry), bytes);
      expect(entries.get(CHECKSUMS_NAME)!.toString('utf8')).toBe(`${v2.sha256}  ${name}\n`);
      const checked = await run('sha256sum', ['-c', CHECKSUMS_NAME], { cwd: unpacked });
      expect(checked.stdout).toBe(`${name}: OK\n`);
      // A file altered after the approval fails the printer's check.
      await writeFile(join(unpacked, name), await png('#000'));
      await expect(run('sha256sum', ['-c', CHECKSUMS_NAME], { cwd: unpacked })).rejects.toMatchObject({ stdout: `${name}: FAILED\n` });
    });
  });
});
