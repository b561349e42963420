import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { ARTWORK_MESSAGES, type ArtworkVersion, type Event, FILE_NAME_MAX, FINDING_WORDS, type FindingWords, formatBytes, formatOfName, formatRefusal, type Requirement } from '../../../src/api/contract';
import { findingText } from '../../../src/api/contract/i18n/finding-text';
import { describeOnEachDatabase } from '../../test/harness';
import { type Cast, castOf } from '../../test/accounts';
import { createRequirement, eventWithExhibitors } from '../../test/artwork';
import { tusClient, uploadWhole } from '../../test/tus-client';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c33' } }).png().toBuffer();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describeOnEachDatabase('artwork uploads', (ctx) => {
  let cast: Cast;
  let event: Event;
  let poster: Requirement;
  const stored = async () => {
    const files = await readdir(path.join(ctx.dir, 'uploads'), { recursive: true, withFileTypes: true });
    return files.filter((entry) => entry.isFile()).map((entry) => path.relative(path.join(ctx.dir, 'uploads'), path.join(entry.parentPath, entry.name)));
  };
  const counts = async () => ({
    versions: Number((await ctx.db.selectFrom('artwork_versions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    uploads: Number((await ctx.db.selectFrom('artwork_uploads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  });

  beforeAll(async () => {
    cast = await castOf(ctx);
    event = await eventWithExhibitors(ctx, cast);
    // 300 × 200 mm + 5 mm bleed at 100 dpi: 1221 × 827 pixels.
    poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, maxBytes: 2 * 1024 * 1024 });
  });

  it('stores a PNG that passes as a draft (no version number before it is submitted), its hash, its report, a thumbnail, the file as an attachment', async () => {
    const bytes = await png(1300, 881);
    const response = await uploadWhole(ctx, cast.company.token, poster.id, 'poster final.png', bytes);
    expect(response.statusCode, response.body).toBe(200);
    const version = response.json<ArtworkVersion>();
    expect(version).toMatchObject({ requirementId: poster.id, companyId: cast.company.profileId, version: null, originalName: 'poster final.png', format: 'png', bytes: bytes.length, sha256: sha256(bytes), submittedAt: null });
    expect(version.preflight.outcome).toBe('passed');
    expect(await counts()).toMatchObject({ uploads: 0 });

    const file = await ctx.request({ url: version.fileUrl, token: cast.company.token });
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(version.sha256);
    expect(file.headers['content-disposition']).toContain('attachment; filename="poster final.png"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const thumbnail = await ctx.request({ url: version.thumbnailUrl!, token: cast.company.token });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    // Not submitted, it is the company's draft: its reviewers do not see it.
    for (const url of [`/api/artwork/version/${version.id}`, version.fileUrl, version.thumbnailUrl!]) expect((await ctx.request({ url, token: cast.organiser.token })).statusCode, url).toBe(404);
    // The incoming copy is gone; what stays is under server-made names.
    expect((await stored()).filter((name) => name.startsWith('incoming/tus/') && !name.endsWith('.json'))).toEqual([]);
    for (const name of (await stored()).filter((entry) => !entry.startsWith('incoming'))) expect(name).toMatch(/^(artwork|thumbnails)\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
  });

  it('resumes an interrupted upload from the offset the server has, and the stored bytes hash right', async () => {
    const bytes = await png(1300, 881);
    const tus = tusClient(ctx, cast.company.token);
    const created = await tus.create(bytes.length, { requirementId: String(poster.id), filename: 'resumed.png' });
    const location = created.headers.location as string;
    const first = await tus.patch(location, 0, bytes.subarray(0, 1000));
    expect(first.statusCode).toBe(204);
    // The connection drops; later the browser asks where it stopped, and goes on from there.
    const head = await tus.head(location);
    expect(head.headers['upload-offset']).toBe('1000');
    expect((await tus.patch(location, 0, bytes)).statusCode).toBe(409);
    const rest = await tus.patch(location, 1000, bytes.subarray(1000));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<ArtworkVersion>()).toMatchObject({ version: null, sha256: sha256(bytes) });
  });

  it('refuses bytes that are not an accepted format, whatever the name, and keeps nothing', async () => {
    const before = { counts: await counts(), files: (await stored()).length };
    for (const [name, bytes] of [
      ['page.png', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
      ['shell.jpg.php', Buffer.from('<?php system($_GET["c"]); ?>')],
      ['logo.png', await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).jpeg().toBuffer()],
    ] as const) {
      const response = await uploadWhole(ctx, cast.company.token, poster.id, name, bytes);
      expect(response.statusCode, name).toBe(415);
      // The formats this requirement accepts, not every one the product knows, and what the bytes are.
      const refusal = formatRefusal(name === 'logo.png' ? 'jpg' : null, poster.formats)!;
      expect(response.json(), name).toEqual({ message: findingText(refusal), words: refusal });
    }
    expect(await counts()).toEqual(before.counts);
    expect((await stored()).length).toBe(before.files);
  });

  it('answers a renamed TIFF in the words the browser uses for a .tif name', async () => {
    const tiff = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).tiff().toBuffer();
    const response = await uploadWhole(ctx, cast.company.token, poster.id, 'poster.png', tiff);
    expect(response.statusCode).toBe(415);
    // Its words, which each reader reads in their language, and its English message.
    expect(response.json().words).toEqual(formatRefusal(formatOfName('poster.tif'), poster.formats));
    expect(response.json().message).toBe(findingText(formatRefusal('tiff', poster.formats)!));
    expect(response.json().message).not.toContain('WebP');
  });

  it('refuses an SVG with a script, an event handler, embedded HTML or an entity, with the reason, and keeps nothing', async () => {
    const logo = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Logo', formats: ['svg'], widthMm: 300, heightMm: 200, minDpi: null });
    const before = { counts: await counts(), files: (await stored()).length };
    const open = '<svg xmlns="http://www.w3.org/2000/svg" width="310" height="210">';
    for (const [name, body, reason] of [
      ['script.svg', `${open}<script>alert(1)</script></svg>`, 'script'],
      ['onload.svg', open.replace('<svg', '<svg onload="alert(1)"') + '</svg>', 'handlers'],
      ['foreign.svg', `${open}<foreignObject><div>hi</div></foreignObject></svg>`, 'foreignObject'],
      ['entity.svg', `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${open}<text>&x;</text></svg>`, 'entities'],
    ] as const) {
      const response = await uploadWhole(ctx, cast.company.token, logo.id, name, Buffer.from(body));
      expect(response.statusCode, name).toBe(415);
      const { message, words } = response.json<{ message: string; words: FindingWords }>();
      expect(words, name).toMatchObject({ key: 'svgRefused', values: { [reason]: 'yes' } });
      expect(Object.entries(words.values).filter(([, value]) => value === 'yes'), name).toHaveLength(1);
      expect(message, name).toBe(findingText(words));
    }
    expect(await counts()).toEqual(before.counts);
    expect((await stored()).length).toBe(before.files);
    const clean = await uploadWhole(ctx, cast.company.token, logo.id, 'clean.svg', Buffer.from(`${open}<rect width="310" height="210" fill="#c33"/></svg>`));
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json<ArtworkVersion>()).toMatchObject({ format: 'svg', mime: 'image/svg+xml' });
    expect(clean.json<ArtworkVersion>().thumbnailUrl).not.toBeNull();
  });

  it('refuses an upload over the requirement’s limit before a byte is sent, and a request that sends more than it said', async () => {
    const tus = tusClient(ctx, cast.company.token);
    const tooBig = await tus.create(2 * 1024 * 1024 + 1, { requirementId: String(poster.id), filename: 'huge.png' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: findingText(FINDING_WORDS.fileTooLarge(2 * 1024 * 1024)), words: FINDING_WORDS.fileTooLarge(2 * 1024 * 1024) });
    expect(tooBig.json().message).toContain(formatBytes(2 * 1024 * 1024));
    const created = await tus.create(10, { requirementId: String(poster.id), filename: 'small.png' });
    const before = { counts: await counts(), files: await stored() };
    const over = await tus.patch(created.headers.location as string, 0, Buffer.alloc(20));
    expect(over.statusCode).toBe(413);
    // The request is refused whole and the upload is as it was: its row, its file, its offset.
    expect(await counts()).toEqual(before.counts);
    expect(await stored()).toEqual(before.files);
    expect((await tus.head(created.headers.location as string)).headers['upload-offset']).toBe('0');
    await tus.remove(created.headers.location as string);
  });

  it('keeps names as text only: path parts, NUL and control characters go; the stored name is the server’s', async () => {
    const response = await uploadWhole(ctx, cast.company.token, poster.id, '../../etc/pass\u0000wd.png', await png(1300, 881));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ArtworkVersion>().originalName).toBe('passwd.png');
  });

  it(`stores a name of at most ${FILE_NAME_MAX} characters, whole characters, keeping its extension`, async () => {
    const response = await uploadWhole(ctx, cast.company.token, poster.id, `${'🎨'.repeat(FILE_NAME_MAX + 50)}.png`, await png(1300, 881));
    expect(response.statusCode, response.body).toBe(200);
    const { id, originalName } = response.json<ArtworkVersion>();
    expect(originalName).toBe(`${'🎨'.repeat(FILE_NAME_MAX - 4)}.png`);
    const row = await ctx.db.selectFrom('artwork_versions').select('original_name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.original_name).toBe(originalName);
  });

  it('serves a file under the extension of the format its bytes are, whatever name it came with', async () => {
    const polyglot = Buffer.concat([await png(1300, 881), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const served = async (filename: string, bytes: Buffer) => {
      const version = (await uploadWhole(ctx, cast.company.token, poster.id, filename, bytes)).json<ArtworkVersion>();
      expect(version.format).toBe('png');
      const file = await ctx.request({ url: `/api/artwork/version/${version.id}/file`, token: cast.company.token });
      return /filename="([^"]*)"/.exec(file.headers['content-disposition'] as string)?.[1];
    };
    expect(await served('poly.html', polyglot)).toBe('poly.png');
    expect(await served('artwork', polyglot)).toBe('artwork.png');
    expect(await served('SHOUTING.PNG', await png(1300, 881))).toBe('SHOUTING.PNG');
  });

  it('answers another company’s upload, version and requirement as if they were not there', async () => {
    const chosen = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Only Acme', appliesTo: 'chosen', companyIds: [cast.company.profileId] });
    const refused = await tusClient(ctx, cast.otherCompany.token).create(100, { requirementId: String(chosen.id), filename: 'x.png' });
    expect(refused.statusCode).toBe(404);
    const created = await tusClient(ctx, cast.company.token).create(100, { requirementId: String(poster.id), filename: 'mine.png' });
    const location = created.headers.location as string;
    expect((await tusClient(ctx, cast.otherCompany.token).head(location)).statusCode).toBe(404);
    expect((await tusClient(ctx, cast.otherCompany.token).patch(location, 0, Buffer.alloc(100))).statusCode).toBe(404);
    const mine = await ctx.db.selectFrom('artwork_versions').select('id').where('company_id', '=', cast.company.profileId!).executeTakeFirstOrThrow();
    for (const url of [`/api/artwork/version/${mine.id}`, `/api/artwork/version/${mine.id}/file`, `/api/artwork/version/${mine.id}/thumbnail`]) {
      const response = await ctx.request({ url, token: cast.otherCompany.token });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await ctx.request({ url: `/api/artwork/version/${mine.id}`, token: cast.otherOrganiser.token })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'POST', url: `/api/artwork/version/${mine.id}/submit`, token: cast.otherCompany.token, body: {} })).statusCode).toBe(404);
    // Staff and users may not upload at all.
    for (const who of [cast.organiser, cast.admin, cast.user]) expect((await tusClient(ctx, who.token).create(100, { requirementId: String(poster.id), filename: 'x.png' })).statusCode).toBe(403);
    await tusClient(ctx, cast.company.token).remove(location);
  });

  it('says what is missing from an upload’s start', async () => {
    const tus = tusClient(ctx, cast.company.token);
    expect((await tus.create(100, { filename: 'x.png' })).json().message).toBe(ARTWORK_MESSAGES.uploadMetadataRequired);
    expect((await tus.create(null, { requirementId: String(poster.id), filename: 'x.png' })).json().message).toBe(ARTWORK_MESSAGES.uploadLengthRequired);
    expect((await tus.create(0, { requirementId: String(poster.id), filename: 'x.png' })).json().message).toBe(ARTWORK_MESSAGES.fileEmpty);
    expect((await ctx.request({ method: 'POST', url: '/api/uploads', headers: { 'tus-resumable': '1.0.0', 'upload-length': '5' } })).statusCode).toBe(401);
  });

  it('submits a passing version; refuses one with errors; wants warnings acknowledged; earlier versions never change', async () => {
    const low = await uploadWhole(ctx, cast.company.token, poster.id, 'low.png', await png(400, 271));
    const lowVersion = low.json<ArtworkVersion>();
    expect(lowVersion.preflight.outcome).toBe('errors');
    const blocked = await ctx.request({ method: 'POST', url: `/api/artwork/version/${lowVersion.id}/submit`, token: cast.company.token, body: { acknowledgeWarnings: true } });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().message).toBe(ARTWORK_MESSAGES.submitBlocked);

    const square = (await uploadWhole(ctx, cast.company.token, poster.id, 'alpha.png', await sharp({ create: { width: 1300, height: 881, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer())).json<ArtworkVersion>();
    expect(square.preflight.outcome).toBe('warnings');
    const unacknowledged = await ctx.request({ method: 'POST', url: `/api/artwork/version/${square.id}/submit`, token: cast.company.token, body: {} });
    expect(unacknowledged.json().message).toBe(ARTWORK_MESSAGES.warningsNotAcknowledged);
    const submitted = await ctx.request({ method: 'POST', url: `/api/artwork/version/${square.id}/submit`, token: cast.company.token, body: { acknowledgeWarnings: true } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<ArtworkVersion>().warningsAcknowledgedAt).not.toBeNull();
    expect((await ctx.request({ method: 'POST', url: `/api/artwork/version/${square.id}/submit`, token: cast.company.token, body: {} })).statusCode).toBe(409);

    const history = (await ctx.request({ url: `/api/requirement/${poster.id}/versions`, token: cast.company.token })).json<{ versions: ArtworkVersion[] }>().versions;
    expect(history.map((version) => version.id)).toEqual([...history.map((version) => version.id)].sort((a, b) => b - a));
    // Submitted, the file became version 1 for reviewers; the drafts before it have no number.
    expect(history.map((version) => version.version)).toEqual([1, ...history.slice(1).map(() => null)]);
    const first = history.at(-1)!;
    const again = await ctx.request({ url: first.fileUrl, token: cast.company.token });
    expect(sha256(again.rawPayload)).toBe(first.sha256);
  });

  it('shows the company its checklist: the event, each requirement, its status and latest file', async () => {
    const response = await ctx.request({ url: '/api/artwork/checklist', token: cast.company.token });
    expect(response.statusCode).toBe(200);
    const [entry] = response.json<{ events: { event: { id: number }; items: { requirement: Requirement; status: string; latest: ArtworkVersion | null; submitted: ArtworkVersion | null }[] }[] }>().events;
    expect(entry!.event.id).toBe(event.id);
    const item = entry!.items.find((candidate) => candidate.requirement.id === poster.id)!;
    expect(item.status).toBe('Submitted');
    expect(item.submitted?.originalName).toBe('alpha.png');
    expect(entry!.items.find((candidate) => candidate.requirement.name === 'Only Acme')?.status).toBe('Missing');
    const other = (await ctx.request({ url: '/api/artwork/checklist', token: cast.otherCompany.token })).json<{ events: { items: { requirement: Requirement }[] }[] }>();
    expect(other.events[0]!.items.map((candidate) => candidate.requirement.name)).not.toContain('Only Acme');
    expect((await ctx.request({ url: '/api/artwork/checklist', token: cast.organiser.token })).statusCode).toBe(403);

    // A newer file not yet submitted: the latest, while the submitted one still decides the status.
    await uploadWhole(ctx, cast.company.token, poster.id, 'draft.png', await png(400, 271));
    const [again] = (await ctx.request({ url: '/api/artwork/checklist', token: cast.company.token })).json<{ events: { items: { requirement: Requirement; status: string; latest: ArtworkVersion | null; submitted: ArtworkVersion | null }[] }[] }>().events;
    const now = again!.items.find((candidate) => candidate.requirement.id === poster.id)!;
    expect([now.status, now.latest?.originalName, now.submitted?.originalName]).toEqual(['Submitted', 'draft.png', 'alpha.png']);
    expect([now.latest!.version, now.submitted!.version]).toEqual([null, 1]);
  });

  it('refuses an upload that would pass the company’s storage quota, counting uploads under way', async () => {
    const held = Number((await ctx.db.selectFrom('artwork_versions').select((eb) => eb.fn.sum<number>('bytes').as('n')).where('company_id', '=', cast.company.profileId!).executeTakeFirstOrThrow()).n);
    const small = await ctx.buildApp({ ARTWORK_QUOTA_BYTES: String(held + 1500) });
    const tus = tusClient(ctx, cast.company.token, small);
    const first = await tus.create(1000, { requirementId: String(poster.id), filename: 'a.png' });
    expect(first.statusCode).toBe(201);
    const second = await tus.create(1000, { requirementId: String(poster.id), filename: 'b.png' });
    expect(second.statusCode).toBe(413);
    // Worded for the reader's language, as the drop zone shows it; in English, the limit as a size.
    expect(second.json()).toEqual({ message: findingText(FINDING_WORDS.quotaExceeded(held + 1500)), words: FINDING_WORDS.quotaExceeded(held + 1500) });
    expect(second.json().message).toContain(formatBytes(held + 1500));
    await tus.remove(first.headers.location as string);
    expect((await tus.create(1000, { requirementId: String(poster.id), filename: 'c.png' })).statusCode).toBe(201);
  });

  it('sweeps an upload abandoned past its expiry: its row and its bytes', async () => {
    const tus = tusClient(ctx, cast.company.token);
    const created = await tus.create(5000, { requirementId: String(poster.id), filename: 'left.png' });
    const id = (created.headers.location as string).split('/').pop()!;
    await tus.patch(created.headers.location as string, 0, Buffer.alloc(100));
    expect((await stored()).some((name) => name.endsWith(id))).toBe(true);
    await ctx.db.updateTable('artwork_uploads').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute();
    expect(await ctx.app.uploads.sweep()).toBe(1);
    expect((await stored()).some((name) => name.includes(id))).toBe(false);
    expect(await ctx.db.selectFrom('artwork_uploads').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });
});
