// One server for bench/http-baseline.ts, in a process of its own so that the load generator does
// not share its CPU: `bare` (node:http giving the health answer), `headers` (the same with the
// security headers the app's JSON answers carry) or `app` (the whole API).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SECURITY_HEADERS } from '../server/plugins/security-headers';
import { startApp } from './start-app';

// The CPU this process has used so far (µs), when the benchmark asks.
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
  }
});

// Stopped, it exits as a program does, so that a V8 CPU profile asked for (--cpu-prof) is written.
process.on('SIGTERM', () => process.exit(0));

const side = process.argv[2];
if (side === 'bare' || side === 'headers') {
  const security = side === 'headers' ? Object.fromEntries(SECURITY_HEADERS.api) : {};
  const server = createServer((_request, response) => {
    const body = JSON.stringify({ status: 'ok' });
    response.writeHead(200, { ...security, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send?.(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`);
} else {
  const { app } = await startApp();
  process.send?.(`${await app.listen({ port: 0, host: '127.0.0.1' })}/api/health`);
}
