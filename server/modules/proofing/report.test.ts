import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANNOTATION_CONTEXT, type Annotation, type ArtworkVersion, MEDIA_FRAGMENTS, PDF_FRAGMENTS, PROOF_REPORT_TEXTS, proofReportEntryName, type Requirement, REVIEW_TEXTS, versionName } from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { describeOnEachDatabase } from '../../test/harness';
import { uploadWhole } from '../../test/tus-client';
import { readZip } from '../../test/zip';
import { flatImage, pdfOfPages } from './test-fixtures';

const run = promisify(execFile);
const newAnnotation = (value: string, text: string) => ({
  '@context': ANNOTATION_CONTEXT,
  type: 'Annotation',
  motivation: 'commenting',
  body: { type: 'TextualBody', value: text, format: 'text/plain' },
  target: { selector: { type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value } },
});
/** Runs of white space as one space, as a reader takes wrapped lines. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describeOnEachDatabase('proof report', (ctx) => {
  let cast: Cast;
  let requirement: Requirement;
  let v1: ArtworkVersion;
  let v2: ArtworkVersion;
  let dir: string;

  const submitted = async (company: RoleAccount, target: Requirement, bytes: Buffer, name = 'poster.png') => {
    const version = (await uploadWhole(ctx, company.token, target.id, name, bytes)).json<ArtworkVersion>();
    const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: company.token, body: { acknowledgeWarnings: true } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };
  const base = (versionId: number) => `/api/artwork/version/${versionId}`;
  const report = (who: RoleAccount, versionId: number) => ctx.request({ url: `${base(versionId)}/proof-report.pdf`, token: who.token });
  const annotate = async (who: RoleAccount, versionId: number, value: string, text: string) => {
    const response = await ctx.request({ method: 'POST', url: `${base(versionId)}/annotation`, token: who.token, body: newAnnotation(value, text) });
    expect(response.statusCode, response.body).toBe(201);
    return Number(response.json<Annotation>().id.split('/').at(-1));
  };
  /** The report's text as pdftotext reads it back. */
  const textOf = async (pdf: Buffer, name: string) => {
    const file = join(dir, `${name}.pdf`);
    await writeFile(file, pdf);
    return flat((await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
  };
  /** How many pixels of page 1 are the marks' red (the artwork is green). */
  const markPixels = async (pdf: Buffer, name: string) => {
    const file = join(dir, `${name}.pdf`);
    await writeFile(file, pdf);
    await run('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', '-singlefile', file, join(dir, name)]);
    const { data, info } = await sharp(await readFile(join(dir, `${name}.png`)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 170 && data[i + 1]! < 80 && data[i + 2]! < 100) red += 1;
    return red;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'proof-report-'));
    cast = await castOf(ctx);
    const event = await eventWithExhibitors(ctx, cast);
    requirement = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
    v1 = await submitted(cast.company, requirement, await flatImage());
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('holds the threads, the file check and the decision, with the pins and boxes drawn on the preview', async () => {
    const pin = await annotate(cast.organiser, v1.id, 'xywh=percent:20,30,0,0', 'Move the logo 5 mm left.');
    const box = await annotate(cast.company, v1.id, 'xywh=percent:50,50,30,20', 'Is this the right blue?');
    expect((await ctx.request({ method: 'POST', url: `${base(v1.id)}/annotation/${pin}/reply`, token: cast.company.token, body: { type: 'TextualBody', value: 'Moved in the next version.' } })).statusCode).toBe(201);
    expect((await ctx.request({ method: 'POST', url: `${base(v1.id)}/annotation/${box}/resolve`, token: cast.organiser.token })).statusCode).toBe(200);
    const decided = await ctx.request({ method: 'POST', url: `${base(v1.id)}/review`, token: cast.organiser.token, body: { decision: 'changes_requested', comment: 'Please send a sharper file.', reasons: ['resolution'] } });
    expect(decided.statusCode, decided.body).toBe(201);
    const [finding] = v1.preflight.findings;
    expect(finding).toBeDefined();

    for (const who of [cast.company, cast.organiser, cast.owner, cast.admin]) {
      const response = await report(who, v1.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`filename="${PROOF_REPORT_TEXTS.fileName('Poster', versionName(1))}"`);
    }
    const pdf = (await report(cast.company, v1.id)).rawPayload;
    const text = await textOf(pdf, 'v1');
    for (const expected of [
      PROOF_REPORT_TEXTS.title,
      `1. ${PROOF_REPORT_TEXTS.pin}`,
      'Move the logo 5 mm left.',
      'Moved in the next version.',
      `2. ${PROOF_REPORT_TEXTS.box}`,
      'Is this the right blue?',
      PROOF_REPORT_TEXTS.open,
      PROOF_REPORT_TEXTS.fileCheckTitle,
      `${PROOF_REPORT_TEXTS.severities[finding!.severity]}: ${flat(finding!.message)}`,
      PROOF_REPORT_TEXTS.decisionsTitle,
      'Please send a sharper file.',
      PROOF_REPORT_TEXTS.reasons(REVIEW_TEXTS.reasons.resolution),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(new RegExp(`${REVIEW_TEXTS.decisions.changes_requested} by ${cast.organiser.name}, `));
    expect(text).toMatch(new RegExp(`Resolved by ${cast.organiser.name}, `));
    // The pin and the box are drawn in red on the green artwork.
    expect(await markPixels(pdf, 'v1-marks')).toBeGreaterThan(20);
  });

  it('carries what is still open into the next version’s report', async () => {
    v2 = await submitted(cast.company, requirement, await flatImage());
    const text = await textOf((await report(cast.organiser, v2.id)).rawPayload, 'v2');
    expect(text).toContain(`1. ${PROOF_REPORT_TEXTS.pin}, ${PROOF_REPORT_TEXTS.fromVersion(versionName(1))}`);
    expect(text).toContain('Move the logo 5 mm left.');
    expect(text).not.toContain('Is this the right blue?');
    expect(text).toContain(PROOF_REPORT_TEXTS.noDecision);
  });

  it('goes into the printer’s ZIP beside the approved file', async () => {
    const latest = v2;
    expect((await ctx.request({ method: 'POST', url: `${base(latest.id)}/annotation/${await annotate(cast.organiser, latest.id, 'xywh=percent:5,5,0,0', 'Fine now.')}/resolve`, token: cast.organiser.token })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'POST', url: `${base(latest.id)}/review`, token: cast.organiser.token, body: { decision: 'approved' } })).statusCode).toBe(201);
    const eventId = (await ctx.db.selectFrom('artwork_requirements').select('event_id').where('id', '=', requirement.id).executeTakeFirstOrThrow()).event_id;
    const zip = await readZip((await ctx.request({ url: `/api/event/${eventId}/approved.zip`, token: cast.organiser.token })).rawPayload);
    const file = [...zip.keys()].find((name) => name.endsWith('_Poster_v2.png'))!;
    expect(file).toBeDefined();
    const text = await textOf(zip.get(proofReportEntryName(file))!, 'zip');
    expect(text).toContain('Fine now.');
    expect(text).toContain(PROOF_REPORT_TEXTS.fromVersion(versionName(1)));
    expect(text).toMatch(new RegExp(`${REVIEW_TEXTS.decisions.approved} by ${cast.organiser.name}, `));
  });

  it('is made for a version without annotations', async () => {
    const other = await createRequirement(ctx, cast.organiser.token, (await ctx.db.selectFrom('artwork_requirements').select('event_id').where('id', '=', requirement.id).executeTakeFirstOrThrow()).event_id, { name: 'Banner', widthMm: 300, heightMm: 200 });
    const bare = await submitted(cast.company, other, await flatImage());
    const response = await report(cast.organiser, bare.id);
    expect(response.statusCode, response.body).toBe(200);
    const text = await textOf(response.rawPayload, 'bare');
    expect(text).toContain(PROOF_REPORT_TEXTS.noAnnotations);
    expect(text).toContain(PROOF_REPORT_TEXTS.noDecision);
    expect(await markPixels(response.rawPayload, 'bare-marks')).toBe(0);
  });

  it('names the page of each annotation on a PDF and draws those of page 1 on its preview', async () => {
    const other = await createRequirement(ctx, cast.organiser.token, (await ctx.db.selectFrom('artwork_requirements').select('event_id').where('id', '=', requirement.id).executeTakeFirstOrThrow()).event_id, { name: 'Brochure', widthMm: 300, heightMm: 200 });
    const brochure = await submitted(cast.company, other, await pdfOfPages(2), 'brochure.pdf');
    const onPage = (page: number, text: string) => ({ ...newAnnotation('', text), target: { selector: { type: 'FragmentSelector', conformsTo: PDF_FRAGMENTS, value: `page=${page}`, refinedBy: newAnnotation('xywh=percent:40,40,20,20', text).target.selector } } });
    for (const [page, text] of [[1, 'Cover: crop the photo.'], [2, 'Back: add the address.']] as const) {
      const response = await ctx.request({ method: 'POST', url: `${base(brochure.id)}/annotation`, token: cast.organiser.token, body: onPage(page, text) });
      expect(response.statusCode, response.body).toBe(201);
    }
    const pdf = (await report(cast.company, brochure.id)).rawPayload;
    const text = await textOf(pdf, 'brochure');
    for (const page of [1, 2]) expect(text).toContain(`${page}. ${PROOF_REPORT_TEXTS.box}, ${PROOF_REPORT_TEXTS.onPage(page)}`);
    expect(text).toContain('Back: add the address.');
    expect(await markPixels(pdf, 'brochure-marks')).toBeGreaterThan(20);
  });

  it('is nobody else’s: another company finds nothing, another organiser and a plain user are refused', async () => {
    for (const [who, status] of [
      [cast.otherCompany, 404],
      [cast.otherOrganiser, 403],
      [cast.user, 403],
    ] as const) {
      const response = await report(who, v1.id);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).not.toContain('pdf');
    }
    expect((await report(cast.organiser, 999_999)).statusCode).toBe(404);
    expect((await ctx.request({ url: `${base(v1.id)}/proof-report.pdf` })).statusCode).toBe(401);
  });
});
