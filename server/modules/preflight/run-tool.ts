import { execFile } from 'node:child_process';

/**
 * The readers the file check runs (and pdftoppm, which draws a PDF's thumbnail), by command, with
 * the Debian package that installs each. The check refuses to guess without them: a missing reader
 * is a thrown error, never a passed file.
 */
export const READERS = { pdffonts: 'poppler-utils', pdfimages: 'poppler-utils', pdfinfo: 'poppler-utils', pdftoppm: 'poppler-utils', gs: 'ghostscript', qpdf: 'qpdf' } as const;
export type Reader = keyof typeof READERS;

export class ReaderMissing extends Error {
  constructor(readonly reader: Reader) {
    super(`${reader} is not installed: apt-get install -y ${READERS[reader]}`);
  }
}

export interface ToolLimits {
  /** Killed (SIGKILL) after this long. */
  timeoutMs: number;
  /** Its address space is capped here (prlimit --as): a bomb fails inside the child, not in this process. */
  memoryMb?: number;
  /** Output beyond this is cut off and the child killed. */
  maxBytes?: number;
}

export interface ToolRun {
  stdout: string;
  stderr: string;
  /** Exit status 0 and not killed. */
  ok: boolean;
  /** Killed at its time limit (or past its output limit). */
  timedOut: boolean;
}

const DEFAULT_MEMORY_MB = 1024;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * One reader in a child process with a time limit, a memory cap and an output cap. Never throws
 * for the file's sake (a damaged file is `ok: false`); throws ReaderMissing when it is not installed.
 */
export function runTool(reader: Reader, args: readonly string[], limits: ToolLimits): Promise<ToolRun> {
  const memory = (limits.memoryMb ?? DEFAULT_MEMORY_MB) * 1024 * 1024;
  return new Promise((resolve, reject) => {
    execFile(
      'prlimit',
      [`--as=${memory}`, '--core=0', '--', reader, ...args],
      { timeout: limits.timeoutMs, killSignal: 'SIGKILL', maxBuffer: limits.maxBytes ?? DEFAULT_MAX_BYTES, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error && /failed to execute/.test(stderr) && /No such file/.test(stderr)) return reject(new ReaderMissing(reader));
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new Error('prlimit is not installed: apt-get install -y util-linux'));
        const killed = Boolean(error && (error.killed || error.signal === 'SIGKILL' || /maxBuffer/.test(error.message)));
        resolve({ stdout, stderr, ok: !error, timedOut: killed });
      },
    );
  });
}
