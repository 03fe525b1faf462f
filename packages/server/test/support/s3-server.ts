/**
 * A real S3-protocol server (s3rver, in a child process) on loopback for the api-s3 project and the S3 storage
 * tests: one per test file while any app or test uses it, stopped and its folder removed when the last lets go
 * (or the test process ends). Keys `S3RVER`/`S3RVER`, path-style addresses.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3Config } from '../../src/config.ts';
import { s3Client } from '../../src/storage/s3.storage.ts';

interface Running {
  endpoint: string;
  directory: string;
  stop(): Promise<void>;
}

let running: Promise<Running> | undefined;
let users = 0;

async function startServer(): Promise<Running> {
  const directory = await mkdtemp(join(tmpdir(), 'masal-s3rver-'));
  const removeFolder = () => rmSync(directory, { recursive: true, force: true });
  process.once('exit', removeFolder);
  const script = fileURLToPath(new URL('s3rver-process.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, directory], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const stop = async () => {
    child.kill();
    await exited;
    process.off('exit', removeFolder);
    await rm(directory, { recursive: true, force: true });
  };
  const port = await Promise.race([
    once(createInterface({ input: child.stdout }), 'line').then(([line]) => Number(line)),
    exited.then(() => 0),
  ]);
  if (!port) {
    await stop();
    throw new Error('s3rver did not start');
  }
  return { endpoint: `http://127.0.0.1:${port}`, directory, stop };
}

export function s3ConfigFor(endpoint: string, bucket: string): S3Config {
  return {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
}

export interface TestBucket {
  s3: S3Config;
  release(): Promise<void>;
}

/** s3rver's folder of each bucket's objects (to age one, as a disk test ages a file). */
const folders = new Map<string, string>();

/** A new empty bucket, or `existing` again (a second instance on the same storage); release it when done. */
export async function testBucket(existing?: S3Config): Promise<TestBucket> {
  users++;
  try {
    running ??= startServer();
    const server = await running;
    const s3 = existing ?? s3ConfigFor(server.endpoint, `masal-${randomUUID()}`);
    if (!existing) {
      const client = s3Client(s3);
      await client.send(new CreateBucketCommand({ Bucket: s3.bucket })).finally(() => client.destroy());
    }
    folders.set(s3.bucket, join(server.directory, s3.bucket));
    let released = false;
    return {
      s3,
      async release() {
        if (released) return;
        released = true;
        await letGo();
      },
    };
  } catch (error) {
    await letGo();
    throw error;
  }
}

async function letGo(): Promise<void> {
  users--;
  if (users > 0 || !running) return;
  const server = running;
  running = undefined;
  await (await server.catch(() => null))?.stop();
}

/** Every key in the bucket under `prefix`. */
export async function objectKeys(s3: S3Config, prefix = ''): Promise<string[]> {
  const client = s3Client(s3);
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return keys.sort();
}

/** Makes an object look `ageMs` old: s3rver answers its file's mtime as LastModified. */
export async function ageObject(s3: S3Config, key: string, ageMs: number): Promise<void> {
  const at = new Date(Date.now() - ageMs);
  await utimes(join(folders.get(s3.bucket) ?? '', `${key}._S3rver_object`), at, at);
}
