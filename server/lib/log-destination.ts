import type { Writable } from 'node:stream';

/** Log lines kept in memory while stdout takes none; past this, new lines are dropped and counted. */
const MAX_PENDING_BYTES = 16 * 1024 * 1024;
/** How often a flush looks whether stdout has taken more. */
const FLUSH_POLL_MS = 20;

/**
 * Where the server's log lines go (stdout), written so that the log can never hold the process.
 *
 * Pino's own destination (sonic-boom) flushes at exit synchronously, retrying for as long as a pipe
 * nobody reads answers "try again", so a stuck log shipper kept the server alive forever. Its
 * asynchronous writes are no way out either: they run on libuv's thread pool, Node puts stdout back
 * into blocking mode as it exits, and a write still queued then blocks a pool thread in the pipe
 * for good while `process.exit` waits for the pool. So the lines go through Node's own stdout
 * stream: on a pipe or socket it writes from the event loop without blocking, keeps what the pipe
 * does not take in memory, and drops it when the process exits. There is no exit hook: the
 * shutdown flushes it for a limited time, and whatever is not out by then is lost.
 */
export interface LogDestination {
  /** One line, as pino writes it. */
  write(line: string): void;
  /**
   * Resolves once every line written so far is out (true), or false when stdout has taken nothing
   * for `idleMs`, at `until` (a `performance.now()` time) at the latest, or has gone (EPIPE). From
   * then on nothing more is written: the lines not yet out are lost.
   */
  flush(until: number, idleMs: number): Promise<boolean>;
}

/** What Node's stdout is made of on a pipe or socket: a libuv stream handle. */
interface StreamHandle {
  setBlocking?(blocking: boolean): number;
}

export function stdoutLog(stream: Writable = process.stdout, maxPendingBytes = MAX_PENDING_BYTES): LogDestination {
  // A pipe's blocking mode belongs to all the processes that share it, and one of them may switch
  // it back to blocking (a Go program such as esbuild, which tsx runs, does for its stderr): a
  // write into a full pipe would then hold the main thread for good. So it is made non-blocking
  // again before each write (one ioctl). Terminals stay as Node opens them.
  const handle = (stream as Writable & { _handle?: StreamHandle; isTTY?: boolean }).isTTY ? undefined : (stream as Writable & { _handle?: StreamHandle })._handle;
  const nonBlocking = () => handle?.setBlocking?.(false);
  let dropped = 0;
  /** Given up: stdout has gone, or the time to flush it has run out. */
  let closed = false;
  // EPIPE (the reader has gone), or a write after that: nothing will be written any more.
  stream.on('error', () => (closed = true));
  return {
    write(line) {
      if (closed) return;
      if (stream.writableLength + line.length > maxPendingBytes) {
        dropped += 1;
        return;
      }
      nonBlocking();
      if (dropped > 0) {
        stream.write(`${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, dropped, msg: 'Log lines dropped: stdout took none' })}\n`);
        dropped = 0;
      }
      stream.write(line);
    },
    flush(until, idleMs) {
      return new Promise((resolve) => {
        let left = stream.writableLength;
        let movedAt = performance.now();
        const look = () => {
          const now = performance.now();
          if (stream.writableLength < left) movedAt = now;
          left = stream.writableLength;
          if (!closed && left > 0 && now - movedAt < idleMs && now < until) return;
          clearInterval(poll);
          resolve(!closed && left === 0);
          closed = true;
        };
        const poll = setInterval(look, FLUSH_POLL_MS);
        look();
      });
    },
  };
}
