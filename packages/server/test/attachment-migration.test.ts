/**
 * The migration to one attachments table on a database that has files of both kinds: a tale's rows keep
 * their ids, an announcement's come after them, every stored field (keys, sha256, sizes, uploader, time,
 * the published mark) stays, the old tables are gone and the search flags still follow a tale's files.
 * On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseBefore, MIGRATION_ENGINES, query } from './support/migrate-before.ts';

describe.each(MIGRATION_ENGINES)('one attachments table, migrated on %s', (engine, url) => {
  const skip = engine === 'PostgreSQL' && !url;
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (skip) return;
    const before = await databaseBefore('0023_one_attachment_model', url);
    database = before.database;
    close = before.close;
    const { db } = database;
    await db.execute(
      sql`insert into institutions (institution_id, name) values (601, 'Ankara Üniversitesi')`,
    );
    await db.execute(sql`
      insert into users (user_id, email, password_hash, name, surname, institution_id)
      values (901, 'derleyen@masal.test', 'x', 'Ayşe', 'Derler', 601),
             (902, 'editor@masal.test', 'x', 'Ali', 'Yazar', 601)`);
    await db.execute(sql`
      insert into tales (tale_id, user_id, tale_name, tale_name_key) values (801, 901, 'Keloğlan', 'keloglan')`);
    await db.execute(sql`
      insert into announcements (announcement_id, title, body, author_user_id)
      values (701, 'Eğitim', '<p>Merhaba</p>', 902)`);
    await db.execute(sql`
      insert into tale_attachments (id, tale_id, type, file_name, storage_key, mime_type, size, sha256, uploaded_by, created_at, published)
      values (5, 801, 2, 'türkü.mp3', 'attachments/a', 'audio/mpeg', 1234, 'sha-a', 901, '2024-01-02T03:04:05Z', true),
             (9, 801, 1, 'resim.png', 'attachments/b', 'image/png', 99, 'sha-b', null, '2024-01-03T00:00:00Z', false)`);
    await db.execute(sql`
      insert into announcement_attachments (id, announcement_id, type, file_name, storage_key, mime_type, size, sha256, uploaded_by, created_at)
      values (5, 701, 4, 'kılavuz.pdf', 'announcements/c', 'application/pdf', 5555, 'sha-c', 902, '2024-02-01T00:00:00Z'),
             (6, 701, 3, 'film.mp4', 'announcements/d', 'video/mp4', 7777, 'sha-d', null, '2024-02-02T00:00:00Z')`);
    await database.migrate();
  });
  afterAll(async () => {
    if (skip) return;
    await close?.();
  });

  it.skipIf(skip)('moves both kinds into it with every stored field', async () => {
    const rows = await query<Record<string, unknown>>(
      database.db,
      `select id, tale_id, announcement_id, type, file_name, storage_key, mime_type, size::int as size, sha256,
         uploaded_by, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, published
       from attachments order by id`,
    );
    expect(rows).toEqual([
      {
        id: 5,
        tale_id: 801,
        announcement_id: null,
        type: 2,
        file_name: 'türkü.mp3',
        storage_key: 'attachments/a',
        mime_type: 'audio/mpeg',
        size: 1234,
        sha256: 'sha-a',
        uploaded_by: 901,
        created_at: '2024-01-02T03:04:05Z',
        published: true,
      },
      {
        id: 9,
        tale_id: 801,
        announcement_id: null,
        type: 1,
        file_name: 'resim.png',
        storage_key: 'attachments/b',
        mime_type: 'image/png',
        size: 99,
        sha256: 'sha-b',
        uploaded_by: null,
        created_at: '2024-01-03T00:00:00Z',
        published: false,
      },
      {
        id: 10,
        tale_id: null,
        announcement_id: 701,
        type: 4,
        file_name: 'kılavuz.pdf',
        storage_key: 'announcements/c',
        mime_type: 'application/pdf',
        size: 5555,
        sha256: 'sha-c',
        uploaded_by: 902,
        created_at: '2024-02-01T00:00:00Z',
        published: true,
      },
      {
        id: 11,
        tale_id: null,
        announcement_id: 701,
        type: 3,
        file_name: 'film.mp4',
        storage_key: 'announcements/d',
        mime_type: 'video/mp4',
        size: 7777,
        sha256: 'sha-d',
        uploaded_by: null,
        created_at: '2024-02-02T00:00:00Z',
        published: true,
      },
    ]);
    const old = await query<{ name: string | null }>(
      database.db,
      `select to_regclass('tale_attachments')::text as name union all
       select to_regclass('announcement_attachments')::text`,
    );
    expect(old).toEqual([{ name: null }, { name: null }]);
  });

  it.skipIf(skip)('numbers new rows after the moved ones and holds exactly one owner per row', async () => {
    const [next] = await query<{ id: number }>(
      database.db,
      `insert into attachments (announcement_id, type, file_name, storage_key, mime_type, size, sha256)
       values (701, 4, 'yeni.pdf', 'announcements/e', 'application/pdf', 1, 'sha-e') returning id`,
    );
    expect(next?.id).toBe(12);
    for (const owners of ['null, null', '801, 701']) {
      await expect(
        database.db.execute(
          sql.raw(`insert into attachments (tale_id, announcement_id, type, file_name, storage_key, mime_type, size, sha256)
            values (${owners}, 4, 'x.pdf', 'attachments/x', 'application/pdf', 1, 'sha-x')`),
        ),
      ).rejects.toThrow();
    }
  });

  it.skipIf(skip)(
    "keeps a tale's search flags following its files, an announcement's change none",
    async () => {
      const flags = () =>
        query<{ has_image: boolean; has_audio: boolean; has_video: boolean }>(
          database.db,
          'select has_image, has_audio, has_video from tale_search where tale_id = 801',
        );
      await database.db.execute(sql`delete from attachments where id = 5`);
      expect(await flags()).toEqual([{ has_image: true, has_audio: false, has_video: false }]);
      await database.db.execute(sql`
      insert into attachments (tale_id, type, file_name, storage_key, mime_type, size, sha256)
      values (801, 3, 'video.mp4', 'attachments/v', 'video/mp4', 1, 'sha-v')`);
      expect(await flags()).toEqual([{ has_image: true, has_audio: false, has_video: true }]);
    },
  );
});
