/** The database questions behind GET /v1/ready. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { migrationsApplied } from '../../db/migrations.ts';

export function healthRepository(db: Db) {
  return {
    /** The database answers and every migration of this release is applied. */
    async ready(): Promise<boolean> {
      await db.execute(sql`select 1`);
      return migrationsApplied(db);
    },
  };
}
export type HealthRepository = ReturnType<typeof healthRepository>;
