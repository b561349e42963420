// The end-to-end journeys need a Chromium. Playwright cannot download one here, so we use the system's.
import { spawnSync } from 'node:child_process';
import { chromiumPath } from '../e2e/chromium-path.mjs';
import { buildAppIfStale } from './build-app.mjs';

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
// The journeys test the built SPA.
buildAppIfStale();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: executable },
});
process.exit(result.status ?? 1);
