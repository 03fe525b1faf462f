/**
 * The open archive's queries: published tales with what their public record carries, and the publication
 * records (tale_publications) OAI-PMH lists, withdrawn ones included. "Published" is one condition,
 * publicTaleSql (TALE_VISIBILITY's `everyone`) on the tale's status, with the record not withdrawn; nothing
 * that must not be shown is read: the narrator's name leaves the database only where they agreed to be named.
 */
import { SOURCE_TYPE } from '@masal/shared';
import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  min,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { istanbulMidnight } from '../../db/istanbul-day.ts';
import {
  attachments,
  sourcePersons,
  taleAbstracts,
  taleGroups,
  talePublications,
  taleSubgroups,
  tales,
} from '../../db/schema/index.ts';
import { taleTypeColumns } from '../../db/tale-type.ts';
import { publicTaleSql } from '../../db/tale-visibility.ts';

/** Rows a download reads at a time: a file of any size holds one batch in memory. */
const BATCH = 500;

/** Published now: public by its status, and its publication record not withdrawn. */
const published = and(publicTaleSql(tales.actionId), isNull(talePublications.withdrawnAt));

const recordColumns = {
  taleId: tales.taleId,
  taleName: tales.taleName,
  // The text to publish, the main text while that is empty (as the word count reads it, decisions.md).
  text: sql<string | null>`coalesce(nullif(${tales.taleTextEnd}, ''), ${tales.taleText})`,
  abstract: taleAbstracts.text,
  ...taleTypeColumns,
  groupId: tales.groupId,
  area: tales.area,
  city: tales.city,
  complationDate: sourcePersons.complationDate,
  compilerNameSurname: tales.compilerNameSurname,
  narratorNameSurname: sql<string | null>`case when ${sourcePersons.nameConsent}
    and ${tales.sourceType} = ${SOURCE_TYPE.person} then ${sourcePersons.nameSurname} end`,
  publishedAt: talePublications.publishedAt,
  datestamp: talePublications.datestamp,
};

/** The tales published in these Istanbul days, both inclusive. */
export interface PublicationDays {
  from?: string | undefined;
  until?: string | undefined;
}

const inDays = ({ from, until }: PublicationDays): SQL | undefined =>
  and(
    from ? gte(talePublications.publishedAt, istanbulMidnight(from)) : undefined,
    until ? lt(talePublications.publishedAt, istanbulMidnight(until, 1)) : undefined,
  );

/** One of OAI-PMH's sets: a region (any, or one) or a tale type group (any, or one). */
export type HarvestSet = { region: string | null } | { groupId: number | null };

/** OAI-PMH's selection: datestamps from and before (both instants), a set. */
export interface HarvestFilter {
  from: Date | undefined;
  /** Exclusive: the protocol's inclusive `until` plus its granularity's step. */
  before: Date | undefined;
  set: HarvestSet | undefined;
}

function inSet(set: HarvestSet): SQL {
  if ('region' in set) return set.region === null ? isNotNull(tales.area) : eq(tales.area, set.region);
  return set.groupId === null ? isNotNull(tales.groupId) : eq(tales.groupId, set.groupId);
}

const harvested = (f: HarvestFilter): SQL | undefined =>
  and(
    f.from ? gte(talePublications.datestamp, f.from) : undefined,
    f.before ? lt(talePublications.datestamp, f.before) : undefined,
    f.set ? inSet(f.set) : undefined,
  );

export function openDataRepository(db: Db) {
  const records = () =>
    db
      .select(recordColumns)
      .from(talePublications)
      .innerJoin(tales, eq(tales.taleId, talePublications.taleId))
      .leftJoin(taleGroups, eq(taleGroups.groupId, tales.groupId))
      .leftJoin(taleSubgroups, eq(taleSubgroups.subGroupId, tales.subGroupId))
      .leftJoin(sourcePersons, eq(sourcePersons.sourcePersonId, tales.sourcePersonId))
      .leftJoin(taleAbstracts, eq(taleAbstracts.taleId, tales.taleId));

  /** A publication record, and whether its tale is published now (false: withdrawn, or its row is gone). */
  const headers = () =>
    db
      .select({
        taleId: talePublications.taleId,
        datestamp: talePublications.datestamp,
        published: sql<boolean>`coalesce(${published}, false)`,
        area: tales.area,
        groupId: tales.groupId,
      })
      .from(talePublications)
      .leftJoin(tales, eq(tales.taleId, talePublications.taleId));

  return {
    /** One page of the published tales, in id order, and how many there are. */
    async page(days: PublicationDays, offset: number, limit: number) {
      const where = and(published, inDays(days));
      const [rows, [total]] = await Promise.all([
        records().where(where).orderBy(asc(tales.taleId)).offset(offset).limit(limit),
        db
          .select({ n: count() })
          .from(talePublications)
          .innerJoin(tales, eq(tales.taleId, talePublications.taleId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Every published tale of the days, batch by batch in id order (keyset). */
    async *batches(days: PublicationDays) {
      let afterId = 0;
      for (;;) {
        const batch = await records()
          .where(and(published, inDays(days), gt(tales.taleId, afterId)))
          .orderBy(asc(tales.taleId))
          .limit(BATCH);
        if (batch.length > 0) yield batch;
        if (batch.length < BATCH) return;
        afterId = batch[batch.length - 1]?.taleId ?? afterId;
      }
    },

    /** The published tales among these ids, with their records. */
    publishedAmong(taleIds: readonly number[]) {
      if (taleIds.length === 0) return Promise.resolve([]);
      return records().where(and(published, inArray(tales.taleId, [...taleIds])));
    },

    /** The files published with these (published) tales, in upload order. */
    attachmentsOf(taleIds: readonly number[]) {
      if (taleIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: attachments.id,
          taleId: attachments.taleId,
          type: attachments.type,
          fileName: attachments.fileName,
          mimeType: attachments.mimeType,
          size: attachments.size,
        })
        .from(attachments)
        .where(and(inArray(attachments.taleId, [...taleIds]), eq(attachments.published, true)))
        .orderBy(asc(attachments.id));
    },

    /** A page of publication records after `afterId`, in id order, and how many the selection holds. */
    async harvest(filter: HarvestFilter, afterId: number, limit: number) {
      const where = harvested(filter);
      const [rows, [total]] = await Promise.all([
        headers()
          .where(and(where, gt(talePublications.taleId, afterId)))
          .orderBy(asc(talePublications.taleId))
          .limit(limit),
        db
          .select({ n: count() })
          .from(talePublications)
          .leftJoin(tales, eq(tales.taleId, talePublications.taleId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One publication record; undefined for a tale never published. */
    async header(taleId: number) {
      const [row] = await headers().where(eq(talePublications.taleId, taleId));
      return row;
    },

    /** The oldest datestamp there is; undefined before the first publication. */
    async earliestDatestamp(): Promise<Date | undefined> {
      const [row] = await db.select({ at: min(talePublications.datestamp) }).from(talePublications);
      return row?.at ?? undefined;
    },

    /** The tale type groups, in the editors' order: OAI-PMH's type sets. */
    typeGroups() {
      return db
        .select({ groupId: taleGroups.groupId, name: taleGroups.name })
        .from(taleGroups)
        .orderBy(asc(taleGroups.position), asc(taleGroups.groupId));
    },
  };
}
export type OpenDataRepository = ReturnType<typeof openDataRepository>;
export type PublishedTaleRow = Awaited<ReturnType<OpenDataRepository['page']>>['rows'][number];
export type PublishedAttachmentRow = Awaited<ReturnType<OpenDataRepository['attachmentsOf']>>[number];
