/**
 * Work for one instance at a time (the hourly upload sweep): while one instance runs it under
 * the advisory lock, another instance on the same PostgreSQL skips its turn; on PGlite (one process's database)
 * a second run in the same process skips.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aloneAcrossInstances } from '../src/db/alone.ts';
import { openDatabase } from '../src/db/client.ts';
import type { Db } from '../src/db/db.ts';
import { rowsOf } from '../src/db/rows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('aloneAcrossInstances', () => {
  it('lets one instance run the work while another skips its turn, then the next turn is free', async () => {
    // A second instance has its own pool on PostgreSQL, here of one connection; PGlite has one per data folder.
    const second =
      ctx.database.kind === 'postgres'
        ? await openDatabase({ databaseUrl: ctx.config.databaseUrl, dataDir: ctx.dataDir, poolMax: 1 })
        : ctx.database;
    try {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let running = () => {};
      const started = new Promise<void>((resolve) => {
        running = resolve;
      });
      const first = aloneAcrossInstances(ctx.database.db, 'masal.test', async () => {
        running();
        await released;
        return 'first';
      });
      await started;
      const meanwhile = await aloneAcrossInstances(second.db, 'masal.test', async () => 'second');
      // On PGlite the run still going is this process's own: skipped all the same.
      expect(meanwhile).toBeUndefined();
      expect(await aloneAcrossInstances(second.db, 'masal.other', async () => 'other work')).toBe(
        'other work',
      );
      release();
      expect(await first).toBe('first');
      // The work queries through the lock's connection: a pool of one does not wait for a second.
      const read = (db: Db) =>
        db.execute(sql`select 'second' as said`).then((r) => rowsOf<{ said: string }>(r));
      expect(await aloneAcrossInstances(second.db, 'masal.test', read)).toEqual([{ said: 'second' }]);
    } finally {
      if (second !== ctx.database) await second.close();
    }
  });
});
