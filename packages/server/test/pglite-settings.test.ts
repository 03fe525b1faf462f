/** The embedded database's memory settings (`npm run bench` prints the resulting idle RSS). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

describe('embedded PGlite', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('is created on a new DATA_DIR and reopened with an 8 MB buffer pool, not PostgreSQL’s 128 MB', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'masal-pglite-'));
    dirs.push(dataDir);
    for (const start of ['first', 'restart']) {
      const database = await openDatabase({ dataDir });
      try {
        // Both drivers answer { rows }; the shared Db type does not say so.
        const result = (await database.db.execute(sql`SHOW shared_buffers`)) as {
          rows: { shared_buffers: string }[];
        };
        expect(result.rows[0]?.shared_buffers, start).toBe('8MB');
      } finally {
        await database.close();
      }
    }
  });
});
