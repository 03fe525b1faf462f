/**
 * The advisory board's one record per tale (advisory_board_approvals), written by the advisory board transition's
 * transaction (workflow/transition.repository.ts); here it is read, listed for the advisory board's screen, or
 * deleted.
 */
import { ACTION, type AdvisoryBoardListScope } from '@masal/shared';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AuditEntry, writeAudit } from '../../db/audit-row.ts';
import type { Db } from '../../db/db.ts';
import { queueColumns, waitingSince } from '../../db/queue-columns.ts';
import { advisoryBoardApprovals, taleGroups, taleSubgroups, tales, users } from '../../db/schema/index.ts';
import { findTaleAccess } from '../../db/tale-access.ts';

const member = alias(users, 'member');

const approvalColumns = {
  approvalId: advisoryBoardApprovals.approvalId,
  taleId: advisoryBoardApprovals.taleId,
  decision: advisoryBoardApprovals.decision,
  memberUserId: advisoryBoardApprovals.memberUserId,
  memberNameSurname: sql<string | null>`${member.name} || ' ' || ${member.surname}`,
  note: advisoryBoardApprovals.note,
  decidedAt: advisoryBoardApprovals.decidedAt,
};

/** Waiting: the tales at 5, the longest waiting first. Decided: every tale with a record, the latest decision first. */
const SCOPES = {
  waiting: {
    where: eq(tales.actionId, ACTION.advisoryBoard),
    order: [asc(waitingSince), asc(tales.taleId)],
  },
  decided: {
    where: sql`${advisoryBoardApprovals.approvalId} is not null`,
    order: [desc(advisoryBoardApprovals.decidedAt), desc(tales.taleId)],
  },
} as const;

export function advisoryBoardApprovalRepository(db: Db) {
  return {
    taleAccess: (taleId: number) => findTaleAccess(db, taleId),

    async byTale(taleId: number) {
      const [row] = await db
        .select(approvalColumns)
        .from(advisoryBoardApprovals)
        .leftJoin(member, eq(member.userId, advisoryBoardApprovals.memberUserId))
        .where(eq(advisoryBoardApprovals.taleId, taleId));
      return row;
    },

    /** A page of the advisory board's screen; each row with the tale's record, if it has one. */
    async list(scope: AdvisoryBoardListScope, paging: { page: number; pageSize: number }) {
      const { where, order } = SCOPES[scope];
      const from = () =>
        db
          .select({ ...queueColumns, approval: approvalColumns })
          .from(tales)
          .innerJoin(users, eq(users.userId, tales.userId))
          .leftJoin(advisoryBoardApprovals, eq(advisoryBoardApprovals.taleId, tales.taleId))
          .leftJoin(member, eq(member.userId, advisoryBoardApprovals.memberUserId))
          .leftJoin(taleGroups, eq(taleGroups.groupId, tales.groupId))
          .leftJoin(taleSubgroups, eq(taleSubgroups.subGroupId, tales.subGroupId));
      const counted =
        scope === 'waiting'
          ? db.select({ n: count() }).from(tales).where(where)
          : db.select({ n: count() }).from(advisoryBoardApprovals);
      const [rows, [total]] = await Promise.all([
        from()
          .where(where)
          .orderBy(...order)
          .limit(paging.pageSize)
          .offset(paging.page * paging.pageSize),
        counted,
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Deletes the record with its audit entry; the tale it was about, or undefined when there was none. */
    remove: (approvalId: number, auditOf: (taleId: number) => AuditEntry) =>
      db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(advisoryBoardApprovals)
          .where(eq(advisoryBoardApprovals.approvalId, approvalId))
          .returning({ taleId: advisoryBoardApprovals.taleId, decision: advisoryBoardApprovals.decision });
        if (!deleted) return undefined;
        const audit = auditOf(deleted.taleId);
        await writeAudit(tx, { ...audit, details: { ...audit.details, decision: deleted.decision } });
        return deleted.taleId;
      }),
  };
}
export type AdvisoryBoardApprovalRepository = ReturnType<typeof advisoryBoardApprovalRepository>;
