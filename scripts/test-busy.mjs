// `npm run test:busy`: the whole `npm test`, RUNS times in a row (3 by default), each beside LOAD
// CPU-bound loops (2 by default) that keep the machine busy, the way a loaded CI machine is. A test
// that holds only on a quiet machine fails here. Stops at the first failing run.
import { spawn, spawnSync } from 'node:child_process';

const runs = Number(process.env.RUNS ?? 3);
const load = Number(process.env.LOAD ?? 2);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(load) || load < 0) {
  console.error('RUNS takes a whole number of 1 or more, LOAD a whole number of 0 or more.');
  process.exit(2);
}

// Each loop is its own process, so it takes a core of its own, and ends with this script.
const loops = Array.from({ length: load }, () => spawn(process.execPath, ['--eval', 'for (;;) {}'], { stdio: 'ignore' }));
const stopLoad = () => loops.forEach((loop) => loop.kill('SIGKILL'));
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

let passed = 0;
for (let run = 1; run <= runs; run += 1) {
  console.log(`\n▶ npm test, run ${run} of ${runs}, beside ${load} CPU-bound loop(s)`);
  const started = Date.now();
  const result = spawnSync('npm', ['test'], { stdio: 'inherit' });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ run ${run} failed after ${minutes} min.`);
    console.log(`runs: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ run ${run} passed in ${minutes} min`);
  passed += 1;
}
console.log(`\nruns: ${passed} passed, 0 failed`);
// The loops are children that keep this process alive: stopped here, or it would never end.
process.exit(0);
