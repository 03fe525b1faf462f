/**
 * What the PDFs read besides the tale lists: the tale groups of a batch of listed tales, and the advisory board
 * member's list (the advisory board screen's two lists, narrowed to one member's decisions), read in tale-id order a
 * batch at a time.
 */
import { ACTION, rolesWith } from '@masal/shared';
import { and, asc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { queueColumns } from '../../db/queue-columns.ts';
import {
  advisoryBoardApprovals,
  taleGroups,
  taleSubgroups,
  tales,
  userRoles,
  users,
} from '../../db/schema/index.ts';

export type AdvisoryBoardPart = 'waiting' | 'decided';

export function pdfRepository(db: Db) {
  return {
    /** Each tale's group and subgroup names (a list row carries neither). */
    async typesOf(taleIds: readonly number[]) {
      if (taleIds.length === 0)
        return new Map<number, { groupName: string | null; subGroupName: string | null }>();
      const rows = await db
        .select({ taleId: tales.taleId, groupName: taleGroups.name, subGroupName: taleSubgroups.name })
        .from(tales)
        .leftJoin(taleGroups, eq(taleGroups.groupId, tales.groupId))
        .leftJoin(taleSubgroups, eq(taleSubgroups.subGroupId, tales.subGroupId))
        .where(inArray(tales.taleId, [...taleIds]));
      return new Map(rows.map(({ taleId, ...names }) => [taleId, names]));
    },

    /** The name of the user when they hold an advisory board role (5 or 7); undefined for anyone else. */
    async advisoryBoardMemberName(userId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ name: sql<string>`${users.name} || ' ' || ${users.surname}` })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.userId))
        .where(and(eq(users.userId, userId), inArray(userRoles.roleId, rolesWith('advisoryBoard'))))
        .limit(1);
      return row?.name;
    },

    /**
     * The next `limit` tales after `afterTaleId`: waiting = at the advisory board (5), as the advisory board screen's
     * first list; decided = those whose advisory board record is the member's. Tale-id order, so each batch continues
     * from the last id (an index range, however long the list).
     */
    async advisoryBoardBatch(
      part: AdvisoryBoardPart,
      memberUserId: number,
      afterTaleId: number,
      limit: number,
    ) {
      const where: SQL | undefined =
        part === 'waiting'
          ? eq(tales.actionId, ACTION.advisoryBoard)
          : // A tale back at the advisory board is listed once, as waiting.
            and(
              eq(advisoryBoardApprovals.memberUserId, memberUserId),
              ne(tales.actionId, ACTION.advisoryBoard),
            );
      return db
        .select({ ...queueColumns, decidedAt: advisoryBoardApprovals.decidedAt })
        .from(tales)
        .innerJoin(users, eq(users.userId, tales.userId))
        .leftJoin(advisoryBoardApprovals, eq(advisoryBoardApprovals.taleId, tales.taleId))
        .leftJoin(taleGroups, eq(taleGroups.groupId, tales.groupId))
        .leftJoin(taleSubgroups, eq(taleSubgroups.subGroupId, tales.subGroupId))
        .where(and(where, gt(tales.taleId, afterTaleId)))
        .orderBy(asc(tales.taleId))
        .limit(limit);
    },
  };
}
export type PdfRepository = ReturnType<typeof pdfRepository>;
