import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArtworkVersion, type Event, type ExhibitorAdded, type Requirement, ROLES } from '../../src/api/contract';
import { createDatabase } from '../db/database';
import type { Db } from '../db/schema';
import { REMOVE_FILES } from '../storage/file-removals';
import { isStorageKey } from '../storage/storage';
import { requirementInput } from '../test/artwork';
import { eventInput } from '../test/events';
import { tileNames } from '../modules/proofing/pyramid';
import { createPostgresDatabase, databaseKinds } from '../test/harness';
import { type AppProcess, startAppProcess, testAppEnv } from './app-process';
import { call, tus } from './http-client';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'admin@crash.test', password: 'killed and started again' };
const WRITERS = 6;
/** Acknowledged writes before the uploads start: every kind of write is under way by then. */
const WRITES_BEFORE_UPLOADS = 12;
const UPLOADS = 4;
const CHUNK = 128 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const count = async (query: Promise<{ n: number | string | bigint }[]>) => Number((await query)[0]!.n);

/** What a client was told was done: only these must survive a crash. */
interface Acknowledged {
  events: number[];
  organisers: number[];
  companies: number[];
}

interface UploadState {
  location: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** The last offset the server acknowledged. */
  offset: number;
  version?: ArtworkVersion;
}

/**
 * `kill -9` of an app process while it writes, and while it takes resumable uploads, then a
 * restart on the same database and DATA_DIR: every write and every upload byte it acknowledged is
 * there, and nothing half-done is: no row without the rows it belongs to, no stored file without
 * the row that names it (or its removal written down), no version without its file, no partial file
 * where stored files live. SQLite (WAL) and, with TEST_DATABASE_URL, PostgreSQL.
 */
const kinds = databaseKinds();
describe.each(kinds)('kill -9 and restart on %s', (kind) => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let env: Record<string, string>;
  let db: Db;
  let app: AppProcess;
  let adminToken: string;
  const ip = '10.3.0.1';

  const start = async () => {
    app = await startAppProcess(`app on ${kind}`, env);
  };
  const signIn = async (email: string, password: string) => {
    const answer = await call(app.url, 'POST', '/api/auth/login', { json: { email, password }, ip });
    expect(answer.status, answer.body).toBe(200);
    return answer.json<{ token: string }>().token;
  };
  const asAdmin = (method: string, url: string, json?: unknown) => call(app.url, method, url, { token: adminToken, json, ip });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'eaum-crash-'));
    database = kind === 'postgres' ? await createPostgresDatabase(adminUrl!) : undefined;
    env = testAppEnv(database?.url, dataDir, ADMIN);
    await start();
    db = createDatabase(database ? { kind: 'postgres', url: database.url } : { kind: 'sqlite', file: path.join(dataDir, 'app.db') });
    adminToken = await signIn(ADMIN.email, ADMIN.password);
  }, 120_000);

  afterAll(async () => {
    await app?.kill();
    await db?.destroy();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Every stored file (outside uploads in progress), relative to DATA_DIR/uploads. */
  const storedFiles = async () => {
    const root = path.join(dataDir, 'uploads');
    return (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((name) => !name.startsWith(`incoming${path.sep}`));
  };

  /**
   * What must hold after any crash, read straight from the database and the disk. The app is
   * killed first: its background work (a page's tiles being stored, say) then stands still where a
   * crash would leave it, and the rows and files are read as one moment, not while they move.
   */
  const checkInvariants = async () => {
    await app.kill();
    const orphans = {
      // Every profile has its account, and every account of a role with a profile has it.
      organisersWithoutUser: await count(sql<{ n: number }>`select count(*) as n from event_organisers p where not exists (select 1 from users u where u.id = p.user_id)`.execute(db).then((r) => r.rows)),
      companiesWithoutUser: await count(sql<{ n: number }>`select count(*) as n from exhibiting_companies p where not exists (select 1 from users u where u.id = p.user_id)`.execute(db).then((r) => r.rows)),
      organiserUsersWithoutProfile: await count(
        sql<{ n: number }>`select count(*) as n from users u where u.role = ${ROLES.organizer} and not exists (select 1 from event_organisers p where p.user_id = u.id)`.execute(db).then((r) => r.rows),
      ),
      companyUsersWithoutProfile: await count(
        sql<{ n: number }>`select count(*) as n from users u where u.role = ${ROLES.exhibitor} and not exists (select 1 from exhibiting_companies p where p.user_id = u.id)`.execute(db).then((r) => r.rows),
      ),
      accountsWithoutSearchTerms: await count(
        sql<{ n: number }>`select count(*) as n from users u where u.role in (${ROLES.organizer}, ${ROLES.exhibitor}) and not exists (select 1 from user_search_terms t where t.user_id = u.id)`
          .execute(db)
          .then((r) => r.rows),
      ),
      // Links have both ends.
      exhibitorLinksWithoutEnds: await count(
        sql<{ n: number }>`select count(*) as n from event_exhibitors x where not exists (select 1 from events e where e.id = x.event_id) or not exists (select 1 from exhibiting_companies c where c.id = x.company_id)`
          .execute(db)
          .then((r) => r.rows),
      ),
      assignmentsWithoutEnds: await count(
        sql<{ n: number }>`select count(*) as n from event_organiser_assignments a where not exists (select 1 from events e where e.id = a.event_id) or not exists (select 1 from event_organisers o where o.id = a.organiser_id)`
          .execute(db)
          .then((r) => r.rows),
      ),
      // A version and the end of its upload are one transaction.
      versionsWhoseUploadStaysOpen: await count(
        sql<{ n: number }>`select count(*) as n from artwork_versions v where exists (select 1 from artwork_uploads u where u.id = v.upload_id)`.execute(db).then((r) => r.rows),
      ),
    };
    expect(orphans).toEqual(Object.fromEntries(Object.keys(orphans).map((key) => [key, 0])));

    // Every version has its stored file (and thumbnail); every stored file is named by a row, or
    // its removal is written down; nothing half-written sits where stored files live.
    const versions = await db.selectFrom('artwork_versions').select(['storage_key', 'thumbnail_key']).execute();
    const templates = await db.selectFrom('artwork_requirements').select('template_key').where('template_key', 'is not', null).execute();
    const removals = await db.selectFrom('jobs').select('payload').where('kind', '=', REMOVE_FILES).where('status', 'in', ['pending', 'running']).execute();
    const tilePages = await db.selectFrom('artwork_tile_pages').select(['tiles_prefix', 'width', 'height', 'tile_size']).execute();
    const named = new Set([
      ...versions.flatMap((row) => [row.storage_key, row.thumbnail_key]),
      ...tilePages.flatMap((row) => tileNames(row.width, row.height, row.tile_size).map((name) => `${row.tiles_prefix}/${name}`)),
      ...templates.map((row) => row.template_key),
      ...removals.flatMap((row) => (JSON.parse(row.payload) as { keys: string[] }).keys),
    ]);
    for (const row of versions) for (const key of [row.storage_key, row.thumbnail_key]) if (key) expect(existsSync(path.join(dataDir, 'uploads', key)), key).toBe(true);
    const files = await storedFiles();
    expect(files.filter((name) => !named.has(name.split(path.sep).join('/')))).toEqual([]);
    expect(files.filter((name) => !isStorageKey(name.split(path.sep).join('/')))).toEqual([]);

    if (kind === 'sqlite') {
      expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows).toEqual([{ integrity_check: 'ok' }]);
      expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows).toEqual([{ journal_mode: 'wal' }]);
      // 1: NORMAL, as the app opens it: a commit is in the WAL before it is answered, so a killed
      // process loses none (only a power cut could take the last ones).
      expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows).toEqual([{ synchronous: 1 }]);
    }
  };

  it('keeps every acknowledged write and upload byte, and nothing half-done, after kill -9 in the middle of both', async () => {
    const acknowledged: Acknowledged = { events: [], organisers: [], companies: [] };
    const uploads: UploadState[] = [];
    // A company with a requirement to upload to, and its uploads begun (each POST acknowledged).
    const event = (await asAdmin('POST', '/api/event', eventInput({ name: 'Upload Crash Fair' }))).json<Event>();
    const company = { email: 'uploader@crash.test', password: 'uploader password' };
    const account = await asAdmin('POST', '/api/exhibiting-company', { ...company, firstname: 'Up', lastname: 'Loader', companyName: 'Uploader', productCategory: 'Signs', boothSize: '3x3', contactPerson: 'Up Loader' });
    expect(account.status, account.body).toBe(201);
    expect((await asAdmin('POST', `/api/event/${event.id}/exhibitor`, { companyName: 'Uploader', productCategory: 'Signs', boothSize: '3x3', contactPerson: 'Up Loader', email: company.email })).status).toBe(201);
    const made = await asAdmin('POST', `/api/event/${event.id}/requirement`, requirementInput({ name: 'Wall', widthMm: 300, heightMm: 200, maxBytes: 16 * 1024 * 1024 }));
    expect(made.status, made.body).toBe(201);
    const requirement = made.json<Requirement>();
    const companyToken = await signIn(company.email, company.password);
    for (let index = 0; index < UPLOADS; index += 1) {
      // Noise does not compress: 3 MiB for the first, which is the first to finish, 8 MiB for the others.
      const [width, height] = index === 0 ? [1300, 900] : [2000, 1400 + index];
      const bytes = new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer());
      const created = await tus.create(app.url, companyToken, bytes.length, { requirementId: String(requirement.id), filename: `wall ${index}.png` }, ip);
      expect(created.status, created.body).toBe(201);
      uploads.push({ location: created.headers.get('location')!, bytes, offset: 0 });
    }

    let killed = false;
    let writesAcknowledged = 0;
    let serial = 0;
    const organiserIds: number[] = [];
    let kill!: () => void;
    const killNow = new Promise<void>((resolve) => (kill = resolve));
    let writing!: () => void;
    const writesUnderWay = new Promise<void>((resolve) => (writing = resolve));
    const writes = [
      // An organiser: account, profile and search terms in one transaction.
      async () => {
        const n = (serial += 1);
        const answer = await asAdmin('POST', '/api/event-organiser', {
          firstname: 'Orla',
          lastname: `Number ${n}`,
          email: `organiser${n}@crash.test`,
          password: 'organiser password',
          phone: '+44 20 0000 0000',
          jobTitle: 'Organiser',
          companyName: 'Fairs Ltd',
        });
        if (answer.status !== 201) throw new Error(`organiser ${answer.status} ${answer.body}`);
        const { id } = answer.json<{ id: number }>();
        organiserIds.push(id);
        acknowledged.organisers.push(id);
      },
      // An event with organisers assigned: the event and its assignments in one transaction.
      async () => {
        const n = (serial += 1);
        const answer = await asAdmin('POST', '/api/event', eventInput({ name: `Crash Fair ${n}`, organiserIds: organiserIds.slice(-2) }));
        if (answer.status !== 201) throw new Error(`event ${answer.status} ${answer.body}`);
        acknowledged.events.push(answer.json<Event>().id);
      },
      // A new exhibiting company added to an event: account, profile, link and invitation together.
      async () => {
        const eventId = acknowledged.events.at(-1) ?? event.id;
        const n = (serial += 1);
        const answer = await asAdmin('POST', `/api/event/${eventId}/exhibitor`, {
          companyName: `Exhibitor ${n}`,
          productCategory: 'Signs',
          boothSize: '3x3',
          contactPerson: `Ex Hibitor ${n}`,
          email: `exhibitor${n}@crash.test`,
        });
        if (answer.status !== 201) throw new Error(`exhibitor ${answer.status} ${answer.body}`);
        acknowledged.companies.push(answer.json<ExhibitorAdded>().exhibitor.companyId);
      },
    ];
    const writer = async (index: number) => {
      for (let round = index; !killed; round += 1) {
        try {
          await writes[round % writes.length]!();
          writesAcknowledged += 1;
          if (writesAcknowledged === WRITES_BEFORE_UPLOADS) writing();
        } catch (error) {
          // After the kill, requests under way fail: they were never acknowledged.
          if (!killed) throw error;
        }
      }
    };
    /** The kill comes once the first upload's every byte is on disk: while it becomes a version. */
    const killWhenWhole = async (upload: UploadState) => {
      const file = path.join(dataDir, 'uploads', 'incoming', 'tus', upload.location.split('/').pop()!);
      while (!killed && (await stat(file).catch(() => null))?.size !== upload.bytes.length) await new Promise((resolve) => setTimeout(resolve, 2));
      kill();
    };
    const send = async (upload: UploadState) => {
      while (!killed && !upload.version) {
        const end = Math.min(upload.offset + CHUNK, upload.bytes.length);
        if (upload === uploads[0] && end === upload.bytes.length) void killWhenWhole(upload);
        try {
          const answer = await tus.patch(app.url, companyToken, upload.location, upload.offset, upload.bytes.subarray(upload.offset, end), ip);
          if (answer.status === 200) upload.version = answer.json<ArtworkVersion>();
          else if (answer.status === 204) upload.offset = Number(answer.headers.get('upload-offset'));
          else throw new Error(`PATCH ${answer.status} ${answer.body}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_unused, index) => writer(index));
    const senders = writesUnderWay.then(() => Promise.all(uploads.map(send)));
    await Promise.race([killNow, Promise.all([...writers, senders])]);
    killed = true;
    await app.kill();
    await Promise.all([...writers, senders]);
    // Every kind of write was acknowledged before the kill, and the other uploads were under way at it.
    for (const ids of Object.values(acknowledged)) expect(ids.length).toBeGreaterThan(0);
    for (const upload of uploads.slice(1)) expect(upload.version).toBeUndefined();

    await start();
    await checkInvariants();
    await start();
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    const present = async (table: 'events' | 'event_organisers' | 'exhibiting_companies', ids: number[]) =>
      sorted((await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((row) => row.id));
    expect(await present('events', acknowledged.events)).toEqual(sorted(acknowledged.events));
    expect(await present('event_organisers', acknowledged.organisers)).toEqual(sorted(acknowledged.organisers));
    expect(await present('exhibiting_companies', acknowledged.companies)).toEqual(sorted(acknowledged.companies));

    for (const upload of uploads) {
      const id = upload.location.split('/').pop()!;
      if (upload.version) {
        const file = await fetch(new URL(upload.version.fileUrl, app.url), { headers: { authorization: `Bearer ${companyToken}`, 'x-forwarded-for': ip } });
        expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(sha256(upload.bytes));
        continue;
      }
      // The client goes on as tus-js-client does: it asks the offset, then sends the rest.
      const head = await tus.head(app.url, companyToken, upload.location, ip);
      if (head.status === 404) {
        // Made a version just before the kill, whose answer never left: it is there.
        const row = await db.selectFrom('artwork_versions').select('sha256').where('upload_id', '=', id).executeTakeFirst();
        expect(row, `upload ${id} is gone and no version came of it`).toEqual({ sha256: sha256(upload.bytes) });
        continue;
      }
      expect(head.status, head.body).toBe(200);
      const offset = Number(head.headers.get('upload-offset'));
        expect(offset, `upload ${id}: acknowledged ${upload.offset}, the server has ${offset}`).toBeGreaterThanOrEqual(upload.offset);
      expect(offset).toBeLessThan(upload.bytes.length);
      const rest = await tus.patch(app.url, companyToken, upload.location, offset, upload.bytes.subarray(offset), ip);
      expect(rest.status, rest.body).toBe(200);
      expect(rest.json<ArtworkVersion>().sha256).toBe(sha256(upload.bytes));
    }
    expect(await db.selectFrom('artwork_uploads').select('id').execute()).toEqual([]);
    await checkInvariants();
  }, 120_000);
});
