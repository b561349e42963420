// The server compiled for production: server/main.ts (and the backup/restore command line) with
// what they import from server/ and src/api/contract bundled by esbuild into dist/server, the npm
// packages left to node_modules. Types are not checked here: `npm run typecheck` (tsc) does that.
// `node scripts/build-server.mjs` builds it (`--if-stale`: only when older than its sources);
// `npm run build` runs it after the app's build.
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { newestSource } from './build-app.mjs';

export const SERVER_OUT_DIR = 'dist/server';
/** What the compiled server is made of: a change to any of these makes dist/server stale. */
export const SERVER_SOURCES = ['server', 'src/api/contract', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];
/** Written last: it stands for the whole build. */
export const SERVER_MAIN = `${SERVER_OUT_DIR}/main.js`;

export async function buildServer() {
  const result = await build({
    entryPoints: { main: 'server/main.ts', cli: 'server/ops/cli.ts' },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    // npm packages load from node_modules as they are (native modules, their own files).
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Names kept: Fastify, pino and the errors' stack traces show them.
    keepNames: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(SERVER_OUT_DIR, { recursive: true });
  // Each file whole or not at all, main.js last: a process starting meanwhile finds the old build or the new one.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path.endsWith(`${path.sep}main.js`)) - Number(b.path.endsWith(`${path.sep}main.js`)));
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

/** Builds dist/server when it is missing or older than its sources (the app's build empties dist/). */
export async function buildServerIfStale() {
  const builtAt = existsSync(SERVER_MAIN) ? statSync(SERVER_MAIN).mtimeMs : 0;
  if (builtAt >= newestSource(SERVER_SOURCES)) return;
  console.log(builtAt ? 'dist/server is older than its sources: compiling the server.' : 'No dist/server: compiling the server.');
  await buildServer();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.chdir(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
  await (process.argv.includes('--if-stale') ? buildServerIfStale() : buildServer());
}
