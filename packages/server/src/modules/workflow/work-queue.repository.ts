/**
 * The editors' queue: the tales at 3 assigned to the caller and, for the advisory board, every tale at 5; the
 * longest waiting first. Both parts are small ranges of tales_editor_id and tales_action_id.
 */
import { ACTION } from '@masal/shared';
import { and, asc, count, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { queueColumns, waitingSince } from '../../db/queue-columns.ts';
import { taleGroups, taleSubgroups, tales, users } from '../../db/schema/index.ts';

export function workQueueRepository(db: Db) {
  return {
    async list(editorUserId: number, advisoryBoard: boolean, paging: { page: number; pageSize: number }) {
      const where = or(
        and(eq(tales.actionId, ACTION.inReview), eq(tales.editorId, editorUserId)),
        advisoryBoard ? eq(tales.actionId, ACTION.advisoryBoard) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(queueColumns)
          .from(tales)
          .innerJoin(users, eq(users.userId, tales.userId))
          .leftJoin(taleGroups, eq(taleGroups.groupId, tales.groupId))
          .leftJoin(taleSubgroups, eq(taleSubgroups.subGroupId, tales.subGroupId))
          .where(where)
          .orderBy(asc(waitingSince), asc(tales.taleId))
          .limit(paging.pageSize)
          .offset(paging.page * paging.pageSize),
        db.select({ n: count() }).from(tales).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}
export type WorkQueueRepository = ReturnType<typeof workQueueRepository>;
