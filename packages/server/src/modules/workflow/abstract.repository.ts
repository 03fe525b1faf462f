/** The tale's one abstract (tale_abstracts): read, written or deleted with its audit entry in one transaction. */
import type { TaleAccess } from '@masal/shared';
import { eq, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { taleAbstracts, users } from '../../db/schema/index.ts';
import { findTaleAccess } from '../../db/tale-access.ts';

const columns = {
  abstractId: taleAbstracts.abstractId,
  taleId: taleAbstracts.taleId,
  text: taleAbstracts.text,
  userId: taleAbstracts.userId,
  authorNameSurname: sql<string | null>`${users.name} || ' ' || ${users.surname}`,
  createdAt: taleAbstracts.createdAt,
  updatedAt: taleAbstracts.updatedAt,
};

/** Throws when the change is refused; called on the tale as locked by the change's transaction. */
export type AbstractGuard = (tale: TaleAccess | undefined) => void;

const byTale = (tx: Pick<Db, 'select'>, taleId: number) =>
  tx
    .select(columns)
    .from(taleAbstracts)
    .leftJoin(users, eq(users.userId, taleAbstracts.userId))
    .where(eq(taleAbstracts.taleId, taleId))
    .then((rows) => rows[0]);
export type AbstractRow = NonNullable<Awaited<ReturnType<typeof byTale>>>;

export function abstractRepository(db: Db) {
  return {
    byTale: (taleId: number) => byTale(db, taleId),

    taleAccess: (taleId: number) => findTaleAccess(db, taleId),

    /** The tale the abstract belongs to; undefined when there is no such abstract. */
    async taleOf(abstractId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ taleId: taleAbstracts.taleId })
        .from(taleAbstracts)
        .where(eq(taleAbstracts.abstractId, abstractId));
      return row?.taleId;
    },

    /** Creates the tale's abstract or replaces its text (one per tale). */
    save: (taleId: number, text: string, userId: number, guard: AbstractGuard, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        guard(await findTaleAccess(tx, taleId, true));
        const values = { text, userId, updatedAt: new Date() };
        const [saved] = await tx
          .insert(taleAbstracts)
          .values({ taleId, ...values })
          .onConflictDoUpdate({ target: taleAbstracts.taleId, set: values })
          .returning({ abstractId: taleAbstracts.abstractId });
        if (!saved) throw new Error('abstract upsert returned nothing');
        await writeAudit(tx, { ...audit, details: { ...audit.details, abstractId: saved.abstractId } });
        const row = await byTale(tx, taleId);
        if (!row) throw new Error('abstract vanished in its own transaction');
        return row;
      }),

    /** Deletes the abstract; false when it was gone by the time the tale was locked. */
    remove: (abstractId: number, taleId: number, guard: AbstractGuard, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        guard(await findTaleAccess(tx, taleId, true));
        const deleted = await tx
          .delete(taleAbstracts)
          .where(eq(taleAbstracts.abstractId, abstractId))
          .returning({ abstractId: taleAbstracts.abstractId });
        if (deleted.length === 0) return false;
        await writeAudit(tx, audit);
        return true;
      }),
  };
}
export type AbstractRepository = ReturnType<typeof abstractRepository>;
