/**
 * The open archive's migrations (0028, 0029) on a database with tales: every tale published before them gets its
 * publication record from its history (the row's last change where the history has none), a tale that has left
 * publication since is recorded withdrawn, a tale never published gets none; and from then on the triggers keep the
 * records. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { talePublications, tales } from '../src/db/schema/index.ts';
import { databaseBefore, MIGRATION_ENGINES } from './support/migrate-before.ts';

const at = (iso: string) => new Date(iso);

describe.each(MIGRATION_ENGINES)('tale publications, migrated on %s', (engine, url) => {
  const skip = engine === 'PostgreSQL' && !url;
  let database: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (skip) return;
    const before = await databaseBefore('0028_open_data', url);
    database = before.database;
    close = before.close;
    const { db } = database;
    await db.execute(
      sql`insert into institutions (institution_id, name) values (601, 'Ankara Üniversitesi')`,
    );
    await db.execute(sql`
      insert into users (user_id, email, password_hash, name, surname, institution_id)
      values (901, 'derleyen@masal.test', 'x', 'Ayşe', 'Derler', 601)`);
    // 801 published once; 802 at 9 without history; 803 published, then withdrawn; 804 private, never published;
    // 805 published, withdrawn and published again.
    await db.execute(sql`
      insert into tales (tale_id, user_id, tale_name, tale_name_key, action_id, updated_at) values
        (801, 901, 'Bir', 'bir', 9, '2024-05-01T00:00:00Z'),
        (802, 901, 'İki', 'iki', 9, '2024-05-02T00:00:00Z'),
        (803, 901, 'Üç', 'uc', 6, '2024-05-03T00:00:00Z'),
        (804, 901, 'Dört', 'dort', 7, '2024-05-04T00:00:00Z'),
        (805, 901, 'Beş', 'bes', 9, '2024-05-05T00:00:00Z')`);
    await db.execute(sql`
      insert into tale_history (tale_id, from_action_id, to_action_id, at) values
        (801, 6, 9, '2024-03-01T10:00:00Z'),
        (803, 6, 9, '2024-03-01T10:00:00Z'),
        (803, 9, 6, '2024-04-01T10:00:00Z'),
        (804, 5, 7, '2024-03-01T10:00:00Z'),
        (805, 6, 9, '2024-01-01T10:00:00Z'),
        (805, 9, 6, '2024-02-01T10:00:00Z'),
        (805, 6, 9, '2024-03-01T10:00:00Z')`);
    await database.migrate();
  });
  afterAll(async () => {
    if (skip) return;
    await close?.();
  });

  it.skipIf(skip)('records the tales published before, from their history', async () => {
    const rows = await database.db.select().from(talePublications).orderBy(asc(talePublications.taleId));
    expect(rows).toEqual([
      {
        taleId: 801,
        firstPublishedAt: at('2024-03-01T10:00:00Z'),
        publishedAt: at('2024-03-01T10:00:00Z'),
        withdrawnAt: null,
        datestamp: at('2024-03-01T10:00:00Z'),
      },
      {
        taleId: 802,
        firstPublishedAt: at('2024-05-02T00:00:00Z'),
        publishedAt: at('2024-05-02T00:00:00Z'),
        withdrawnAt: null,
        datestamp: at('2024-05-02T00:00:00Z'),
      },
      {
        taleId: 803,
        firstPublishedAt: at('2024-03-01T10:00:00Z'),
        publishedAt: at('2024-03-01T10:00:00Z'),
        withdrawnAt: at('2024-04-01T10:00:00Z'),
        datestamp: at('2024-04-01T10:00:00Z'),
      },
      {
        taleId: 805,
        firstPublishedAt: at('2024-01-01T10:00:00Z'),
        publishedAt: at('2024-03-01T10:00:00Z'),
        withdrawnAt: null,
        datestamp: at('2024-03-01T10:00:00Z'),
      },
    ]);
  });

  it.skipIf(skip)(
    'keeps the records from then on: a withdrawal, a publication, an edit of a published tale',
    async () => {
      const { db } = database;
      const record = async (taleId: number) =>
        (await db.select().from(talePublications).where(eq(talePublications.taleId, taleId)))[0];
      await db.update(tales).set({ actionId: 6 }).where(eq(tales.taleId, 801));
      expect((await record(801))?.withdrawnAt).not.toBeNull();
      await db.update(tales).set({ actionId: 9 }).where(eq(tales.taleId, 801));
      expect((await record(801))?.withdrawnAt).toBeNull();
      expect((await record(801))?.firstPublishedAt).toEqual(at('2024-03-01T10:00:00Z'));
      // A private tale stays without a record; an edit of a published one moves its datestamp.
      await db.update(tales).set({ taleName: 'Dördüncü' }).where(eq(tales.taleId, 804));
      expect(await record(804)).toBeUndefined();
      await db.update(tales).set({ taleName: 'İkinci' }).where(eq(tales.taleId, 802));
      expect((await record(802))?.datestamp.getTime()).toBeGreaterThan(at('2024-05-02T00:00:00Z').getTime());
    },
  );
});
