// The API's cheapest route (GET /api/health, through every hook: security headers, the request log,
// the router, the response schema) against a bare node:http server giving the same JSON, and
// against the same bare server sending the security headers the app's JSON answers carry (what
// those bytes cost apart from the framework). Each server runs in a child process of its own (the
// load generator keeps this one); each is measured twice, in turns, so that drift on a busy
// machine hits all. Besides requests per second (which the load generator, on the same cores,
// bounds too), each server's CPU time per answer, which the machine's other work moves far less,
// under the load and with one request at a time (what a lone request pays: bench:list-load's floor).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpuOf, cpuPerRequest } from './app-process';

const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const CONNECTIONS = 20;
type Side = 'bare' | 'headers' | 'app';
// SIDES=app measures the app alone (with CPU_PROFILE_DIR, to profile it under load).
const SIDES = (process.env.SIDES?.split(',') ?? ['bare', 'headers', 'app']) as Side[];
const LABELS: Record<Side, string> = { bare: 'node:http (baseline)', headers: 'node:http + headers', app: 'GET /api/health' };

interface Measure {
  result: autocannon.Result;
  /** CPU time of the server per answer, µs. */
  cpu: number;
  /** The same, with one request at a time (no pipelining of work across requests: the floor a single request pays). */
  alone: number;
}

const ALONE = Number(process.env.ALONE ?? 8000);

async function measure(side: Side): Promise<Measure> {
  const profile = process.env.CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROFILE_DIR}`] : [];
  const child = fork(fileURLToPath(new URL('./http-target.ts', import.meta.url)), [side], { execArgv: ['--import', 'tsx', ...profile], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (message) => resolve(String(message)));
      child.once('exit', (code) => reject(new Error(`the ${side} server stopped (${code})`)));
    });
    await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
    const before = await cpuOf(child);
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
    const cpu = (await cpuOf(child)) - before;
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${side}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    const server = { origin: url, stop: async () => {}, cpu: () => cpuOf(child) };
    const alone: number[] = [];
    for (let part = 0; part < 4; part += 1) alone.push(await cpuPerRequest(server, url, undefined, ALONE / 4));
    // The least of four parts: the others carry the machine's other work.
    return { result, cpu: cpu / result.requests.total, alone: Math.min(...alone) * 1000 };
  } finally {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill();
    });
  }
}

const rounds: Record<Side, Measure>[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const measured = {} as Record<Side, Measure>;
  for (const side of SIDES) measured[side] = await measure(side);
  rounds.push(measured);
}

const average = (side: Side, pick: (measure: Measure) => number) => rounds.reduce((sum, round) => sum + pick(round[side]), 0) / rounds.length;
const throughput = (side: Side) => average(side, (measure) => measure.result.requests.average);
const cpu = (side: Side) => average(side, (measure) => measure.cpu);
for (const side of SIDES) {
  console.log(
    `${LABELS[side].padEnd(22)} ${throughput(side).toFixed(0).padStart(7)} req/s   p50 ${average(side, (measure) => measure.result.latency.p50).toFixed(1)} ms   p99 ${average(side, (measure) => measure.result.latency.p99).toFixed(1)} ms   CPU ${cpu(side).toFixed(1)} µs an answer; one at a time ${average(side, (measure) => measure.alone).toFixed(1)} µs`,
  );
}
if (SIDES.includes('app') && SIDES.includes('bare') && SIDES.includes('headers')) {
  console.log(`API ÷ node:http throughput: ${(throughput('app') / throughput('bare')).toFixed(2)}× (goal ≥ 0.8×); ÷ node:http with the same headers ${(throughput('app') / throughput('headers')).toFixed(2)}×`);
  console.log(`node:http's CPU an answer ÷ the API's: ${(cpu('bare') / cpu('app')).toFixed(2)}×; with the same headers ${(cpu('headers') / cpu('app')).toFixed(2)}×`);
}
console.log(`${CONNECTIONS} connections, ${rounds.length} rounds of ${DURATION} s each`);
