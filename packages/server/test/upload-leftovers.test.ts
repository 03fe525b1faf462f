/**
 * Issue 9, point 3: what a killed process leaves in DATA_DIR/uploads is removed at the next start (the sweep
 * main.ts runs before listening): staged bytes of processes that are gone, and stored files no row names once
 * they are past the grace period; files with a row, and what may be in flight in a live process, stay.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphansHourly, sweepUploadLeftovers } from '../src/modules/attachments/upload-sweep.ts';
import { localDiskStorage } from '../src/storage/local-disk.storage.ts';
import { signedInUser } from './support/factories.ts';
import { image, mp3 } from './support/media-fixtures.ts';
import { multipartBody, uploadsOnDisk } from './support/multipart.ts';
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

const HOUR = 60 * 60 * 1000;

async function plant(relative: string, bytes: number, ageMs: number): Promise<string> {
  const path = join(ctx.dataDir, 'uploads', relative);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, Buffer.alloc(bytes, 1));
  const at = new Date(Date.now() - ageMs);
  await utimes(path, at, at);
  return relative;
}

async function age(relative: string, ageMs: number): Promise<void> {
  const at = new Date(Date.now() - ageMs);
  await utimes(join(ctx.dataDir, 'uploads', relative), at, at);
}

/** A process that has come and gone: its pid names nobody now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
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

describe('the upload sweep at start', () => {
  it('removes staged bytes of gone processes and old files without a row; keeps the rest; logs counts only', async () => {
    const tale = await createTale(ctx, { userId });
    await upload(`/v1/upload/taleAttachment/${tale.taleId}`, 'türkü.mp3', mp3());
    await upload(`/v1/upload/userProfileImage/${userId}`, 'ben.png', await image('png'));
    const withRows = (await uploadsOnDisk(ctx.dataDir)).stored;
    expect(withRows).toHaveLength(2);
    // Old files with a row stay, however old.
    for (const key of withRows) await age(key, 30 * 24 * HOUR);

    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const gone = [
        // kill -9 a moment ago: fresh, but its process is gone.
        await plant(`.tmp/${await deadPid()}-${randomUUID()}.part`, 4000, 1000),
        // This process has staged nothing before its sweep: same pid means an earlier process (a container).
        await plant(`.tmp/${process.pid}-${randomUUID()}.part`, 3000, 1000),
        // Named by an earlier release, without a pid.
        await plant(`.tmp/${randomUUID()}.part`, 2000, 1000),
        // A live pid, but a day old: the pid was reused by something else.
        await plant(`.tmp/${sleeper.pid}-${randomUUID()}.part`, 1000, 25 * HOUR),
        await plant(`attachments/${randomUUID()}`, 500, 2 * HOUR),
        await plant(`images/${randomUUID()}.jpg`, 100, 11 * 60 * 1000),
      ];
      const kept = [
        // In flight in another live process.
        await plant(`.tmp/${sleeper.pid}-${randomUUID()}.part`, 700, 1000),
        // Published by another instance a moment ago, its row about to commit.
        await plant(`attachments/${randomUUID()}`, 600, 60 * 1000),
        // Not a name the server makes: not ours to judge.
        await plant('attachments/NOT-OURS.txt', 10, 2 * HOUR),
      ];

      const logged: Array<{ level: string; fields: unknown; message: string }> = [];
      const log = {
        info: (fields: unknown, message: string) => logged.push({ level: 'info', fields, message }),
        debug: (fields: unknown, message: string) => logged.push({ level: 'debug', fields, message }),
      } as unknown as FastifyBaseLogger;
      // As main.ts calls it.
      const result = await sweepUploadLeftovers({
        db: ctx.database.db,
        storage: localDiskStorage(join(ctx.dataDir, 'uploads')),
        log,
      });

      const { stored, temp } = await uploadsOnDisk(ctx.dataDir);
      const onDisk = [...stored, ...temp];
      for (const file of gone) expect(onDisk, file).not.toContain(file);
      for (const file of [...kept, ...withRows]) expect(onDisk, file).toContain(file);
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
      await sweepUploadLeftovers({
        db: ctx.database.db,
        storage: localDiskStorage(join(ctx.dataDir, 'uploads')),
        log,
      });
      expect(logged.map((l) => l.level)).toEqual(['debug']);
    } finally {
      sleeper.kill();
    }
  });
});

describe('the hourly sweep while the server runs', () => {
  it('removes an old file without a row (published, then killed before its row committed), never staged bytes', async () => {
    const orphan = await plant(`attachments/${randomUUID()}`, 300, 11 * 60 * 1000);
    // This process's own upload in flight: the start-up sweep would take it, the hourly one must not.
    const inFlight = await plant(`.tmp/${process.pid}-${randomUUID()}.part`, 200, 2 * HOUR);
    const logged: unknown[] = [];
    const log = {
      info: (fields: unknown) => logged.push(fields),
      debug: () => undefined,
      warn: (fields: unknown) => logged.push(fields),
    } as unknown as FastifyBaseLogger;
    const storage = localDiskStorage(join(ctx.dataDir, 'uploads'));
    const stop = sweepOrphansHourly({ db: ctx.database.db, storage, log }, 20);
    try {
      await expect.poll(() => logged, { timeout: 5000 }).toHaveLength(1);
    } finally {
      stop();
    }
    const { stored, temp } = await uploadsOnDisk(ctx.dataDir);
    expect(stored).not.toContain(orphan);
    expect(temp).toContain(inFlight);
    expect(logged[0]).toEqual({ stagedFiles: 0, stagedBytes: 0, orphanFiles: 1, orphanBytes: 300 });
  });
});
