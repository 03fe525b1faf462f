/** Tale queries only: rows, source persons, edits, lists (the transitions are the workflow's). Rules live in tale.service.ts. */
import { ACTION, sortKeyTr, type TaleData } from '@masal/shared';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import {
  attachments,
  sourcePersons,
  taleGroups,
  taleRevisions,
  taleSubgroups,
  tales,
  users,
} from '../../db/schema/index.ts';
import { taleTypeColumns } from '../../db/tale-type.ts';
import { taleHistoryRepository } from './tale-history.repository.ts';
import { taleListRepository } from './tale-list.repository.ts';
import type { TextSavedHooks } from './text-saved.ts';

export type SourcePersonRow = typeof sourcePersons.$inferSelect;
/** What an editor (at 3) or an editor assistant (at 6, 7, 9) changes; the compiler's fields stay as stored. */
export type EditorialFields = Partial<
  Pick<typeof tales.$inferInsert, 'groupId' | 'subGroupId' | 'taleTextEnd' | 'contextProperties'>
>;

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
  subGroupId: tales.subGroupId,
  ...taleTypeColumns,
  actionId: tales.actionId,
  editorId: tales.editorId,
  numberOfWord: tales.numberOfWord,
  sourcePersonId: tales.sourcePersonId,
  lastNote: tales.lastNote,
  ownerNote: tales.ownerNote,
  version: tales.version,
  createdAt: tales.createdAt,
  updatedAt: tales.updatedAt,
  submittedAt: tales.submittedAt,
};

/** The columns of the tales table a create or update writes (source person apart). */
function taleValues(data: TaleData, numberOfWord: number) {
  const { sourcePerson: _sourcePerson, ...fields } = data;
  return { ...fields, taleNameKey: sortKeyTr(data.taleName), numberOfWord };
}

export function taleRepository(db: Db, textSaved: TextSavedHooks) {
  const selectTale = (executor: Db = db) =>
    executor
      .select(taleColumns)
      .from(tales)
      .innerJoin(users, eq(users.userId, tales.userId))
      .leftJoin(taleGroups, eq(taleGroups.groupId, tales.groupId))
      .leftJoin(taleSubgroups, eq(taleSubgroups.subGroupId, tales.subGroupId));

  // The full answer (preview, PDF, every save) in one round trip, its SQL built and planned once: read per
  // request, the statement's building and the extra round trip cost more than the database's work.
  const findWithPerson = db
    .select({ ...taleColumns, sourcePerson: getTableColumns(sourcePersons) })
    .from(tales)
    .innerJoin(users, eq(users.userId, tales.userId))
    .leftJoin(taleGroups, eq(taleGroups.groupId, tales.groupId))
    .leftJoin(taleSubgroups, eq(taleSubgroups.subGroupId, tales.subGroupId))
    .leftJoin(sourcePersons, eq(sourcePersons.sourcePersonId, tales.sourcePersonId))
    .where(eq(tales.taleId, sql.placeholder('taleId')))
    .prepare('tale_find_with_person');

  return {
    ...taleListRepository(db),
    ...taleHistoryRepository(db),

    async find(taleId: number, executor: Db = db) {
      const [row] = await selectTale(executor).where(eq(tales.taleId, taleId));
      return row;
    },

    /** The tale and its source person (null when it has none). */
    async findWithPerson(taleId: number) {
      const [row] = await findWithPerson.execute({ taleId });
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
        await textSaved.run(tx, row.taleId, data.taleText);
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
        await textSaved.run(tx, taleId, data.taleText);
        await writeAudit(tx, audit);
        return true;
      });
    },

    /**
     * The editor's change at 3 or an editor assistant's at 6, 7, 9: only these columns, and only while the tale
     * still has `version` and `actionId`. With `revisionBy` the saved text is kept as a revision; the first one
     * also keeps the text as it stood before (by the tale's editor), so every save compares with the approved text.
     */
    async updateEditorial(
      taleId: number,
      expected: { version: number; actionId: number },
      fields: EditorialFields,
      numberOfWord: number,
      audit: AuditEntry,
      revisionBy?: number,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            taleTextEnd: tales.taleTextEnd,
            contextProperties: tales.contextProperties,
            editorId: tales.editorId,
            updatedAt: tales.updatedAt,
          })
          .from(tales)
          .where(
            and(
              eq(tales.taleId, taleId),
              eq(tales.version, expected.version),
              eq(tales.actionId, expected.actionId),
            ),
          )
          .for('update');
        if (!before) return false;
        const now = new Date();
        await tx
          .update(tales)
          .set({ ...fields, numberOfWord, version: sql`${tales.version} + 1`, updatedAt: now })
          .where(eq(tales.taleId, taleId));
        if (revisionBy !== undefined) {
          const [earlier] = await tx
            .select({ id: taleRevisions.revisionId })
            .from(taleRevisions)
            .where(eq(taleRevisions.taleId, taleId))
            .limit(1);
          await tx.insert(taleRevisions).values([
            ...(earlier
              ? []
              : [
                  {
                    taleId,
                    userId: before.editorId,
                    taleTextEnd: before.taleTextEnd,
                    contextProperties: before.contextProperties,
                    at: before.updatedAt,
                  },
                ]),
            {
              taleId,
              userId: revisionBy,
              taleTextEnd: fields.taleTextEnd,
              contextProperties: fields.contextProperties,
              at: now,
            },
          ]);
        }
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
          .delete(attachments)
          .where(eq(attachments.taleId, taleId))
          .returning({ storageKey: attachments.storageKey });
        await tx.delete(tales).where(eq(tales.taleId, taleId));
        if (row.sourcePersonId) {
          await tx.delete(sourcePersons).where(eq(sourcePersons.sourcePersonId, row.sourcePersonId));
        }
        await writeAudit(tx, audit);
        return files.map((f) => f.storageKey);
      });
    },
  };
}
export type TaleRepository = ReturnType<typeof taleRepository>;
export type TaleRow = NonNullable<Awaited<ReturnType<TaleRepository['find']>>>;
