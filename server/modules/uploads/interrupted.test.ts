import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { ArtworkVersion, Requirement } from '../../../src/api/contract';
import { type Cast, castOf } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { REMOVE_FILES } from '../../storage/file-removals';
import { createRequirement, eventWithExhibitors, uploadNumbersOf } from '../../test/artwork';
import { tusClient } from '../../test/tus-client';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describeOnEachDatabase('uploads across processes and interruptions', (ctx) => {
  let cast: Cast;
  let poster: Requirement;
  let bytes: Buffer;
  const start = async (filename: string, app = ctx.app) => {
    const tus = tusClient(ctx, cast.company.token, app);
    const created = await tus.create(bytes.length, { requirementId: String(poster.id), filename });
    expect(created.statusCode, created.body).toBe(201);
    return { tus, location: created.headers.location as string, id: (created.headers.location as string).split('/').pop()! };
  };
  const storedFiles = async () =>
    (await readdir(path.join(ctx.dir, 'uploads'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && !path.relative(path.join(ctx.dir, 'uploads'), entry.parentPath).startsWith('incoming'))
      .map((entry) => path.relative(path.join(ctx.dir, 'uploads'), path.join(entry.parentPath, entry.name)));
  const referenced = async () => {
    const versions = await ctx.db.selectFrom('artwork_versions').select(['storage_key', 'thumbnail_key']).execute();
    return versions.flatMap((row) => [row.storage_key, row.thumbnail_key]).filter(Boolean);
  };

  beforeAll(async () => {
    cast = await castOf(ctx);
    const event = await eventWithExhibitors(ctx, cast);
    poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, maxBytes: 4 * 1024 * 1024 });
    bytes = await sharp({ create: { width: 1300, height: 881, channels: 3, background: '#36c' } }).png().toBuffer();
  });

  it('goes on on another process, which stops a request still writing to it on the first', async () => {
    const other = await ctx.buildApp();
    const { tus, location, id } = await start('moved.png');
    expect((await tus.patch(location, 0, bytes.subarray(0, 500))).statusCode).toBe(204);

    // A request on the first process that has sent some bytes and stalled (a half-open connection).
    const stalled = new PassThrough();
    const writing = ctx.request({
      method: 'PATCH',
      url: location,
      token: cast.company.token,
      body: stalled,
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '500', 'content-type': 'application/offset+octet-stream' },
    });
    stalled.write(bytes.subarray(500, 1500));
    await expect.poll(async () => (await ctx.db.selectFrom('upload_locks').select('holder').where('upload_id', '=', id).executeTakeFirst()) !== undefined).toBe(true);

    // The client reconnects through the other process: it asks where the upload stands.
    const onOther = tusClient(ctx, cast.company.token, other);
    const head = await onOther.head(location);
    expect(head.statusCode).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(500);
    expect(offset).toBeLessThanOrEqual(1500);
    // The stalled request was stopped (gracefully: it answers the bytes it had written).
    const stopped = await writing;
    expect(stopped.statusCode).toBe(204);
    expect(stopped.headers['upload-offset']).toBe(String(offset));

    const rest = await onOther.patch(location, offset, bytes.subarray(offset));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<ArtworkVersion>()).toMatchObject({ sha256: sha256(bytes), bytes: bytes.length });
  });

  it('finishes an upload whose bytes all came but whose process stopped before making it a version', async () => {
    const { tus, location, id } = await start('cut short.png');
    expect((await tus.patch(location, 0, bytes.subarray(0, 4000))).statusCode).toBe(204);
    // The last bytes reach the disk, and the process dies before the version is made.
    await ctx.app.uploads.datastore.write(Readable.from([bytes.subarray(4000)]), id, 4000);

    // The client asks where it stands: one byte short, so it sends that byte and gets the version.
    const head = await tus.head(location);
    expect(head.headers['upload-offset']).toBe(String(bytes.length - 1));
    const last = await tus.patch(location, bytes.length - 1, bytes.subarray(bytes.length - 1));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<ArtworkVersion>()).toMatchObject({ originalName: 'cut short.png', sha256: sha256(bytes) });
  });

  it('keeps an upload whose finish failed for a reason other than its bytes, and the client’s retry finishes it', async () => {
    const { tus, location } = await start('retried.png');
    const { storage } = ctx.app;
    const adopt = storage.adopt;
    const before = await storedFiles();
    // The artwork cannot be stored this once (a full disk, a bucket away), after its thumbnail was.
    storage.adopt = async (file, kind, options) => {
      if (kind === 'artwork') throw new Error('No space left on device');
      return adopt(file, kind, options);
    };
    try {
      const failed = await tus.patch(location, 0, bytes);
      expect(failed.statusCode).toBe(500);
    } finally {
      storage.adopt = adopt;
    }
    // Nothing of the attempt is kept, but the upload is.
    expect(await storedFiles()).toEqual(before);
    expect(await ctx.db.selectFrom('jobs').select('id').where('kind', '=', REMOVE_FILES).where('status', '=', 'pending').execute()).toEqual([]);
    const head = await tus.head(location);
    expect(head.headers['upload-offset']).toBe(String(bytes.length - 1));
    const last = await tus.patch(location, bytes.length - 1, bytes.subarray(bytes.length - 1));
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json<ArtworkVersion>().sha256).toBe(sha256(bytes));
    // Every stored file is a version's.
    expect((await storedFiles()).sort()).toEqual((await referenced()).sort());
  });

  it('sweeps what a stopped process left on its way in, once past the uploads’ expiry, and lock rows long dead', async () => {
    const { incomingDir } = ctx.app.storage;
    // A template half received, a thumbnail half made, an upload's bytes without its record.
    const old = ['template-left', 'tus/abc.thumbnail.webp', 'tus/def'].map((name) => path.join(incomingDir, name));
    const fresh = path.join(incomingDir, 'template-receiving');
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    for (const file of [...old, fresh]) await writeFile(file, 'partial');
    for (const file of old) await utimes(file, twoDaysAgo, twoDaysAgo);
    await ctx.db.insertInto('upload_locks').values({ upload_id: 'dead', holder: 'gone', expires_at: twoDaysAgo.getTime() }).execute();
    await ctx.app.uploads.sweep();
    for (const file of old) expect(existsSync(file)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(await ctx.db.selectFrom('upload_locks').select('upload_id').where('upload_id', '=', 'dead').execute()).toEqual([]);
  });

  it('numbers the versions of uploads finishing at once on two processes, none failing', async () => {
    const other = await ctx.buildApp();
    const requirement = await createRequirement(ctx, cast.organiser.token, (await eventWithExhibitors(ctx, cast, 'Race Fair')).id, { name: 'Raced', widthMm: 300, heightMm: 200 });
    const begun = await Promise.all(
      Array.from({ length: 8 }, async (_unused, index) => {
        const app = index % 2 === 0 ? ctx.app : other;
        const tus = tusClient(ctx, cast.company.token, app);
        const created = await tus.create(bytes.length, { requirementId: String(requirement.id), filename: `raced ${index}.png` });
        return { tus, location: created.headers.location as string };
      }),
    );
    const finished = await Promise.all(begun.map(({ tus, location }) => tus.patch(location, 0, bytes)));
    expect(finished.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(await uploadNumbersOf(ctx, finished)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
