import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The SHA-256 (hex) of everything a stream gives, read through once. */
export async function sha256OfStream(source: Readable): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(source, hash);
  return hash.digest('hex');
}

/** The SHA-256 (hex) of a local file. */
export const sha256Of = (file: string) => sha256OfStream(createReadStream(file));
