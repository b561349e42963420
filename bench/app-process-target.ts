// The child of bench/app-process.ts: the whole app (buildApp, as server/main.ts runs it) on the
// database its environment names, already filled and migrated; tells its parent where it listens.
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

// BENCH_DIST_DIR serves another build of the client (bench:lighthouse's baseline).
const distDir = process.env.BENCH_DIST_DIR;
const app = await buildApp({ config: loadConfig(process.env), ...(distDir ? { distDir } : {}) });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.(address);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
