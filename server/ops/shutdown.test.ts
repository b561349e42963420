import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArtworkVersion, Event, Requirement } from '../../src/api/contract';
import { createDatabase } from '../db/database';
import type { Db } from '../db/schema';
import { requirementInput } from '../test/artwork';
import { eventInput } from '../test/events';
import { type AppProcess, startAppProcess, type StartCommand } from './app-process';
import { call, tus } from './http-client';

const ADMIN = { email: 'admin@shutdown.test', password: 'stopped with a signal' };
/** `npm start` may have to build dist/ first. */
const START_TIMEOUT_MS = 600_000;

/** One request by hand, so its body can stop half-way and go on later. */
function openRequest(url: string, method: string, headers: Record<string, string>, agent?: http.Agent) {
  const request = http.request(url, { method, headers, agent });
  const answer = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
  return { request, answer };
}

/** Whether the server still takes a new request: refused, or 503 on a connection it had open. */
async function takesRequests(url: string): Promise<boolean> {
  try {
    return (await fetch(new URL('/api/health', url))).status !== 503;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to a real app process, started as the Dockerfile starts it and as `npm start` does: it
 * stops taking requests, lets the upload under way finish, closes idle keep-alive connections and
 * exits by itself (code 0: the stop's own deadline, which exits 1, was not needed).
 */
describe('SIGTERM', () => {
  let dataDir: string;
  let app: AppProcess | undefined;
  let db: Db | undefined;
  const env = () => ({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('base64url'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, JOB_INTERVAL_SECONDS: '1' });

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'eaum-shutdown-'));
  });
  afterEach(async () => {
    await app?.kill();
    await db?.destroy();
    app = undefined;
    db = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(async () => app?.kill());

  const signIn = async (email: string, password: string) => {
    const answer = await call(app!.url, 'POST', '/api/auth/login', { json: { email, password } });
    expect(answer.status, answer.body).toBe(200);
    return answer.json<{ token: string }>().token;
  };

  /** A company's resumable upload, created and waiting for its bytes. */
  const uploadBegun = async () => {
    const url = app!.url;
    const admin = await signIn(ADMIN.email, ADMIN.password);
    const asAdmin = (method: string, route: string, json: unknown) => call(url, method, route, { token: admin, json });
    const event = (await asAdmin('POST', '/api/event', eventInput({ name: 'Shutdown Fair' }))).json<Event>();
    const company = { email: 'uploader@shutdown.test', password: 'uploader password' };
    const profile = { companyName: 'Uploader', productCategory: 'Signs', boothSize: '3x3', contactPerson: 'Up Loader' };
    expect((await asAdmin('POST', '/api/exhibiting-company', { ...company, firstname: 'Up', lastname: 'Loader', ...profile })).status).toBe(201);
    expect((await asAdmin('POST', `/api/event/${event.id}/exhibitor`, { ...profile, email: company.email })).status).toBe(201);
    const made = await asAdmin('POST', `/api/event/${event.id}/requirement`, requirementInput({ name: 'Wall', widthMm: 300, heightMm: 200, maxBytes: 16 * 1024 * 1024 }));
    expect(made.status, made.body).toBe(201);
    const token = await signIn(company.email, company.password);
    const bytes = new Uint8Array(await sharp({ create: { width: 600, height: 400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer());
    const created = await tus.create(url, token, bytes.length, { requirementId: String(made.json<Requirement>().id), filename: 'wall.png' });
    expect(created.status, created.body).toBe(201);
    return { token, bytes, location: created.headers.get('location')! };
  };

  const cases: StartCommand[] = ['node', 'npm start'];
  it.each(cases)('started with %s: stops taking requests, finishes the upload under way, and exits', async (command) => {
    app = await startAppProcess(`app (${command})`, env(), START_TIMEOUT_MS, command);
    db = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.db') });
    const { token, bytes, location } = await uploadBegun();

    // An idle keep-alive connection, as a browser keeps one.
    const keepAlive = new http.Agent({ keepAlive: true });
    const idle = openRequest(new URL('/api/health', app.url).href, 'GET', {}, keepAlive);
    idle.request.end();
    expect((await idle.answer).status).toBe(200);

    // The upload's PATCH, half its bytes sent, when the signal comes.
    const half = Math.floor(bytes.length / 2);
    const patch = openRequest(new URL(location, app.url).href, 'PATCH', {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
    });
    patch.request.write(bytes.subarray(0, half));
    // The request is under way once it holds the upload's lock.
    const uploadId = location.split('/').pop()!;
    await expect.poll(async () => (await db!.selectFrom('upload_locks').select('holder').where('upload_id', '=', uploadId).executeTakeFirst()) !== undefined).toBe(true);

    const exit = app.stop();
    await expect.poll(() => takesRequests(app!.url), { timeout: 10_000 }).toBe(false);
    patch.request.end(bytes.subarray(half));
    const answer = await patch.answer;
    // The last bytes of an upload make it a version: stored whole, and answered.
    expect(answer.status, answer.body).toBe(200);
    expect((JSON.parse(answer.body) as ArtworkVersion).bytes).toBe(bytes.length);
    // Its connection is not kept alive, idle, to hold the stop up.
    expect(answer.headers.connection).toBe('close');

    expect(await exit).toEqual({ code: 0, signal: null });
    keepAlive.destroy();
  }, START_TIMEOUT_MS + 60_000);
});
