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
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { foldedSql } from '../../db/fold.ts';
import {
  sourcePersons,
  taleAttachments,
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

/** What a list statement's SQL depends on; the viewer, owner, statuses, search and page are bound to it. */
interface ListShape {
  staff: boolean;
  owner: boolean;
  statuses: boolean;
  search: boolean;
  sort: TaleSortField;
  order: 'asc' | 'desc';
}

/** Who may appear in a list (see ListScope) and the filters, with placeholders for the values. */
const listWhere = (shape: ListShape) =>
  and(
    or(
      eq(tales.userId, sql.placeholder('viewerUserId')),
      shape.staff ? sql`${tales.actionId} <> ${ACTION.draft}` : undefined,
      eq(tales.actionId, ACTION.published),
    ),
    shape.owner ? eq(tales.userId, sql.placeholder('ownerUserId')) : undefined,
    shape.statuses ? sql`${tales.actionId} = any(${sql.placeholder('actionIds')}::smallint[])` : undefined,
    shape.search ? sql`${foldedName} like ${sql.placeholder('pattern')}` : undefined,
  );

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

  /**
   * A list's page and count statements, prepared once per shape: the busiest call skips building its SQL,
   * and on PostgreSQL planning it, on every request.
   */
  const prepareList = (shape: ListShape, name: string) => {
    const where = listWhere(shape);
    const direction = shape.order === 'asc' ? asc : desc;
    return {
      page: db
        .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(tales)
        .innerJoin(users, eq(users.userId, tales.userId))
        .where(where)
        .orderBy(direction(SORT_COLUMNS[shape.sort]), desc(tales.taleId))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`tale_list_${name}`),
      count: db.select({ total: count() }).from(tales).where(where).prepare(`tale_count_${name}`),
    };
  };
  const listStatements = new Map<string, ReturnType<typeof prepareList>>();

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

    /**
     * Deletes a draft with its source person and attachment rows; answers the storage keys of the rows it
     * deleted (the caller removes those files after the commit), or null when it is no longer a draft.
     * The tale row is locked first: a submit (UPDATE … WHERE action_id = 1) or an upload (FOR SHARE) waits
     * for this transaction, and this one waits for them and then sees the tale and its rows as they left it.
     */
    async deleteDraft(taleId: number, audit: AuditEntry): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ sourcePersonId: tales.sourcePersonId })
          .from(tales)
          .where(and(eq(tales.taleId, taleId), eq(tales.actionId, ACTION.draft)))
          .for('update');
        if (!row) return null;
        const files = await tx
          .delete(taleAttachments)
          .where(eq(taleAttachments.taleId, taleId))
          .returning({ storageKey: taleAttachments.storageKey });
        await tx.delete(tales).where(eq(tales.taleId, taleId));
        if (row.sourcePersonId) {
          await tx.delete(sourcePersons).where(eq(sourcePersons.sourcePersonId, row.sourcePersonId));
        }
        await writeAudit(tx, audit);
        return files.map((f) => f.storageKey);
      });
    },

    /**
     * One page with the number of matching tales, in one statement (`count(*) over ()`): the list is the
     * busiest call and every statement queues on the database (issue 9, item 17). A page past the end has
     * no row to carry the total, so only then is it counted on its own.
     */
    async list(scope: ListScope, options: ListOptions) {
      const shape: ListShape = {
        staff: scope.staff,
        owner: scope.ownerUserId !== undefined,
        statuses: Boolean(options.actionIds?.length),
        search: Boolean(options.q),
        sort: options.sort,
        order: options.order,
      };
      const name = `${+shape.staff}${+shape.owner}${+shape.statuses}${+shape.search}_${shape.sort}_${shape.order}`;
      let statements = listStatements.get(name);
      if (!statements) {
        statements = prepareList(shape, name);
        listStatements.set(name, statements);
      }
      const values = {
        viewerUserId: scope.viewerUserId,
        ownerUserId: scope.ownerUserId,
        actionIds: options.actionIds,
        pattern: options.q && `%${escapeLike(foldTr(options.q))}%`,
        limit: options.pageSize,
        offset: options.page * options.pageSize,
      };
      const page = await statements.page.execute(values);
      const total =
        page[0]?.total ?? (options.page > 0 ? ((await statements.count.execute(values))[0]?.total ?? 0) : 0);
      // Each row still carries the total; toTaleSummary picks the answer's fields.
      return { rows: page, total };
    },
  };
}
export type TaleRepository = ReturnType<typeof taleRepository>;
export type TaleRow = NonNullable<Awaited<ReturnType<TaleRepository['find']>>>;
