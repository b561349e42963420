import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArtworkVersion, type Requirement, TILE_MESSAGES, type TileSet } from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { describeOnEachDatabase, type TestContext } from '../../test/harness';
import { type S3Server, startS3Server } from '../../test/s3';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { uploadWhole } from '../../test/tus-client';
import { bombBytes } from '../preflight/test-corpus';
import { flatImage, pdfOfPages } from './test-fixtures';
import { tileNames, TILE_SIZE } from './pyramid';
import { MAKE_TILES, makeTilesJob } from './tiles-job';

/** The suite's cast, event and a requirement taking every format tiles are made for. */
function tileSuite(ctx: TestContext) {
  const state = {} as { cast: Cast; requirement: Requirement };
  beforeAll(async () => {
    state.cast = await castOf(ctx);
    const event = await eventWithExhibitors(ctx, state.cast);
    state.requirement = await createRequirement(ctx, state.cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: null, formats: ['png', 'jpg', 'tiff', 'pdf'] });
  });
  const submitted = async (company: RoleAccount, bytes: Buffer, name: string) => {
    const version = (await uploadWhole(ctx, company.token, state.requirement.id, name, bytes)).json<ArtworkVersion>();
    const response = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: company.token, body: { acknowledgeWarnings: true } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };
  const tilesOf = async (who: RoleAccount, versionId: number) => {
    const response = await ctx.request({ url: `/api/artwork/version/${versionId}/tiles`, token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TileSet>();
  };
  const fetch = (who: RoleAccount, url: string) => ctx.request({ url, token: who.token });
  /** The tiles of a page, as OpenSeadragon reads them: next to the descriptor, in `_files`. */
  const tileUrl = (dziUrl: string, level: number, column: number, row: number) => `${dziUrl.replace(/\.dzi$/, '_files')}/${level}/${column}_${row}.jpeg`;
  return { state, submitted, tilesOf, fetch, tileUrl };
}

describeOnEachDatabase('proofing tiles', (ctx) => {
  const { state, submitted, tilesOf, fetch, tileUrl } = tileSuite(ctx);
  const storedTiles = async () => {
    const root = path.join(ctx.dir, 'uploads', 'tiles');
    if (!existsSync(root)) return [];
    return (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  };

  it('makes a Deep Zoom pyramid for a PNG, a JPEG and a TIFF once stored, and serves its descriptor and tiles', async () => {
    for (const [format, name] of [['png', 'poster.png'], ['jpeg', 'poster.jpg'], ['tiff', 'poster.tif']] as const) {
      const version = await submitted(state.cast.company, await flatImage(format), name);
      // A round of scheduled work finds the version without tiles and makes them.
      await ctx.app.jobs.runDue(new Date());
      const set = await tilesOf(state.cast.company, version.id);
      expect(set).toMatchObject({ status: 'ready', pageCount: 1, pages: [{ page: 1, width: 1300, height: 881, tileSize: TILE_SIZE, overlap: 1, format: 'jpeg' }] });
      const [page] = set.pages;
      const dzi = await fetch(state.cast.organiser, page!.dziUrl);
      expect(dzi.statusCode, dzi.body).toBe(200);
      expect(dzi.headers['content-type']).toContain('application/xml');
      expect(dzi.body).toContain(`TileSize="${TILE_SIZE}"`);
      expect(dzi.body).toContain('<Size Width="1300" Height="881"/>');
      // The full-size level (11 for 1300 px) has 3 × 2 tiles; the last column is what is left of the width, with its overlap.
      const corner = await fetch(state.cast.organiser, tileUrl(page!.dziUrl, 11, 2, 1));
      expect(corner.statusCode).toBe(200);
      expect(corner.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(corner.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1300 - 2 * TILE_SIZE + 1, height: 881 - TILE_SIZE + 1 });
      const smallest = await sharp((await fetch(state.cast.company, tileUrl(page!.dziUrl, 0, 0, 0))).rawPayload).metadata();
      expect([smallest.width, smallest.height]).toEqual([1, 1]);
      expect((await fetch(state.cast.organiser, tileUrl(page!.dziUrl, 11, 3, 0))).json().message).toBe(TILE_MESSAGES.tileNotFound);
      expect((await fetch(state.cast.organiser, tileUrl(page!.dziUrl, 12, 0, 0))).statusCode).toBe(404);
    }
    // Every tile the sizes name is stored on disk beside the versions' files, and nothing else.
    expect(await storedTiles()).toHaveLength(3 * tileNames(1300, 881, TILE_SIZE).length);
  });

  it('makes one pyramid per page of a PDF, each rendered by poppler', async () => {
    const version = await submitted(state.cast.otherCompany, await pdfOfPages(3), 'brochure.pdf');
    await ctx.app.jobs.runDue(new Date());
    const set = await tilesOf(state.cast.otherCompany, version.id);
    expect(set.status).toBe('ready');
    expect(set.pageCount).toBe(3);
    // 310 × 210 mm at 300 dpi, poppler rounding up.
    expect(set.pages.map((page) => [page.page, page.width, page.height])).toEqual([1, 2, 3].map((page) => [page, 3662, 2481]));
    for (const page of set.pages) expect((await fetch(state.cast.admin, page.dziUrl)).statusCode).toBe(200);
    const beyond = await fetch(state.cast.admin, set.pages[0]!.dziUrl.replace('/page/1/', '/page/4/'));
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json().message).toBe(TILE_MESSAGES.tileNotFound);
  });

  it('tiles a long PDF over several claims of its job, each going on from the last page made', async () => {
    const version = await submitted(state.cast.otherCompany, await pdfOfPages(3), 'long.pdf');
    const job = makeTilesJob(ctx.db, ctx.app.storage, 0);
    const pagesMade = async () => (await ctx.db.selectFrom('artwork_tile_pages').select('page').where('version_id', '=', version.id).orderBy('page').execute()).map((row) => row.page);
    const context = { now: new Date(), job: {} as Parameters<typeof job>[1]['job'], lastAttempt: false };
    for (const made of [[1], [1, 2]]) {
      expect(await job({ versionId: version.id }, context)).toEqual({ postponeUntil: context.now });
      expect(await pagesMade()).toEqual(made);
    }
    expect(await job({ versionId: version.id }, context)).toMatchObject({ result: { pages: 3 } });
    expect(await pagesMade()).toEqual([1, 2, 3]);
  });

  it('serves tiles with the same access as the version’s file: another company finds nothing, another organiser and a user are refused', async () => {
    const version = await submitted(state.cast.company, await flatImage('png', 600, 400), 'small.png');
    await ctx.app.jobs.runDue(new Date());
    const { pages } = await tilesOf(state.cast.organiser, version.id);
    for (const [who, status] of [
      [state.cast.otherCompany, 404],
      [state.cast.otherOrganiser, 403],
      [state.cast.user, 403],
    ] as const) {
      expect((await fetch(who, `/api/artwork/version/${version.id}/tiles`)).statusCode).toBe(status);
      expect((await fetch(who, pages[0]!.dziUrl)).statusCode).toBe(status);
      expect((await fetch(who, tileUrl(pages[0]!.dziUrl, 0, 0, 0))).statusCode).toBe(status);
    }
    expect((await ctx.request({ url: pages[0]!.dziUrl })).statusCode).toBe(401);
  });

  it('makes tiles for versions stored before, in a round of scheduled work, and removes them with their version', async () => {
    const version = await submitted(state.cast.company, await flatImage('png', 620, 420), 'older.png');
    await ctx.app.jobs.runDue(new Date());
    expect((await tilesOf(state.cast.organiser, version.id)).status).toBe('ready');
    const before = (await storedTiles()).length;
    await ctx.db.deleteFrom('artwork_versions').where('id', '=', version.id).execute();
    await ctx.app.jobs.runDue(new Date());
    expect(await ctx.db.selectFrom('artwork_tile_pages').select('page').where('version_id', '=', version.id).execute()).toEqual([]);
    expect((await storedTiles()).length).toBe(before - tileNames(620, 420, TILE_SIZE).length);
  });

  it('marks a version whose tiles cannot be made as failed after its tries', async () => {
    const version = await submitted(state.cast.company, await flatImage('png', 310, 210), 'broken.png');
    const { storage_key: key } = await ctx.db.selectFrom('artwork_versions').select('storage_key').where('id', '=', version.id).executeTakeFirstOrThrow();
    await ctx.app.storage.remove(key);
    for (let attempt = 0; attempt < 3; attempt += 1) await ctx.app.jobs.runDue(new Date(Date.now() + attempt * 3_600_000));
    expect(await tilesOf(state.cast.organiser, version.id)).toEqual({ status: 'failed', pageCount: 1, pages: [] });
  });

  it('takes a raster past the pixel limit as the file check’s finding: the tiling job declines it without failing, and the tiles say so', async () => {
    // A real 1-bit PNG of 40,000 × 26,000 px (1.04 billion pixels) in about 130 KB.
    const bomb = bombBytes(40_000, 26_000);
    const uploaded = await uploadWhole(ctx, state.cast.company.token, state.requirement.id, 'huge.png', bomb);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const version = uploaded.json<ArtworkVersion>();
    expect(version.preflight.findings).toContainEqual(expect.objectContaining({ code: 'pixels', severity: 'error' }));
    // The job's own answer: a result, not an error that the runner would log with its stack and try again.
    const job = makeTilesJob(ctx.db, ctx.app.storage);
    const row = { attempts: 1 } as Parameters<typeof job>[1]['job'];
    await expect(job({ versionId: version.id }, { now: new Date(), job: row, lastAttempt: false })).resolves.toEqual({ result: { pages: 1, tiles: 0, skipped: 'too many pixels' } });
    // A round of scheduled work finds the version without tiles and runs its job.
    await ctx.app.jobs.runDue(new Date());
    const { status } = await ctx.db.selectFrom('jobs').select('status').where('key', '=', `${MAKE_TILES}:${version.id}`).executeTakeFirstOrThrow();
    expect(status).toBe('done');
    expect(await tilesOf(state.cast.company, version.id)).toEqual({ status: 'failed', pageCount: 1, pages: [] });
  });

  it('is made at once when asked for before a round has found the version, and again when storage has lost it (a restored backup)', async () => {
    const lost = await submitted(state.cast.otherCompany, await flatImage('png', 620, 420), 'lost.png');
    await ctx.app.jobs.runDue(new Date());
    const [before] = (await tilesOf(state.cast.organiser, lost.id)).pages;

    const fresh = await submitted(state.cast.company, await flatImage('jpeg', 800, 542), 'fresh.jpg');
    expect(await tilesOf(state.cast.organiser, fresh.id)).toEqual({ status: 'pending', pageCount: 1, pages: [] });
    // The runner was started on that job alone; stopping waits for it (this suite runs no more rounds of its own).
    await ctx.app.jobs.stop();
    expect(await tilesOf(state.cast.organiser, fresh.id)).toMatchObject({ status: 'ready', pages: [{ width: 800, height: 542 }] });

    await rm(path.join(ctx.dir, 'uploads', 'tiles'), { recursive: true, force: true });
    const missing = await fetch(state.cast.organiser, tileUrl(before!.dziUrl, 0, 0, 0));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TILE_MESSAGES.notReady);
    expect((await tilesOf(state.cast.organiser, lost.id)).status).toBe('pending');
    await ctx.app.jobs.runDue(new Date(), [MAKE_TILES]);
    const [again] = (await tilesOf(state.cast.organiser, lost.id)).pages;
    expect((await fetch(state.cast.organiser, tileUrl(again!.dziUrl, 0, 0, 0))).statusCode).toBe(200);
  });
});

describe('proofing tiles in an S3 bucket', () => {
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
      const { state, submitted, tilesOf, fetch, tileUrl } = tileSuite(ctx);
      it('stores every tile in the bucket and serves them from there', async () => {
        const version = await submitted(state.cast.company, await flatImage('png'), 'poster.png');
        await ctx.app.jobs.runDue(new Date());
        const { pages } = await tilesOf(state.cast.organiser, version.id);
        const tiles = (await s3.keys()).filter((key) => key.startsWith('tiles/'));
        expect(tiles).toHaveLength(tileNames(1300, 881, TILE_SIZE).length);
        const tile = await fetch(state.cast.organiser, tileUrl(pages[0]!.dziUrl, 11, 0, 0));
        expect(tile.statusCode).toBe(200);
        expect(Buffer.compare(tile.rawPayload, await s3.bytes(tiles.find((key) => key.endsWith('/11/0_0.jpeg'))!))).toBe(0);
        expect(existsSync(path.join(ctx.dir, 'uploads', 'tiles'))).toBe(false);
      });
    },
    { env, only: 'sqlite' },
  );
});
