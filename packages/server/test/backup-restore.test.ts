/**
 * Backup and restore, proven: a portal holding tales in every status, attachments, announcements, payments and
 * users with sealed TC Kimlik Nos and IBANs is backed up while it runs, restored into a fresh database and
 * storage, and compared table by table and file by file; a damaged bag is refused, naming the file.
 * On PGlite (the running server hands its snapshot over DATA_DIR's socket) and PostgreSQL (pg_dump, pg_restore);
 * the api-s3 project runs it with the files in a bucket.
 */
import { cp, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTION, ROLE } from '@masal/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { backup } from '../src/backup/backup.ts';
import { RestoreRefused, restore } from '../src/backup/restore.ts';
import type { Config } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createStorage } from '../src/storage/create-storage.ts';
import { UPLOAD_FOLDERS } from '../src/storage/storage.ts';
import { directTestDatabaseUrl } from './support/database-template.ts';
import { createUser, signedInUser, signIn } from './support/factories.ts';
import { image, mp3 } from './support/media-fixtures.ts';
import { multipartBody } from './support/multipart.ts';
import { createPayment, setBankDetails, validIban } from './support/payment-fixtures.ts';
import { testBucket } from './support/s3-server.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { bearer, createWorkflowTale, uploadMp3 } from './support/workflow-fixtures.ts';

let ctx: TestApp;
let work: string;
const releases: Array<() => Promise<void>> = [];

/** Every table's rows (as JSON text, sorted) and every sequence's position: two equal databases answer alike. */
async function contentsOf(database: Database): Promise<Record<string, string[]>> {
  const rowsOf = async (text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf(`select table_schema as s, table_name as t from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`);
  const contents: Record<string, string[]> = {};
  for (const { s, t } of tables) {
    const rows = await rowsOf(`select to_jsonb(x)::text as j from "${s}"."${t}" x order by 1`);
    contents[`${s}.${t}`] = rows.map((r) => String(r.j));
  }
  const sequences = await rowsOf(
    `select sequencename as n, last_value::text as v from pg_sequences where schemaname = 'public' order by 1`,
  );
  contents.sequences = sequences.map((r) => `${r.n}=${r.v}`);
  return contents;
}

/** Every stored file's bytes, by key (a bucket's staging markers are the storage's, not the portal's). */
async function filesOf(config: Config): Promise<Map<string, Buffer>> {
  const storage = await createStorage(config);
  const files = new Map<string, Buffer>();
  const objects = (await Promise.all(UPLOAD_FOLDERS.map((folder) => storage.list(folder)))).flat();
  for (const { key } of objects) {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
    files.set(key, Buffer.concat(chunks));
  }
  return files;
}

/** A fresh place to restore into: an empty DATA_DIR (with the same key), database and storage. */
async function freshPlace(): Promise<Config> {
  const dataDir = await mkdtemp(join(tmpdir(), 'masal-restore-'));
  releases.push(() => rm(dataDir, { recursive: true, force: true }));
  const direct = directTestDatabaseUrl();
  let databaseUrl: string | undefined;
  if (direct) {
    const url = new URL(direct);
    const name = `${url.pathname.slice(1)}_restored`;
    const admin = new pg.Client({ connectionString: direct });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    releases.push(async () => {
      const client = new pg.Client({ connectionString: direct });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    });
  }
  const bucket = ctx.config.s3 ? await testBucket() : undefined;
  if (bucket) releases.push(() => bucket.release());
  return { ...ctx.config, dataDir, databaseUrl, s3: bucket?.s3 };
}

beforeAll(async () => {
  ctx = await startTestApp();
  work = await mkdtemp(join(tmpdir(), 'masal-backup-'));
  const compiler = await signedInUser(ctx, { roles: [ROLE.writer] });
  const editor = await createUser(ctx, { roles: [ROLE.editor] });
  await setBankDetails(ctx, compiler.userId, { iban: validIban(7), bankName: 'Ziraat Bankası' });
  // A tale in every status; the draft holds two recordings.
  for (const actionId of Object.values(ACTION)) {
    const { taleId } = await createWorkflowTale(ctx, {
      userId: compiler.userId,
      actionId,
      editorId: actionId === ACTION.draft ? null : editor.userId,
      taleName: `Keloğlan ${actionId}`,
    });
    if (actionId === ACTION.draft)
      for (const name of ['kayıt-1.mp3', 'kayıt-2.mp3']) await uploadMp3(ctx, compiler.token, taleId, name);
  }
  await createPayment(ctx, { userId: compiler.userId, taleName: 'Şahmeran' });
  const admin = await signIn(ctx.app, ctx.admin.email, ctx.admin.password);
  const announcement = await ctx.app.inject({
    method: 'POST',
    url: '/v1/announcement',
    headers: bearer(admin),
    payload: { kind: 'announcement', title: 'Derleme eğitimi', body: '<p>Çarşamba</p>', pinned: false },
  });
  expect(announcement.statusCode, announcement.body).toBe(200);
  // A file of the announcement, and the compiler's profile image (stored without a checksum of its own).
  for (const [url, part] of [
    [
      `/v1/upload/announcementAttachment/${announcement.json().announcementId}`,
      { fileName: 'duyuru.mp3', bytes: mp3(), contentType: 'audio/mpeg' },
    ],
    [
      `/v1/upload/userProfileImage/${compiler.userId}`,
      { fileName: 'ben.png', bytes: await image('png'), contentType: 'image/png' },
    ],
  ] as const) {
    const body = multipartBody([part]);
    const token = url.includes('announcement') ? admin : compiler.token;
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
  }
});

afterAll(async () => {
  await ctx?.close();
  for (const release of releases.reverse()) await release();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore', () => {
  it('backs up the running portal and restores it elsewhere: every table and every file the same', async () => {
    const bag = join(work, 'yedek');
    const done = await backup(ctx.config, bag);
    expect(done.missing).toEqual([]);
    expect(done.changed).toEqual([]);
    expect(done.counts.tales).toBeGreaterThanOrEqual(Object.values(ACTION).length);
    expect(done.files).toBe(4);
    const info = await readFile(join(bag, 'bag-info.txt'), 'utf8');
    expect(info).toMatch(/^Payload-Oxum: \d+\.5$/m);
    const [payments] = (
      (await ctx.database.db.execute(sql`select count(*)::int as n from payments`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(info).toContain(`\nMasal-Payments: ${payments?.n}\n`);
    const manifest = await readFile(join(bag, 'manifest-sha256.txt'), 'utf8');
    expect(manifest).toMatch(/^[0-9a-f]{64} {2}data\/files\/attachments\/\S+$/m);

    // Nothing of the app writes after this, so the original compares to the snapshot.
    await ctx.app.close();
    const place = await freshPlace();
    const restored = await restore(place, bag);
    expect(restored.files).toBe(4);

    const database = await openDatabase({ databaseUrl: place.databaseUrl, dataDir: place.dataDir });
    try {
      expect(await contentsOf(database)).toEqual(await contentsOf(ctx.database));
      expect(await filesOf(place)).toEqual(await filesOf(ctx.config));
      // The portal starts on it: the admin signs in, and the compiler's sealed IBAN reads back.
      const app = await buildApp({ config: place, database, webDist: join(place.dataDir, 'no-web') });
      try {
        await app.ready();
        const token = await signIn(app, ctx.admin.email, ctx.admin.password);
        const answer = await app.inject({ method: 'GET', url: '/v1/auth/me', headers: bearer(token) });
        expect(answer.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });

  it('refuses a bag with a changed or a cut-short file, naming it, and a target that is not empty', async () => {
    const bag = join(work, 'yedek');
    const attachment = (await readFile(join(bag, 'manifest-sha256.txt'), 'utf8'))
      .split('\n')
      .find((line) => line.includes('data/files/'))
      ?.split('  ')[1];
    if (!attachment) throw new Error('no file in the bag');

    const changed = join(work, 'changed');
    await cp(bag, changed, { recursive: true });
    const bytes = await readFile(join(changed, attachment));
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    await writeFile(join(changed, attachment), bytes);
    const cut = join(work, 'cut');
    await cp(bag, cut, { recursive: true });
    await truncate(join(cut, attachment), 100);

    for (const damaged of [changed, cut]) {
      const place = await freshPlace();
      const refused = await restore(place, damaged).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RestoreRefused);
      expect((refused as RestoreRefused).problems.join('\n')).toContain(attachment);
      expect(await filesOf(place)).toEqual(new Map());
    }

    // The original place is not empty: nothing is written over.
    const refused = await restore(ctx.config, bag).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RestoreRefused);
  });
});
