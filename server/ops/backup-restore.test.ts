import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkVersion, Requirement } from '../../src/api/contract';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Db } from '../db/schema';
import { createRequirement, eventWithExhibitors, uploadTemplate } from '../test/artwork';
import { uploadWhole } from '../test/tus-client';
import { type Cast, castOf } from '../test/accounts';
import { createPostgresDatabase, describeOnEachDatabase, type TestContext, type TestUser } from '../test/harness';
import { keptRegistrationToken } from '../test/smtp';
import { type S3Server, startS3Server } from '../test/s3';
import { backup, type BackupResult } from './backup';
import { fileStoreOf } from './file-store';
import { restore, TargetNotEmptyError } from './restore';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const REPOSITORY = path.resolve(import.meta.dirname, '../..');

/** Every row of every table, each table's rows in a stable order. */
async function contents(db: Db): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of await db.introspection.getTables()) {
    const rows = await db.selectFrom(table.name as never).selectAll().execute();
    all[table.name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return all;
}

/** The storage keys the rows name, with the SHA-256 of each stored file, read through the app. */
async function storedFiles(app: FastifyInstance, db: Db): Promise<Record<string, string>> {
  const versions = await db.selectFrom('artwork_versions').select(['storage_key', 'thumbnail_key']).execute();
  const templates = await db.selectFrom('artwork_requirements').select('template_key').execute();
  const keys = [...versions.flatMap((row) => [row.storage_key, row.thumbnail_key]), ...templates.map((row) => row.template_key)].filter((key): key is string => Boolean(key));
  const files: Record<string, string> = {};
  for (const key of keys.sort()) files[key] = sha256(await buffer(await app.storage.open(key)));
  return files;
}

/** A second machine: an empty DATA_DIR and, on PostgreSQL, an empty database; the same JWT_SECRET and bucket. */
async function emptyTarget(ctx: TestContext, cleanup: (() => Promise<void> | void)[]): Promise<Config> {
  const dir = mkdtempSync(path.join(tmpdir(), 'eaum-restore-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  if (ctx.kind === 'sqlite') return ctx.configWith({ DATA_DIR: dir });
  const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  cleanup.push(database.drop);
  return ctx.configWith({ DATA_DIR: dir, DATABASE_URL: database.url });
}

interface Running {
  app: FastifyInstance;
  db: Db;
  stop(): Promise<void>;
}

/** The app on a restored target, started as main.ts starts it (migrations first). */
async function startOn(config: Config): Promise<Running> {
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  await app.ready();
  let stopped = false;
  return {
    app,
    db,
    async stop() {
      if (stopped) return;
      stopped = true;
      await app.close();
      await db.destroy();
    },
  };
}

/** The S3_* and storage variables, DATA_DIR and DATABASE_URL of `config`, as a child process would get them. */
function envOf(config: Config, s3Env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.database.kind === 'postgres' ? config.database.url : '',
    JWT_SECRET: config.jwtSecret,
    ...(config.s3 ? s3Env : {}),
  };
}

/** `npm run …` in the repository, without blocking this process (whose S3 server the child talks to). */
async function npmRun(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', ['run', '--silent', ...args], { cwd: REPOSITORY, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [status] = (await once(child, 'close')) as [number | null];
  return { status, stdout, stderr };
}

let s3: S3Server;
/** Filled in once the bucket's server has a port; a suite's harness reads it when it starts. */
const s3Env: Record<string, string> = {};
beforeAll(async () => {
  s3 = await startS3Server('backups-bucket');
  Object.assign(s3Env, s3.env);
});
afterAll(() => s3?.close());

for (const storage of ['disk', 'bucket'] as const) {
  describeOnEachDatabase(
    `backup and restore, files ${storage === 'disk' ? 'on disk' : 'in an S3 bucket'}`,
    (ctx) => {
      const cleanup: (() => Promise<void> | void)[] = [];
      let backupsDir: string;
      let cast: Cast;
      let person: TestUser;
      let poster: Requirement;
      let version: ArtworkVersion;
      let pngBytes: Buffer;
      let before: Record<string, unknown[]>;
      let filesBefore: Record<string, string>;
      let made: BackupResult;
      let target: Config;
      let restored: Running | undefined;

      /** Empties the file store the suite's app uses: the bucket, or DATA_DIR/uploads. */
      const wipeSourceFiles = async () => {
        const store = fileStoreOf(ctx.config);
        await store.remove(await store.list());
        store.close();
      };

      beforeAll(async () => {
        backupsDir = mkdtempSync(path.join(tmpdir(), 'eaum-backups-'));
        cleanup.push(() => rmSync(backupsDir, { recursive: true, force: true }));
        // Data made through the API: accounts, an event with exhibitors, a requirement with its
        // template, an uploaded PNG (stored with its thumbnail), submitted and approved.
        cast = await castOf(ctx);
        person = await ctx.registerUser({ firstname: 'Restored', lastname: 'Person' });
        const event = await eventWithExhibitors(ctx, cast, 'Backup Fair');
        poster = await createRequirement(ctx, cast.organiser.token, event.id, { name: 'Poster', widthMm: 300, heightMm: 200, maxBytes: 2 * 1024 * 1024 });
        expect((await uploadTemplate(ctx, cast.organiser.token, poster.id, '%PDF-1.4 the poster template', 'poster-template.pdf')).statusCode).toBe(200);
        pngBytes = await sharp({ create: { width: 1300, height: 881, channels: 3, background: '#c63' } }).png().toBuffer();
        const uploaded = await uploadWhole(ctx, cast.company.token, poster.id, 'poster.png', pngBytes);
        expect(uploaded.statusCode, uploaded.body).toBe(200);
        version = uploaded.json<ArtworkVersion>();
        const submitted = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/submit`, token: cast.company.token, body: {} });
        expect(submitted.statusCode, submitted.body).toBe(200);
        const approved = await ctx.request({ method: 'POST', url: `/api/artwork/version/${version.id}/review`, token: cast.organiser.token, body: { decision: 'approved' } });
        expect(approved.statusCode, approved.body).toBe(201);
        await ctx.app.background.drain();
        before = await contents(ctx.db);
        filesBefore = await storedFiles(ctx.app, ctx.db);
      });
      afterAll(async () => {
        await restored?.stop();
        for (const step of cleanup) await step();
      });

      it('backs up the running app: a checked copy of the database and every stored file its rows name', async () => {
        expect(ctx.config.s3 ? 'bucket' : 'disk').toBe(storage);
        expect(Object.keys(filesBefore)).toHaveLength(3); // the template, the PNG, its thumbnail
        made = await backup(ctx.config, backupsDir, new Date('2025-06-01T12:00:00.123Z'));

        expect(made.dir).toBe(path.join(backupsDir, 'eaum-backup-20250601T120000Z'));
        expect(readdirSync(backupsDir)).toEqual(['eaum-backup-20250601T120000Z']);
        expect(statSync(made.dir).mode & 0o777).toBe(0o700);
        const { manifest } = made;
        expect(manifest.database.kind).toBe(ctx.kind);
        expect(manifest.missing).toEqual([]);
        expect(Object.fromEntries(manifest.files.map((file) => [file.key, file.sha256]))).toEqual(filesBefore);
        expect(readFileSync(path.join(made.dir, 'files', manifest.files.find((file) => file.key.startsWith('artwork/'))!.key)).equals(pngBytes)).toBe(true);
        expect(manifest.database.rows.users).toBe(before.users!.length);
        expect(manifest.database.rows.artwork_reviews).toBe(1);
        expect(manifest.database.migrations.length).toBeGreaterThan(0);
        // The copy is whole on its own: no WAL beside an SQLite copy.
        expect(readdirSync(made.dir).sort()).toEqual([manifest.database.file, 'files', 'manifest.json'].sort());
      });

      it('restores into a wiped machine the same rows and files, which the app then serves as before', async () => {
        target = await emptyTarget(ctx, cleanup);
        if (storage === 'bucket') await wipeSourceFiles(); // one bucket for both: empty it
        expect(await fileStoreOf(target).list()).toEqual([]);

        const result = await restore(target, made.dir);
        expect(result).toMatchObject({ restored: true, removed: 0 });

        restored = await startOn(target);
        expect(await contents(restored!.db)).toEqual(before);
        expect(await storedFiles(restored!.app, restored!.db)).toEqual(filesBefore);

        // Through the API: the same sessions (one JWT_SECRET), files, password and sequences.
        const file = await restored!.app.inject({ url: version.fileUrl, headers: { authorization: `Bearer ${cast.company.token}` } });
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.equals(pngBytes)).toBe(true);
        const thumbnail = await restored!.app.inject({ url: version.thumbnailUrl!, headers: { authorization: `Bearer ${cast.organiser.token}` } });
        expect(thumbnail.statusCode).toBe(200);
        expect(sha256(thumbnail.rawPayload)).toBe(filesBefore[Object.keys(filesBefore).find((key) => key.startsWith('thumbnails/'))!]);
        const template = await restored!.app.inject({ url: `/api/requirement/${poster.id}/template`, headers: { authorization: `Bearer ${cast.company.token}` } });
        expect(template.body).toBe('%PDF-1.4 the poster template');
        const login = await restored!.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: person.password } });
        expect(login.statusCode, login.body).toBe(200);
        const after = { firstname: 'After', lastname: 'Restore', email: ctx.uniqueEmail('after'), password: 'correct horse battery', role: 'user' };
        const registered = await restored!.app.inject({ method: 'POST', url: '/api/auth/register', payload: after });
        expect(registered.statusCode, registered.body).toBe(202);
        const token = await keptRegistrationToken(restored!.db, after.email);
        const confirmed = await restored!.app.inject({ method: 'POST', url: '/api/auth/confirm-registration', payload: { token, password: after.password } });
        expect(confirmed.statusCode, confirmed.body).toBe(201);
      });

      it('refuses to restore over data, changing nothing; with force it replaces the database and the files', async () => {
        const changed = await contents(restored!.db); // holds the account registered after the restore
        expect(changed.users!.length).toBe(before.users!.length + 1);
        const stray = 'artwork/ab/abababababababababababababababab';
        const strayFile = path.join(backupsDir, 'stray.bin');
        writeFileSync(strayFile, 'not in the backup');
        const store = fileStoreOf(target);
        await store.put(stray, strayFile);

        await expect(restore(target, made.dir)).rejects.toThrow(TargetNotEmptyError);
        await expect(restore(target, made.dir)).rejects.toThrow(/The target is not empty: the database has \d+ tables and .* holds 4 stored files/);
        expect(await contents(restored!.db)).toEqual(changed);
        await restored!.stop(); // a restore wants the app stopped

        const result = await restore(target, made.dir, { force: true });
        expect(result).toMatchObject({ restored: true, removed: 1 });
        expect((await store.list()).sort()).toEqual(Object.keys(filesBefore));
        store.close();
        restored = await startOn(target);
        expect(await contents(restored!.db)).toEqual(before);
        expect(await storedFiles(restored!.app, restored!.db)).toEqual(filesBefore);
      });

      // The command line once per database, with the bucket's variables passed on.
      if (storage === 'bucket') {
        it('runs as npm run backup and npm run restore, which refuses a non-empty target with exit code 1', async () => {
          const into = path.join(backupsDir, 'cli');
          const backedUp = await npmRun(['backup', '--', into], envOf(ctx.config, s3Env));
          expect(backedUp.status, backedUp.stderr).toBe(0);
          const [name] = readdirSync(into);
          expect(backedUp.stdout).toContain(`and 3 files`);
          expect(backedUp.stdout).toContain(path.join(into, name!));

          const refused = await npmRun(['restore', '--', path.join(into, name!)], envOf(target, s3Env));
          expect(refused.status).toBe(1);
          expect(refused.stderr).toContain('The target is not empty');
          expect(refused.stderr).toContain('--force');
          const checked = await npmRun(['restore', '--', path.join(into, name!), '--check'], envOf(target, s3Env));
          expect(checked.status, checked.stderr).toBe(0);
          expect(checked.stdout).toContain('is complete');
        });
      }

      it('checks the whole backup before writing: a damaged file, another kind of database or a newer app is refused', async () => {
        const damaged = path.join(backupsDir, 'damaged');
        cpSync(made.dir, damaged, { recursive: true });
        const artwork = made.manifest.files.find((file) => file.key.startsWith('artwork/'))!;
        const bytes = readFileSync(path.join(damaged, 'files', artwork.key));
        bytes[100] = bytes[100]! ^ 0xff;
        writeFileSync(path.join(damaged, 'files', artwork.key), bytes);
        if (storage === 'bucket') await wipeSourceFiles();
        const empty = await emptyTarget(ctx, cleanup);
        await expect(restore(empty, damaged, { checkOnly: true })).rejects.toThrow(`files/${artwork.key} is damaged`);
        await expect(restore(empty, damaged)).rejects.toThrow('nothing was restored');
        expect(await fileStoreOf(empty).list()).toEqual([]);
        expect(existsSync(path.join(empty.dataDir, 'app.db'))).toBe(false);

        const other = ctx.kind === 'sqlite' ? ctx.configWith({ DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' }) : ctx.configWith({ DATABASE_URL: '', DATA_DIR: empty.dataDir });
        await expect(restore(other, made.dir)).rejects.toThrow('Restore it into the same kind of database');

        const newer = path.join(backupsDir, 'newer');
        cpSync(made.dir, newer, { recursive: true });
        const manifest = JSON.parse(readFileSync(path.join(newer, 'manifest.json'), 'utf8')) as BackupResult['manifest'];
        manifest.database.migrations.push('29990101T000000-from-the-future');
        writeFileSync(path.join(newer, 'manifest.json'), JSON.stringify(manifest));
        await expect(restore(empty, newer)).rejects.toThrow('made by a newer version of the app (migrations this one lacks: 29990101T000000-from-the-future)');

        await expect(restore(empty, path.join(backupsDir, 'nowhere'))).rejects.toThrow('is not a backup: it has no manifest.json');
        expect(await restore(empty, made.dir, { checkOnly: true })).toMatchObject({ restored: false });
      });

    },
    { env: storage === 'bucket' ? s3Env : {} },
  );
}

describe('a backup of nothing', () => {
  it('says there is no database to back up, and leaves no directory behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eaum-nothing-'));
    try {
      const { loadConfig } = await import('../config');
      const config = loadConfig({ DATA_DIR: path.join(dir, 'data'), JWT_SECRET: randomBytes(32).toString('hex') });
      await expect(backup(config, path.join(dir, 'backups'))).rejects.toThrow('There is no database at');
      expect(readdirSync(path.join(dir, 'backups'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
