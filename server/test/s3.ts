import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** The S3_* variables that point the app at this server's bucket. */
  env: Record<string, string>;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  /** An object's bytes, read straight from the bucket. */
  bytes(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver) on 127.0.0.1, on a free port, over a temp directory, with `bucket` made. */
export async function startS3Server(bucket: string): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'eaum-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async bytes(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
