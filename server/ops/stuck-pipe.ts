import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A pipe whose one reader never reads: what a stuck log shipper or a blocked container log driver
 * is to the process writing into it. Once its buffer (64 KiB on Linux) is full, every write waits
 * (or, on a non-blocking descriptor, answers EAGAIN); once the reader is gone, it fails with EPIPE.
 */
export interface StuckPipe {
  /** The writing end, to give a child as its stdout and stderr. */
  readonly writeFd: number;
  /**
   * Whether the buffer is full: a write of one page (PIPE_BUF, which Linux puts in whole or not at
   * all) would have to wait. A smaller one might still fit in a page partly used.
   */
  isFull(): boolean;
  /** Kills the reader: from then on a write into the pipe fails with EPIPE. */
  killReader(): Promise<void>;
  /** Closes this process's ends and kills the reader. */
  close(): Promise<void>;
}

/** The most Linux writes into a pipe at once, whole or not at all: one page. */
const PIPE_BUF = 4096;

export async function stuckPipe(): Promise<StuckPipe> {
  const dir = mkdtempSync(path.join(tmpdir(), 'eaum-pipe-'));
  const fifo = path.join(dir, 'log');
  execFileSync('mkfifo', [fifo]);
  // The reading end first, without waiting for a writer; then the ends that write.
  const readFd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeFd = openSync(fifo, constants.O_WRONLY);
  const probeFd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
  // The reader is a process of its own that holds the pipe open and never reads it.
  const reader: ChildProcess = spawn('sleep', ['3600'], { stdio: [readFd, 'ignore', 'ignore'] });
  await once(reader, 'spawn');
  closeSync(readFd);
  const readerGone = once(reader, 'exit');
  const killReader = async () => {
    if (reader.exitCode === null && reader.signalCode === null) reader.kill('SIGKILL');
    await readerGone;
  };
  let closed = false;
  return {
    writeFd,
    isFull: () => {
      try {
        // Not full: the probe's page goes into the pipe, which nobody reads anyway.
        writeSync(probeFd, Buffer.alloc(PIPE_BUF, '\n'));
        return false;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return true;
        throw error;
      }
    },
    killReader,
    close: async () => {
      await killReader();
      if (closed) return;
      closed = true;
      closeSync(writeFd);
      closeSync(probeFd);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
