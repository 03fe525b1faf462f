/**
 * A draft's deletion racing its submit or an upload to it. Whatever the order, no
 * submitted tale loses its attachments, nothing answers 5xx, and every stored file has its row (and back).
 * Run on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { ACTION } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, auditLog, tales } from '../src/db/schema/index.ts';
import { signedInUser } from './support/factories.ts';
import { sleep } from './support/http.ts';
import { isoMedia, mp3 } from './support/media-fixtures.ts';
import { multipartBody, uploadsOf } from './support/multipart.ts';
import { completeTaleBody } from './support/tale-bodies.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const ROUNDS = 20;

let ctx: TestApp;
let token: string;

beforeAll(async () => {
  ctx = await startTestApp();
  ({ token } = await signedInUser(ctx));
});
afterAll(async () => {
  await ctx?.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });

function upload(taleId: number, bytes: Buffer, fileName: string) {
  const body = multipartBody([{ fileName, bytes }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/upload/taleAttachment/${taleId}`,
    payload: body.payload,
    headers: { ...body.headers, ...auth() },
  });
}

const deleteTale = (taleId: number) =>
  ctx.app.inject({ method: 'DELETE', url: `/v1/tales/${taleId}`, headers: auth() });

const submit = (taleId: number) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/v1/tales/',
    payload: { taleId, actionId: ACTION.submitted },
    headers: auth(),
  });

async function completeDraft(): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/tales/full',
    payload: completeTaleBody(),
    headers: auth(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().taleId;
}

/** Starts `first` now and `second` after `ticks` turns of the event loop, so each round meets at another step. */
async function race(
  first: () => Promise<LightMyRequestResponse>,
  second: () => Promise<LightMyRequestResponse>,
  ticks: number,
): Promise<[LightMyRequestResponse, LightMyRequestResponse]> {
  const a = first();
  for (let i = 0; i < ticks; i++) await new Promise((resolve) => setImmediate(resolve));
  return Promise.all([a, second()]);
}

/** Every stored attachment file has its row and every row its file. */
async function expectFilesMatchRows(): Promise<void> {
  const keys = (await ctx.database.db.select({ key: attachments.storageKey }).from(attachments))
    .map((r) => r.key)
    .sort();
  const { stored, temp } = await uploadsOf(ctx);
  expect(stored.filter((f) => f.startsWith('attachments/'))).toEqual(keys);
  expect(temp).toEqual([]);
}

describe('a draft deleted while it is submitted', () => {
  it('is either gone with its files, or submitted with its attachments intact', async () => {
    const outcomes = { deleted: 0, submitted: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const taleId = await completeDraft();
      expect((await upload(taleId, mp3(), 'türkü.mp3')).statusCode).toBe(200);
      const [deleted, submitted] =
        round % 2 === 0
          ? await race(
              () => deleteTale(taleId),
              () => submit(taleId),
              round,
            )
          : await race(
              () => submit(taleId),
              () => deleteTale(taleId),
              round,
            ).then(([s, d]) => [d, s] as const);
      expect([200, 409], deleted.body).toContain(deleted.statusCode);
      // 404: the deletion came first, before the submit even read the tale.
      expect([200, 404, 409], submitted.body).toContain(submitted.statusCode);
      const [row] = await ctx.database.db
        .select({ actionId: tales.actionId })
        .from(tales)
        .where(eq(tales.taleId, taleId));
      if (row) {
        expect(row.actionId).toBe(ACTION.submitted);
        expect(deleted.statusCode).toBe(409);
        const full = await ctx.app.inject({
          method: 'GET',
          url: `/v1/tales/full/${taleId}`,
          headers: auth(),
        });
        expect(full.json().uploadList.map((a: { fileName: string }) => a.fileName)).toEqual(['türkü.mp3']);
        outcomes.submitted++;
      } else {
        expect(deleted.statusCode).toBe(200);
        expect(submitted.statusCode).not.toBe(200);
        outcomes.deleted++;
      }
      await expectFilesMatchRows();
    }
    expect(outcomes.deleted + outcomes.submitted).toBe(ROUNDS);
  });
});

describe('an attachment deleted while its draft is submitted', () => {
  it('goes only while the tale is a draft: a submitted tale keeps what it was submitted with', async () => {
    const auditId = async (action: string, entityId: number) =>
      (
        await ctx.database.db
          .select({ id: auditLog.auditId })
          .from(auditLog)
          .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
      )[0]?.id;
    for (let round = 0; round < ROUNDS; round++) {
      const taleId = await completeDraft();
      const uploaded = await upload(taleId, mp3(), 'türkü.mp3');
      const attachmentId: number = uploaded.json().uploadList[0].id;
      const removeAttachment = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/upload/deleteTaleAttachment',
          payload: { id: attachmentId },
          headers: auth(),
        });
      const [removed, submitted] = await race(removeAttachment, () => submit(taleId), round);
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect([200, 409], removed.body).toContain(removed.statusCode);
      const deletedAt = await auditId('attachment.delete', attachmentId);
      const submittedAt = await auditId('tale.submit', taleId);
      if (removed.statusCode === 200) {
        // Committed before the submit, while the tale was still a draft.
        expect(deletedAt).toBeLessThan(submittedAt ?? 0);
      } else {
        expect(deletedAt).toBeUndefined();
        const full = await ctx.app.inject({
          method: 'GET',
          url: `/v1/tales/full/${taleId}`,
          headers: auth(),
        });
        expect(full.json().uploadList).toHaveLength(1);
      }
      await expectFilesMatchRows();
    }
  });
});

describe('an upload racing the deletion of its draft', () => {
  it('lands on the tale or stores nothing; 404/409, never 5xx, never an orphan file', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const taleId = await completeDraft();
      const bytes = isoMedia('isom', Buffer.alloc((1 + (round % 4)) * 256 * 1024, round));
      const [uploaded, deleted] = await race(
        () => upload(taleId, bytes, `kayıt-${round}.mp4`),
        async () => {
          // From at once to after the upload has landed: each round meets the upload at another step.
          await sleep((round % 10) * 4);
          return deleteTale(taleId);
        },
        round % 3,
      );
      statuses.push(uploaded.statusCode);
      expect([200, 404, 409], uploaded.body).toContain(uploaded.statusCode);
      expect(deleted.statusCode, deleted.body).toBe(200);
      await expectFilesMatchRows();
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });
});
