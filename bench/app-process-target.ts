// The child of bench/app-process.ts: the whole app (buildApp, as server/main.ts runs it) on the
// database its environment names, already filled and migrated; tells its parent where it listens.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

// BENCH_DIST_DIR serves another build of the client (bench:lighthouse's baseline).
const distDir = process.env.BENCH_DIST_DIR;
const app = await buildApp({ config: loadConfig(process.env), ...(distDir ? { distDir } : {}) });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.(address);
// The CPU this process has used so far (µs), when its parent asks: what a request costs the app,
// whatever the machine's other work does to the wall-clock times.
// The longest the event loop waited since the parent last asked (ms): a stall of the app itself.
const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
process.on('message', (message) => {
  if (message === 'loop') {
    process.send?.({ loop: loopDelay.max / 1e6 });
    loopDelay.reset();
  }
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
  }
});
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
