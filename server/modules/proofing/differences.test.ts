import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOTATION_CONTEXT,
  type Annotation,
  type AnnotationPage,
  type ArtworkVersion,
  DIFFERENCE_TEXTS,
  type DifferenceRegion,
  type DifferenceSet,
  MEDIA_FRAGMENTS,
  type Requirement,
} from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { describeOnEachDatabase, type TestContext } from '../../test/harness';
import { type S3Server, startS3Server } from '../../test/s3';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { uploadWhole } from '../../test/tus-client';
import { PREFLIGHT_CHECK } from '../uploads/check-repository';
import { CELL_PX } from './difference';
import { fractionOf, pdfWithBoxes, POSTER, poster, resaved } from './difference-fixtures';
import { tileNames, TILE_SIZE } from './pyramid';

/** The poster's file is 310 × 210 mm; at 4 px/mm the grid is 1240 × 840 px, read in cells of CELL_PX. */
const GRID = { width: 1240, height: 840 };
const SLACK = { x: (2 * CELL_PX) / GRID.width, y: (2 * CELL_PX) / GRID.height };

/** Whether a region spans from one place to another (fractions of the page), give or take two cells. */
function expectSpan(region: DifferenceRegion | undefined, from: { x: number; y: number }, to: { x: number; y: number }) {
  expect(region).toBeDefined();
  const { x, y, w, h } = region!;
  expect(Math.abs(x - from.x), `left ${x} against ${from.x}`).toBeLessThanOrEqual(SLACK.x);
  expect(Math.abs(y - from.y), `top ${y} against ${from.y}`).toBeLessThanOrEqual(SLACK.y);
  expect(Math.abs(x + w - to.x), `right ${x + w} against ${to.x}`).toBeLessThanOrEqual(SLACK.x);
  expect(Math.abs(y + h - to.y), `bottom ${y + h} against ${to.y}`).toBeLessThanOrEqual(SLACK.y);
}

function differenceSuite(ctx: TestContext) {
  const state = {} as { cast: Cast; eventId: number };
  beforeAll(async () => {
    state.cast = await castOf(ctx);
    state.eventId = (await eventWithExhibitors(ctx, state.cast)).id;
    // No rounds of its own: each test runs the due jobs itself, so it reads the difference once found.
    await ctx.app.jobs.stop();
  });
  const freshRequirement = (name: string): Promise<Requirement> =>
    createRequirement(ctx, state.cast.organiser.token, state.eventId, { name, ...POSTER, minDpi: null, formats: ['png', 'jpg', 'pdf'], maxBytes: 50 * 1024 * 1024 });
  const submitted = async (company: RoleAccount, requirement: Requirement, bytes: Buffer, name: string) => {
    const version = (await uploadWhole(ctx, company.token, requirement.id, name, bytes)).json<ArtworkVersion>();
    // The runner has no rounds here: the upload's file check is run as the jobs would, so it may be submitted.
    await ctx.app.jobs.runDue(new Date(), [PREFLIGHT_CHECK]);
    const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: company.token, body: { acknowledgeWarnings: true } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };
  const differenceOf = async (who: RoleAccount, versionId: number) => {
    const response = await ctx.request({ url: `/api/artwork/version/${versionId}/difference`, token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DifferenceSet>();
  };
  /** Versions submitted one after the other (each file named by its place), their tiles and differences made: each version's difference. */
  const versionsOf = async (name: string, files: readonly [Buffer, string][]) => {
    const requirement = await freshRequirement(name);
    const versions: ArtworkVersion[] = [];
    for (const [bytes, fileName] of files) versions.push(await submitted(state.cast.company, requirement, bytes, fileName));
    await ctx.app.jobs.runDue(new Date());
    return { requirement, versions, differences: await Promise.all(versions.map((version) => differenceOf(state.cast.organiser, version.id))) };
  };
  return { state, submitted, differenceOf, versionsOf, freshRequirement };
}

describeOnEachDatabase('proofing differences', (ctx) => {
  const { state, submitted, differenceOf, versionsOf, freshRequirement } = differenceSuite(ctx);
  const fetch = (who: RoleAccount, url: string) => ctx.request({ url, token: who.token });
  const maskTile = (dziUrl: string, level: number, column: number, row: number) => `${dziUrl.replace(/\.dzi$/, '_files')}/${level}/${column}_${row}.png`;

  it('finds a logo moved 10 mm as one region spanning its old and new place, with a mask of its own tiles', async () => {
    const { versions, differences } = await versionsOf('Moved logo', [
      [await poster({ logoMm: { x: 40, y: 50 } }), 'v1.png'],
      [await poster({ logoMm: { x: 50, y: 50 } }), 'v2.png'],
    ]);
    expect(differences[0]).toEqual({ status: 'none', base: null, pages: [], notes: [] });
    const difference = differences[1]!;
    expect(difference).toMatchObject({ status: 'ready', base: { versionId: versions[0]!.id, version: 1 } });
    const [page] = difference.pages;
    expect(page!.regions).toHaveLength(1);
    expect(page!.regions[0]!.number).toBe(1);
    // The 30 mm logo from 40 mm to 60 mm from the left trim: the region runs from its old left edge to its new right edge.
    expectSpan(page!.regions[0], fractionOf(40, 50), fractionOf(80, 80));
    expect(page!.changedShare).toBeGreaterThan(0);
    expect(page!.changedShare).toBeLessThan(0.03);

    expect(page!.mask).toMatchObject({ width: GRID.width, height: GRID.height, tileSize: TILE_SIZE, format: 'png' });
    const dzi = await fetch(state.cast.company, page!.mask.dziUrl);
    expect(dzi.statusCode, dzi.body).toBe(200);
    expect(dzi.body).toContain(`<Size Width="${GRID.width}" Height="${GRID.height}"/>`);
    // At full size (level 11), the logo's tile has changed pixels and the top-right one none: transparent.
    const alphaOf = async (column: number, row: number) => {
      const tile = await fetch(state.cast.organiser, maskTile(page!.mask.dziUrl, 11, column, row));
      expect(tile.statusCode).toBe(200);
      expect(tile.headers['content-type']).toBe('image/png');
      return (await sharp(tile.rawPayload).ensureAlpha().stats()).channels[3]!.max;
    };
    expect(await alphaOf(0, 0)).toBeGreaterThan(0);
    expect(await alphaOf(2, 0)).toBe(0);
    expect((await fetch(state.cast.organiser, maskTile(page!.mask.dziUrl, 11, 3, 0))).json().message).toBe(DIFFERENCE_TEXTS.notFound);
    const root = path.join(ctx.dir, 'uploads', 'masks');
    expect(existsSync(root)).toBe(true);
    const stored = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(stored.length).toBeGreaterThanOrEqual(tileNames(GRID.width, GRID.height, TILE_SIZE, 'png').length);
  });

  it('finds a colour change of 5 % in one area, and nothing elsewhere', async () => {
    const { differences } = await versionsOf('Colour change', [
      [await poster({ patch: [200, 90, 60] }), 'v1.png'],
      [await poster({ patch: [213, 103, 73] }), 'v2.png'],
    ]);
    const [page] = differences[1]!.pages;
    expect(page!.regions).toHaveLength(1);
    expectSpan(page!.regions[0], fractionOf(180, 120), fractionOf(240, 160));
  });

  it('reports no change for a JPEG saved again (quality 90, then 85) with no edit', async () => {
    const original = await poster({ format: 'jpeg', quality: 90 });
    const { differences } = await versionsOf('Saved again', [
      [original, 'v1.jpg'],
      [await resaved(original, 85), 'v2.jpg'],
    ]);
    expect(differences[1]).toMatchObject({ status: 'ready', pages: [{ page: 1, regions: [], changedShare: 0 }] });
  });

  it('compares versions of different pixel sizes at the printed size', async () => {
    const { differences } = await versionsOf('Pixel sizes', [
      [await poster({ pxPerMm: 4 }), 'small.png'],
      [await poster({ pxPerMm: 8 }), 'large.png'],
      [await poster({ pxPerMm: 4, logoMm: { x: 50, y: 50 } }), 'small-moved.png'],
    ]);
    // Twice the pixels, the same picture: nothing changed.
    expect(differences[1]).toMatchObject({ status: 'ready', pages: [{ regions: [], changedShare: 0 }] });
    // Half the pixels again, the logo moved: found at its place, on the grid of the smaller one.
    const [page] = differences[2]!.pages;
    expect(page!.mask).toMatchObject(GRID);
    expect(page!.regions).toHaveLength(1);
    expectSpan(page!.regions[0], fractionOf(40, 50), fractionOf(80, 80));
  });

  it('compares a PDF page by page, numbering the regions across the pages', async () => {
    const { differences } = await versionsOf('Brochure', [
      [await pdfWithBoxes(3, { 1: { x: 200, y: 40 } }), 'v1.pdf'],
      [await pdfWithBoxes(3, { 1: { x: 200, y: 40 }, 2: { x: 150, y: 60 }, 3: { x: 30, y: 120 } }), 'v2.pdf'],
    ]);
    const pages = differences[1]!.pages;
    expect(pages.map((page) => [page.page, page.regions.length])).toEqual([
      [1, 0],
      [2, 1],
      [3, 1],
    ]);
    expect(pages.flatMap((page) => page.regions.map((region) => region.number))).toEqual([1, 2]);
    // The PDF's page is the poster's file: 310 × 210 mm, its places measured from the page's corner.
    const page = (xMm: number, yMm: number) => ({ x: xMm / 310, y: yMm / 210 });
    expectSpan(pages[1]!.regions[0], page(150, 60), page(180, 90));
    expectSpan(pages[2]!.regions[0], page(30, 120), page(60, 150));
    // Six pages rendered by poppler and tiled: longer than the default on a busy machine.
  }, 120_000);

  it('marks each open note carried from the version before changed or unchanged by whether a changed region overlaps its place', async () => {
    const requirement = await freshRequirement('Notes that know');
    const v1 = await submitted(state.cast.company, requirement, await poster({ logoMm: { x: 40, y: 50 } }), 'v1.png');
    const place = async (xMm: number, yMm: number, text: string) => {
      const spot = fractionOf(xMm, yMm);
      const selector = { type: 'FragmentSelector', conformsTo: MEDIA_FRAGMENTS, value: `xywh=percent:${spot.x * 100},${spot.y * 100},0,0` };
      const body = { type: 'TextualBody', value: text, format: 'text/plain' };
      const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${v1.id}/annotation`, token: state.cast.organiser.token, body: { '@context': ANNOTATION_CONTEXT, type: 'Annotation', body, target: { selector } } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Annotation>();
    };
    const onLogo = await place(55, 65, 'Move the logo 10 mm right.');
    const elsewhere = await place(250, 30, 'Make the headline larger.');
    const settled = await place(60, 70, 'Already agreed.');
    const resolve = await ctx.request({ method: 'POST', url: `${new URL(settled.id).pathname}/resolve`, token: state.cast.organiser.token });
    expect(resolve.statusCode, resolve.body).toBe(200);

    const v2 = await submitted(state.cast.company, requirement, await poster({ logoMm: { x: 50, y: 50 } }), 'v2.png');
    expect((await differenceOf(state.cast.company, v2.id)).status).toBe('pending');
    await ctx.app.jobs.runDue(new Date());
    const difference = await differenceOf(state.cast.company, v2.id);
    expect(difference.status).toBe('ready');
    expect(difference.notes).toEqual([
      { annotationId: onLogo.id, changed: true },
      { annotationId: elsewhere.id, changed: false },
    ]);
    // The ids are the annotations' own, as the list of v2 gives them.
    const listed = (await ctx.request({ url: `/api/artwork/version/${v2.id}/annotations`, token: state.cast.company.token })).json<AnnotationPage>();
    expect(listed.items.filter((item) => item.resolved === null).map((item) => item.id)).toEqual(difference.notes.map((note) => note.annotationId));
  });

  it('serves a difference with the same access as the version’s file', async () => {
    const { versions } = await versionsOf('Access', [
      [await poster(), 'v1.png'],
      [await poster({ patch: [20, 20, 200] }), 'v2.png'],
    ]);
    const [page] = (await differenceOf(state.cast.organiser, versions[1]!.id)).pages;
    for (const [who, status] of [
      [state.cast.otherCompany, 404],
      [state.cast.otherOrganiser, 403],
      [state.cast.user, 403],
    ] as const) {
      expect((await fetch(who, `/api/artwork/version/${versions[1]!.id}/difference`)).statusCode).toBe(status);
      expect((await fetch(who, page!.mask.dziUrl)).statusCode).toBe(status);
      expect((await fetch(who, maskTile(page!.mask.dziUrl, 0, 0, 0))).statusCode).toBe(status);
    }
    expect((await ctx.request({ url: page!.mask.dziUrl })).statusCode).toBe(401);
  });
});

describe('proofing differences in an S3 bucket', () => {
  let s3: S3Server;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    s3 = await startS3Server('event-artwork');
    Object.assign(env, s3.env);
  });
  afterAll(() => s3?.close());

  describeOnEachDatabase(
    'bucket',
    (ctx) => {
      const { state, versionsOf } = differenceSuite(ctx);
      it('reads the tiles from the bucket and stores every tile of the mask there', async () => {
        const { differences } = await versionsOf('Bucket', [
          [await poster(), 'v1.png'],
          [await poster({ logoMm: { x: 50, y: 50 } }), 'v2.png'],
        ]);
        const [page] = differences[1]!.pages;
        expect(page!.regions).toHaveLength(1);
        const masks = (await s3.keys()).filter((key) => key.startsWith('masks/'));
        expect(masks).toHaveLength(tileNames(page!.mask.width, page!.mask.height, TILE_SIZE, 'png').length);
        const tile = await ctx.request({ url: `${page!.mask.dziUrl.replace(/\.dzi$/, '_files')}/11/0_0.png`, token: state.cast.organiser.token });
        expect(tile.statusCode).toBe(200);
        expect(Buffer.compare(tile.rawPayload, await s3.bytes(masks.find((key) => key.endsWith('/11/0_0.png'))!))).toBe(0);
        expect(existsSync(path.join(ctx.dir, 'uploads', 'masks'))).toBe(false);
      });
    },
    { env, only: 'sqlite' },
  );
});
