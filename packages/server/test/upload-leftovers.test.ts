/**
 * What a killed instance leaves in the storage is removed by the sweep
 * main.ts runs at start and every hour: staged bytes of instances that are gone, on any host (judged by age
 * and the instance's heartbeat, never by pid), and stored files no row names once they are past the grace
 * period; files with a row, and staged bytes of live instances, stay. Runs on the disk and (api-s3) the bucket.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Client } from '../src/storage/s3.storage.ts';
import { sweepUploadLeftovers, sweepUploadLeftoversHourly } from '../src/upload-sweep.ts';
import { signedInUser } from './support/factories.ts';
import { image, mp3 } from './support/media-fixtures.ts';
import { multipartBody, uploadsOf } from './support/multipart.ts';
import { ageObject } from './support/s3-server.ts';
import { createTale } from './support/tales.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let token: string;
let userId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  ({ userId, token } = await signedInUser(ctx));
});
afterAll(async () => {
  await ctx?.close();
});

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** A staged name as the backend writes it: `.tmp/<name>.part` on the disk, `staging/<name>` in the bucket. */
function stagedKey(name: string): string {
  return ctx.config.s3 ? `staging/${name}` : `.tmp/${name}.part`;
}
function heartbeatKey(instance: string): string {
  return ctx.config.s3 ? `staging/${instance}.alive` : `.tmp/${instance}.alive`;
}

/** Writes `bytes` bytes under `key` (relative to DATA_DIR/uploads, or in the bucket), last modified `ageMs` ago. */
async function plant(key: string, bytes: number, ageMs: number): Promise<string> {
  await age(key, ageMs, Buffer.alloc(bytes, 1));
  return key;
}

async function age(key: string, ageMs: number, write?: Buffer): Promise<void> {
  const { s3 } = ctx.config;
  if (s3) {
    if (write) {
      const client = s3Client(s3);
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: write }));
      client.destroy();
    }
    await ageObject(s3, key, ageMs);
    return;
  }
  const path = join(ctx.dataDir, 'uploads', key);
  if (write) {
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, write);
  }
  const at = new Date(Date.now() - ageMs);
  await utimes(path, at, at);
}

async function upload(url: string, fileName: string, bytes: Buffer) {
  const body = multipartBody([{ fileName, bytes }]);
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Instances on other hosts (a shared disk or bucket): pids mean nothing there, and may even be equal. */
const liveElsewhere = 'baska-sunucu-1-0a1b2c3d';
const goneElsewhere = 'olu-sunucu-1-9f8e7d6c';

describe('the upload sweep at start', () => {
  it('removes stale staged bytes of gone instances and old files without a row; keeps the rest; logs counts only', async () => {
    const tale = await createTale(ctx, { userId });
    await upload(`/v1/upload/taleAttachment/${tale.taleId}`, 'türkü.mp3', mp3());
    await upload(`/v1/upload/userProfileImage/${userId}`, 'ben.png', await image('png'));
    const withRows = (await uploadsOf(ctx)).stored;
    expect(withRows).toHaveLength(2);
    // Old files with a row stay, however old.
    for (const key of withRows) await age(key, 30 * 24 * HOUR);

    // Another live instance keeps its heartbeat fresh; the gone one's stopped 20 minutes ago.
    await plant(heartbeatKey(liveElsewhere), 0, 30 * 1000);
    await plant(heartbeatKey(goneElsewhere), 0, 20 * MINUTE);
    const gone = [
      // Its instance is gone and it has not been written for 16 minutes.
      await plant(stagedKey(`${goneElsewhere}-${randomUUID()}`), 4000, 16 * MINUTE),
      // Of an instance without any heartbeat (killed before its first).
      await plant(stagedKey(`gecici-sunucu-1-11223344-${randomUUID()}`), 3000, 2 * HOUR),
      // Named by an earlier release (`<pid>-<uuid>`), an hour old.
      await plant(stagedKey(`1-${randomUUID()}`), 2000, HOUR),
      await plant(stagedKey(randomUUID()), 1000, 25 * HOUR),
      await plant(`attachments/${randomUUID()}`, 500, 2 * HOUR),
      await plant(`images/${randomUUID()}.jpg`, 100, 11 * MINUTE),
    ];
    const kept = [
      // A staged file of another live instance on another host, however old (a long upload, or one waiting
      // for the other files of its request).
      await plant(stagedKey(`${liveElsewhere}-${randomUUID()}`), 700, 3 * HOUR),
      // Being written right now by an instance whose heartbeat went stale (paused): it is fresh.
      await plant(stagedKey(`${goneElsewhere}-${randomUUID()}`), 800, 30 * 1000),
      // An earlier release's pid-named file, fresh: maybe in flight, judged once it is old.
      await plant(stagedKey(`1-${randomUUID()}`), 900, MINUTE),
      // Published by another instance a moment ago, its row about to commit.
      await plant(`attachments/${randomUUID()}`, 600, MINUTE),
      // Not a name the server makes: not ours to judge.
      await plant('attachments/NOT-OURS.txt', 10, 2 * HOUR),
    ];

    const logged: Array<{ level: string; fields: unknown; message: string }> = [];
    const log = {
      info: (fields: unknown, message: string) => logged.push({ level: 'info', fields, message }),
      debug: (fields: unknown, message: string) => logged.push({ level: 'debug', fields, message }),
    } as unknown as FastifyBaseLogger;
    // As main.ts calls it.
    const result = await sweepUploadLeftovers({ db: ctx.database.db, storage: ctx.app.storage, log });

    const { stored, temp } = await uploadsOf(ctx);
    const left = [...stored, ...temp];
    for (const key of gone) expect(left, key).not.toContain(key);
    for (const key of [...kept, ...withRows]) expect(left, key).toContain(key);
    expect(result).toEqual({
      staged: { files: 4, bytes: 10_000 },
      orphans: { files: 2, bytes: 600 },
    });
    expect(logged).toEqual([
      {
        level: 'info',
        fields: { stagedFiles: 4, stagedBytes: 10_000, orphanFiles: 2, orphanBytes: 600 },
        message: 'upload leftovers removed',
      },
    ]);

    // A second start finds nothing more and says so only at debug level.
    logged.length = 0;
    await sweepUploadLeftovers({ db: ctx.database.db, storage: ctx.app.storage, log });
    expect(logged.map((l) => l.level)).toEqual(['debug']);

    // The other instance dies: once its heartbeat is stale, its old staged file goes too.
    await age(heartbeatKey(liveElsewhere), 16 * MINUTE);
    const later = await sweepUploadLeftovers({ db: ctx.database.db, storage: ctx.app.storage, log });
    expect(later.staged).toEqual({ files: 1, bytes: 700 });
    expect((await uploadsOf(ctx)).temp).not.toContain(kept[0]);
  });
});

describe('the hourly sweep while the server runs', () => {
  it('removes an old file without a row and the stale staging of a gone instance, never live staging', async () => {
    const orphan = await plant(`attachments/${randomUUID()}`, 300, 11 * MINUTE);
    const abandoned = await plant(stagedKey(`${goneElsewhere}-${randomUUID()}`), 400, 2 * HOUR);
    await plant(heartbeatKey(liveElsewhere), 0, 10 * 1000);
    const inFlight = await plant(stagedKey(`${liveElsewhere}-${randomUUID()}`), 200, 2 * HOUR);
    const logged: unknown[] = [];
    const log = {
      info: (fields: unknown) => logged.push(fields),
      debug: () => undefined,
      warn: (fields: unknown) => logged.push(fields),
    } as unknown as FastifyBaseLogger;
    const stop = sweepUploadLeftoversHourly({ db: ctx.database.db, storage: ctx.app.storage, log }, 20);
    try {
      // A sweep slower than the interval (a busy machine) is not joined by the next turn: one line, whole.
      await expect.poll(() => logged.length, { timeout: 30_000 }).toBeGreaterThan(0);
    } finally {
      stop();
    }
    const { stored, temp } = await uploadsOf(ctx);
    expect(stored).not.toContain(orphan);
    expect(temp).not.toContain(abandoned);
    expect(temp).toContain(inFlight);
    expect(logged).toEqual([{ stagedFiles: 1, stagedBytes: 400, orphanFiles: 1, orphanBytes: 300 }]);
  });
});

describe('staged bytes of this instance', () => {
  it('stay while the upload is held, however old, and the instance keeps its heartbeat', async () => {
    const before = (await uploadsOf(ctx)).temp;
    const bytes = Readable.from([Buffer.from('uzun bir yükleme')]);
    const staged = await ctx.app.storage.stage(`attachments/${randomUUID()}`, bytes);
    try {
      const fresh = (await uploadsOf(ctx)).temp.filter((k) => !before.includes(k));
      expect(fresh).toHaveLength(1);
      const own = fresh[0] ?? '';
      await age(own, 3 * HOUR);
      expect((await ctx.app.storage.removeAbandonedStaging()).files).toBe(0);
      expect((await uploadsOf(ctx)).temp).toContain(own);
    } finally {
      await staged.discard();
    }
  });
});
