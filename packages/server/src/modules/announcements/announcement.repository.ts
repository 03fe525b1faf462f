/** Queries of the announcements module: announcements and who has read which. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { announcementReads, announcements, attachments, users } from '../../db/schema/index.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
type AnnouncementValues = Pick<AnnouncementRow, 'kind' | 'title' | 'body' | 'pinned'>;

/** An announcement as the lists show it: the row, its author's name and whether the reader has opened it. */
export interface ListedAnnouncement extends AnnouncementRow {
  authorNameSurname: string | null;
  read: boolean;
}

const authorName = sql<string | null>`${users.name} || ' ' || ${users.surname}`;

export function announcementRepository(db: Db) {
  /** The announcements joined with the reader's read mark and the author's name. */
  const listed = (readerUserId: number) =>
    db
      .select({
        announcement: announcements,
        authorNameSurname: authorName,
        readAt: announcementReads.readAt,
      })
      .from(announcements)
      .leftJoin(users, eq(users.userId, announcements.authorUserId))
      .leftJoin(
        announcementReads,
        and(
          eq(announcementReads.announcementId, announcements.announcementId),
          eq(announcementReads.userId, readerUserId),
        ),
      );
  const toListed = (row: {
    announcement: AnnouncementRow;
    authorNameSurname: string | null;
    readAt: Date | null;
  }): ListedAnnouncement => ({
    ...row.announcement,
    authorNameSurname: row.authorNameSurname,
    read: row.readAt !== null,
  });

  return {
    /** Pinned first, then newest first (the id breaks ties of the same instant). */
    async list(readerUserId: number, page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        listed(readerUserId)
          .orderBy(
            desc(announcements.pinned),
            desc(announcements.createdAt),
            desc(announcements.announcementId),
          )
          .limit(pageSize)
          .offset(page * pageSize),
        db.select({ n: count() }).from(announcements),
      ]);
      return { rows: rows.map(toListed), total: total?.n ?? 0 };
    },

    async find(announcementId: number, readerUserId: number): Promise<ListedAnnouncement | undefined> {
      const [row] = await listed(readerUserId).where(eq(announcements.announcementId, announcementId));
      return row && toListed(row);
    },

    async unreadCount(readerUserId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(announcements)
        .leftJoin(
          announcementReads,
          and(
            eq(announcementReads.announcementId, announcements.announcementId),
            eq(announcementReads.userId, readerUserId),
          ),
        )
        .where(isNull(announcementReads.userId));
      return row?.n ?? 0;
    },

    async markRead(announcementId: number, userId: number): Promise<void> {
      await db.insert(announcementReads).values({ announcementId, userId }).onConflictDoNothing();
    },

    /** The new announcement, read by its author already, with its audit entry. */
    create(
      values: AnnouncementValues & { authorUserId: number },
      auditOf: (row: AnnouncementRow) => AuditEntry,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(announcements).values(values).returning();
        if (!row) throw new Error('announcement not inserted');
        await tx
          .insert(announcementReads)
          .values({ announcementId: row.announcementId, userId: values.authorUserId });
        await writeAudit(tx, auditOf(row));
        return row;
      });
    },

    /** Saves when `version` is still the stored one; undefined when it is not (or the row is gone). */
    update(announcementId: number, version: number, values: AnnouncementValues, audit: AuditEntry) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(announcements)
          .set({ ...values, version: version + 1, updatedAt: new Date() })
          .where(and(eq(announcements.announcementId, announcementId), eq(announcements.version, version)))
          .returning();
        if (row) await writeAudit(tx, audit);
        return row;
      });
    },

    /** Removes it with its attachment rows and read marks; answers the storage keys to remove after. */
    remove(announcementId: number, audit: AuditEntry): Promise<string[] | undefined> {
      return db.transaction(async (tx) => {
        const files = await tx
          .select({ key: attachments.storageKey })
          .from(attachments)
          .where(eq(attachments.announcementId, announcementId));
        const [row] = await tx
          .delete(announcements)
          .where(eq(announcements.announcementId, announcementId))
          .returning({ id: announcements.announcementId });
        if (!row) return undefined;
        await writeAudit(tx, audit);
        return files.map((f) => f.key);
      });
    },
  };
}
export type AnnouncementRepository = ReturnType<typeof announcementRepository>;
