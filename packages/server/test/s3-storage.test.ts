/**
 * The S3 storage against a real S3-protocol server (s3rver on loopback): stage → publish →
 * read a range → stat → list → remove, discard before and after publishing, SHA-256 and size computed while
 * streaming, a failed source leaves nothing, and staged objects are judged by instance heartbeats.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createStorage, StorageUnavailable } from '../src/storage/create-storage.ts';
import { s3Client, s3Storage } from '../src/storage/s3.storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { ageObject, objectKeys, s3ConfigFor, type TestBucket, testBucket } from './support/s3-server.ts';

let bucket: TestBucket;
let storage: Storage;

beforeAll(async () => {
  bucket = await testBucket();
  storage = s3Storage(s3Client(bucket.s3), bucket.s3.bucket);
});
afterAll(async () => {
  await bucket?.release();
});

const MINUTE = 60 * 1000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Bytes that differ along the file, so a wrong range shows. */
const pattern = (size: number) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * 7 + (i >> 8)) % 251));
async function text(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
/** A request body of `chunks` 1 MB pieces that fails after them, as an aborted upload does. */
async function* failingAfter(chunks: number) {
  for (let i = 0; i < chunks; i++) yield Buffer.alloc(1024 * 1024, i);
  throw new Error('client went away');
}

describe('S3 storage on s3rver', () => {
  it('stages (multipart, streamed), publishes, reads ranges, stats, lists and removes', async () => {
    // Larger than one part (5 MB): a real multipart upload.
    const bytes = pattern(12 * 1024 * 1024 + 123);
    const key = `attachments/${randomUUID()}`;
    const staged = await storage.stage(
      key,
      Readable.from(bytes, { objectMode: false, highWaterMark: 64 * 1024 }),
    );
    expect({ size: staged.size, sha256: staged.sha256 }).toEqual({
      size: bytes.length,
      sha256: sha256(bytes),
    });
    // Not visible under its key before publishing.
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.list('attachments/')).toEqual([]);
    await staged.publish();

    expect(await storage.stat(key)).toEqual({ size: bytes.length });
    expect(sha256(await text(await storage.read(key)))).toBe(sha256(bytes));
    const range = { start: 5 * 1024 * 1024 - 10, end: 5 * 1024 * 1024 + 9 };
    expect(await text(await storage.read(key, range))).toEqual(bytes.subarray(range.start, range.end + 1));
    const listed = await storage.list('attachments/');
    expect(listed.map((o) => ({ key: o.key, size: o.size }))).toEqual([{ key, size: bytes.length }]);
    expect(Date.now() - (listed[0]?.modifiedAt.getTime() ?? 0)).toBeLessThan(MINUTE);
    // Nothing of the staging is left but this instance's heartbeat.
    expect((await objectKeys(bucket.s3, 'staging/')).filter((k) => !k.endsWith('.alive'))).toEqual([]);

    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
    // Removing a missing object is not an error.
    await storage.remove(key);
    await expect(storage.stat('../etc/passwd')).rejects.toThrow('invalid storage key');
  });

  it('discards before and after publishing; a local copy for the .doc check goes after use', async () => {
    const before = await storage.stage(`attachments/${randomUUID()}`, Readable.from([Buffer.from('önce')]));
    let copy = '';
    const read = await before.withLocalFile(async (file) => {
      copy = file;
      return readFile(file, 'utf8');
    });
    expect(read).toBe('önce');
    expect(existsSync(copy)).toBe(false);
    await before.discard();

    const key = `announcements/${randomUUID()}`;
    const after = await storage.stage(key, Readable.from([Buffer.from('sonra')]));
    await after.publish();
    expect(await storage.stat(key)).toEqual({ size: 5 });
    await after.discard();
    expect(await storage.stat(key)).toBeNull();
    expect((await objectKeys(bucket.s3)).filter((k) => !k.endsWith('.alive'))).toEqual([]);
  });

  it('leaves no object when the source fails, in the first part or after parts were sent; the error is the source’s', async () => {
    await expect(storage.stage(`attachments/${randomUUID()}`, failingAfter(2))).rejects.toThrow(
      'client went away',
    );
    // 7 MB: the first part went up as part of a multipart upload; s3rver cannot abort it (see README.md).
    await expect(storage.stage(`attachments/${randomUUID()}`, failingAfter(7))).rejects.toThrow(
      'client went away',
    );
    expect((await objectKeys(bucket.s3)).filter((k) => !k.endsWith('.alive'))).toEqual([]);
  });

  it('removes staged objects only when they and their instance’s heartbeat are stale', async () => {
    const client = s3Client(bucket.s3);
    const put = async (key: string, ageMs: number) => {
      await client.send(
        new PutObjectCommand({ Bucket: bucket.s3.bucket, Key: key, Body: Buffer.alloc(100) }),
      );
      await ageObject(bucket.s3, key, ageMs);
      return key;
    };
    const otherHost = 'baska-sunucu-1-0a1b2c3d';
    const deadHost = 'olu-sunucu-1-9f8e7d6c';
    // Another live instance on another host: its heartbeat is fresh.
    await put(`staging/${otherHost}.alive`, 30 * 1000);
    await put(`staging/${deadHost}.alive`, 20 * MINUTE);
    const kept = [
      await put(`staging/${otherHost}-${randomUUID()}`, 2 * 60 * MINUTE),
      await put(`staging/${deadHost}-${randomUUID()}`, MINUTE),
    ];
    const gone = [await put(`staging/${deadHost}-${randomUUID()}`, 16 * MINUTE)];
    const removed = await storage.removeAbandonedStaging();
    const left = await objectKeys(bucket.s3, 'staging/');
    for (const key of kept) expect(left).toContain(key);
    for (const key of gone) expect(left).not.toContain(key);
    expect(left).not.toContain(`staging/${deadHost}.alive`);
    expect(removed).toEqual({ files: 1, bytes: 100 });

    // The other instance dies: once its heartbeat is stale too, its old staged object goes.
    await ageObject(bucket.s3, `staging/${otherHost}.alive`, 16 * MINUTE);
    expect(await storage.removeAbandonedStaging()).toEqual({ files: 1, bytes: 100 });
    expect(await objectKeys(bucket.s3, 'staging/')).not.toContain(kept[0]);
    client.destroy();
  });

  it('starts with one clear line when the bucket is missing or uploads may exceed 5 GB', async () => {
    const loaded = loadConfig({ DATA_DIR: '/nonexistent' });
    if (!loaded.ok) throw new Error(loaded.problems.join('; '));
    const missing = s3ConfigFor(bucket.s3.endpoint ?? '', 'kova-yok');
    const start = createStorage({ ...loaded.config, s3: missing });
    await expect(start).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(start).rejects.toThrow('S3 kovası "kova-yok" kullanılamıyor: böyle bir kova yok.');
    // CopyObject publishes at most 5 GB: a larger MAX_UPLOAD_MB is refused before any upload fails.
    const tooLarge = createStorage({ ...loaded.config, s3: bucket.s3, maxUploadBytes: 5121 * 1024 * 1024 });
    await expect(tooLarge).rejects.toThrow('MAX_UPLOAD_MB, S3 ile en çok 5120 olabilir');
  });
});
