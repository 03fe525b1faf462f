/**
 * The reading room's own reads, each of published tales only (publicTaleSql on the tale's status and its
 * publication not withdrawn): a tale page's validator (its name and last change), the sitemap's addresses in id
 * order, and a file published with a published tale. Records, search and counts come from the areas that own
 * them (app.openData, app.publicSearch, app.statistics).
 */
import { and, asc, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { attachments, talePublications, tales } from '../../db/schema/index.ts';
import { publicTaleSql } from '../../db/tale-visibility.ts';

/** Sitemap rows read at a time. */
const BATCH = 5000;

const published = and(publicTaleSql(tales.actionId), isNull(talePublications.withdrawnAt));

export interface SitemapRow {
  taleId: number;
  taleName: string;
  modifiedAt: Date;
}

export function readingRoomRepository(db: Db) {
  const addresses = () =>
    db
      .select({ taleId: tales.taleId, taleName: tales.taleName, modifiedAt: talePublications.datestamp })
      .from(talePublications)
      .innerJoin(tales, eq(tales.taleId, talePublications.taleId));

  return {
    /** A published tale's name and last change (its page's validator); undefined for any other id. */
    async pageHead(taleId: number): Promise<SitemapRow | undefined> {
      const [row] = await addresses().where(and(published, eq(tales.taleId, taleId)));
      return row;
    },

    /**
     * How many tales are published, and the latest change of any publication record (a publication, an edit,
     * a withdrawal): together they change whenever the sitemap does.
     */
    async sitemapState(): Promise<{ total: number; changedAt: Date | null }> {
      const [row] = await db
        .select({
          total: count(sql`case when ${published} then 1 end`),
          changedAt: max(talePublications.datestamp),
        })
        .from(talePublications)
        .leftJoin(tales, eq(tales.taleId, talePublications.taleId));
      return { total: row?.total ?? 0, changedAt: row?.changedAt ?? null };
    },

    /** `limit` published tales from the `skip`-th on, in id order, a batch at a time (keyset). */
    async *sitemapRows(skip: number, limit: number): AsyncGenerator<SitemapRow[]> {
      const [first] = await db
        .select({ taleId: tales.taleId })
        .from(talePublications)
        .innerJoin(tales, eq(tales.taleId, talePublications.taleId))
        .where(published)
        .orderBy(asc(tales.taleId))
        .offset(skip)
        .limit(1);
      if (!first) return;
      let afterId = first.taleId - 1;
      let left = limit;
      while (left > 0) {
        const batch = await addresses()
          .where(and(published, gt(tales.taleId, afterId)))
          .orderBy(asc(tales.taleId))
          .limit(Math.min(BATCH, left));
        if (batch.length > 0) yield batch;
        if (batch.length < Math.min(BATCH, left)) return;
        left -= batch.length;
        afterId = batch[batch.length - 1]?.taleId ?? afterId;
      }
    },

    /** A file published with a published tale, with what sending it needs; undefined for any other. */
    async publicFile(id: number) {
      const [row] = await db
        .select({
          storageKey: attachments.storageKey,
          fileName: attachments.fileName,
          mimeType: attachments.mimeType,
          sha256: attachments.sha256,
        })
        .from(attachments)
        .innerJoin(tales, eq(tales.taleId, attachments.taleId))
        .innerJoin(talePublications, eq(talePublications.taleId, tales.taleId))
        .where(and(eq(attachments.id, id), eq(attachments.published, true), published));
      return row;
    },
  };
}
export type ReadingRoomRepository = ReturnType<typeof readingRoomRepository>;
