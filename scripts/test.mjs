// `npm test`: every test layer in order. It stops at the first failing step and says which.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit, machine and story tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'stories']],
  [
    process.env.TEST_DATABASE_URL ? 'server tests (SQLite and PostgreSQL)' : 'server tests (SQLite; set TEST_DATABASE_URL to add PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'server'],
  ],
  ['app build and its size budget', 'node', ['bench/bundle.mjs']],
  ['Storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']],
  ['end-to-end journeys in Chromium', 'node', ['scripts/e2e.mjs']],
];

let passed = 0;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s.`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
  passed += 1;
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
