/** Queries of the person's own data under KVKK: the export's reads and the deletion request. */
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { paymentColumns, toPayment } from '../../db/payment-columns.ts';
import {
  auditLog,
  institutions,
  payments,
  sourcePersons,
  attachments as taleAttachments,
  taleGroups,
  taleHistory,
  taleSubgroups,
  tales,
  users,
} from '../../db/schema/index.ts';
import { taleTypeColumns } from '../../db/tale-type.ts';
import { findRoleIds } from '../../db/user-roles.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The audit rows about the person's account, and the ones they made themselves. */
const auditOf = (userId: number): SQL | undefined =>
  or(
    and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId))),
    eq(auditLog.actorUserId, userId),
  );

async function readAll(tx: Tx, userId: number) {
  const [account] = await tx
    .select({ user: users, institutionName: institutions.name })
    .from(users)
    .innerJoin(institutions, eq(institutions.institutionId, users.institutionId))
    .where(eq(users.userId, userId));
  if (!account) return undefined;
  const taleRows = await tx
    .select({
      tale: tales,
      ...taleTypeColumns,
      sourcePerson: sourcePersons,
    })
    .from(tales)
    .leftJoin(taleGroups, eq(taleGroups.groupId, tales.groupId))
    .leftJoin(taleSubgroups, eq(taleSubgroups.subGroupId, tales.subGroupId))
    .leftJoin(sourcePersons, eq(sourcePersons.sourcePersonId, tales.sourcePersonId))
    .where(eq(tales.userId, userId))
    .orderBy(asc(tales.taleId));
  const taleIds = taleRows.map((r) => r.tale.taleId);
  const [history, attachments, audit, paymentRows] = await Promise.all([
    taleIds.length === 0
      ? []
      : tx
          .select({
            taleId: taleHistory.taleId,
            fromActionId: taleHistory.fromActionId,
            toActionId: taleHistory.toActionId,
            note: taleHistory.note,
            noteForOwner: taleHistory.noteForOwner,
            at: taleHistory.at,
          })
          .from(taleHistory)
          .where(inArray(taleHistory.taleId, taleIds))
          .orderBy(asc(taleHistory.at), asc(taleHistory.historyId)),
    taleIds.length === 0
      ? []
      : tx
          .select({
            id: taleAttachments.id,
            // Not null: only the tales' rows are read.
            taleId: sql<number>`${taleAttachments.taleId}`,
            type: taleAttachments.type,
            fileName: taleAttachments.fileName,
            mimeType: taleAttachments.mimeType,
            size: taleAttachments.size,
            createdAt: taleAttachments.createdAt,
          })
          .from(taleAttachments)
          .where(inArray(taleAttachments.taleId, taleIds))
          .orderBy(asc(taleAttachments.taleId), asc(taleAttachments.id)),
    tx.select().from(auditLog).where(auditOf(userId)).orderBy(asc(auditLog.at), asc(auditLog.auditId)),
    tx
      .select(paymentColumns)
      .from(payments)
      .innerJoin(tales, eq(tales.taleId, payments.taleId))
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt), asc(payments.paymentId)),
  ]);
  return {
    ...account,
    roleIds: await findRoleIds(tx, userId),
    taleRows,
    history,
    attachments,
    audit,
    payments: paymentRows.map(toPayment),
  };
}
export type PersonalData = NonNullable<Awaited<ReturnType<typeof readAll>>>;

export function personalDataRepository(db: Db) {
  return {
    /**
     * Everything stored about the person, read in one transaction with the `user.export` audit row: the
     * file and its record exist together. Undefined when the account is gone.
     */
    readForExport: (userId: number, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        const data = await readAll(tx, userId);
        if (data) await writeAudit(tx, audit);
        return data;
      }),

    async deletionRequestedAt(userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: users.deletionRequestedAt })
        .from(users)
        .where(eq(users.userId, userId));
      return row?.at ?? null;
    },

    /**
     * Records the request once: a second one changes nothing and writes no audit row. Answers when the
     * pending request was made.
     */
    requestDeletion: (userId: number, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        const [set] = await tx
          .update(users)
          .set({ deletionRequestedAt: sql`now()` })
          .where(and(eq(users.userId, userId), isNull(users.deletionRequestedAt), isNull(users.anonymizedAt)))
          .returning({ at: users.deletionRequestedAt });
        if (set?.at) {
          await writeAudit(tx, audit);
          return set.at;
        }
        const [row] = await tx
          .select({ at: users.deletionRequestedAt })
          .from(users)
          .where(eq(users.userId, userId));
        return row?.at ?? null;
      }),
  };
}
export type PersonalDataRepository = ReturnType<typeof personalDataRepository>;
