/**
 * One S3-protocol server for the cluster bench (s3rver on loopback, its objects under `directory`), with one
 * bucket, and what the bench reads of it: every object, and the multipart uploads begun and never finished.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed keys. */
const KEY = 'S3RVER';

/**
 * Whether a staging key (staged bytes, a heartbeat or a multipart upload's key) is the process `pid`'s: the
 * server names them `staging/<host>-<pid>-<8 hex>-…` (packages/server/src/storage/staging.ts).
 */
export function stagedByProcess(key: string, pid: number): boolean {
  return new RegExp(`^staging/.*-${pid}-[0-9a-f]{8}[-.]`).test(key);
}

interface BucketObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface S3Bucket {
  endpoint: string;
  bucket: string;
  accessKey: string;
  list(): Promise<BucketObject[]>;
  /** The keys of multipart uploads begun and neither completed nor aborted. */
  unfinishedUploads(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startS3Bucket(directory: string, bucket: string): Promise<S3Bucket> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    endpoint,
    bucket,
    accessKey: KEY,
    async list() {
      const objects: BucketObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? [])
          objects.push({ key: o.Key ?? '', size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) });
        token = page.NextContinuationToken;
      } while (token);
      return objects;
    },
    async unfinishedUploads() {
      // s3rver answers ListMultipartUploads "not implemented"; it keeps each upload's parts in a folder of its
      // own with the object's key in a file.
      const folder = join(directory, bucket, '._S3rver_uploads');
      const keys: string[] = [];
      for (const upload of await readdir(folder).catch(() => [])) {
        const key = await readFile(join(folder, upload, 'key'), 'utf8').catch(() => null);
        if (key !== null) keys.push(key);
      }
      return keys;
    },
    async stop() {
      client.destroy();
      // Instances killed with SIGKILL may leave keep-alive connections behind; close() alone would wait for them.
      server.httpServer.closeAllConnections();
      await server.close();
    },
  };
}
