import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, open, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type StoredKind = 'artwork' | 'thumbnails' | 'templates' | 'tiles' | 'masks';

/**
 * Where stored files live: under keys the server makes (`artwork/3f/3f9c…`), never a name from a
 * user. Files enter finished and whole (a rename), so a half-written file is never visible.
 */
export interface Storage {
  /** The directory for files on their way in (uploads in progress, temporary copies). */
  readonly incomingDir: string;
  /**
   * Puts a finished file under a new key (or `key`, one made by newKey beforehand): moved, or
   * with `keepSource` linked (copied across disks) so that its first owner can still tidy it away.
   */
  adopt(localPath: string, kind: StoredKind, options?: { keepSource?: boolean; key?: string }): Promise<string>;
  /** The stored bytes; rejects when they cannot be read (before any of them is sent). */
  open(key: string): Promise<Readable>;
  /** Removes stored files; a missing one is no error. */
  remove(...keys: (string | null | undefined)[]): Promise<void>;
}

const KEY_PATTERN = /^(?:(?:artwork|thumbnails|templates)\/[0-9a-f]{2}\/[0-9a-f]{32}|tiles\/[0-9a-f]{2}\/[0-9a-f]{32}\/\d{1,2}\/\d{1,6}_\d{1,6}\.jpeg|masks\/[0-9a-f]{2}\/[0-9a-f]{32}\/\d{1,2}\/\d{1,6}_\d{1,6}\.png)$/;

/** A fresh server-made key, e.g. `artwork/3f/3f9c…` (32 hex digits). */
export function newKey(kind: StoredKind): string {
  const name = randomBytes(16).toString('hex');
  return `${kind}/${name.slice(0, 2)}/${name}`;
}

/** Whether `key` has the shape of a key the server makes. */
export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

/** The key itself, once it is known to be one the server made. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

/** The keys given, without the empty ones. */
export const presentKeys = (keys: (string | null | undefined)[]): string[] => keys.filter((key): key is string => Boolean(key)).map(checkedKey);

/** Where files gather on their way in, on local disk whatever the storage. */
export const incomingDirOf = (dataDir: string) => path.join(path.resolve(dataDir), 'uploads', 'incoming');

/** Disk storage under `DATA_DIR/uploads`, outside the web root. */
export function diskStorage(dataDir: string): Storage {
  const root = path.join(path.resolve(dataDir), 'uploads');
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    incomingDir: incomingDirOf(dataDir),
    async adopt(localPath, kind, { keepSource = false, key = newKey(kind) } = {}) {
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
      else {
        await link(localPath, target).catch(async () => {
          // Across disks: a copy under a temporary name, renamed once whole.
          await copyFile(localPath, `${target}.partial`);
          await rename(`${target}.partial`, target);
        });
      }
      return key;
    },
    async open(key) {
      const stream = createReadStream(fileOf(key));
      await once(stream, 'ready');
      return stream;
    },
    async remove(...keys) {
      await Promise.all(presentKeys(keys).map((key) => rm(path.join(root, key), { force: true })));
    },
  };
}

/** A missing stored file: ENOENT on disk, NoSuchKey in a bucket. */
export const isMissingFile = (error: unknown): boolean => {
  const { code, name } = (error ?? {}) as { code?: string; name?: string };
  return code === 'ENOENT' || name === 'NoSuchKey';
};
