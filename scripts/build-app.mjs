// The built SPA in dist/, rebuilt when it is missing or older than the files it is built from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time among these files and everything in these directories. */
export function newestSource(entries) {
  let newest = 0;
  for (const entry of entries) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      newest = Math.max(newest, newestSource(readdirSync(entry).map((name) => path.join(entry, name))));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

/** Builds dist/ when it is missing or stale; exits the process when the build fails. */
export function buildAppIfStale() {
  const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  if (builtAt >= newestSource(['src', 'public', 'index.html', 'vite.config.ts', 'package.json'])) return;
  console.log(builtAt ? 'dist/ is older than its sources: rebuilding it (about a minute).' : 'No build found in dist/: building the app (about a minute).');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
