// The end-to-end journeys need a Chromium. Playwright cannot download one here, so we use the system's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
if (!existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: executable },
});
process.exit(result.status ?? 1);
