import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { ArtworkVersion, Event } from '../../src/api/contract';
import { type Cast, castOf } from '../test/accounts';
import { describeOnEachDatabase } from '../test/harness';
import { claimKeys, REMOVE_FILES } from './file-removals';
import { createRequirement, eventWithExhibitors } from '../test/artwork';
import { uploadWhole } from '../test/tus-client';

const HOUR = 3_600_000;

describeOnEachDatabase('stored files on their way out', (ctx) => {
  let cast: Cast;
  let event: Event;
  const fileOf = (key: string) => path.join(ctx.dir, 'uploads', key);
  const pendingRemovals = () => ctx.db.selectFrom('jobs').select(['key', 'run_at']).where('kind', '=', REMOVE_FILES).where('status', '=', 'pending').execute();
  const keysOf = async (versionId: number) => {
    const row = await ctx.db.selectFrom('artwork_versions').select(['storage_key', 'thumbnail_key']).where('id', '=', versionId).executeTakeFirstOrThrow();
    return [row.storage_key, row.thumbnail_key!];
  };
  const upload = async (requirementId: number, token = cast.company.token) => {
    const png = await sharp({ create: { width: 1300, height: 881, channels: 3, background: '#963' } }).png().toBuffer();
    const response = await uploadWhole(ctx, token, requirementId, 'art.png', png);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ArtworkVersion>();
  };
  const need = (name: string) => createRequirement(ctx, cast.organiser.token, event.id, { name, widthMm: 300, heightMm: 200 });

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast);
  });

  it('leaves no pending removal once a version is stored', async () => {
    const version = await upload((await need('Kept')).id);
    for (const key of await keysOf(version.id)) expect(existsSync(fileOf(key))).toBe(true);
    expect(await pendingRemovals()).toEqual([]);
  });

  it('removes files stored but never recorded (their process stopped in between), once their removal comes due', async () => {
    const { keys } = await claimKeys(ctx.db, ['artwork']);
    const temp = path.join(ctx.app.storage.incomingDir, 'orphan');
    await writeFile(temp, 'bytes');
    await ctx.app.storage.adopt(temp, 'artwork', { key: keys[0] });
    expect(existsSync(fileOf(keys[0]!))).toBe(true);
    // The process stops here. Rounds of scheduled work leave it while it might still be recorded…
    await ctx.app.jobs.runDue(new Date());
    expect(existsSync(fileOf(keys[0]!))).toBe(true);
    // …and remove it after.
    await ctx.app.jobs.runDue(new Date(Date.now() + 2 * HOUR));
    expect(existsSync(fileOf(keys[0]!))).toBe(false);
    expect(await pendingRemovals()).toEqual([]);
  });

  it('removes the files of deleted rows later when they cannot be removed at once', async () => {
    const requirement = await need('Dropped');
    const keys = await keysOf((await upload(requirement.id)).id);
    const { storage } = ctx.app;
    const remove = storage.remove;
    storage.remove = async () => {
      throw new Error('The bucket is away');
    };
    try {
      const deleted = await ctx.request({ method: 'DELETE', url: `/api/requirement/${requirement.id}`, token: cast.organiser.token });
      expect(deleted.statusCode, deleted.body).toBe(200);
    } finally {
      storage.remove = remove;
    }
    for (const key of keys) expect(existsSync(fileOf(key))).toBe(true);
    expect(await pendingRemovals()).toHaveLength(1);
    await ctx.app.jobs.runDue(new Date());
    for (const key of keys) expect(existsSync(fileOf(key))).toBe(false);
    expect(await pendingRemovals()).toEqual([]);
  });

  it('removes a company’s stored artwork with the company', async () => {
    const version = await upload((await need('Gone with the company')).id, cast.otherCompany.token);
    const keys = await keysOf(version.id);
    const deleted = await ctx.request({ method: 'DELETE', url: `/api/exhibiting-company/${cast.otherCompany.profileId}`, token: cast.admin.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const key of keys) expect(existsSync(fileOf(key))).toBe(false);
    expect(await pendingRemovals()).toEqual([]);
  });

  it('removes a replaced template, and the files of a deleted event', async () => {
    const requirement = await need('With a template');
    const template = async (content: string) => {
      const boundary = 'x-boundary';
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.pdf"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n--${boundary}--\r\n`;
      const response = await ctx.request({ method: 'PUT', url: `/api/requirement/${requirement.id}/template`, token: cast.organiser.token, body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      expect(response.statusCode, response.body).toBe(200);
      return (await ctx.db.selectFrom('artwork_requirements').select('template_key').where('id', '=', requirement.id).executeTakeFirstOrThrow()).template_key!;
    };
    const first = await template('first');
    const second = await template('second');
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);
    const version = await upload(requirement.id);
    const keys = [second, ...(await keysOf(version.id))];
    const deleted = await ctx.request({ method: 'DELETE', url: `/api/event/${event.id}`, token: cast.organiser.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const key of keys) expect(existsSync(fileOf(key))).toBe(false);
    expect(await pendingRemovals()).toEqual([]);
  });
});
