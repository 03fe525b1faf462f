/**
 * Start-up safe for many instances, and readiness: instances starting together on
 * an empty database all come up, one migrates and seeds; GET /v1/ready follows the database and the migrations.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { migrateExclusively } from '../src/db/migrations.ts';
import { rowsOf } from '../src/db/rows.ts';
import { users } from '../src/db/schema/index.ts';
import { seed } from '../src/db/seed.ts';
import { copyPostgresTemplate, directTestDatabaseUrl } from './support/database-template.ts';
import { resetPostgres, startTestApp, type TestApp } from './support/test-app.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(
  readFileSync(join(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: { when: number }[] };

describe.skipIf(!databaseUrl)('ten instances starting at once on an empty PostgreSQL database', () => {
  const instances: Database[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  it('all come up; each migration is applied once; one seeds the first admin', async () => {
    // The worker's own database (it may not exist yet when this is the worker's first file), emptied: the ten
    // instances start from no schema at all.
    const directUrl = directTestDatabaseUrl() ?? '';
    await copyPostgresTemplate(directUrl, inject('postgresTemplate'));
    await resetPostgres(directUrl);
    for (let i = 0; i < 10; i++) instances.push(await openDatabase({ databaseUrl, dataDir: '', poolMax: 2 }));
    const admin = { email: 'ilk.yonetici@masal.test', password: undefined };
    const started = await Promise.allSettled(
      instances.map((instance) => migrateExclusively(instance.db, (tx) => seed(tx, admin))),
    );
    expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
    const seeded = started.flatMap((s) => (s.status === 'fulfilled' && s.value.admin ? [s.value.admin] : []));
    expect(seeded).toHaveLength(1);

    const db = instances[0]?.db;
    if (!db) throw new Error('no instance');
    const applied = rowsOf<{ created_at: string }>(
      await db.execute(sql`select created_at::text from drizzle.__drizzle_migrations order by id`),
    );
    expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
    expect(await db.$count(users)).toBe(1);
  });
});

describe('GET /v1/ready', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const ready = () => ctx.app.inject({ method: 'GET', url: '/v1/ready' });

  it('is 200 when the database answers and every migration is applied, 503 when one is not', async () => {
    expect((await ready()).json()).toEqual({ status: 'ok' });
    const newest = journal.entries.at(-1)?.when ?? 0;
    const { db } = ctx.database;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.json().code).toBe('UNAVAILABLE');
      // Liveness does not depend on it.
      expect((await ctx.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('', ${newest})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });
});
