/** The storage configuration chooses: a bucket when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
import { join } from 'node:path';
import { t } from '@masal/shared';
import type { Config } from '../config.ts';
import { localDiskStorage } from './local-disk.storage.ts';
import type { Storage } from './storage.ts';

/** Start-up cannot go on with this storage; the message is one line for the operator. */
export class StorageUnavailable extends Error {}

export async function createStorage(config: Config): Promise<Storage> {
  const { s3 } = config;
  if (!s3) return localDiskStorage(join(config.dataDir, 'uploads'));
  // The AWS SDK adds ~11 MB of resident memory: loaded only when a bucket is configured (the server's bundle
  // keeps a dynamic import's module, with its packages, in a chunk of its own).
  const { HeadBucketCommand } = await import('@aws-sdk/client-s3');
  const { S3_LARGEST_OBJECT_BYTES, s3Client, s3Storage } = await import('./s3.storage.ts');
  if (config.maxUploadBytes > S3_LARGEST_OBJECT_BYTES)
    throw new StorageUnavailable(
      t('server.storage.s3UploadLimit', { max: S3_LARGEST_OBJECT_BYTES / (1024 * 1024) }),
    );
  const client = s3Client(s3);
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why =
      status === 404
        ? t('server.storage.noBucket')
        : status === 403 || status === 401
          ? t('server.storage.accessDenied')
          : t('server.storage.unreachable', { reason: (error as Error).message });
    throw new StorageUnavailable(t('server.storage.bucketUnusable', { bucket: s3.bucket, reason: why }));
  }
  return s3Storage(client, s3.bucket);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's storage (main.ts sweeps upload leftovers through it). */
    storage: Storage;
  }
}
