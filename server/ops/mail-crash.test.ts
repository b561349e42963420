import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Event, type ImportReport, INVITE_MAIL_TEXTS } from '../../src/api/contract';
import { createDatabase } from '../db/database';
import type { Db } from '../db/schema';
import { eventInput } from '../test/events';
import { createPostgresDatabase, databaseKinds } from '../test/harness';
import { resetTokenFrom, type SmtpCapture, startSmtpServer } from '../test/smtp';
import { type AppProcess, startAppProcess, testAppEnv } from './app-process';
import { call } from './http-client';
import { translate } from '../../src/api/contract/i18n/translate';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'admin@mail-crash.test', password: 'killed mid-send' };
const COMPANIES = 60;
const ip = '10.4.0.1';

/** A mail server that takes the connection and never says a word: the send is under way, and hangs. */
async function startSilentSmtp(): Promise<{ url: string; connected: Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let heard!: () => void;
  const connected = new Promise<void>((resolve) => (heard = resolve));
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    heard();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    connected,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * `kill -9` of the app process after an import's answer, while it is sending the invitations,
 * then a restart with a working mail server: every new company gets its invitation, once, and its
 * link works. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
const kinds = databaseKinds();
describe.each(kinds)('invitations after kill -9 between commit and send on %s', (kind) => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let env: Record<string, string>;
  let db: Db;
  let app: AppProcess | undefined;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'eaum-mail-crash-'));
    database = kind === 'postgres' ? await createPostgresDatabase(adminUrl!) : undefined;
    smtp = await startSmtpServer();
    // A job held by a process that died is taken up again after JOB_LEASE_SECONDS.
    env = { ...testAppEnv(database?.url, dataDir, ADMIN), APP_URL: 'http://app.test', JOB_LEASE_SECONDS: '2' };
  }, 60_000);

  afterAll(async () => {
    await app?.kill();
    await db?.destroy();
    await smtp?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('sends every invitation of an import after a restart, though the process died sending them', async () => {
    const silent = await startSilentSmtp();
    app = await startAppProcess(`app on ${kind}`, { ...env, SMTP_URL: silent.url });
    db = createDatabase(database ? { kind: 'postgres', url: database.url } : { kind: 'sqlite', file: path.join(dataDir, 'app.db') });
    const login = await call(app.url, 'POST', '/api/auth/login', { json: ADMIN, ip });
    const token = login.json<{ token: string }>().token;
    const event = (await call(app.url, 'POST', '/api/event', { token, json: eventInput({ name: 'Crash Mail Fair' }), ip })).json<Event>();
    const emails = Array.from({ length: COMPANIES }, (_, index) => `company${index}@mail-crash.test`);
    const csv = ['Company Name,Product Category,Booth Size,Contact Person,Email', ...emails.map((email, index) => `Company ${index},Signs,3x3,Pat Doe,${email}`)].join('\n');

    const imported = await call(app.url, 'POST', `/api/event/${event.id}/exhibitors/import`, { token, json: { csv, commit: true }, ip });
    expect(imported.status, imported.body).toBe(200);
    expect(imported.json<ImportReport>().counts.create).toBe(COMPANIES);
    // The answer is out and the first invitation is on its way to the mail server: now it dies.
    await silent.connected;
    await app.kill();
    await silent.close();
    const outbox = await db.selectFrom('outbox').select(['to', 'status']).where('template', '=', 'invitation').execute();
    expect(outbox.map((row) => row.to).sort()).toEqual([...emails].sort());
    expect(outbox.filter((row) => row.status === 'sent')).toEqual([]);

    app = await startAppProcess(`app on ${kind}, again`, { ...env, SMTP_URL: smtp.url });
    await expect.poll(() => emails.filter((email) => smtp.received(email).length === 0).length, { timeout: 60_000, interval: 250 }).toBe(0);
    for (const email of emails) expect(smtp.received(email), email).toHaveLength(1);
    const first = smtp.received(emails[0]!)[0]!;
    expect(first.source).toContain(translate('en', INVITE_MAIL_TEXTS.intro, { companyName: 'Company 0', eventName: 'Crash Mail Fair' }));
    const set = await call(app.url, 'POST', '/api/auth/reset-password', { json: { token: resetTokenFrom(first), newPassword: 'their own password' }, ip });
    expect(set.status, set.body).toBe(200);
    await expect
      .poll(async () => (await db.selectFrom('outbox').select('status').where('template', '=', 'invitation').execute()).filter((row) => row.status !== 'sent').length)
      .toBe(0);
  }, 180_000);
});
