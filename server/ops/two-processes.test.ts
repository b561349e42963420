import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkVersion, Event, Requirement } from '../../src/api/contract';
import { createDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import type { Db } from '../db/schema';
import { DEADLINE_REMINDER, MANUAL_REMINDER } from '../modules/matrix/reminders';
import { requirementInput } from '../test/artwork';
import { eventInput } from '../test/events';
import { EMAIL_JOB } from '../modules/mail/queue';
import { createPostgresDatabase, databaseKinds } from '../test/harness';
import { type SmtpCapture, startSmtpServer } from '../test/smtp';
import { type AppProcess, startAppProcess } from './app-process';
import { call, tus } from './http-client';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'admin@two.test', password: 'two processes, one admin' };
const RATE_LIMIT_MAX = 40;
const COMPANIES = 4;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Two app processes, started as `npm start` starts one, on one database and one DATA_DIR, each
 * running scheduled work every second: what a user does on one holds on the other. PostgreSQL (when
 * TEST_DATABASE_URL is set), and SQLite, whose file two processes on one machine may share.
 */
const kinds = databaseKinds();
describe.each(kinds)('two app processes on one %s database and one DATA_DIR', (kind) => {
  let one: AppProcess;
  let two: AppProcess;
  let smtp: SmtpCapture;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let dataDir: string;
  let db: Db;
  let adminToken: string;
  let event: Event;
  let requirement: Requirement;
  const companies: { id: number; email: string; password: string }[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'eaum-two-'));
    smtp = await startSmtpServer();
    database = kind === 'postgres' ? await createPostgresDatabase(adminUrl!) : undefined;
    const env = {
      DATABASE_URL: database?.url ?? '',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      APP_URL: 'http://app.test',
      JOB_INTERVAL_SECONDS: '1',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      APP_PROCESSES: '2',
      TRUST_PROXY: '1',
    };
    // Both at once, on an empty database: both migrate and seed, and agree.
    [one, two] = await Promise.all([startAppProcess('one', env), startAppProcess('two', env)]);
    db = createDatabase(database ? { kind: 'postgres', url: database.url } : { kind: 'sqlite', file: path.join(dataDir, 'app.db') });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await db?.destroy();
    await smtp?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('migrated the database once between them and made one first admin', async () => {
    expect(await db.selectFrom('kysely_migration' as never).select('name' as never).execute()).toHaveLength(Object.keys(migrations).length);
    expect(await db.selectFrom('users').select('email').execute()).toEqual([{ email: ADMIN.email }]);
  });

  it('takes a session begun on one on the other', async () => {
    const signedIn = await call(one.url, 'POST', '/api/auth/login', { json: ADMIN, ip: '10.0.0.1' });
    expect(signedIn.status, signedIn.body).toBe(200);
    adminToken = signedIn.json<{ token: string }>().token;
    const profile = await call(two.url, 'GET', '/api/user/profile', { token: adminToken, ip: '10.0.0.1' });
    expect(profile.status, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ user: { email: ADMIN.email } });
  });

  it('counts the rate limit as one for both, each its half: spent across the two, it is refused by either', async () => {
    const ip = '10.0.0.2';
    const statuses: number[] = [];
    for (let request = 0; request < RATE_LIMIT_MAX; request += 1) {
      statuses.push((await call(request % 2 === 0 ? one.url : two.url, 'GET', '/api/user/profile', { token: adminToken, ip })).status);
    }
    expect(statuses).toEqual(Array(RATE_LIMIT_MAX).fill(200));
    for (const app of [one, two]) expect((await call(app.url, 'GET', '/api/user/profile', { token: adminToken, ip })).status).toBe(429);
    expect((await call(two.url, 'GET', '/api/user/profile', { token: adminToken, ip: '10.0.0.3' })).status).toBe(200);
  });

  it('finishes on one an upload begun on the other', async () => {
    const ip = '10.0.1.1';
    const asAdmin = (app: AppProcess, method: string, url: string, json?: unknown) => call(app.url, method, url, { token: adminToken, json, ip });
    const created = await asAdmin(one, 'POST', '/api/event', eventInput({ name: 'Two Process Fair' }));
    expect(created.status, created.body).toBe(201);
    event = created.json<Event>();
    for (let index = 0; index < COMPANIES; index += 1) {
      const company = { email: `company${index}@two.test`, password: `company ${index} password` };
      const account = await asAdmin(index % 2 === 0 ? one : two, 'POST', '/api/exhibiting-company', {
        ...company,
        firstname: 'Co',
        lastname: String(index),
        companyName: `Company ${index}`,
        productCategory: 'Signs',
        boothSize: '3x3',
        contactPerson: `Co ${index}`,
      });
      expect(account.status, account.body).toBe(201);
      const linked = await asAdmin(index % 2 === 0 ? two : one, 'POST', `/api/event/${event.id}/exhibitor`, {
        companyName: `Company ${index}`,
        productCategory: 'Signs',
        boothSize: '3x3',
        contactPerson: `Co ${index}`,
        email: company.email,
      });
      expect(linked.status, linked.body).toBe(201);
      companies.push({ id: account.json<{ id: number }>().id, ...company });
    }
    // Due in two days: the reminder three days before it is due at once.
    const made = await asAdmin(two, 'POST', `/api/event/${event.id}/requirement`, requirementInput({ name: 'Banner', widthMm: 300, heightMm: 200, maxBytes: 4 * 1024 * 1024 }, 2));
    expect(made.status, made.body).toBe(201);
    requirement = made.json<Requirement>();

    const company = companies[0]!;
    const session = await call(two.url, 'POST', '/api/auth/login', { json: { email: company.email, password: company.password }, ip });
    expect(session.status, session.body).toBe(200);
    const token = session.json<{ token: string }>().token;
    const bytes = new Uint8Array(await sharp({ create: { width: 1300, height: 881, channels: 3, background: '#2a6' } }).png().toBuffer());
    const half = Math.floor(bytes.length / 2);

    const begun = await tus.create(one.url, token, bytes.length, { requirementId: String(requirement.id), filename: 'banner.png' }, ip);
    expect(begun.status, begun.body).toBe(201);
    const location = begun.headers.get('location')!;
    const first = await tus.patch(one.url, token, location, 0, bytes.subarray(0, half), ip);
    expect(first.status, first.body).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    const offset = await tus.head(two.url, token, location, ip);
    expect(offset.headers.get('upload-offset')).toBe(String(half));
    const rest = await tus.patch(two.url, token, location, half, bytes.subarray(half), ip);
    expect(rest.status, rest.body).toBe(200);
    const version = rest.json<ArtworkVersion>();
    // A finished upload is the company's draft: it has a number among reviewers only once submitted.
    expect(version).toMatchObject({ requirementId: requirement.id, version: null, bytes: bytes.length, sha256: sha256(bytes) });

    const file = await fetch(new URL(version.fileUrl, one.url), { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip } });
    expect(file.status).toBe(200);
    expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(version.sha256);
  }, 60_000);

  it('sends each reminder that comes due once, although both processes run scheduled work', async () => {
    const reminderJobs = () => db.selectFrom('jobs').select(['key', 'status', 'attempts', 'locked_by']).where('kind', '=', DEADLINE_REMINDER).execute();
    // Every company owes the banner (the one that uploaded has not submitted it): each is reminded.
    await expect.poll(async () => companies.filter((company) => smtp.received(company.email).length > 0).length, { timeout: 30_000 }).toBe(COMPANIES);
    await expect.poll(async () => (await reminderJobs()).every((job) => job.status === 'done'), { timeout: 30_000 }).toBe(true);

    // Proof that both processes have run rounds since: a reminder asked of each that it sent itself.
    // Rounds of one process run one after another and send as they go, so any second copy of the
    // scheduled reminders would have arrived before it.
    const remindedBy = new Map<AppProcess, number>();
    // Every company asked gets its reminder, whichever process ran the job (on a loaded machine, often the other).
    const askedOf = new Set<number>();
    for (const company of companies) {
      const app = [one, two].find((candidate) => !remindedBy.has(candidate));
      if (!app) break;
      const asked = await call(app.url, 'POST', `/api/event/${event.id}/remind`, { token: adminToken, json: { companyIds: [company.id] }, ip: '10.0.1.2' });
      expect(asked.status, asked.body).toBe(200);
      askedOf.add(company.id);
      const job = () =>
        db.selectFrom('jobs').select(['status', 'locked_by']).where('kind', '=', MANUAL_REMINDER).where('key', 'like', `${MANUAL_REMINDER}:${event.id}:${company.id}:%`).executeTakeFirst();
      await expect.poll(async () => (await job())?.status, { timeout: 30_000 }).toBe('done');
      if ((await job())!.locked_by!.split(':')[1] === String(app.pid)) remindedBy.set(app, company.id);
    }
    expect([...remindedBy.keys()].map((app) => app.name).sort()).toEqual(['one', 'two']);

    // A reminder job queues its email; the email's own job sends it, on either process.
    const emailsWaiting = async () => (await db.selectFrom('jobs').select('id').where('kind', '=', EMAIL_JOB).where('status', 'in', ['pending', 'running']).execute()).length;
    await expect.poll(emailsWaiting, { timeout: 30_000 }).toBe(0);
    const jobs = await reminderJobs();
    expect(jobs).toHaveLength(COMPANIES);
    for (const job of jobs) expect(job).toMatchObject({ status: 'done', attempts: 1 });
    for (const company of companies) {
      const asked = askedOf.has(company.id) ? 1 : 0;
      const mails = smtp.received(company.email);
      expect(mails.map((mail) => mail.to)).toEqual(Array(1 + asked).fill([company.email]));
    }
  }, 90_000);
});
