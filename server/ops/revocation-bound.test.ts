import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type AppProcess, startAppProcess, testAppEnv } from './app-process';
import { call } from './http-client';
import { createPostgresDatabase, databaseKinds } from '../test/harness';
import { KINDS, signInPasswordOf } from '../test/account-kinds';
import { startSmtpServer, type SmtpCapture } from '../test/smtp';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'admin@revocation.test', password: 'one admin, two processes' };
const PROFILE = '/api/user/profile';
/** Past the bound by no more than the clocks' granularity. */
const GRANULARITY_MS = 5;

/**
 * Two app processes, as `npm start` runs them, on one database with the default bound: each keeps
 * the sessions it has checked in memory, and a session ended on one stops its token on the other
 * once REVOCATION_BOUND_MS have passed since the answer that ended it.
 */
const kinds = databaseKinds();
describe.each(kinds)('a session ended on one of two app processes on %s', (kind) => {
  let one: AppProcess;
  let two: AppProcess;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let dataDir: string;
  let boundMs: number;
  let adminToken: string;
  /** Catches an invited account's invitation, whose link sets the password it signs in with. */
  let smtp: SmtpCapture;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'eaum-revocation-'));
    database = kind === 'postgres' ? await createPostgresDatabase(adminUrl!) : undefined;
    smtp = await startSmtpServer();
    const env = { ...testAppEnv(database?.url, dataDir, ADMIN), APP_PROCESSES: '2', SMTP_URL: smtp.url };
    boundMs = loadConfig(env).revocationBoundMs;
    [one, two] = await Promise.all([startAppProcess('one', env), startAppProcess('two', env)]);
    const signedIn = await call(one.url, 'POST', '/api/auth/login', { json: ADMIN });
    expect(signedIn.status, signedIn.body).toBe(200);
    adminToken = signedIn.json<{ token: string }>().token;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await smtp?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const status = async (app: AppProcess, token: string) => (await call(app.url, 'GET', PROFILE, { token })).status;
  const signIn = async (app: AppProcess, email: string, password: string) => {
    const response = await call(app.url, 'POST', '/api/auth/login', { json: { email, password } });
    expect(response.status, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  };
  /** The token is known to `two` (checked there twice), then `end` ends it on `one`. */
  const endOnOne = async (token: string, end: () => Promise<void>) => {
    expect(await status(two, token)).toBe(200);
    expect(await status(two, token)).toBe(200);
    await end();
    expect(await status(one, token)).toBe(401);
    await sleep(boundMs + GRANULARITY_MS);
    return status(two, token);
  };

  it('states its bound: a second or less', () => {
    expect(boundMs).toBeGreaterThan(0);
    expect(boundMs).toBeLessThanOrEqual(1000);
  });

  it('a sign-out stops the token on the other process within the bound', async () => {
    const token = await signIn(one, ADMIN.email, ADMIN.password);
    const ended = await endOnOne(token, async () => {
      expect((await call(one.url, 'POST', '/api/auth/logout', { token })).status).toBe(204);
    });
    expect(ended).toBe(401);
    expect(await status(two, adminToken)).toBe(200);
  });

  for (const account of KINDS) {
    it(`${account.name}: deactivating the account stops its tokens on the other process within the bound`, async () => {
      const body = account.body();
      const created = await call(one.url, 'POST', account.itemPath, { token: adminToken, json: body });
      expect(created.status, created.body).toBe(201);
      const id = created.json<{ id: number }>().id;
      const password = await signInPasswordOf(account, body, smtp, (reset) => call(one.url, 'POST', '/api/auth/reset-password', { json: reset }));
      const token = await signIn(two, String(body.email), password);
      const ended = await endOnOne(token, async () => {
        const put = await call(one.url, 'PUT', `${account.itemPath}/${id}`, { token: adminToken, json: { ...body, password: '', status: 'Inactive' } });
        expect(put.status, put.body).toBe(200);
      });
      expect(ended).toBe(401);
    });
  }

  it('a new password stops the account’s other tokens on the other process within the bound', async () => {
    const body = KINDS[0]!.body();
    const created = await call(one.url, 'POST', KINDS[0]!.itemPath, { token: adminToken, json: body });
    expect(created.status, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const token = await signIn(two, String(body.email), String(body.password));
    const ended = await endOnOne(token, async () => {
      const put = await call(one.url, 'PUT', `${KINDS[0]!.itemPath}/${id}`, { token: adminToken, json: { ...body, password: 'another long enough secret' } });
      expect(put.status, put.body).toBe(200);
    });
    expect(ended).toBe(401);
  });
});
