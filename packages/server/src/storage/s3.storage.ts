/**
 * Storage in an S3-compatible bucket: staged as `staging/<instance>-<uuid>` through a streamed multipart upload,
 * published by a server-side copy to its key. Only calls that both AWS S3 and the test server (s3rver) answer
 * are required; listing unfinished multipart uploads is used where the server has it (see README.md).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config.ts';
import { measuredBytes } from './measured-bytes.ts';
import {
  abandonedStaging,
  heartbeatName,
  newInstanceId,
  type StagingEntry,
  stagingHeartbeat,
} from './staging.ts';
import {
  assertStorageKey,
  type ByteRange,
  isStorageKey,
  type ListedObject,
  type Removed,
  type StagedObject,
  type Storage,
} from './storage.ts';

const STAGING = 'staging/';
/** S3's smallest part; with two parts in flight an upload holds at most ~15 MB in memory, whatever its size. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** CopyObject's limit: a larger object would need UploadPartCopy, which s3rver lacks (MAX_UPLOAD_MB is checked). */
export const S3_LARGEST_OBJECT_BYTES = 5 * 1024 * 1024 * 1024;

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Unset keys: the SDK's own chain (environment, instance role).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: MinIO-style servers and s3rver refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === status;
}

/** A read stream of the object `key` of `bucket`, or of one range of it. */
export async function readObject(
  client: S3Client,
  bucket: string,
  key: string,
  range?: ByteRange,
): Promise<Readable> {
  const answer = await client.send(
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      Range: range ? `bytes=${range.start}-${range.end}` : undefined,
    }),
  );
  return answer.Body as Readable;
}

/** Every object of `bucket` whose key starts with `prefix`, page by page. */
export async function listObjects(client: S3Client, bucket: string, prefix: string): Promise<ListedObject[]> {
  const found: ListedObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) {
      if (o.Key) found.push({ key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date() });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

export function s3Storage(client: S3Client, bucket: string): Storage {
  const instance = newInstanceId();
  const heartbeat = stagingHeartbeat(async () => {
    const marker = {
      Bucket: bucket,
      Key: `${STAGING}${heartbeatName(instance)}`,
      Body: '',
      ContentLength: 0,
    };
    await client.send(new PutObjectCommand(marker));
  });

  const getObject = (key: string, range?: ByteRange) => readObject(client, bucket, key, range);
  const deleteObject = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  };

  /** Unfinished multipart uploads under staging/, or none where the server cannot list them (s3rver). */
  async function listUploads(): Promise<Array<StagingEntry & { key: string; uploadId: string }>> {
    const found: Array<StagingEntry & { key: string; uploadId: string }> = [];
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    try {
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket: bucket,
            Prefix: STAGING,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
        for (const u of page.Uploads ?? []) {
          if (!u.Key || !u.UploadId) continue;
          const name = u.Key.slice(STAGING.length);
          found.push({ key: u.Key, uploadId: u.UploadId, name, modifiedMs: u.Initiated?.getTime() ?? 0 });
        }
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
    } catch (error) {
      if (isStatus(error, 501)) return [];
      throw error;
    }
    return found;
  }

  async function stage(key: string, source: AsyncIterable<Uint8Array> | Readable): Promise<StagedObject> {
    assertStorageKey(key);
    const staging = `${STAGING}${instance}-${randomUUID()}`;
    const measured = measuredBytes();
    let sourceError: unknown;
    const body = Readable.from(
      (async function* measure() {
        try {
          yield* measured.pass(source);
        } catch (error) {
          sourceError = error;
          throw error;
        }
      })(),
      { objectMode: false },
    );
    const release = await heartbeat.hold();
    try {
      await new Upload({
        client,
        params: { Bucket: bucket, Key: staging, Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
      }).done();
    } catch (error) {
      // Stops reading the request when the bucket failed; an unfinished multipart upload is aborted by Upload.
      body.destroy();
      release();
      // The caller answers the source's failure (aborted body, size limit), not a failed abort behind it.
      throw sourceError ?? error;
    }
    let published = false;
    return {
      size: measured.size,
      sha256: measured.sha256(),
      async withLocalFile(use) {
        const folder = await mkdtemp(join(tmpdir(), 'masal-s3-'));
        try {
          const file = join(folder, 'staged');
          await pipeline(await getObject(published ? key : staging), createWriteStream(file));
          return await use(file);
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
      async publish() {
        await client.send(
          new CopyObjectCommand({ Bucket: bucket, Key: key, CopySource: `${bucket}/${staging}` }),
        );
        published = true;
        await deleteObject(staging);
        release();
      },
      async discard() {
        if (published) await deleteObject(key);
        // Also after publishing: the removal of the staged copy may have been what failed.
        await deleteObject(staging);
        release();
      },
    };
  }

  return {
    stage,

    // A bucket measures what it uploads anyway: the bytes are read once either way.
    async stageFile(key, path) {
      const staged = await stage(key, createReadStream(path));
      // The bucket holds the bytes now; the file was a finished upload's, taken over.
      await rm(path, { force: true });
      return staged;
    },

    async read(key, range) {
      assertStorageKey(key);
      return getObject(key, range);
    },

    async stat(key) {
      assertStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isStatus(error, 404)) return null;
        throw error;
      }
    },

    async remove(key) {
      assertStorageKey(key);
      await deleteObject(key);
    },

    async list(prefix) {
      // Only names the server could have made: anything else in the bucket is not ours to judge.
      return (await listObjects(client, bucket, prefix)).filter((o) => isStorageKey(o.key));
    },

    async removeAbandonedStaging(): Promise<Removed> {
      const objects = (await listObjects(client, bucket, STAGING)).map((o) => ({
        ...o,
        name: o.key.slice(STAGING.length),
        modifiedMs: o.modifiedAt.getTime(),
      }));
      const uploads = await listUploads();
      const { staged, heartbeats } = abandonedStaging([...objects, ...uploads]);
      for (const { key } of heartbeats) await deleteObject(key);
      const removed: Removed = { files: 0, bytes: 0 };
      for (const entry of staged) {
        if ('uploadId' in entry) {
          await client.send(
            new AbortMultipartUploadCommand({ Bucket: bucket, Key: entry.key, UploadId: entry.uploadId }),
          );
        } else {
          await deleteObject(entry.key);
          removed.bytes += entry.size;
        }
        removed.files++;
      }
      return removed;
    },
  };
}
