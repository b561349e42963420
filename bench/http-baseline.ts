// The API's cheapest route (GET /api/health, through every hook: security headers, the request log,
// the router, the response schema) against a bare node:http server giving the same JSON. Each
// server runs in a child process of its own (the load generator keeps this one); both are measured
// twice, in turns, so that drift on a busy machine hits both.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = 20;
type Side = 'bare' | 'app';

async function measure(side: Side) {
  const child = fork(fileURLToPath(new URL('./http-target.ts', import.meta.url)), [side], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (message) => resolve(String(message)));
      child.once('exit', (code) => reject(new Error(`the ${side} server stopped (${code})`)));
    });
    await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${side}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return result;
  } finally {
    child.kill();
  }
}

const rounds: Record<Side, autocannon.Result>[] = [];
for (let round = 0; round < 2; round += 1) rounds.push({ bare: await measure('bare'), app: await measure('app') });

const average = (side: Side, pick: (result: autocannon.Result) => number) => rounds.reduce((sum, round) => sum + pick(round[side]), 0) / rounds.length;
for (const side of ['bare', 'app'] as const) {
  const label = side === 'bare' ? 'node:http (baseline)' : 'GET /api/health';
  console.log(
    `${label.padEnd(22)} ${average(side, (result) => result.requests.average).toFixed(0).padStart(7)} req/s   p50 ${average(side, (result) => result.latency.p50).toFixed(1)} ms   p99 ${average(side, (result) => result.latency.p99).toFixed(1)} ms`,
  );
}
const ratio = average('app', (result) => result.requests.average) / average('bare', (result) => result.requests.average);
console.log(`API ÷ node:http throughput: ${ratio.toFixed(2)}× (goal ≥ 0.9×); ${CONNECTIONS} connections, ${rounds.length} rounds of ${DURATION} s each`);
