// Soak: a fixed arrival rate of mixed reads and writes against a real server for a long while, then
// the errors (must be 0), the server's memory at the start, middle and end, and the latency.
//
//   npm run soak                       10 minutes at 500 requests/s against a server it starts
//   DURATION=120 npm run soak          two minutes (after WARMUP seconds, 15 by default, not measured)
//   RATE=200 npm run soak              another rate
//   DATABASE_URL=postgres://… npm run soak     the server it starts uses that database (it should be empty)
//   CLUSTER=1 npm run soak             (npm run soak:cluster) through nginx before two app processes on a
//                                      throwaway PostgreSQL (scripts/cluster.mjs), uploads included
//   BASE_URL=https://… ADMIN_EMAIL=… ADMIN_PASSWORD=… [SERVER_PID=…] npm run soak
//                                      a server already running (its rate limit must allow the rate;
//                                      RSS is read only with SERVER_PID, on this machine)
//
// Requests are sent on schedule whether or not earlier ones have been answered (an open loop), and
// each latency counts from the moment its request was due, so a server that falls behind shows it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startAppProcess } from '../server/ops/app-process';
import { startCluster } from './cluster.mjs';

const DURATION_S = Number(process.env.DURATION ?? 600);
/** Seconds of the same load before the measured run: modules loaded on first use, caches, the JIT. */
const WARMUP_S = Number(process.env.WARMUP ?? 15);
const RATE = Number(process.env.RATE ?? 500);
/** More requests than this waiting for an answer: the server has fallen too far behind to go on. */
const MAX_IN_FLIGHT = RATE * 10;
const COMPANIES = 20;

const log = (line) => console.log(line);
const mib = (kib) => (kib === null ? 'n/a' : `${(kib / 1024).toFixed(0)} MiB`);
const ms = (value) => `${value.toFixed(1)} ms`;

/** The server's resident memory in KiB (Linux /proc), or null when it cannot be read. */
function rssOf(pid) {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The server's CPU time so far in seconds (user and system, all its threads), or null. */
function cpuOf(pid) {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const soakAdmin = { email: 'soak.admin@example.test', password: randomBytes(12).toString('base64url') };
const serverEnv = {
  ADMIN_EMAIL: soakAdmin.email,
  ADMIN_PASSWORD: soakAdmin.password,
  // Every request comes from this one address: the limits are for people, not for a soak.
  RATE_LIMIT_MAX: '100000000',
  LOGIN_MAX_ATTEMPTS: '1000000',
  REGISTER_MAX_PER_WINDOW: '1000000',
  UPLOAD_CREATIONS_PER_MINUTE: '1000000',
};

/** The CPU time of every app process, or null when one cannot be read. */
function cpuOfAll() {
  const times = server.pids.map(cpuOf);
  return times.includes(null) ? null : times.reduce((a, b) => a + b, 0);
}

/** Starts the server as `npm start` does (server/ops/app-process.ts), on an empty DATA_DIR. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eaum-soak-'));
  const app = await startAppProcess('soak', { ...serverEnv, DATABASE_URL: process.env.DATABASE_URL ?? '', DATA_DIR: dataDir });
  return {
    url: app.url,
    admin: soakAdmin,
    pid: app.pid,
    pids: [app.pid],
    database: process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite',
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startClusterServer() {
  const cluster = await startCluster(serverEnv);
  return { url: cluster.url, admin: soakAdmin, pid: cluster.pids[0], pids: cluster.pids, database: 'PostgreSQL, two app processes behind nginx', stop: cluster.stop };
}

const server = process.env.CLUSTER
  ? await startClusterServer()
  : process.env.BASE_URL
  ? {
      url: process.env.BASE_URL.replace(/\/+$/, ''),
      admin: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
      pid: Number(process.env.SERVER_PID) || null,
      pids: [Number(process.env.SERVER_PID) || null],
      database: 'as configured',
      stop: async () => undefined,
    }
  : await startServer();
if (!server.admin.email || !server.admin.password) throw new Error('With BASE_URL, set ADMIN_EMAIL and ADMIN_PASSWORD (an admin of that server).');

const base = new URL(server.url);
const agent = new (base.protocol === 'https:' ? https : http).Agent({ keepAlive: true, maxSockets: 256 });
const transport = base.protocol === 'https:' ? https : http;

/** One request; resolves { status, body } (the body as text), rejects on a network error. */
function request(method, url, { token, json, body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const payload = json === undefined ? body : Buffer.from(JSON.stringify(json));
    const req = transport.request(
      new URL(url, base),
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...(payload ? { 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function ok(answerPromise, expected, what) {
  const answer = await answerPromise;
  if (answer.status !== expected) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return answer.body ? JSON.parse(answer.body) : null;
}

// ---- The data the load works on -------------------------------------------------------------
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const eventBody = (name, offset) => ({ name, category: 'Primary', allDay: true, start: day(offset), end: day(offset + 2), venue: 'Hall A', location: 'Berlin' });
let serial = 0;
const next = () => `${Date.now().toString(36)}${(serial += 1).toString(36)}`;

const { token: adminToken } = await ok(request('POST', '/api/auth/login', { json: server.admin }), 200, 'admin sign-in');
const admin = (method, url, json) => request(method, url, { token: adminToken, json });
const fair = await ok(admin('POST', '/api/event', eventBody(`Soak Fair ${next()}`, 20)), 201, 'event');
const company = { email: `soak.company.${next()}@example.test`, password: randomBytes(12).toString('base64url') };
const companyFields = (name) => ({ companyName: name, productCategory: 'Signs', boothSize: '3x3', contactPerson: `${name} Contact` });
await ok(admin('POST', '/api/exhibiting-company', { ...company, firstname: 'Soak', lastname: 'Company', ...companyFields('Soak Company') }), 201, 'company');
await ok(admin('POST', `/api/event/${fair.id}/exhibitor`, { ...companyFields('Soak Company'), email: company.email }), 201, 'exhibitor');
for (let index = 0; index < COMPANIES; index += 1) {
  await ok(admin('POST', `/api/event/${fair.id}/exhibitor`, { ...companyFields(`Exhibitor ${index}`), email: `soak.exhibitor.${next()}@example.test` }), 201, 'exhibitor');
}
const requirement = await ok(
  admin('POST', `/api/event/${fair.id}/requirement`, {
    name: 'Poster',
    formats: ['png'],
    widthMm: 100,
    heightMm: 100,
    bleedMm: 0,
    minDpi: 72,
    colourMode: 'RGB',
    maxBytes: 1024 * 1024,
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  }),
  201,
  'requirement',
);
const { token: companyToken } = await ok(request('POST', '/api/auth/login', { json: company }), 200, 'company sign-in');
const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a6' } }).png().toBuffer();
const metadata = `requirementId ${Buffer.from(String(requirement.id)).toString('base64')},filename ${Buffer.from('poster.png').toString('base64')}`;
/** Events this run made, oldest first: the oldest are deleted as new ones come, so the data stays the same size. */
const made = [];
/** Events that are renamed over and over (never the ones being deleted). */
const renamed = [];
for (let index = 0; index < 10; index += 1) renamed.push((await ok(admin('POST', '/api/event', eventBody(`Soak Renamed ${index}`, 10 + index)), 201, 'event')).id);

// ---- The mix: what one request of the load is, by weight (of 198) ----------------------------
// Four in five are reads; the writes are mostly events made, renamed and deleted (the data stays
// the same size); one in 200 makes a company account (an argon2 hash) and one in 200 uploads a
// PNG (checked, thumbnailed and stored as a version).
const range = `start=${day(-10)}&end=${day(40)}`;
const mix = [
  // Reads.
  [40, 'GET profile', () => admin('GET', '/api/user/profile'), 200],
  [30, 'GET calendar range', () => admin('GET', `/api/events?${range}`), 200],
  [20, 'GET companies page', () => admin('GET', `/api/exhibiting-companies?page=${1 + (serial++ % 3)}`), 200],
  [20, 'GET event', () => admin('GET', `/api/event/${fair.id}`), 200],
  [16, 'GET exhibitors', () => admin('GET', `/api/event/${fair.id}/exhibitors?page=${1 + (serial++ % 3)}`), 200],
  [16, 'GET matrix', () => admin('GET', `/api/event/${fair.id}/matrix`), 200],
  [10, 'GET dashboard', () => admin('GET', '/api/dashboard'), 200],
  [12, 'GET checklist (company)', () => request('GET', '/api/artwork/checklist', { token: companyToken }), 200],
  // Writes.
  [12, 'POST event', async () => {
    const answer = await admin('POST', '/api/event', eventBody(`Soak ${next()}`, 5 + (serial % 30)));
    if (answer.status === 201) made.push(JSON.parse(answer.body).id);
    return answer;
  }, 201],
  [8, 'PUT event', () => admin('PUT', `/api/event/${renamed[serial++ % renamed.length]}`, eventBody(`Soak renamed ${next()}`, 5 + (serial % 30))), 200],
  [12, 'DELETE event', async () => {
    // The oldest of those this run made, keeping a few.
    if (made.length < 20) return admin('GET', `/api/event/${fair.id}`);
    return admin('DELETE', `/api/event/${made.shift()}`);
  }, 200],
  // To the events being renamed, so the fair's matrix keeps its size.
  [1, 'POST exhibitor (new company)', () => admin('POST', `/api/event/${renamed[serial++ % renamed.length]}/exhibitor`, { ...companyFields(`Walk-in ${next()}`), email: `soak.walkin.${next()}@example.test` }), 201],
  [1, 'upload (tus create + PATCH)', async () => {
    const tus = { 'tus-resumable': '1.0.0' };
    const created = await request('POST', '/api/uploads', { token: companyToken, headers: { ...tus, 'upload-length': String(png.length), 'upload-metadata': metadata } });
    if (created.status !== 201) return created;
    return request('PATCH', created.headers.location, { token: companyToken, body: png, headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' } });
  }, 200],
];
const totalWeight = mix.reduce((sum, [weight]) => sum + weight, 0);
const pick = (roll) => {
  for (const entry of mix) {
    roll -= entry[0];
    if (roll < 0) return entry;
  }
  return mix.at(-1);
};

// ---- The run -----------------------------------------------------------------------------------
const latencies = new Float64Array(Math.ceil(DURATION_S * RATE) + 1);
const errors = new Map();
/** Each operation's latencies, for the slowest ones to be named. */
const latenciesBy = new Map();
let sent = 0;
let inFlight = 0;
/** The measured run's requests (after the warm-up). */
let measuredSent = 0;
let answered = 0;
let measuring = WARMUP_S === 0;
/** RSS at the start, middle and end, its peak, and a sample every second of the measured run. */
const rss = { beforeWarmUp: rssOf(server.pid), start: null, middle: null, end: null, peak: 0, samples: [] };
/** With more than one process: each one's RSS at the start and end of the measured run, and its peak. */
const rssEach = server.pids.map((pid) => ({ pid, start: null, end: null, peak: 0 }));
const cpu = { start: null, end: null };

log(`Soak: ${DURATION_S} s at ${RATE} requests/s of mixed reads and writes against ${server.url} (database: ${server.database}${process.env.BASE_URL ? '' : ', started by this script'}), after ${WARMUP_S} s of warm-up`);
log(`  server RSS before the warm-up: ${mib(rss.beforeWarmUp)}`);

const error = (what) => errors.set(what, (errors.get(what) ?? 0) + 1);
function fire(index, dueAt) {
  const [, name, run, expected] = pick((index * 7919) % totalWeight);
  const measured = measuring;
  if (measured) measuredSent += 1;
  inFlight += 1;
  run()
    .then((answer) => {
      if (answer.status !== expected) error(`${name}: ${answer.status} ${answer.body.slice(0, 120)}`);
    })
    .catch((failure) => error(`${name}: ${failure.code ?? failure.message}`))
    .finally(() => {
      inFlight -= 1;
      if (!measured) return;
      const latency = performance.now() - dueAt;
      latencies[answered] = latency;
      if (!latenciesBy.has(name)) latenciesBy.set(name, []);
      latenciesBy.get(name).push(latency);
      answered += 1;
    });
}

const started = performance.now();
const warmUpMs = WARMUP_S * 1000;
const durationMs = warmUpMs + DURATION_S * 1000;
let nextReport = warmUpMs + 30_000;
let nextSample = warmUpMs;
await new Promise((resolve) => {
  const tick = () => {
    const elapsed = performance.now() - started;
    if (!measuring && elapsed >= warmUpMs) measuring = true;
    if (measuring && rss.start === null) {
      rss.start = rssOf(server.pid);
      cpu.start = cpuOfAll();
    }
    const due = Math.min(Math.floor((elapsed / 1000) * RATE), Math.floor((WARMUP_S + DURATION_S) * RATE));
    while (sent < due) {
      if (inFlight >= MAX_IN_FLIGHT) {
        error(`more than ${MAX_IN_FLIGHT} requests waiting for an answer: the server fell behind`);
        sent = due;
        break;
      }
      fire(sent, started + (sent * 1000) / RATE);
      sent += 1;
    }
    if (rss.middle === null && elapsed >= warmUpMs + (durationMs - warmUpMs) / 2) rss.middle = rssOf(server.pid);
    if (measuring && elapsed >= nextSample) {
      const now = rssOf(server.pid);
      rss.peak = Math.max(rss.peak, now ?? 0);
      if (now !== null) rss.samples.push(now);
      for (const each of rssEach) {
        const kib = rssOf(each.pid);
        each.start ??= kib;
        each.end = kib;
        each.peak = Math.max(each.peak, kib ?? 0);
      }
      nextSample += 1000;
    }
    if (elapsed >= nextReport) {
      log(`  ${((elapsed - warmUpMs) / 1000).toFixed(0)} s: ${answered} answered, ${[...errors.values()].reduce((a, b) => a + b, 0)} errors, RSS ${mib(rssOf(server.pid))}`);
      nextReport += 30_000;
    }
    if (elapsed >= durationMs) resolve();
    else setTimeout(tick, 2);
  };
  tick();
});
// The last answers.
const waitUntil = performance.now() + 30_000;
while (inFlight > 0 && performance.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 10));
if (inFlight > 0) error(`${inFlight} requests unanswered 30 s after the end`);
rss.end = rssOf(server.pid);
cpu.end = cpuOfAll();

const sorted = latencies.subarray(0, answered).sort();
const percentile = (values, fraction) => values[Math.min(values.length - 1, Math.floor(fraction * values.length))] ?? 0;
const at = (fraction) => percentile(sorted, fraction);
const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
const seconds = (performance.now() - started) / 1000;
log('');
log(`  requests: ${measuredSent} sent (${(measuredSent / DURATION_S).toFixed(0)}/s) and ${answered} answered in the measured ${DURATION_S} s, ${sent} in all; errors: ${errorCount} (warm-up included)`);
for (const [what, times] of errors) log(`    ${times} × ${what}`);
log(`  latency from when each request was due: p50 ${ms(at(0.5))}, p90 ${ms(at(0.9))}, p99 ${ms(at(0.99))}, max ${ms(sorted.at(-1) ?? 0)}`);
log(`  server RSS: start ${mib(rss.start)}, middle ${mib(rss.middle)}, end ${mib(rss.end)} (peak ${mib(rss.peak || null)})`);
// The garbage collector makes RSS a saw: a trend shows in each third's low, median and high.
if (rss.samples.length >= 3) {
  const third = Math.floor(rss.samples.length / 3);
  const thirds = [rss.samples.slice(0, third), rss.samples.slice(third, 2 * third), rss.samples.slice(2 * third)].map((part) => {
    const sorted = [...part].sort((a, b) => a - b);
    return `${mib(sorted[0])} / ${mib(sorted[Math.floor(sorted.length / 2)])} / ${mib(sorted.at(-1))}`;
  });
  log(`  server RSS each second, by third of the run (low / median / high): ${thirds.join(';  ')}`);
}
if (rssEach.length > 1) for (const each of rssEach) log(`  process ${each.pid} RSS: start ${mib(each.start)}, end ${mib(each.end)} (peak ${mib(each.peak || null)})`);
if (cpu.start !== null && cpu.end !== null) {
  log(`  server CPU: ${(cpu.end - cpu.start).toFixed(0)} s in the measured ${DURATION_S} s (${((cpu.end - cpu.start) / DURATION_S).toFixed(2)} cores; ${(((cpu.end - cpu.start) * 1000) / Math.max(1, answered)).toFixed(2)} ms a request)`);
}
log('  by operation (count, p50, p99):');
for (const [name, values] of [...latenciesBy].sort((a, b) => a[0].localeCompare(b[0]))) {
  const ordered = Float64Array.from(values).sort();
  log(`    ${name.padEnd(30)} ${String(values.length).padStart(7)}   ${ms(percentile(ordered, 0.5)).padStart(9)}   ${ms(percentile(ordered, 0.99)).padStart(9)}`);
}
log(`  ran ${seconds.toFixed(0)} s`);

agent.destroy();
await server.stop();
process.exit(errorCount === 0 ? 0 : 1);
