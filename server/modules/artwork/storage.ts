import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export type StoredKind = 'artwork' | 'thumbnails' | 'templates';

/**
 * Where stored files live: under keys the server makes (`artwork/3f/3f9c…`), never a name from a
 * user. Files enter finished and whole (a rename), so a half-written file is never visible.
 */
export interface Storage {
  /** The directory for files on their way in (uploads in progress, temporary copies). */
  readonly incomingDir: string;
  /**
   * Puts a finished file under a new key: moved, or with `keepSource` linked (copied across
   * disks) so that its first owner can still tidy it away.
   */
  adopt(localPath: string, kind: StoredKind, options?: { keepSource?: boolean }): Promise<string>;
  open(key: string): ReadStream;
  /** Removes stored files; a missing one is no error. */
  remove(...keys: (string | null | undefined)[]): Promise<void>;
}

const KEY_PATTERN = /^(artwork|thumbnails|templates)\/[0-9a-f]{2}\/[0-9a-f]{32}$/;

/** Disk storage under `DATA_DIR/uploads`, outside the web root. */
export function diskStorage(dataDir: string): Storage {
  const root = path.join(path.resolve(dataDir), 'uploads');
  const incomingDir = path.join(root, 'incoming');
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    incomingDir,
    async adopt(localPath, kind, { keepSource = false } = {}) {
      const name = randomBytes(16).toString('hex');
      const key = `${kind}/${name.slice(0, 2)}/${name}`;
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // The bytes reach the disk before the name says they are there.
      const handle = await open(localPath, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      if (!keepSource) await rename(localPath, target);
      else await link(localPath, target).catch(() => copyFile(localPath, target));
      return key;
    },
    open: (key) => createReadStream(fileOf(key)),
    async remove(...keys) {
      await Promise.all(keys.filter((key): key is string => Boolean(key)).map((key) => rm(fileOf(key), { force: true })));
    },
  };
}
