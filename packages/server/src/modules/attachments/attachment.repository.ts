/** Queries of the attachments module: attachment rows, the tale fields the rules need, a viewer's current roles. */
import type { TaleAccess, Viewer } from '@masal/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taleAttachments, tales, userRoles, users } from '../../db/schema/index.ts';
import { type AuditEntry, auditRepository } from '../audit/audit.repository.ts';

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
        const audit = auditRepository(tx as unknown as Db);
        for (const row of rows) await audit.write(auditOf(row));
        return rows;
      });
    },

    /** Removes the row and writes its audit entry; the caller removes the stored object after. */
    deleteById(id: number, audit: AuditEntry): Promise<AttachmentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(taleAttachments).where(eq(taleAttachments.id, id)).returning();
        if (row) await auditRepository(tx as unknown as Db).write(audit);
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
      const rows = await db
        .select({ isActive: users.isActive, roleId: userRoles.roleId })
        .from(users)
        .leftJoin(userRoles, eq(userRoles.userId, users.userId))
        .where(eq(users.userId, userId));
      if (!rows[0]?.isActive) return null;
      return { userId, roleIds: rows.flatMap((r) => (r.roleId === null ? [] : [r.roleId])) };
    },
  };
}
export type AttachmentRepository = ReturnType<typeof attachmentRepository>;
