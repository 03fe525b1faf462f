/** Queries of the attachments module: attachment rows, the tale fields the rules need, a viewer's current roles. */
import type { TaleAccess, Viewer } from '@masal/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taleAttachments, tales, users } from '../../db/schema/index.ts';
import { type AuditEntry, writeAudit } from '../audit/audit.repository.ts';
import { findRoleIds } from '../users/user-role.repository.ts';

export type AttachmentRow = typeof taleAttachments.$inferSelect;
export type NewAttachmentRow = typeof taleAttachments.$inferInsert;

const taleAccess = { userId: tales.userId, actionId: tales.actionId, editorId: tales.editorId };

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

    /** All rows, and one audit entry per row, in one transaction: an upload is stored whole or not at all. */
    insertMany(
      values: NewAttachmentRow[],
      auditOf: (row: AttachmentRow) => AuditEntry,
    ): Promise<AttachmentRow[]> {
      return db.transaction(async (tx) => {
        const rows = await tx.insert(taleAttachments).values(values).returning();
        for (const row of rows) await writeAudit(tx, auditOf(row));
        return rows;
      });
    },

    /** Removes the row and writes its audit entry; the caller removes the stored object after. */
    deleteById(id: number, audit: AuditEntry): Promise<AttachmentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(taleAttachments).where(eq(taleAttachments.id, id)).returning();
        if (row) await writeAudit(tx, audit);
        return row;
      });
    },

    /** Removes every row of a tale; answers the storage keys to remove. */
    async deleteByTale(taleId: number): Promise<string[]> {
      const rows = await db
        .delete(taleAttachments)
        .where(eq(taleAttachments.taleId, taleId))
        .returning({ storageKey: taleAttachments.storageKey });
      return rows.map((r) => r.storageKey);
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
