import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LISTENING = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/;
/** The end of a process's output that is kept for a failing test to show. */
const OUTPUT_KEPT = 64 * 1024;
/** How often a process whose log is not read is asked whether it answers yet. */
const HEALTH_POLL_MS = 100;

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

/** One app process, started the way `npm start` serves (`node dist/server/main.js`, or from source). */
export interface AppProcess {
  readonly name: string;
  readonly pid: number;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** The last of what it has printed, for a failing test to show (nothing when its output goes elsewhere). */
  output(): string;
  /** `kill -9`: no shutdown, no flush; resolves once it is gone. */
  kill(): Promise<ProcessExit>;
  /** SIGTERM, the way a service manager stops it; resolves once it is gone. */
  stop(): Promise<ProcessExit>;
  /** Sends `signal` and does not wait; `group`: to its whole process group (see `startAppProcessWritingTo`). */
  signal(signal: NodeJS.Signals, group?: 'group'): void;
  /** How it ended, once it has. */
  readonly exit: Promise<ProcessExit>;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * How the app is started: `node` runs the TypeScript sources through tsx (what the tests change is
 * what runs, with no build); `npm start` builds dist/ (the app and the compiled server) when stale
 * and runs `node dist/server/main.js`, as the Dockerfile and the systemd unit do.
 */
export type StartCommand = 'node' | 'npm start';

function spawnApp(command: StartCommand, env: Record<string, string>, output: 'pipe' | number, detached = false): ChildProcess {
  const [file, args] = command === 'node' ? [process.execPath, ['--import', 'tsx', 'server/main.ts']] : ['npm', ['start']];
  return spawn(file, args, {
    cwd: REPOSITORY,
    // LOG_LEVEL info at least: the port is read from the log, and each request is logged.
    env: { ...process.env, DATABASE_URL: '', JWT_SECRET: '', SMTP_URL: '', S3_BUCKET: '', PORT: '0', HOST: '127.0.0.1', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', output, output],
    detached,
  });
}

/** The processes `pid` has started, and theirs, as Linux's /proc tells them now. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after its last ')'.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Whether process `pid` still exists (a zombie not yet reaped counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function appProcess(name: string, child: ChildProcess, url: string, output: () => string, exited: Promise<ProcessExit>): AppProcess {
  const end = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  // `kill -9` of `npm start` alone would leave the server it started behind: they go first.
  const kill = () => {
    const running = child.exitCode === null && child.signalCode === null;
    for (const pid of running ? descendants(child.pid!) : []) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    return end('SIGKILL');
  };
  return { name, pid: child.pid!, url, output, kill, stop: () => end('SIGTERM'), signal: (signal, group) => (group ? process.kill(-child.pid!, signal) : child.kill(signal)), exit: exited };
}

const exitOf = (child: ChildProcess): Promise<ProcessExit> =>
  once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));

/** Waits for `listening`, failing with what is known when the process stops first or the time is up. */
async function untilListening<T>(name: string, listening: Promise<T>, exited: Promise<ProcessExit>, output: () => string, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    listening,
    exited.then(({ code, signal }) => Promise.reject(new Error(`${name} stopped (${signal ?? code}) before listening:\n${output()}`))),
    new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`${name} did not listen within ${timeoutMs} ms:\n${output()}`)), timeoutMs))),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Starts the app in a child process with `env` on top of this one's (with the app's own
 * variables cleared, so only what the test gives counts) and waits until it listens. `PORT` 0: a
 * free port, read from its log. Rejects with its output when it stops before listening.
 */
export async function startAppProcess(name: string, env: Record<string, string>, timeoutMs = 60_000, command: StartCommand = 'node'): Promise<AppProcess> {
  const child = spawnApp(command, env, 'pipe');
  let output = '';
  let pending = '';
  const keep = (text: string) => (output = (output + text).slice(-OUTPUT_KEPT));
  let resolveUrl: (url: string) => void;
  const listening = new Promise<string>((resolve) => (resolveUrl = resolve));
  let heard = false;
  child.stdout!.on('data', (chunk: Buffer) => {
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
  child.stderr!.on('data', (chunk: Buffer) => keep(chunk.toString()));
  const exited = exitOf(child);
  const url = await untilListening(name, listening, exited, () => output, timeoutMs);
  return appProcess(name, child, url, () => output, exited);
}

/** The inode of the socket listening on 127.0.0.1:`port`, as Linux's /proc/net/tcp lists it. */
function listeningSocket(port: number): string | undefined {
  const address = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields[1] === address && fields[3] === '0A') return fields[9];
  }
  return undefined;
}

/** Whether process `pid` holds the socket `inode`. */
function holdsSocket(pid: number, inode: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false; // closed meanwhile
      }
    });
  } catch {
    return false; // gone
  }
}

/** A port no one listens on now, from the system. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts the app as `startAppProcess` does, with its stdout and stderr both on the file
 * descriptor `output` (a pipe, say, that nobody reads): its log is not read, so it listens on a
 * port chosen here, and it is known to listen once `/api/health` answers. It leads a process group
 * of its own, which a signal can be sent to whole, as a terminal sends Ctrl-C.
 */
export async function startAppProcessWritingTo(name: string, env: Record<string, string>, output: number, timeoutMs = 60_000, command: StartCommand = 'node'): Promise<AppProcess> {
  const url = `http://127.0.0.1:${await freePort()}`;
  const child = spawnApp(command, { ...env, PORT: String(Number(url.split(':').pop())) }, output, true);
  const exited = exitOf(child);
  let gone = false;
  void exited.then(() => (gone = true));
  const none = () => '(its output went to a file descriptor the test does not read)';
  const port = Number(url.split(':').pop());
  // Another process on this machine may take the port between its choice and the app's start: the
  // answer counts only when the socket that listens on it is the app's (or, for npm start, its child's).
  const ours = () => {
    const inode = listeningSocket(port);
    return inode !== undefined && [child.pid!, ...descendants(child.pid!)].some((pid) => holdsSocket(pid, inode));
  };
  const healthy = (async () => {
    while (!gone) {
      try {
        if ((await fetch(`${url}/api/health`)).ok && ours()) return url;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
    }
    return url;
  })();
  await untilListening(name, healthy, exited, none, timeoutMs);
  return appProcess(name, child, url, none, exited);
}
