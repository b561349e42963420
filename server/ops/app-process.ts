import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LISTENING = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/;
/** The end of a process's output that is kept for a failing test to show. */
const OUTPUT_KEPT = 64 * 1024;

/**
 * What a test's app processes share: its own database (SQLite in DATA_DIR when `databaseUrl` is
 * empty) and DATA_DIR, an admin seeded, scheduled work every second, clients' addresses from
 * X-Forwarded-For and no request limit in the way.
 */
export function testAppEnv(databaseUrl: string | undefined, dataDir: string, admin: { email: string; password: string }): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    JOB_INTERVAL_SECONDS: '1',
    // The test is the one proxy in front: its X-Forwarded-For is the client's address.
    TRUST_PROXY: '1',
    RATE_LIMIT_MAX: '1000000',
  };
}

/** One app process, started the way `npm start` serves (`node --import tsx server/main.ts`). */
export interface AppProcess {
  readonly name: string;
  readonly pid: number;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** The last of what it has printed, for a failing test to show. */
  output(): string;
  /** `kill -9`: no shutdown, no flush; resolves once it is gone. */
  kill(): Promise<ProcessExit>;
  /** SIGTERM, the way a service manager stops it; resolves once it is gone. */
  stop(): Promise<ProcessExit>;
  /** How it ended, once it has. */
  readonly exit: Promise<ProcessExit>;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** How the app is started: as the Dockerfile runs it, or through `npm start` (which builds dist/ first when stale). */
export type StartCommand = 'node' | 'npm start';

/**
 * Starts `server/main.ts` in a child process with `env` on top of this one's (with the app's own
 * variables cleared, so only what the test gives counts) and waits until it listens. `PORT` 0: a
 * free port, read from its log. Rejects with its output when it stops before listening.
 */
export async function startAppProcess(name: string, env: Record<string, string>, timeoutMs = 60_000, command: StartCommand = 'node'): Promise<AppProcess> {
  const [file, args] = command === 'node' ? [process.execPath, ['--import', 'tsx', 'server/main.ts']] : ['npm', ['start']];
  const child = spawn(file, args, {
    cwd: REPOSITORY,
    // LOG_LEVEL info at least: the port is read from the log.
    env: { ...process.env, DATABASE_URL: '', JWT_SECRET: '', SMTP_URL: '', S3_BUCKET: '', PORT: '0', HOST: '127.0.0.1', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let pending = '';
  const keep = (text: string) => (output = (output + text).slice(-OUTPUT_KEPT));
  let resolveUrl: (url: string) => void;
  const listening = new Promise<string>((resolve) => (resolveUrl = resolve));
  let heard = false;
  child.stdout.on('data', (chunk: Buffer) => {
    keep(chunk.toString());
    // Once it listens, its log is only kept, not read: a load test makes a line per request.
    if (heard) return;
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const match = LISTENING.exec((JSON.parse(line) as { msg?: string }).msg ?? '');
      if (match) {
        heard = true;
        resolveUrl(match[1]!);
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => keep(chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  let timer: NodeJS.Timeout | undefined;
  const url = await Promise.race([
    listening,
    exited.then(({ code, signal }) => Promise.reject(new Error(`${name} stopped (${signal ?? code}) before listening:\n${output}`))),
    new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${name} did not listen within ${timeoutMs} ms:\n${output}`)), timeoutMs))),
  ]).finally(() => clearTimeout(timer));

  const end = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { name, pid: child.pid!, url, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM'), exit: exited };
}
