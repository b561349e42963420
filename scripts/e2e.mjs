// The end-to-end journeys need a Chromium. Playwright cannot download one here, so we use the system's.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../e2e/chromium-path.mjs';

const executable = chromiumPath();
if (!executable) {
  console.error(`
################################################################################
#  END-TO-END TESTS CANNOT RUN: no Chromium found.                             #
#  Install Debian's:   sudo apt-get update && sudo apt-get install -y chromium #
#  or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test.   #
################################################################################
`);
  process.exit(1);
}
/** Newest modification time among the files the SPA is built from. */
function newestSource(entries) {
  let newest = 0;
  for (const entry of entries) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      const children = readdirSync(entry).map((name) => path.join(entry, name));
      newest = Math.max(newest, newestSource(children));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

// The journeys test the built SPA: build it when missing or older than its sources.
const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (builtAt < newestSource(['src', 'public', 'index.html', 'vite.config.ts', 'package.json'])) {
  console.log(builtAt ? 'dist/ is older than its sources: rebuilding it.' : 'dist/ is missing: building it.');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: executable },
});
process.exit(result.status ?? 1);
