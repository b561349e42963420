// The whole app on a database a benchmark has filled, listening in a child process of its own
// (bench/app-process-target.ts) so that the load generator in this process does not share its
// CPU; and a keep-alive HTTP client to time its answers one at a time or at a fixed arrival rate.
import { type ChildProcess, fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { median } from './start-app';

export interface AppProcess {
  /** http://127.0.0.1:port */
  origin: string;
  stop: () => Promise<void>;
  /** The CPU time (µs, user + system) the app's process has used so far. */
  cpu: () => Promise<number>;
  /** The longest wait of the app's event loop since the last call (ms; NaN from a checkout that does not tell). */
  loopStall?: () => Promise<number>;
}

/** The CPU time a child process reports it has spent, asked over its IPC channel (`cpu`). */
export function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const answer = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('cpu' in message)) return;
      child.off('message', answer);
      resolve(Number(message.cpu));
    };
    child.on('message', answer);
    child.send('cpu');
  });
}

/**
 * Starts the app with these variables (DATA_DIR, DATABASE_URL, JWT_SECRET …) and waits until it
 * listens. With CPU_PROFILE_DIR set, the app writes a V8 CPU profile there when it stops. `root`:
 * another checkout of the app to run instead (a baseline's code on the same database).
 */
export async function startAppProcess(env: Record<string, string>, root?: string): Promise<AppProcess> {
  const profile = process.env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`] : [];
  const target = root === undefined ? fileURLToPath(new URL('./app-process-target.ts', import.meta.url)) : `${root}/bench/app-process-target.ts`;
  const child = fork(target, [], {
    execArgv: ['--import', 'tsx', ...profile],
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', LOGIN_MAX_ATTEMPTS: '1000000', RATE_LIMIT_MAX: '100000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve(String(message)));
    child.once('exit', (code) => reject(new Error(`the app stopped before it listened (${code})`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  const cpu = () => cpuOf(child);
  const loopStall = () =>
    new Promise<number>((resolve) => {
      const answer = (message: unknown) => {
        if (typeof message !== 'object' || message === null || !('loop' in message)) return;
        finish(Number(message.loop));
      };
      const finish = (value: number) => {
        clearTimeout(timer);
        child.off('message', answer);
        resolve(value);
      };
      const timer = setTimeout(() => finish(Number.NaN), 1000);
      child.on('message', answer);
      child.send('loop');
    });
  return { origin, stop, cpu, loopStall };
}

/**
 * The app's CPU time per request (ms) over `count` GETs of `url` one after another: the cost of
 * the request to the app alone, which the machine's other work stretches far less than a wall-clock time.
 */
export async function cpuPerRequest(app: AppProcess, url: string, token: string | undefined, count: number): Promise<number> {
  const before = await app.cpu();
  for (let request = 0; request < count; request += 1) {
    const answer = await get(url, token);
    if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  }
  return (await app.cpu() - before) / 1000 / count;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export interface Answer {
  status: number;
  body: string;
}

/** One GET over a kept-alive connection. */
export function get(url: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, headers: token ? { authorization: `Bearer ${token}` } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A GET that must answer 200; its body as JSON. */
export async function getJson<T>(url: string, token?: string): Promise<T> {
  const answer = await get(url, token);
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body) as T;
}

export interface LoadResult {
  /** Requests per second answered over the measured seconds. */
  answeredRate: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  requests: number;
  /** The longest wait of this process's own event loop during the run (ms): a late request the generator caused. */
  generatorStall: number;
  /**
   * Seconds into the run when the answers fell so far behind that BACKLOG requests were waiting.
   * From then on a request leaves only as another is answered, so `answeredRate` is what the
   * server manages flat out (its capacity), and the percentiles mean nothing: they are left at 0.
   */
  fellBehindAfter?: number;
}

/** Requests waiting for their answer at which a run is called behind and sends no faster than answers come. */
const BACKLOG = 500;

const percentile = (sorted: Float64Array, fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;

/**
 * An open-loop load: requests leave on a fixed schedule of `rate` per second whatever the answers
 * do, and each latency runs from the moment its request was due, so a server that falls behind
 * shows its queue in the figures (no coordinated omission). The first `warmup` seconds are sent,
 * not counted; `seconds` are measured.
 */
export async function fixedRate(url: string, token: string | undefined, { rate, seconds, warmup }: { rate: number; seconds: number; warmup: number }): Promise<LoadResult> {
  const total = Math.round(rate * (warmup + seconds));
  const counted = Math.round(rate * warmup);
  const latencies = new Float64Array(total);
  let errors = 0;
  let measured = 0;
  let answeredInWindow = 0;
  let waiting = 0;
  let fellBehindAt: number | undefined;
  const pending: Promise<void>[] = [];
  const ownDelay = monitorEventLoopDelay({ resolution: 1 });
  const started = performance.now();
  const measuredFrom = started + warmup * 1000;
  const end = started + (warmup + seconds) * 1000;
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor(((now - started) * rate) / 1000) + 1);
      for (; sent < due && waiting < BACKLOG; sent += 1) {
        const dueAt = started + (sent * 1000) / rate;
        const counts = sent >= counted;
        waiting += 1;
        pending.push(
          get(url, token).then(
            (answer) => {
              const done = performance.now();
              waiting -= 1;
              if (answer.status !== 200) errors += 1;
              if (done >= measuredFrom && done <= end) answeredInWindow += 1;
              if (counts) latencies[measured++] = done - dueAt;
            },
            () => {
              waiting -= 1;
              errors += 1;
            },
          ),
        );
      }
      if (sent < due) fellBehindAt ??= now;
      if (sent < total && now < end) setTimeout(tick, 1);
      else resolve();
    };
    tick();
    // Its own waits count from the measured part on, as the latencies do.
    setTimeout(() => ownDelay.enable(), warmup * 1000);
  });
  await Promise.all(pending);
  ownDelay.disable();
  const sorted = fellBehindAt === undefined ? latencies.slice(0, measured).sort() : new Float64Array(0);
  return {
    answeredRate: fellBehindAt === undefined ? measured / seconds : answeredInWindow / seconds,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
    errors,
    requests: fellBehindAt === undefined ? measured : answeredInWindow,
    generatorStall: ownDelay.max / 1e6,
    ...(fellBehindAt === undefined ? {} : { fellBehindAfter: (fellBehindAt - started) / 1000 }),
  };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** p50 / p90 / p99 / max at the fixed rate, or what the server managed flat out when it fell behind. */
export function atRate(load: LoadResult): string {
  const errors = load.errors ? `; ${load.errors} ERRORS` : '';
  if (load.fellBehindAfter !== undefined) return `fell behind after ${load.fellBehindAfter.toFixed(1)} s: ${load.answeredRate.toFixed(0)} answers/s at most${errors}`;
  return `${ms(load.p50)} / ${ms(load.p90)} / ${ms(load.p99)} / ${ms(load.max)}${errors}`;
}

/** Median time of `rounds` GETs one after another (after one unmeasured), each checked by `check`. */
export async function medianGet(url: string, token: string | undefined, rounds: number, check: (body: string) => void): Promise<number> {
  check((await get(url, token)).body);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const began = performance.now();
    const answer = await get(url, token);
    samples.push(performance.now() - began);
    if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    check(answer.body);
  }
  return median(samples);
}
