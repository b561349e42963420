import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppProcess, descendants, isRunning, startAppProcessWritingTo, type StartCommand } from './app-process';
import { type StuckPipe, stuckPipe } from './stuck-pipe';

/** `npm start` may have to build dist/ (the app and the server) first. */
const START_TIMEOUT_MS = 600_000;
/** What `docker stop` and the test hold the stop to: gone by then, or it fails. */
const STOP_BOUND_MS = 10_000;
/** Requests sent at once while filling the pipe with their log lines. */
const BATCH = 25;
/** Far more than a 64 KiB pipe takes (each request logs two lines of some 200 bytes). */
const MOST_REQUESTS = 5_000;
/** A request the server does not answer in this time fails the test (no timing is asserted). */
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function requests(url: string, count: number): Promise<void> {
  for (let sent = 0; sent < count; sent += BATCH) {
    const answers = await Promise.all(Array.from({ length: BATCH }, () => fetch(`${url}/api/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })));
    for (const answer of answers) expect(answer.status).toBe(200);
  }
}

/**
 * The server's output goes to a pipe nobody reads (a stuck log shipper, a blocked container log
 * driver), filled by the log lines of real requests; then SIGTERM. Whatever its output does, the
 * server (and `npm start` with it) must be gone within the bound a service manager gives it.
 */
describe('SIGTERM while nobody reads the log', () => {
  let dataDir: string | undefined;
  let pipe: StuckPipe | undefined;
  let app: AppProcess | undefined;

  afterEach(async () => {
    await app?.kill();
    await pipe?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    app = undefined;
    pipe = undefined;
    dataDir = undefined;
  });

  const cases: [StartCommand, 'never read' | 'whose reader was killed', 'the process' | 'its process group'][] = [
    ['node', 'never read', 'the process'],
    ['node', 'whose reader was killed', 'the process'],
    ['npm start', 'never read', 'the process'],
    ['npm start', 'whose reader was killed', 'the process'],
    // As a terminal's Ctrl-C or `kill -- -PGID`: the server hears it from there and from npm.
    ['npm start', 'never read', 'its process group'],
  ];
  it.each(cases)('started with %s, logging into a pipe %s, SIGTERM to %s: gone within 10 s', async (command, reader, target) => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'eaum-stuck-log-'));
    pipe = await stuckPipe();
    const env = { DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('base64url'), ADMIN_EMAIL: 'admin@stuck-log.test', ADMIN_PASSWORD: 'nobody reads this log' };
    app = await startAppProcessWritingTo(`app (${command})`, env, pipe.writeFd, START_TIMEOUT_MS, command);

    // Requests until the pipe is full, then as many again: their lines wait in the server.
    let sent = 0;
    do {
      expect(sent, 'the pipe is still not full').toBeLessThan(MOST_REQUESTS);
      await requests(app.url, BATCH * 4);
      sent += BATCH * 4;
    } while (!pipe.isFull());
    if (reader === 'whose reader was killed') await pipe.killReader();
    await requests(app.url, sent);

    // Every process `npm start` runs must be gone too, not only npm.
    const processes = [app.pid, ...descendants(app.pid)];
    app.signal('SIGTERM', target === 'its process group' ? 'group' : undefined);
    const deadline = performance.now() + STOP_BOUND_MS;
    const gone = await Promise.race([app.exit.then(() => true), sleep(STOP_BOUND_MS).then(() => false)]);
    expect(gone, `still running ${STOP_BOUND_MS} ms after SIGTERM`).toBe(true);
    while (processes.some(isRunning) && performance.now() < deadline) await sleep(50);
    expect(processes.filter(isRunning), `still running ${STOP_BOUND_MS} ms after SIGTERM`).toEqual([]);
  }, START_TIMEOUT_MS + 120_000);
});
