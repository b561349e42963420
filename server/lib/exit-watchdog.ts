import { Worker } from 'node:worker_threads';

/** Runs on a thread of its own: waits, then kills the process (SIGKILL cannot be caught or held). */
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
process.kill(workerData.pid, 'SIGKILL');
`;

/**
 * Kills this process `ms` from now unless it has exited by then. The wait is on a thread of its
 * own, so it ends the process even when the main thread is stuck (a synchronous write into a pipe
 * nobody reads, a loop) and no timer of the event loop can fire. Exiting ends the thread with it.
 */
export function killAfter(ms: number): void {
  // Plain JavaScript: no loader of the process's own (`--import`) to start first. It writes
  // nothing, so its stdout and stderr are not piped into the process's.
  const worker = new Worker(WATCHDOG, { eval: true, execArgv: [], workerData: { pid: process.pid, ms }, stdout: true, stderr: true });
  worker.unref();
}
