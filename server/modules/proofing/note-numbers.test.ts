import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ANNOTATION_CONTEXT,
  type Annotation,
  type AnnotationPage,
  type ArtworkVersion,
  DECISION_NOTES_TEXTS,
  MEDIA_FRAGMENTS,
  PDF_FRAGMENTS,
  PROOF_REPORT_TEXTS,
  type Requirement,
  REVIEW_TEXTS,
  versionName,
} from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { describeOnEachDatabase } from '../../test/harness';
import { partsOf } from '../../test/mail-parts';
import { uploadWhole } from '../../test/tus-client';
import { flatImage } from './test-fixtures';
import { translatorFor } from '../../../src/api/contract/i18n/translate';

const en = translatorFor('en');

const run = promisify(execFile);
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const region = (value: string) => ({ type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value });
const note = (selector: unknown, text: string) => ({ '@context': ANNOTATION_CONTEXT, type: 'Annotation', motivation: 'commenting', body: { type: 'TextualBody', value: text, format: 'text/plain' }, target: { selector } });
const pinAt = (x: number, y: number) => region(`xywh=percent:${x},${y},0,0`);
const onPage = (page: number, x: number, y: number) => ({ type: 'FragmentSelector', conformsTo: PDF_FRAGMENTS, value: `page=${page}`, refinedBy: pinAt(x, y) });

/** A PDF of three pages, 310 × 210 mm: page 2 has a blue square round (50 %, 50 %), page 3 a red one. */
async function pagedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const [width, height] = [(310 / 25.4) * 72, (210 / 25.4) * 72];
  for (const colour of [null, rgb(0, 0, 1), rgb(1, 0, 0)]) {
    const page = document.addPage([width, height]);
    if (colour) page.drawRectangle({ x: width * 0.35, y: height * 0.35, width: width * 0.3, height: height * 0.3, color: colour });
  }
  return Buffer.from(await document.save());
}

describeOnEachDatabase(
  'note numbers',
  (ctx) => {
    let cast: Cast;
    let eventId: number;
    let requirement: Requirement;
    let dir: string;

    const base = (versionId: number) => `/api/artwork/version/${versionId}`;
    const submitted = async (target: Requirement, bytes: Buffer, name = 'poster.png') => {
      const version = (await uploadWhole(ctx, cast.company.token, target.id, name, bytes)).json<ArtworkVersion>();
      const response = await ctx.request({ method: 'POST', url: `${base(version.id)}/submit`, token: cast.company.token, body: { acknowledgeWarnings: true } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ArtworkVersion>();
    };
    const place = async (who: RoleAccount, versionId: number, selector: unknown, text: string) => {
      const response = await ctx.request({ method: 'POST', url: `${base(versionId)}/annotation`, token: who.token, body: note(selector, text) });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Annotation>();
    };
    const idOf = (annotation: Annotation) => Number(annotation.id.split('/').at(-1));
    const act = async (versionId: number, annotation: Annotation, action: 'resolve' | 'reply', body?: unknown) => {
      const response = await ctx.request({ method: 'POST', url: `${base(versionId)}/annotation/${idOf(annotation)}/${action}`, token: action === 'reply' ? cast.company.token : cast.organiser.token, body });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    /** Each note of a version's review as "number comment". */
    const numbered = async (versionId: number) => {
      const response = await ctx.request({ url: `${base(versionId)}/annotations`, token: cast.organiser.token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AnnotationPage>().items.map((item) => `${item.number} ${item.body[0]!.value}`);
    };
    const decide = async (versionId: number, body: Record<string, unknown>) => {
      const response = await ctx.request({ method: 'POST', url: `${base(versionId)}/review`, token: cast.organiser.token, body });
      expect(response.statusCode, response.body).toBe(201);
    };
    /** The proof report: its text as pdftotext reads it, and the images pdfimages takes out of it. */
    const reportOf = async (versionId: number, name: string) => {
      const response = await ctx.request({ url: `${base(versionId)}/proof-report.pdf`, token: cast.organiser.token });
      expect(response.statusCode, response.body).toBe(200);
      const file = join(dir, `${name}.pdf`);
      await writeFile(file, response.rawPayload);
      const text = flat((await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);
      await run('pdfimages', ['-png', file, join(dir, name)]);
      const images = (await readdir(dir)).filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.png')).sort();
      return { text, images: await Promise.all(images.map((image) => readFile(join(dir, image)))) };
    };
    /** The colour at the middle of an image, as [r, g, b]. */
    const middleOf = async (image: Buffer) => {
      const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
      return [...data.subarray(at, at + 3)];
    };

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'note-numbers-'));
      cast = await castOf(ctx);
      eventId = (await eventWithExhibitors(ctx, cast)).id;
      requirement = await createRequirement(ctx, cast.organiser.token, eventId, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('gives each note its number once: kept when resolved, carried into v2, and never given again after a note is removed', async () => {
      const v1 = await submitted(requirement, await flatImage());
      const logo = await place(cast.organiser, v1.id, pinAt(10, 10), 'Move the logo.');
      const typo = await place(cast.organiser, v1.id, pinAt(50, 50), 'Fix the typo.');
      const photo = await place(cast.organiser, v1.id, pinAt(80, 80), 'The photo is too dark.');
      await act(v1.id, photo, 'reply', { type: 'TextualBody', value: 'Is 20 % lighter enough?' });
      await act(v1.id, typo, 'resolve');
      expect(await numbered(v1.id)).toEqual(['1 Move the logo.', '2 Fix the typo.', '3 The photo is too dark.']);

      // The email skips the resolved note and keeps the others' numbers, with the reasons chosen and the thread.
      await decide(v1.id, { decision: 'changes_requested', comment: 'See the notes.', reasons: ['colour', 'size'] });
      const { text, html } = partsOf(await ctx.smtp.next(cast.company.email));
      expect(text).toContain(PROOF_REPORT_TEXTS.reasons(`${REVIEW_TEXTS.reasons.colour}, ${REVIEW_TEXTS.reasons.size}`));
      expect(text).toContain(en(DECISION_NOTES_TEXTS.heading, { count: 2 }));
      expect(text).toContain('1. Move the logo.\n');
      expect(text).toContain(`3. The photo is too dark.\n${en(DECISION_NOTES_TEXTS.reply, { who: cast.company.name, text: 'Is 20 % lighter enough?' })}\n`);
      expect(text).not.toContain('Fix the typo.');
      expect(text).not.toMatch(/^2\. /m);
      expect(html).toContain('<b>3.</b> The photo is too dark.');

      // v2 shows the open notes from v1 under their numbers, and its own notes after them.
      const v2 = await submitted(requirement, await flatImage());
      expect(await numbered(v2.id)).toEqual(['1 Move the logo.', '3 The photo is too dark.']);
      await place(cast.company, v2.id, pinAt(20, 20), 'We moved the logo.');
      const removed = await place(cast.organiser, v2.id, pinAt(30, 30), 'Placed by mistake.');
      expect(removed.number).toBe(5);
      await ctx.db.deleteFrom('artwork_annotations').where('id', '=', idOf(removed)).execute();
      expect((await place(cast.organiser, v2.id, pinAt(40, 40), 'Check the bleed.')).number).toBe(6);
      await act(v2.id, logo, 'resolve');
      expect(await numbered(v2.id)).toEqual(['1 Move the logo.', '3 The photo is too dark.', '4 We moved the logo.', '6 Check the bleed.']);
      // v1 still reads as it did.
      expect(await numbered(v1.id)).toEqual(['1 Move the logo.', '2 Fix the typo.', '3 The photo is too dark.']);

      // Approved with three notes open: the report says so of each, under the same numbers, each with its crop.
      await decide(v2.id, { decision: 'approved' });
      await ctx.smtp.next(cast.company.email);
      const report = await reportOf(v2.id, 'v2');
      expect(report.text).toContain(`1. ${PROOF_REPORT_TEXTS.pin}, ${PROOF_REPORT_TEXTS.fromVersion(versionName(1))}`);
      expect(report.text).toContain(`3. ${PROOF_REPORT_TEXTS.pin}, ${PROOF_REPORT_TEXTS.fromVersion(versionName(1))}`);
      expect(report.text).toContain(`4. ${PROOF_REPORT_TEXTS.pin} `);
      expect(report.text).toContain(`6. ${PROOF_REPORT_TEXTS.pin} `);
      expect(report.text).not.toMatch(/\b[25]\. Pin/);
      expect(report.text.split(PROOF_REPORT_TEXTS.openAtApproval)).toHaveLength(4);
      expect(report.text).toMatch(new RegExp(`Resolved by ${cast.organiser.name}, `));
      // The preview of the page and one crop for each of the four notes.
      expect(report.images).toHaveLength(5);
    });

    it('crops every note of a PDF, on page 2 and later too, in the proof report and in the email', async () => {
      const brochure = await createRequirement(ctx, cast.organiser.token, eventId, { name: 'Brochure', widthMm: 310, heightMm: 210 });
      const version = await submitted(brochure, await pagedPdf(), 'brochure.pdf');
      const back = await place(cast.organiser, version.id, onPage(2, 50, 50), 'Back: the blue is off.');
      const last = await place(cast.organiser, version.id, onPage(3, 50, 50), 'Last page: the red is off.');
      expect([back.number, last.number]).toEqual([1, 2]);

      const report = await reportOf(version.id, 'brochure');
      expect(report.text).toContain(`1. ${PROOF_REPORT_TEXTS.pin}, ${PROOF_REPORT_TEXTS.onPage(2)}`);
      expect(report.text).toContain(`2. ${PROOF_REPORT_TEXTS.pin}, ${PROOF_REPORT_TEXTS.onPage(3)}`);
      const colours = await Promise.all(report.images.map(middleOf));
      const near = (colour: number[], want: number[]) => colour.every((channel, at) => Math.abs(channel - want[at]!) < 40);
      expect(colours.filter((colour) => near(colour, [0, 0, 255]))).toHaveLength(1);
      expect(colours.filter((colour) => near(colour, [255, 0, 0]))).toHaveLength(1);

      await decide(version.id, { decision: 'changes_requested', comment: 'See the notes.', reasons: ['colour'] });
      const { images } = partsOf(await ctx.smtp.next(cast.company.email));
      expect(images.size).toBe(2);
      expect(near(await middleOf(images.get(`annotation-${idOf(back)}@artwork`)!), [0, 0, 255])).toBe(true);
      expect(near(await middleOf(images.get(`annotation-${idOf(last)}@artwork`)!), [255, 0, 0])).toBe(true);
    });
  },
  { smtp: true },
);
