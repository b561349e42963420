import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { beforeAll, expect, it } from 'vitest';
import { ARTWORK_MESSAGES, type ArtworkVersion, type Event, type Requirement, UPLOAD_METADATA, UPLOADS_PATH } from '../../../src/api/contract';
import { type Cast, castOf } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { tusClient } from '../../test/tus-client';

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (requirementId: number, filename: string) =>
  `${UPLOAD_METADATA.requirementId} ${Buffer.from(String(requirementId)).toString('base64')},${UPLOAD_METADATA.filename} ${Buffer.from(filename).toString('base64')}`;

describeOnEachDatabase('tus as clients speak it', (ctx) => {
  let cast: Cast;
  let event: Event;
  let poster: Requirement;
  const versionCount = async () =>
    Number((await ctx.db.selectFrom('artwork_versions').select((eb) => eb.fn.countAll<number>().as('n')).where('requirement_id', '=', poster.id).executeTakeFirstOrThrow()).n);
  const uploadsOfCompany = async () => (await ctx.db.selectFrom('artwork_uploads').select('id').where('company_id', '=', cast.company.profileId!).execute()).length;

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast, 'Protocol Fair');
    poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, minDpi: 100 });
  });

  it('stores a file sent with its creation once, and tus-js-client finishes with 201, its Location and the version', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const bytes = await sharp({ create: { width: 1300, height: 881, channels: 3, background: '#3a6' } }).png().toBuffer();
    const before = await versionCount();
    const { status, location, body } = await new Promise<{ status: number; location: string | undefined; body: string }>((resolve, reject) => {
      const upload = new Upload(bytes, {
        endpoint: `http://127.0.0.1:${port}${UPLOADS_PATH}`,
        headers: { authorization: `Bearer ${cast.company.token}` },
        metadata: { [UPLOAD_METADATA.requirementId]: String(poster.id), [UPLOAD_METADATA.filename]: 'in-one.png' },
        uploadDataDuringCreation: true,
        // One retry allowed: a client told the creation failed sends the file again.
        retryDelays: [0],
        onSuccess: ({ lastResponse }) => resolve({ status: lastResponse.getStatus(), location: lastResponse.getHeader('location'), body: lastResponse.getBody() }),
        onError: reject,
      });
      upload.start();
    });
    expect(status).toBe(201);
    expect(location).toMatch(new RegExp(`^${UPLOADS_PATH}/`));
    expect(JSON.parse(body) as ArtworkVersion).toMatchObject({ originalName: 'in-one.png', format: 'png' });
    expect(await versionCount()).toBe(before + 1);
  });

  it('tells what it speaks on OPTIONS: the version, the extensions it offers and the largest upload', async () => {
    const response = await ctx.request({ method: 'OPTIONS', url: UPLOADS_PATH, token: cast.company.token });
    expect(response.statusCode).toBe(204);
    expect(response.headers['tus-version']).toBe('1.0.0');
    expect(String(response.headers['tus-extension']).split(',').sort()).toEqual(['creation', 'creation-with-upload', 'expiration', 'termination']);
    expect(response.headers['tus-max-size']).toBe(String(ctx.config.uploadMaxBytes));
  });

  it('leaves nothing of a creation that is refused or fails: the quota is whole again', async () => {
    const held = Number((await ctx.db.selectFrom('artwork_versions').select((eb) => eb.fn.sum<number>('bytes').as('n')).where('company_id', '=', cast.company.profileId!).executeTakeFirstOrThrow()).n ?? 0);
    const small = await ctx.buildApp({ ARTWORK_QUOTA_BYTES: String(held + 1500) });
    const before = await uploadsOfCompany();
    const createWith = (bytes: Buffer) =>
      ctx.request({
        method: 'POST',
        url: UPLOADS_PATH,
        token: cast.company.token,
        app: small,
        body: bytes,
        headers: { ...TUS, 'upload-length': '1000', 'upload-metadata': metadata(poster.id, 'over.png'), 'content-type': 'application/offset+octet-stream' },
      });
    // More bytes than the creation declared.
    const over = await createWith(Buffer.alloc(1200));
    expect(over.statusCode).toBe(413);
    expect(over.headers.location).toBeUndefined();
    // The store cannot write (a file stands where its directory was, as a failed disk would refuse).
    const tusDir = path.join(small.storage.incomingDir, 'tus');
    await rm(tusDir, { recursive: true });
    await writeFile(tusDir, '');
    try {
      const failed = await createWith(Buffer.alloc(500));
      expect(failed.statusCode).toBe(500);
      expect(failed.headers.location).toBeUndefined();
    } finally {
      await rm(tusDir);
      await mkdir(tusDir, { recursive: true });
    }
    expect(await uploadsOfCompany()).toBe(before);
    const next = await tusClient(ctx, cast.company.token, small).create(1000, { requirementId: String(poster.id), filename: 'next.png' });
    expect(next.statusCode, next.body).toBe(201);
  });

  it('refuses a PATCH past the declared length and keeps every acknowledged byte: HEAD answers them, the upload resumes', async () => {
    const tus = tusClient(ctx, cast.company.token);
    const bytes = await sharp({ create: { width: 1300, height: 881, channels: 3, background: '#36a' } }).png().toBuffer();
    const half = Math.floor(bytes.length / 2);
    const created = await tus.create(bytes.length, { requirementId: String(poster.id), filename: 'resumed.png' });
    const location = created.headers.location as string;
    const first = await tus.patch(location, 0, bytes.subarray(0, half));
    expect([first.statusCode, first.headers['upload-offset']]).toEqual([204, String(half)]);
    // The rest of the file and more: past the length the creation declared.
    const over = await tus.patch(location, half, Buffer.concat([bytes.subarray(half), Buffer.alloc(64)]));
    expect([over.statusCode, over.json()]).toEqual([413, { message: ARTWORK_MESSAGES.uploadPastLength(bytes.length) }]);
    // The same streamed without Content-Length: the rest is written to disk before the excess
    // comes, and goes again when it does.
    if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const onDisk = path.join(ctx.app.storage.incomingDir, 'tus', location.split('/').pop()!);
    async function* restThenMore() {
      yield bytes.subarray(half);
      while ((await stat(onDisk)).size < bytes.length) await new Promise((resolve) => setImmediate(resolve));
      yield Buffer.alloc(64);
    }
    const streamed = await fetch(`http://127.0.0.1:${port}${location}`, {
      method: 'PATCH',
      headers: { ...TUS, authorization: `Bearer ${cast.company.token}`, 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream' },
      body: Readable.toWeb(Readable.from(restThenMore())) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect([streamed.status, await streamed.json()]).toEqual([413, { message: ARTWORK_MESSAGES.uploadPastLength(bytes.length) }]);
    const head = await tus.head(location);
    expect([head.statusCode, head.headers['upload-offset']]).toEqual([200, String(half)]);
    const before = await versionCount();
    const rest = await tus.patch(location, half, bytes.subarray(half));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<ArtworkVersion>()).toMatchObject({ originalName: 'resumed.png', bytes: bytes.length });
    expect(await versionCount()).toBe(before + 1);
  });

  it('answers a PATCH without Upload-Offset with a 400 and keeps the upload', async () => {
    const tus = tusClient(ctx, cast.company.token);
    const created = await tus.create(100, { requirementId: String(poster.id), filename: 'no-offset.png' });
    const location = created.headers.location as string;
    const response = await ctx.request({
      method: 'PATCH',
      url: location,
      token: cast.company.token,
      body: Buffer.alloc(10),
      headers: { ...TUS, 'content-type': 'application/offset+octet-stream' },
    });
    expect([response.statusCode, response.headers['content-type'], response.json()]).toEqual([400, 'application/json; charset=utf-8', { message: ARTWORK_MESSAGES.uploadOffsetRequired }]);
    expect((await tus.head(location)).headers['upload-offset']).toBe('0');
  });

  it('answers every refusal as JSON { message }: no Tus-Resumable, bad metadata or length, parallel and deferred uploads', async () => {
    const post = (headers: Record<string, string>) => ctx.request({ method: 'POST', url: UPLOADS_PATH, token: cast.company.token, headers });
    const good = { ...TUS, 'upload-length': '1000', 'upload-metadata': metadata(poster.id, 'a.png') };
    const cases: [Record<string, string>, number, string][] = [
      [{ 'upload-length': '1000', 'upload-metadata': metadata(poster.id, 'a.png') }, 412, ARTWORK_MESSAGES.uploadProtocolRequired],
      [{ ...good, 'upload-metadata': 'requirementId !!!,filename' }, 400, ARTWORK_MESSAGES.uploadMetadataRequired],
      [{ ...good, 'upload-length': '-5' }, 400, ARTWORK_MESSAGES.uploadLengthRequired],
      [{ ...good, 'upload-length': 'lots' }, 400, ARTWORK_MESSAGES.uploadLengthRequired],
      [{ ...good, 'upload-concat': 'partial' }, 400, ARTWORK_MESSAGES.uploadConcatUnsupported],
      [{ ...TUS, 'upload-defer-length': '1', 'upload-metadata': metadata(poster.id, 'a.png') }, 400, ARTWORK_MESSAGES.uploadLengthRequired],
    ];
    const before = await uploadsOfCompany();
    for (const [headers, status, message] of cases) {
      const response = await post(headers);
      expect([response.statusCode, response.headers['content-type'], response.json()]).toEqual([status, 'application/json; charset=utf-8', { message }]);
    }
    expect(await uploadsOfCompany()).toBe(before);
    const unknown = await tusClient(ctx, cast.company.token).patch(`${UPLOADS_PATH}/no-such-upload`, 0, Buffer.alloc(1));
    expect([unknown.statusCode, unknown.headers['content-type'], unknown.json()]).toEqual([404, 'application/json; charset=utf-8', { message: ARTWORK_MESSAGES.uploadNotFound }]);
  });
});
