import { DeleteObjectsCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Config } from '../config';
import { checkedKey, newKey, presentKeys, type Storage } from './storage';

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;

/**
 * Storage in an S3-compatible bucket, under the same server-made keys as on disk. Only finished
 * files go there: `incomingDir` stays on local disk, because resumable uploads gather their bytes
 * piece by piece (and are checked, hashed and given a thumbnail) before they become versions.
 */
export function s3Storage(config: S3Config, incomingDir: string): Storage & { close(): void } {
  const client = s3ClientOf(config);
  const Bucket = config.bucket;
  return {
    incomingDir,
    async adopt(localPath, kind, { keepSource = false, key = newKey(kind) } = {}) {
      // Streamed: one request for a small file, parts sent a few at a time for a large one
      // (abandoned parts are aborted on failure). The object appears only once whole.
      await new Upload({ client, params: { Bucket, Key: key, Body: createReadStream(localPath), ContentType: 'application/octet-stream' } }).done();
      if (!keepSource) await rm(localPath, { force: true });
      return key;
    },
    async open(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
      if (!(Body instanceof Readable)) throw new Error(`The bucket answered ${key} without a body`);
      return Body;
    },
    async remove(...keys) {
      const present = presentKeys(keys);
      for (let start = 0; start < present.length; start += DELETE_BATCH) {
        const batch = present.slice(start, start + DELETE_BATCH);
        // A key that is not there counts as deleted; only real failures come back as errors.
        const { Errors = [] } = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
        const failed = Errors.filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length > 0) throw new Error(`Could not delete from the bucket: ${failed.map((error) => `${error.Key} (${error.Code})`).join(', ')}`);
      }
    },
    close: () => client.destroy(),
  };
}

/** A client for the configured bucket (also used by backup and restore). */
export function s3ClientOf(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
    // Checksums only where S3 demands them: some S3-compatible stores refuse the CRC checksums
    // (and chunked trailers) that newer SDKs otherwise add to every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
