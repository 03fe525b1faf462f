/** POST /v1/upload/userProfileImage/{id}: own image (admins anyone's), an image by its bytes, a square thumbnail. */
import { DEFAULT_PROFILE_IMAGE, MSG, ROLE } from '@masal/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema/index.ts';
import { type CreatedUser, createUser, me, signIn } from './support/factories.ts';
import { html, image, pdf } from './support/media-fixtures.ts';
import { type FilePart, multipartBody, uploadsOf } from './support/multipart.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
let writer: CreatedUser;
let writerToken: string;
let otherToken: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await startTestApp();
  writer = await createUser(ctx, { roles: [ROLE.writer] });
  writerToken = await signIn(ctx.app, writer.email, writer.password);
  const other = await createUser(ctx, { roles: [ROLE.writer, ROLE.editor] });
  otherToken = await signIn(ctx.app, other.email, other.password);
  adminToken = await signIn(ctx.app, ctx.admin.email, ctx.admin.password);
});
afterAll(async () => {
  await ctx?.close();
});

function uploadImage(token: string | undefined, userId: number, part: FilePart) {
  const body = multipartBody([part]);
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/upload/userProfileImage/${userId}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const storedPath = async (userId: number) =>
  (await ctx.database.db.select({ p: users.profileImagePath }).from(users).where(eq(users.userId, userId)))[0]
    ?.p;

describe('POST /v1/upload/userProfileImage/{id}', () => {
  it('requires a session', async () => {
    const response = await uploadImage(undefined, writer.userId, {
      fileName: 'ben.png',
      bytes: await image('png'),
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses another user's profile (401), even for an editor", async () => {
    const response = await uploadImage(otherToken, writer.userId, {
      fileName: 'ben.png',
      bytes: await image('png'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MSG.unauthorized);
    expect(await storedPath(writer.userId)).toBeNull();
  });

  it('stores a square JPEG thumbnail of the own image, served publicly and shown by /auth/me', async () => {
    const response = await uploadImage(writerToken, writer.userId, {
      fileName: 'Gülşen.png',
      bytes: await image('png', 640, 360),
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: MSG.profileImageSaved,
      profileImageUrl: expect.stringMatching(/^\/uploads\/images\/[0-9a-f-]{36}\.jpg$/),
    });
    expect(await storedPath(writer.userId)).toBe(body.profileImageUrl);

    const served = await ctx.app.inject({ method: 'GET', url: body.profileImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);

    const self = await me(ctx.app, `Bearer ${writerToken}`);
    expect(self.json().user.profileImageUrl).toBe(body.profileImageUrl);

    const [audit] = await ctx.database.db
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.action, 'user.profileImage')));
    expect(audit?.actor).toBe(writer.userId);
  });

  it('lets an admin set anyone’s image; the replaced image is removed', async () => {
    const user = await createUser(ctx, { roles: [ROLE.writer] });
    const token = await signIn(ctx.app, user.email, user.password);
    const first = (
      await uploadImage(token, user.userId, { fileName: 'a.webp', bytes: await image('webp') })
    ).json();
    const second = await uploadImage(adminToken, user.userId, {
      fileName: 'b.jpg',
      bytes: await image('jpeg', 100, 300),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().profileImageUrl).not.toBe(first.profileImageUrl);
    expect(await storedPath(user.userId)).toBe(second.json().profileImageUrl);
    expect((await ctx.app.inject({ method: 'GET', url: first.profileImageUrl })).statusCode).toBe(404);
    const gif = await uploadImage(token, user.userId, { fileName: 'c.gif', bytes: await image('gif') });
    expect(gif.statusCode).toBe(200);
  });

  it.each([
    ['a PDF', 'resim.png', pdf()],
    ['HTML named .png', 'resim.png', html()],
  ])('refuses %s with 415 and the image message; nothing changes', async (_what, fileName, bytes) => {
    const user = await createUser(ctx, { roles: [ROLE.writer] });
    const token = await signIn(ctx.app, user.email, user.password);
    const before = await uploadsOf(ctx);
    const response = await uploadImage(token, user.userId, { fileName, bytes, contentType: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: false, code: 'UNSUPPORTED_TYPE', message: MSG.imageRequired });
    expect(await storedPath(user.userId)).toBeNull();
    expect(await uploadsOf(ctx)).toEqual(before);
  });

  it('refuses an image that cannot be decoded with 400', async () => {
    const broken = Buffer.concat([(await image('png')).subarray(0, 40), Buffer.alloc(200, 9)]);
    const response = await uploadImage(writerToken, writer.userId, { fileName: 'bozuk.png', bytes: broken });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.imageRequired);
  });

  it('answers 400 without a file and 404 for a user that does not exist', async () => {
    const empty = multipartBody([]);
    const none = await ctx.app.inject({
      method: 'POST',
      url: `/v1/upload/userProfileImage/${writer.userId}`,
      payload: empty.payload,
      headers: { ...empty.headers, authorization: `Bearer ${writerToken}` },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG.imageRequired);
    const missing = await uploadImage(adminToken, 999_999, { fileName: 'a.png', bytes: await image('png') });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the default image and refuses names it did not generate', async () => {
    const fallback = await ctx.app.inject({ method: 'GET', url: DEFAULT_PROFILE_IMAGE });
    expect(fallback.statusCode).toBe(200);
    const user = await createUser(ctx, { roles: [ROLE.writer] });
    const token = await signIn(ctx.app, user.email, user.password);
    expect((await me(ctx.app, `Bearer ${token}`)).json().user.profileImageUrl).toBe(DEFAULT_PROFILE_IMAGE);
    for (const url of ['/uploads/images/../secret.key', '/uploads/images/x.png', '/uploads/nothing']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
