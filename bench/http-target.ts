// One server for bench/http-baseline.ts, in a process of its own so that the load generator does
// not share its CPU: `bare` (node:http giving the health answer) or `app` (the whole API).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApp } from './start-app';

if (process.argv[2] === 'bare') {
  const server = createServer((_request, response) => {
    const body = JSON.stringify({ status: 'ok' });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send?.(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`);
} else {
  const { app } = await startApp();
  process.send?.(`${await app.listen({ port: 0, host: '127.0.0.1' })}/api/health`);
}
