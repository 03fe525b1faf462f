/** Queries of the institutions table; each change is written with its audit entry in one transaction. */
import { count, eq } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { institutions, users } from '../../db/schema/index.ts';

const columns = { institutionId: institutions.institutionId, name: institutions.name };

export function institutionRepository(db: Db) {
  return {
    list: () => db.select(columns).from(institutions),

    /** Every institution with how many accounts point to it (the admin's screen; the same count that blocks deletion). */
    listWithUserCount: () =>
      db
        .select({ ...columns, userCount: count(users.userId) })
        .from(institutions)
        .leftJoin(users, eq(users.institutionId, institutions.institutionId))
        .groupBy(institutions.institutionId),

    async find(institutionId: number) {
      const [row] = await db
        .select(columns)
        .from(institutions)
        .where(eq(institutions.institutionId, institutionId));
      return row;
    },

    /** The new institution; a name taken under Turkish folding fails on the unique name_folded (23505). */
    insert: (name: string, auditOf: (institutionId: number) => AuditEntry) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(institutions).values({ name }).returning(columns);
        if (!row) throw new Error('institution insert returned nothing');
        await writeAudit(tx, auditOf(row.institutionId));
        return row;
      }),

    /** The renamed institution, or undefined when there is none with this id. */
    rename: (institutionId: number, name: string, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(institutions)
          .set({ name })
          .where(eq(institutions.institutionId, institutionId))
          .returning(columns);
        if (row) await writeAudit(tx, audit);
        return row;
      }),

    /**
     * Deletes the institution when nobody belongs to it; answers how many people do (0: deleted), or null
     * when there is no such institution. The row is locked first, so a sign-up choosing it waits or fails.
     */
    remove: (institutionId: number, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({ institutionId: institutions.institutionId })
          .from(institutions)
          .where(eq(institutions.institutionId, institutionId))
          .for('update');
        if (!row) return null;
        const [members] = await tx
          .select({ n: count() })
          .from(users)
          .where(eq(users.institutionId, institutionId));
        const people = Number(members?.n ?? 0);
        if (people > 0) return people;
        await tx.delete(institutions).where(eq(institutions.institutionId, institutionId));
        await writeAudit(tx, audit);
        return 0;
      }),
  };
}
export type InstitutionRepository = ReturnType<typeof institutionRepository>;
