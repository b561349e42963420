// Throughput of an authenticated call (token check, user lookup, profile read) against the
// cheapest answer the API gives (a JSON 404), both measured in this run on loopback.
import autocannon from 'autocannon';
import { startApp } from './start-app';

const DURATION = Number(process.env.DURATION ?? 5);
const { app, close, signUp } = await startApp();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const token = await signUp({ firstname: 'Load', lastname: 'Test', email: 'load@example.com', password: 'a long enough password' });

const run = (title: string, path: string, headers: Record<string, string> = {}) =>
  autocannon({ url: `${address}${path}`, connections: 20, duration: DURATION, headers, title });

const baseline = await run('baseline: unknown /api path (404)', '/api/nope');
const profile = await run('GET /api/user/profile', '/api/user/profile', { authorization: `Bearer ${token}` });
if (profile.non2xx > 0) throw new Error(`${profile.non2xx} profile requests failed: the figures would not mean anything`);
await close();

for (const result of [baseline, profile]) {
  console.log(
    `${(result.title ?? "").padEnd(36)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   socket errors ${result.errors}`,
  );
}
console.log(`profile / baseline throughput: ${(profile.requests.average / baseline.requests.average).toFixed(2)}`);
