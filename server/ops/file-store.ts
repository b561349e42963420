import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
export { sha256Of } from '../lib/sha256';
import { s3ClientOf, s3Storage } from '../storage/s3-storage';
import { checkedKey, diskStorage, incomingDirOf, isMissingFile, isStorageKey, type Storage, type StoredKind } from '../storage/storage';

const KINDS: StoredKind[] = ['artwork', 'thumbnails', 'templates'];

/** The stored files (artwork, thumbnails, templates) wherever the config keeps them, by key. */
export interface FileStore {
  /** Where the files are, in words: `DATA_DIR/uploads` or the bucket. */
  readonly where: string;
  /** Every stored key; with `limit`, at most that many. Uploads in progress are not stored files. */
  list(limit?: number): Promise<string[]>;
  /** The stored bytes, or null when there is no file under `key`. */
  openIfPresent(key: string): Promise<Readable | null>;
  /** Copies a local file under `key` (the key appears only once the file is whole); the local file stays. */
  put(key: string, localPath: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
  close(): void;
}

/** A missing file (ENOENT on disk, NoSuchKey in a bucket) is null; any other failure stays one. */
function nullWhenMissing(error: unknown): null {
  if (isMissingFile(error)) return null;
  throw error;
}

export function fileStoreOf(config: Config): FileStore {
  return config.s3 ? bucketStore(config) : diskStore(config.dataDir);
}

function diskStore(dataDir: string): FileStore {
  const storage = diskStorage(dataDir);
  const root = path.join(path.resolve(dataDir), 'uploads');
  return {
    where: root,
    async list(limit = Infinity) {
      const keys: string[] = [];
      for (const kind of KINDS) {
        const entries = await readdir(path.join(root, kind), { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
        for (const entry of entries) {
          const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
          if (entry.isFile() && isStorageKey(key)) keys.push(key);
          if (keys.length >= limit) return keys;
        }
      }
      return keys;
    },
    ...byKey(storage),
    close() {},
  };
}

function bucketStore(config: Config): FileStore {
  const s3 = config.s3!;
  const storage = s3Storage(s3, incomingDirOf(config.dataDir));
  const client = s3ClientOf(s3);
  return {
    where: `the bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`,
    async list(limit = Infinity) {
      const keys: string[] = [];
      for (const kind of KINDS) {
        let token: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${kind}/`, ContinuationToken: token, MaxKeys: Math.min(1000, limit) }));
          for (const object of page.Contents ?? []) {
            if (object.Key && isStorageKey(object.Key)) keys.push(object.Key);
            if (keys.length >= limit) return keys;
          }
          token = page.NextContinuationToken;
        } while (token);
      }
      return keys;
    },
    ...byKey(storage),
    close() {
      storage.close();
      client.destroy();
    },
  };
}

/** Reading, writing and removing by key, through the app's own storage (which checks every key). */
function byKey(storage: Storage): Pick<FileStore, 'openIfPresent' | 'put' | 'remove'> {
  return {
    openIfPresent: (key) => storage.open(key).catch(nullWhenMissing),
    async put(key, localPath) {
      await storage.adopt(localPath, checkedKey(key).split('/')[0] as StoredKind, { key, keepSource: true });
    },
    remove: (keys) => storage.remove(...keys),
  };
}

/** Copies `source` to `file` (through `file.partial`, renamed once whole) and answers its SHA-256 and size. */
export async function saveHashed(source: Readable, file: string): Promise<{ sha256: string; bytes: number }> {
  await mkdir(path.dirname(file), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    source,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(`${file}.partial`),
  );
  await rename(`${file}.partial`, file);
  return { sha256: hash.digest('hex'), bytes };
}


/** Runs `task` on every item, `width` at a time; the first failure rejects. */
export async function eachLimited<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}
