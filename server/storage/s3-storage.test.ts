import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkVersion, Event, Requirement } from '../../src/api/contract';
import { loadConfig } from '../config';
import { type Cast, castOf } from '../test/accounts';
import { describeOnEachDatabase } from '../test/harness';
import { type S3Server, startS3Server } from '../test/s3';
import { s3Storage } from './s3-storage';
import { createRequirement, eventWithExhibitors, uploadTemplate } from '../test/artwork';
import { uploadWhole } from '../test/tus-client';

const BUCKET = 'event-artwork';
const KEY = /^(artwork|thumbnails|templates)\/[0-9a-f]{2}\/[0-9a-f]{32}$/;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#36c' } }).png().toBuffer();

let s3: S3Server;
/** Filled in once the server has a port; the harness reads it when each suite starts. */
const env: Record<string, string> = {};

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  Object.assign(env, s3.env);
});
afterAll(() => s3?.close());

describe('S3 storage on its own', () => {
  let dir: string;
  let storage: ReturnType<typeof s3Storage>;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'eaum-s3-storage-'));
    storage = s3Storage(loadConfig({ ...env, DATA_DIR: dir, JWT_SECRET: randomBytes(32).toString('hex') }).s3!, dir);
  });
  afterAll(() => {
    storage.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('streams a large file up in parts, reads it back whole, and deletes it, a missing key being no error', async () => {
    const bytes = randomBytes(11 * 1024 * 1024 + 7);
    const file = path.join(dir, 'large.bin');
    await writeFile(file, bytes);
    const key = await storage.adopt(file, 'artwork');
    expect(key).toMatch(KEY);
    expect(await readdir(dir)).toEqual([]);
    expect(sha256(await s3.bytes(key))).toBe(sha256(bytes));
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.open(key)) chunks.push(chunk as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(bytes));

    await storage.remove(key, null, 'templates/00/00000000000000000000000000000000');
    expect(await s3.keys()).not.toContain(key);
    await expect(storage.open(key)).rejects.toThrow();
  });

  it('keeps the source when asked, and refuses a key it did not make', async () => {
    const file = path.join(dir, 'kept.txt');
    await writeFile(file, 'kept');
    const key = await storage.adopt(file, 'templates', { keepSource: true });
    expect(await readdir(dir)).toEqual(['kept.txt']);
    expect(await text(await storage.open(key))).toBe('kept');
    await expect(storage.open('../etc/passwd')).rejects.toThrow('Not a storage key');
    await expect(storage.remove('artwork/../../x')).rejects.toThrow('Not a storage key');
    await storage.remove(key);
  });
});

describeOnEachDatabase(
  'artwork stored in an S3 bucket',
  (ctx) => {
    let cast: Cast;
    let event: Event;
    let poster: Requirement;
    /** Files kept under DATA_DIR/uploads outside the incoming directory. */
    const localStored = async () => {
      const root = path.join(ctx.dir, 'uploads');
      const files = await readdir(root, { recursive: true, withFileTypes: true });
      return files.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))).filter((name) => !name.startsWith('incoming/'));
    };
    const keysOf = (versionId: number) => ctx.db.selectFrom('artwork_versions').select(['storage_key', 'thumbnail_key']).where('id', '=', versionId).executeTakeFirstOrThrow();

    beforeAll(async () => {
      cast = await castOf(ctx);
      event = await eventWithExhibitors(ctx, cast);
      poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, maxBytes: 2 * 1024 * 1024 });
    });

    it('puts an uploaded PNG and its thumbnail in the bucket under server-made keys, none on local disk, and serves both from there', async () => {
      expect(ctx.config.s3).toMatchObject({ bucket: BUCKET, forcePathStyle: true });
      const bytes = await png(1300, 881);
      const response = await uploadWhole(ctx, cast.company.token, poster.id, 'poster.png', bytes);
      expect(response.statusCode, response.body).toBe(200);
      const version = response.json<ArtworkVersion>();
      expect(version.sha256).toBe(sha256(bytes));

      const { storage_key, thumbnail_key } = await keysOf(version.id);
      expect(storage_key).toMatch(/^artwork\//);
      expect(storage_key).toMatch(KEY);
      expect(thumbnail_key).toMatch(/^thumbnails\//);
      expect(await s3.keys()).toEqual(expect.arrayContaining([storage_key, thumbnail_key]));
      expect(sha256(await s3.bytes(storage_key))).toBe(sha256(bytes));
      expect(await localStored()).toEqual([]);
      const incoming = await readdir(path.join(ctx.dir, 'uploads', 'incoming', 'tus'));
      expect(incoming.filter((name) => !name.endsWith('.json'))).toEqual([]);

      const file = await ctx.request({ url: version.fileUrl, token: cast.company.token });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('attachment; filename="poster.png"');
      expect(sha256(file.rawPayload)).toBe(sha256(bytes));
      const thumbnail = await ctx.request({ url: version.thumbnailUrl!, token: cast.company.token });
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      expect((await sharp(thumbnail.rawPayload).metadata()).format).toBe('webp');
      expect(thumbnail.rawPayload.equals(await s3.bytes(thumbnail_key!))).toBe(true);
    });

    it('keeps a requirement’s template in the bucket, replaces it there, and deleting the requirement empties the bucket of its files', async () => {
      const made = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Logo wall' });
      const templateKey = async () => (await ctx.db.selectFrom('artwork_requirements').select('template_key').where('id', '=', made.id).executeTakeFirstOrThrow()).template_key!;
      expect((await uploadTemplate(ctx, cast.organiser.token, made.id, '%PDF-1.4 first', 'wall.pdf')).statusCode).toBe(200);
      const first = await templateKey();
      expect(first).toMatch(/^templates\//);
      expect(await s3.keys()).toContain(first);
      const replaced = await uploadTemplate(ctx, cast.organiser.token, made.id, '%PDF-1.4 second!', 'wall 2.pdf');
      expect(replaced.statusCode, replaced.body).toBe(200);
      const second = await templateKey();
      const afterReplace = await s3.keys();
      expect(afterReplace).toContain(second);
      expect(afterReplace).not.toContain(first);

      const download = await ctx.request({ url: `/api/requirement/${made.id}/template`, token: cast.company.token });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe('%PDF-1.4 second!');

      const uploaded = await uploadWhole(ctx, cast.company.token, made.id, 'wall.png', await png(400, 300));
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const { storage_key, thumbnail_key } = await keysOf(uploaded.json<ArtworkVersion>().id);
      const theirs = [second, storage_key, thumbnail_key!];
      expect(await s3.keys()).toEqual(expect.arrayContaining(theirs));

      const deleted = await ctx.request({ method: 'DELETE', url: `/api/requirement/${made.id}`, token: cast.organiser.token });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toMatchObject({ versionsRemoved: 1 });
      const left = await s3.keys();
      for (const key of theirs) expect(left).not.toContain(key);
      expect(await localStored()).toEqual([]);
    });
  },
  { env },
);
