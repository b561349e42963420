import { execFileSync } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stdoutLog } from './log-destination';

const CAP = 256 * 1024;
const LINES = 2_000;
/** Some 500 bytes a line: 2,000 of them are about 1 MB, four times the cap. */
const line = (n: number) => `${JSON.stringify({ n, msg: 'x'.repeat(480) })}\n`;

/** A real pipe (a FIFO): the writing end as Node's stdout is on a pipe, the reading end for the test. */
function pipe() {
  const dir = mkdtempSync(path.join(tmpdir(), 'eaum-log-'));
  const fifo = path.join(dir, 'log');
  execFileSync('mkfifo', [fifo]);
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const socket = new net.Socket({ fd: openSync(fifo, constants.O_WRONLY), readable: false, writable: true });
  let received = '';
  let readerOpen = true;
  /** Reads what the pipe holds now. */
  const read = () => {
    const buffer = Buffer.alloc(64 * 1024);
    for (;;) {
      try {
        const bytes = readSync(reader, buffer);
        if (bytes === 0) return;
        received += buffer.subarray(0, bytes).toString();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return;
        throw error;
      }
    }
  };
  const closeReader = () => {
    if (readerOpen) closeSync(reader);
    readerOpen = false;
  };
  return {
    socket,
    read,
    received: () => received,
    closeReader,
    close: () => {
      socket.destroy();
      closeReader();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('the log on stdout', () => {
  let opened: ReturnType<typeof pipe> | undefined;
  afterEach(() => {
    opened?.close();
    opened = undefined;
  });

  it('keeps no more than its cap while nobody reads, and gives the flush up', async () => {
    opened = pipe();
    const log = stdoutLog(opened.socket, CAP);
    for (let n = 0; n < LINES; n += 1) log.write(line(n));
    expect(opened.socket.writableLength).toBeLessThanOrEqual(CAP);
    expect(await log.flush(performance.now() + 60_000, 200)).toBe(false);
  });

  it('once read again, says how many lines it dropped, and flushes the rest', async () => {
    opened = pipe();
    const { read, received } = opened;
    const log = stdoutLog(opened.socket, CAP);
    for (let n = 0; n < LINES; n += 1) log.write(line(n));
    // Read from now on, as a log shipper that comes back.
    const reading = setInterval(read, 5);
    // A line more once stdout has taken enough for it to be kept.
    while (opened.socket.writableLength + line(LINES).length > CAP) await new Promise((resolve) => setTimeout(resolve, 5));
    log.write(line(LINES));
    const flushed = await log.flush(performance.now() + 60_000, 5_000);
    clearInterval(reading);
    read();
    expect(flushed).toBe(true);
    const lines = received()
      .trimEnd()
      .split('\n')
      .map((text) => JSON.parse(text) as { n?: number; dropped?: number });
    const notes = lines.filter((entry) => entry.dropped !== undefined);
    expect(notes).toHaveLength(1);
    const kept = lines.filter((entry) => entry.n !== undefined && entry.n < LINES);
    expect(kept.length).toBeLessThan(LINES);
    // Every line written is either out, whole, or counted as dropped; the last one came after the note.
    expect(kept.length + notes[0]!.dropped!).toBe(LINES);
    expect(lines.at(-1)).toEqual({ n: LINES, msg: 'x'.repeat(480) });
  });

  it('gives up at once when the reader has gone (EPIPE)', async () => {
    opened = pipe();
    const log = stdoutLog(opened.socket, CAP);
    opened.closeReader();
    for (let n = 0; n < 10; n += 1) log.write(line(n));
    expect(await log.flush(performance.now() + 60_000, 60_000)).toBe(false);
  });
});
