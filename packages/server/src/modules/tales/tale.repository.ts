/** Tale queries only: rows, source persons, history, lists. Rules live in tale.service.ts. */
import { ACTION, sortKeyTr, type TaleData } from '@masal/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
import { taleListRepository } from './tale-list.repository.ts';

export type SourcePersonRow = typeof sourcePersons.$inferSelect;

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
  lastNote: tales.lastNote,
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

export function taleRepository(db: Db) {
  const selectTale = (executor: Db = db) =>
    executor
      .select(taleColumns)
      .from(tales)
      .innerJoin(users, eq(users.userId, tales.userId))
      .leftJoin(taleGroups, eq(taleGroups.groupId, tales.groupId))
      .leftJoin(taleSubgroups, eq(taleSubgroups.subGroupId, tales.subGroupId));

  return {
    ...taleListRepository(db),

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
            // The lists show the latest note; a transition without one leaves it as it was.
            ...(input.note ? { lastNote: input.note } : {}),
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
  };
}
export type TaleRepository = ReturnType<typeof taleRepository>;
export type TaleRow = NonNullable<Awaited<ReturnType<TaleRepository['find']>>>;
