// `npm run bench:start`: how long the server takes from `node` starting to its first answer of
// `GET /api/health`, run compiled (`node dist/server/main.js`, as `npm start`, the Dockerfile and
// the systemd unit run it) and, as the baseline in the same run, from its TypeScript sources
// through tsx (`node --import tsx server/main.ts`, as production ran before). In turns, `RUNS`
// (5) each, on one SQLite database migrated by a first start, so that each start migrates nothing.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './start-app';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 5);
const POLL_MS = 5;
const START_LIMIT_MS = 120_000;

const WAYS = {
  compiled: ['dist/server/main.js'],
  'tsx (baseline)': ['--import', 'tsx', 'server/main.ts'],
} as const;
type Way = keyof typeof WAYS;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

/** Starts the server one way and returns the ms from spawning it to its first 200 from /api/health. */
async function timeStart(way: Way, env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, WAYS[way], { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore' });
  const exited = once(child, 'exit');
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${way}: the server stopped (${child.exitCode}) before answering`);
      if (performance.now() - started > START_LIMIT_MS) throw new Error(`${way}: no answer within ${START_LIMIT_MS} ms`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  // The compiled server as `npm start` would find it: built when missing or stale.
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server did not compile');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: randomBytes(32).toString('base64url'), ADMIN_PASSWORD: 'bench start password', HOST: '127.0.0.1', LOG_LEVEL: 'warn', JOB_INTERVAL_SECONDS: '0' };
  try {
    await timeStart('compiled', env); // migrates the database and warms the disk cache, unmeasured
    await timeStart('tsx (baseline)', env); // and tsx's cache of transpiled files
    const times: Record<Way, number[]> = { compiled: [], 'tsx (baseline)': [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const way of Object.keys(WAYS) as Way[]) times[way].push(await timeStart(way, env));
    }
    console.log(`Start to first GET /api/health answer, ${RUNS} starts each in turns (ms):`);
    for (const way of Object.keys(WAYS) as Way[]) {
      const sorted = [...times[way]].sort((a, b) => a - b);
      console.log(`  ${way.padEnd(15)} median ${median(sorted).toFixed(0).padStart(5)}   min ${sorted[0]!.toFixed(0).padStart(5)}   max ${sorted.at(-1)!.toFixed(0).padStart(5)}`);
    }
    const ratio = median(times['tsx (baseline)']) / median(times.compiled);
    console.log(`  compiled starts ${ratio.toFixed(2)}× as fast as through tsx (medians)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
