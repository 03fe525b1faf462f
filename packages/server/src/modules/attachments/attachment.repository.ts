/**
 * Queries of the attachments module: the one attachments table (rows of a tale or of an announcement), the
 * owner's fields the rules need, a viewer's current roles.
 */
import type { TaleAccess, Viewer } from '@masal/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { announcements, attachments, tales, users } from '../../db/schema/index.ts';
import { findRoleIds } from '../../db/user-roles.ts';

export type AttachmentRow = typeof attachments.$inferSelect;
type NewAttachmentRow = typeof attachments.$inferInsert;
/** What the announcement rules need: who wrote it. */
export interface AnnouncementAccess {
  authorUserId: number | null;
}

const taleAccess = { userId: tales.userId, actionId: tales.actionId, editorId: tales.editorId };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The tale of attachment `id`, share-locked for the transaction: a submit or deletion waits for the change. */
async function lockedTaleOf(tx: Tx, id: number): Promise<TaleAccess | undefined> {
  const [found] = await tx
    .select({ tale: taleAccess })
    .from(attachments)
    .innerJoin(tales, eq(tales.taleId, attachments.taleId))
    .where(eq(attachments.id, id))
    .for('share', { of: tales });
  return found?.tale;
}

/**
 * All rows, and one audit entry per row, in one transaction: an upload is stored whole or not at all. The
 * owner's row is locked (FOR SHARE: other uploads go on, a deletion or a status change waits) and `check`
 * sees it as it is now (undefined once deleted) and may refuse before anything is written. `beforeCommit`
 * runs last inside the transaction (publishing the files the rows name).
 */
interface InsertInput<Owner> {
  check: (owner: Owner | undefined) => void;
  values: NewAttachmentRow[];
  auditOf: (row: AttachmentRow) => AuditEntry;
  beforeCommit: () => Promise<void>;
}

export function attachmentRepository(db: Db) {
  // Read with every full tale: built and planned once.
  const byTale = db
    .select()
    .from(attachments)
    .where(eq(attachments.taleId, sql.placeholder('taleId')))
    .orderBy(asc(attachments.id))
    .prepare('attachments_by_tale');
  const insertLocked = <Owner>(
    lockOwner: (tx: Tx) => Promise<Owner | undefined>,
    input: InsertInput<Owner>,
  ) =>
    db.transaction(async (tx) => {
      input.check(await lockOwner(tx));
      const rows = await tx.insert(attachments).values(input.values).returning();
      for (const row of rows) await writeAudit(tx, input.auditOf(row));
      await input.beforeCommit();
      return rows;
    });

  return {
    async findTale(taleId: number): Promise<TaleAccess | undefined> {
      const [row] = await db.select(taleAccess).from(tales).where(eq(tales.taleId, taleId));
      return row;
    },

    async findAnnouncement(announcementId: number): Promise<AnnouncementAccess | undefined> {
      const [row] = await db
        .select({ authorUserId: announcements.authorUserId })
        .from(announcements)
        .where(eq(announcements.announcementId, announcementId));
      return row;
    },

    listByTale(taleId: number): Promise<AttachmentRow[]> {
      return byTale.execute({ taleId });
    },

    listByAnnouncements(announcementIds: readonly number[]): Promise<AttachmentRow[]> {
      if (announcementIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(attachments)
        .where(inArray(attachments.announcementId, [...announcementIds]))
        .orderBy(asc(attachments.id));
    },

    /** The attachment with the rule fields of its owner: `tale` for a tale's, `announcement` for an announcement's. */
    async findWithOwner(
      id: number,
    ): Promise<
      | { attachment: AttachmentRow; tale: TaleAccess | null; announcement: AnnouncementAccess | null }
      | undefined
    > {
      const [row] = await db
        .select({ attachment: attachments, tale: taleAccess, authorUserId: announcements.authorUserId })
        .from(attachments)
        .leftJoin(tales, eq(tales.taleId, attachments.taleId))
        .leftJoin(announcements, eq(announcements.announcementId, attachments.announcementId))
        .where(eq(attachments.id, id));
      if (!row) return undefined;
      const { attachment, tale, authorUserId } = row;
      return {
        attachment,
        tale: attachment.taleId === null ? null : tale,
        announcement: attachment.announcementId === null ? null : { authorUserId },
      };
    },

    insertForTale(taleId: number, input: InsertInput<TaleAccess>): Promise<AttachmentRow[]> {
      return insertLocked(async (tx) => {
        const [tale] = await tx.select(taleAccess).from(tales).where(eq(tales.taleId, taleId)).for('share');
        return tale;
      }, input);
    },

    insertForAnnouncement(
      announcementId: number,
      input: InsertInput<AnnouncementAccess>,
    ): Promise<AttachmentRow[]> {
      return insertLocked(async (tx) => {
        const [announcement] = await tx
          .select({ authorUserId: announcements.authorUserId })
          .from(announcements)
          .where(eq(announcements.announcementId, announcementId))
          .for('share');
        return announcement;
      }, input);
    },

    /** The attachment a finished resumable upload became: its id, uploader and size. */
    async findByTusUploadId(
      tusUploadId: string,
    ): Promise<{ id: number; uploadedBy: number | null; size: number } | undefined> {
      const [row] = await db
        .select({ id: attachments.id, uploadedBy: attachments.uploadedBy, size: attachments.size })
        .from(attachments)
        .where(eq(attachments.tusUploadId, tusUploadId));
      return row;
    },

    /** Storage keys of every attachment row (the start-up sweep keeps these files). */
    async storageKeys(): Promise<string[]> {
      const rows = await db.select({ key: attachments.storageKey }).from(attachments);
      return rows.map((r) => r.key);
    },

    /**
     * Removes a tale's row and writes its audit entry; the caller removes the stored object after. Its tale is
     * locked as for an upload and `check` sees it as it is now (undefined once the row or tale is gone), so a
     * submit in between is not undone.
     */
    deleteOfTale(
      id: number,
      check: (tale: TaleAccess | undefined) => void,
      audit: AuditEntry,
    ): Promise<AttachmentRow | undefined> {
      return db.transaction(async (tx) => {
        check(await lockedTaleOf(tx, id));
        const [row] = await tx.delete(attachments).where(eq(attachments.id, id)).returning();
        if (row) await writeAudit(tx, audit);
        return row;
      });
    },

    /** Removes an announcement's row with its audit entry (an announcement has no state a removal races with). */
    deleteOfAnnouncement(id: number, audit: AuditEntry): Promise<AttachmentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(attachments).where(eq(attachments.id, id)).returning();
        if (row) await writeAudit(tx, audit);
        return row;
      });
    },

    /** Sets `published` of a tale's file and writes its audit entry, the tale locked and checked as for a deletion. */
    setPublished(
      id: number,
      published: boolean,
      check: (tale: TaleAccess | undefined) => void,
      auditOf: (row: AttachmentRow) => AuditEntry,
    ): Promise<AttachmentRow | undefined> {
      return db.transaction(async (tx) => {
        check(await lockedTaleOf(tx, id));
        const [row] = await tx
          .update(attachments)
          .set({ published })
          .where(eq(attachments.id, id))
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
