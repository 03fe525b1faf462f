/** Tale queries only: rows, source persons, history, lists. Rules live in tale.service.ts. */
import {
  ACTION,
  compareTr,
  foldTr,
  PROVINCES,
  REGIONS,
  sortKeyTr,
  type TaleData,
  type TaleSortField,
} from '@masal/shared';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { foldedSql } from '../../db/fold.ts';
import {
  sourcePersons,
  taleGroups,
  taleHistory,
  taleSubgroups,
  tales,
  users,
} from '../../db/schema/index.ts';
import { type AuditEntry, writeAudit } from '../audit/audit.repository.ts';

export type SourcePersonRow = typeof sourcePersons.$inferSelect;

/** Who may appear in a list: the viewer's own tales, every non-draft for staff, published ones for all. */
export interface ListScope {
  viewerUserId: number;
  staff: boolean;
  /** Only this user's tales (GET /tales/userId/{id}). */
  ownerUserId?: number;
}

export interface ListOptions {
  page: number;
  pageSize: number;
  sort: TaleSortField;
  order: 'asc' | 'desc';
  actionIds?: number[] | undefined;
  q?: string | undefined;
}

/** The latest workflow note of a tale (e.g. the editor's revision request). */
const lastNote = sql<string | null>`(
  select ${taleHistory.note} from ${taleHistory}
  where ${taleHistory.taleId} = ${tales.taleId} and ${taleHistory.note} is not null
  order by ${taleHistory.at} desc, ${taleHistory.historyId} desc limit 1)`;

const authorNameSurname = sql<string>`${users.name} || ' ' || ${users.surname}`;

const taleColumns = {
  taleId: tales.taleId,
  userId: tales.userId,
  authorNameSurname,
  taleName: tales.taleName,
  copyrightStatus: tales.copyrightStatus,
  area: tales.area,
  city: tales.city,
  taleSource: tales.taleSource,
  taleSourceText: tales.taleSourceText,
  sourceType: tales.sourceType,
  taleText: tales.taleText,
  taleTextEnd: tales.taleTextEnd,
  contextProperties: tales.contextProperties,
  compilerNameSurname: tales.compilerNameSurname,
  compilerJob: tales.compilerJob,
  whereToCompile: tales.whereToCompile,
  compilerPlaceOfBirth: tales.compilerPlaceOfBirth,
  compilerBirthDate: tales.compilerBirthDate,
  compilerEducationLevel: tales.compilerEducationLevel,
  compilerExplanation: tales.compilerExplanation,
  groupId: tales.groupId,
  groupName: taleGroups.name,
  subGroupId: tales.subGroupId,
  subGroupName: taleSubgroups.name,
  actionId: tales.actionId,
  editorId: tales.editorId,
  numberOfWord: tales.numberOfWord,
  sourcePersonId: tales.sourcePersonId,
  lastNote,
  version: tales.version,
  createdAt: tales.createdAt,
  updatedAt: tales.updatedAt,
  submittedAt: tales.submittedAt,
};

const summaryColumns = {
  taleId: tales.taleId,
  userId: tales.userId,
  authorNameSurname,
  taleName: tales.taleName,
  area: tales.area,
  city: tales.city,
  actionId: tales.actionId,
  editorId: tales.editorId,
  numberOfWord: tales.numberOfWord,
  lastNote,
  version: tales.version,
  createdAt: tales.createdAt,
  updatedAt: tales.updatedAt,
  submittedAt: tales.submittedAt,
};

/** Regions and provinces sort by their place in the Turkish alphabet, whatever the database's collation. */
const byTurkishName = (column: AnyPgColumn, names: readonly string[]) => {
  const ordered = [...names].sort(compareTr);
  return sql`array_position(array[${sql.join(
    ordered.map((n) => sql`${n}`),
    sql`, `,
  )}]::text[], ${column})`;
};

const SORT_COLUMNS: Record<TaleSortField, SQL | AnyPgColumn> = {
  taleName: sql`${tales.taleNameKey} collate "C"`,
  actionId: tales.actionId,
  area: byTurkishName(tales.area, REGIONS),
  city: byTurkishName(
    tales.city,
    PROVINCES.map((p) => p.name),
  ),
  numberOfWord: tales.numberOfWord,
  createdAt: tales.createdAt,
  updatedAt: tales.updatedAt,
  submittedAt: tales.submittedAt,
};

/** Folded like foldTr, so "cobanin" finds "Çobanın" and "istanbul" finds "İSTANBUL". */
const foldedName = foldedSql(tales.taleName);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns of the tales table a create or update writes (source person apart). */
function taleValues(data: TaleData, numberOfWord: number) {
  const { sourcePerson: _sourcePerson, ...fields } = data;
  return { ...fields, taleNameKey: sortKeyTr(data.taleName), numberOfWord };
}

export function taleRepository(db: Db) {
  const selectTale = (executor: Db = db) =>
    executor
      .select(taleColumns)
      .from(tales)
      .innerJoin(users, eq(users.userId, tales.userId))
      .leftJoin(taleGroups, eq(taleGroups.groupId, tales.groupId))
      .leftJoin(taleSubgroups, eq(taleSubgroups.subGroupId, tales.subGroupId));

  return {
    async find(taleId: number, executor: Db = db) {
      const [row] = await selectTale(executor).where(eq(tales.taleId, taleId));
      return row;
    },

    async findSourcePerson(sourcePersonId: number) {
      const [row] = await db
        .select()
        .from(sourcePersons)
        .where(eq(sourcePersons.sourcePersonId, sourcePersonId));
      return row;
    },

    /** The tale a source person belongs to (for the visibility check of GET /sourcePersons/{id}). */
    async findBySourcePerson(sourcePersonId: number) {
      const [row] = await db
        .select({
          taleId: tales.taleId,
          userId: tales.userId,
          actionId: tales.actionId,
          editorId: tales.editorId,
        })
        .from(tales)
        .where(eq(tales.sourcePersonId, sourcePersonId));
      return row;
    },

    /** Inserts the draft and the audit entry `auditOf(taleId)` in one transaction. */
    async insert(
      userId: number,
      data: TaleData,
      numberOfWord: number,
      auditOf: (taleId: number) => AuditEntry,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        let sourcePersonId: number | null = null;
        if (data.sourcePerson) {
          const [person] = await tx
            .insert(sourcePersons)
            .values(data.sourcePerson)
            .returning({ id: sourcePersons.sourcePersonId });
          sourcePersonId = person?.id ?? null;
        }
        const [row] = await tx
          .insert(tales)
          .values({ ...taleValues(data, numberOfWord), userId, sourcePersonId })
          .returning({ taleId: tales.taleId });
        if (!row) throw new Error('tale insert returned nothing');
        await writeAudit(tx, auditOf(row.taleId));
        return row.taleId;
      });
    },

    /**
     * Writes the tale only if it still has `version` and `actionId`; false when someone (or a workflow step)
     * changed it meanwhile, so nothing is overwritten silently. The audit entry is written with the change.
     */
    async update(
      taleId: number,
      expected: { version: number; actionId: number },
      data: TaleData,
      numberOfWord: number,
      audit: AuditEntry,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(tales)
          .set({
            ...taleValues(data, numberOfWord),
            version: sql`${tales.version} + 1`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(tales.taleId, taleId),
              eq(tales.version, expected.version),
              eq(tales.actionId, expected.actionId),
            ),
          )
          .returning({ sourcePersonId: tales.sourcePersonId });
        if (!row) return false;
        if (data.sourcePerson && row.sourcePersonId) {
          await tx
            .update(sourcePersons)
            .set(data.sourcePerson)
            .where(eq(sourcePersons.sourcePersonId, row.sourcePersonId));
        } else if (data.sourcePerson) {
          const [person] = await tx
            .insert(sourcePersons)
            .values(data.sourcePerson)
            .returning({ id: sourcePersons.sourcePersonId });
          await tx.update(tales).set({ sourcePersonId: person?.id }).where(eq(tales.taleId, taleId));
        }
        await writeAudit(tx, audit);
        return true;
      });
    },

    /** Moves the tale from one status to another and records it; false when it was no longer at `from`. */
    async transition(
      input: {
        taleId: number;
        from: number;
        to: number;
        actorUserId: number;
        note?: string | undefined;
      },
      audit: AuditEntry,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(tales)
          .set({
            actionId: input.to,
            version: sql`${tales.version} + 1`,
            updatedAt: new Date(),
            ...(input.from === ACTION.draft ? { submittedAt: new Date() } : {}),
          })
          .where(and(eq(tales.taleId, input.taleId), eq(tales.actionId, input.from)))
          .returning({ taleId: tales.taleId });
        if (!row) return false;
        await tx.insert(taleHistory).values({
          taleId: input.taleId,
          actorUserId: input.actorUserId,
          fromActionId: input.from,
          toActionId: input.to,
          note: input.note || null,
        });
        await writeAudit(tx, audit);
        return true;
      });
    },

    /** Deletes a draft with its source person; false when it is no longer a draft. */
    async deleteDraft(taleId: number, audit: AuditEntry): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(tales)
          .where(and(eq(tales.taleId, taleId), eq(tales.actionId, ACTION.draft)))
          .returning({ sourcePersonId: tales.sourcePersonId });
        if (!row) return false;
        if (row.sourcePersonId) {
          await tx.delete(sourcePersons).where(eq(sourcePersons.sourcePersonId, row.sourcePersonId));
        }
        await writeAudit(tx, audit);
        return true;
      });
    },

    async list(scope: ListScope, options: ListOptions) {
      const visible = or(
        eq(tales.userId, scope.viewerUserId),
        scope.staff ? sql`${tales.actionId} <> ${ACTION.draft}` : undefined,
        eq(tales.actionId, ACTION.published),
      );
      const conditions: (SQL | undefined)[] = [visible];
      if (scope.ownerUserId !== undefined) conditions.push(eq(tales.userId, scope.ownerUserId));
      if (options.actionIds?.length) conditions.push(inArray(tales.actionId, options.actionIds));
      if (options.q) conditions.push(sql`${foldedName} like ${`%${escapeLike(foldTr(options.q))}%`}`);
      const where = and(...conditions);

      const direction = options.order === 'asc' ? asc : desc;
      const [rows, totals] = await Promise.all([
        db
          .select(summaryColumns)
          .from(tales)
          .innerJoin(users, eq(users.userId, tales.userId))
          .where(where)
          .orderBy(direction(SORT_COLUMNS[options.sort]), desc(tales.taleId))
          .limit(options.pageSize)
          .offset(options.page * options.pageSize),
        db.select({ total: count() }).from(tales).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}
export type TaleRepository = ReturnType<typeof taleRepository>;
export type TaleRow = NonNullable<Awaited<ReturnType<TaleRepository['find']>>>;
