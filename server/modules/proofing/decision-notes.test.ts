import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import {
  ANNOTATION_CONTEXT,
  type Annotation,
  annotationPlacePath,
  type ArtworkVersion,
  DECISION_NOTES_TEXTS,
  MEDIA_FRAGMENTS,
  printPositionOf,
  printPositionText,
  type Requirement,
} from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { describeOnEachDatabase } from '../../test/harness';
import { partsOf } from '../../test/mail-parts';
import { uploadWhole } from '../../test/tus-client';
import { CROP_PX } from './annotation-crop';
import { translatorFor } from '../../../src/api/contract/i18n/translate';

const en = translatorFor('en');

const SIZE = { widthMm: 300, heightMm: 200, bleedMm: 5 };
/** A white poster with a blue square round the first note's spot and a red one round the second's. */
const BLUE = { left: 100, top: 200, colour: '#0000ff' };
const RED = { left: 900, top: 500, colour: '#ff0000' };
const poster = () =>
  sharp({ create: { width: 1300, height: 881, channels: 3, background: '#ffffff' } })
    .composite([BLUE, RED].map((square) => ({ input: { create: { width: 200, height: 200, channels: 3 as const, background: square.colour } }, left: square.left, top: square.top })))
    .png()
    .toBuffer();
/** Pins inside the blue and the red square, and between them one on white that gets resolved. */
const NOTES = [
  { x: 0.15, y: 0.34, text: 'Move the logo 5 mm left.', rgb: [0, 0, 255] },
  { x: 0.5, y: 0.1, text: 'Fixed already.', rgb: null },
  { x: 0.77, y: 0.68, text: 'This red block is too close to the trim.', rgb: [255, 0, 0] },
];
const RESOLVED = 1;
const pinAt = (x: number, y: number) => ({ type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value: `xywh=percent:${x * 100},${y * 100},0,0` });

/** The colour at the middle of an image, as [r, g, b]. */
async function middleOf(image: Buffer) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { size: [info.width, info.height], rgb: [...data.subarray(at, at + 3)] };
}

describeOnEachDatabase(
  'open annotations in the decision email',
  (ctx) => {
    let cast: Cast;
    let requirement: Requirement;
    let v1: ArtworkVersion;
    let placed: Annotation[];

    const submitted = async (company: RoleAccount) => {
      const version = (await uploadWhole(ctx, company.token, requirement.id, 'poster.png', await poster())).json<ArtworkVersion>();
      const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: company.token, body: { acknowledgeWarnings: true } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ArtworkVersion>();
    };
    const review = async (versionId: number, body: Record<string, unknown>) => {
      const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${versionId}/review`, token: cast.organiser.token, body });
      expect(response.statusCode, response.body).toBe(201);
    };
    const idOf = (annotation: Annotation) => Number(annotation.id.split('/').at(-1));

    beforeAll(async () => {
      cast = await castOf(ctx);
      const event = await eventWithExhibitors(ctx, cast);
      requirement = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', ...SIZE, minDpi: 100 });
      v1 = await submitted(cast.company);
      placed = [];
      for (const note of NOTES) {
        const response = await ctx.request({
          method: 'POST',
          url: `/api/artwork/version/${v1.id}/annotation`,
          token: cast.organiser.token,
          body: { '@context': ANNOTATION_CONTEXT, type: 'Annotation', motivation: 'commenting', body: { type: 'TextualBody', value: note.text, format: 'text/plain' }, target: { selector: pinAt(note.x, note.y) } },
        });
        expect(response.statusCode, response.body).toBe(201);
        placed.push(response.json<Annotation>());
      }
      const resolved = await ctx.request({ method: 'POST', url: `/api/artwork/version/${v1.id}/annotation/${idOf(placed[RESOLVED]!)}/resolve`, token: cast.organiser.token });
      expect(resolved.statusCode, resolved.body).toBe(200);
    });

    it('lists the open annotations numbered as the review and the report number them, each with its place in mm from the trim, a crop round it and a link to it', async () => {
      await review(v1.id, { decision: 'changes_requested', comment: 'See the notes.', reasons: ['branding'] });
      const { text, html, images } = partsOf(await ctx.smtp.next(cast.company.email));

      expect(text).toContain(en(DECISION_NOTES_TEXTS.heading, { count: 2 }));
      expect(text).not.toContain(NOTES[RESOLVED]!.text);
      expect(images.size).toBe(2);
      for (const [index, note] of NOTES.entries()) {
        if (index === RESOLVED) continue;
        const id = idOf(placed[index]!);
        const position = printPositionText(printPositionOf({ page: 1, x: note.x, y: note.y, w: 0, h: 0 }, SIZE, false), en);
        const link = `${ctx.config.appUrl}${annotationPlacePath(v1.id, id)}`;
        // The text part reads alone: number, comment, millimetres, link.
        expect(text).toContain(`${index + 1}. ${note.text}\n${position}\n${link}`);
        expect(html).toContain(`<b>${index + 1}.</b> ${note.text}<br>${position}`);
        const cid = `annotation-${id}@artwork`;
        expect(html).toContain(`<img src="cid:${cid}"`);
        // The crop is the artwork round the pin: the square it stands in fills its middle.
        const crop = await middleOf(images.get(cid)!);
        expect(Math.max(...crop.size)).toBe(CROP_PX);
        expect(html).toContain(`width="${crop.size[0]}" height="${crop.size[1]}"`);
        crop.rgb.forEach((channel, at) => expect(Math.abs(channel - note.rgb![at]!)).toBeLessThan(40));
      }
    });

    it('lists none in an approval email', async () => {
      const v2 = await submitted(cast.company);
      await review(v2.id, { decision: 'approved' });
      const { text, html, images } = partsOf(await ctx.smtp.next(cast.company.email));
      expect(text).not.toContain(en(DECISION_NOTES_TEXTS.heading, { count: 2 }));
      expect(text).not.toContain(NOTES[0]!.text);
      expect(html).not.toContain('cid:');
      expect(images.size).toBe(0);
    });

    it('still sends with an edited template that leaves the notes out, without their images', async () => {
      const edited = await ctx.request({ method: 'PUT', url: '/api/email-template/artwork-decision', token: cast.admin.token, body: { subject: 'Decision: {{decision}}', body: 'Hello {{firstName}}, {{decision}}. {{link}}' } });
      expect(edited.statusCode, edited.body).toBe(200);
      const reopened = await ctx.request({ method: 'POST', url: `/api/requirement/${requirement.id}/reopen`, token: cast.organiser.token, body: { companyId: cast.company.profileId, comment: 'One more look.' } });
      expect(reopened.statusCode, reopened.body).toBe(201);
      await ctx.smtp.next(cast.company.email);
      const latest = await ctx.request({ url: `/api/requirement/${requirement.id}/reviews?companyId=${cast.company.profileId}`, token: cast.organiser.token });
      const versionId = latest.json<{ reviews: { versionId: number }[] }>().reviews[0]!.versionId;
      await review(versionId, { decision: 'changes_requested', comment: 'Still the logo.', reasons: ['branding'] });
      const mail = await ctx.smtp.next(cast.company.email);
      expect(mail.source).toContain('Subject: Decision:');
      const { text, images } = partsOf(mail);
      expect(text).not.toContain(NOTES[0]!.text);
      expect(images.size).toBe(0);
    });
  },
  { smtp: true },
);
