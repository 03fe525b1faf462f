/** Queries of the attachments module: attachment rows, the tale fields the rules need, a viewer's current roles. */
import type { TaleAccess, Viewer } from '@masal/shared';
import { asc, eq } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { taleAttachments, tales, users } from '../../db/schema/index.ts';
import { findRoleIds } from '../../db/user-roles.ts';

export type AttachmentRow = typeof taleAttachments.$inferSelect;
export type NewAttachmentRow = typeof taleAttachments.$inferInsert;

const taleAccess = { userId: tales.userId, actionId: tales.actionId, editorId: tales.editorId };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The tale of attachment `id`, share-locked for the transaction: a submit or deletion waits for the change. */
async function lockedTaleOf(tx: Tx, id: number): Promise<TaleAccess | undefined> {
  const [found] = await tx
    .select({ tale: taleAccess })
    .from(taleAttachments)
    .innerJoin(tales, eq(tales.taleId, taleAttachments.taleId))
    .where(eq(taleAttachments.id, id))
    .for('share', { of: tales });
  return found?.tale;
}

export function attachmentRepository(db: Db) {
  return {
    async findTale(taleId: number): Promise<TaleAccess | undefined> {
      const [row] = await db.select(taleAccess).from(tales).where(eq(tales.taleId, taleId));
      return row;
    },

    listByTale(taleId: number): Promise<AttachmentRow[]> {
      return db
        .select()
        .from(taleAttachments)
        .where(eq(taleAttachments.taleId, taleId))
        .orderBy(asc(taleAttachments.id));
    },

    /** The attachment with the rule fields of its tale. */
    async findWithTale(id: number): Promise<{ attachment: AttachmentRow; tale: TaleAccess } | undefined> {
      const [row] = await db
        .select({ attachment: taleAttachments, tale: taleAccess })
        .from(taleAttachments)
        .innerJoin(tales, eq(tales.taleId, taleAttachments.taleId))
        .where(eq(taleAttachments.id, id));
      return row;
    },

    /**
     * All rows, and one audit entry per row, in one transaction: an upload is stored whole or not at all.
     * The tale row is locked (FOR SHARE: other uploads go on, a deletion or a status change waits) and
     * `check` sees it as it is now (undefined once deleted) and may refuse before anything is written.
     * `beforeCommit` runs last inside the transaction (publishing the files the rows name).
     */
    insertForTale(input: {
      taleId: number;
      check: (tale: TaleAccess | undefined) => void;
      values: NewAttachmentRow[];
      auditOf: (row: AttachmentRow) => AuditEntry;
      beforeCommit: () => Promise<void>;
    }): Promise<AttachmentRow[]> {
      return db.transaction(async (tx) => {
        const [tale] = await tx
          .select(taleAccess)
          .from(tales)
          .where(eq(tales.taleId, input.taleId))
          .for('share');
        input.check(tale);
        const rows = await tx.insert(taleAttachments).values(input.values).returning();
        for (const row of rows) await writeAudit(tx, input.auditOf(row));
        await input.beforeCommit();
        return rows;
      });
    },

    /** Storage keys of every attachment row (the start-up sweep keeps these files). */
    async storageKeys(): Promise<string[]> {
      const rows = await db.select({ key: taleAttachments.storageKey }).from(taleAttachments);
      return rows.map((r) => r.key);
    },

    /**
     * Removes the row and writes its audit entry; the caller removes the stored object after. Its tale is
     * locked as for an upload and `check` sees it as it is now (undefined once the row or tale is gone), so a
     * submit in between is not undone.
     */
    deleteById(
      id: number,
      check: (tale: TaleAccess | undefined) => void,
      audit: AuditEntry,
    ): Promise<AttachmentRow | undefined> {
      return db.transaction(async (tx) => {
        check(await lockedTaleOf(tx, id));
        const [row] = await tx.delete(taleAttachments).where(eq(taleAttachments.id, id)).returning();
        if (row) await writeAudit(tx, audit);
        return row;
      });
    },

    /** Sets `published` and writes its audit entry, the tale locked and checked as for a deletion. */
    setPublished(
      id: number,
      published: boolean,
      check: (tale: TaleAccess | undefined) => void,
      auditOf: (row: AttachmentRow) => AuditEntry,
    ): Promise<AttachmentRow | undefined> {
      return db.transaction(async (tx) => {
        check(await lockedTaleOf(tx, id));
        const [row] = await tx
          .update(taleAttachments)
          .set({ published })
          .where(eq(taleAttachments.id, id))
          .returning();
        if (row) await writeAudit(tx, auditOf(row));
        return row;
      });
    },

    /** The user as the rules see them now (current roles), or null for a missing or deactivated account. */
    async viewer(userId: number): Promise<Viewer | null> {
      const [user] = await db
        .select({ isActive: users.isActive })
        .from(users)
        .where(eq(users.userId, userId));
      if (!user?.isActive) return null;
      return { userId, roleIds: await findRoleIds(db, userId) };
    },
  };
}
export type AttachmentRepository = ReturnType<typeof attachmentRepository>;
