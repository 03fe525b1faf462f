/**
 * Where unfinished resumable uploads (tus) live: in the bucket when the files go to one (resumable-bucket.ts:
 * every instance with the bucket goes on with an upload), otherwise in DATA_DIR/uploads/.tus on the local disk
 * (resumable-disk.ts: a restart, or another instance sharing DATA_DIR, goes on). Either way a finished upload is
 * handed to the storage's staging, and expired ones are removed by `removeExpired` (README.md).
 */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { diskResumableUploads } from './resumable-disk.ts';
import type { ResumableUploads } from './resumable-store.ts';
import type { Storage } from './storage.ts';

export async function resumableUploads(
  config: Pick<Config, 'dataDir' | 'uploadExpiryMs' | 's3'>,
  storage: Storage,
): Promise<ResumableUploads> {
  // On the bucket backend this folder holds only the PATCH bodies being received.
  const directory = join(config.dataDir, 'uploads', '.tus');
  if (!config.s3) return diskResumableUploads(directory, config.uploadExpiryMs, storage);
  // Loaded only with a bucket, as the storage loads the AWS SDK (create-storage.ts).
  const { s3Client } = await import('./s3.storage.ts');
  const { bucketResumableUploads } = await import('./resumable-bucket.ts');
  return bucketResumableUploads(
    s3Client(config.s3),
    config.s3.bucket,
    directory,
    config.uploadExpiryMs,
    storage,
  );
}
