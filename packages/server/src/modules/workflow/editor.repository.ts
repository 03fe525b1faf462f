/**
 * GET /v1/editors: everyone holding an editor-type role, with their roles and workload (tales_editor_id), in
 * Turkish order of surname and name (users_by_surname).
 */
import { ACTION, rolesWith } from '@masal/shared';
import { and, asc, between, count, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { tales, userRoles, users } from '../../db/schema/index.ts';

export function editorRepository(db: Db) {
  // Sub-queries built as queries, so the outer user's column stays qualified: a single-table select writes
  // the columns of its own fields unqualified, and the sub-query's `user_id` would be its own.
  const rolesOf = db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, users.userId))
    .orderBy(asc(userRoles.roleId));
  /** Tales given to the user at these statuses (tales_editor_id). */
  const assignedAt = (from: number, to: number) =>
    sql<number>`(${db
      .select({ n: count() })
      .from(tales)
      .where(and(eq(tales.editorId, users.userId), between(tales.actionId, from, to)))})`.mapWith(Number);

  return {
    list: () =>
      db
        .select({
          userId: users.userId,
          name: users.name,
          surname: users.surname,
          email: users.email,
          roleIds: sql<number[]>`array(${rolesOf})`,
          isActive: users.isActive,
          openCount: assignedAt(ACTION.inReview, ACTION.revisionRequested),
          reviewedCount: assignedAt(ACTION.advisoryBoard, ACTION.published),
        })
        .from(users)
        .where(
          and(
            isNull(users.anonymizedAt),
            exists(
              db
                .select({ one: sql`1` })
                .from(userRoles)
                .where(
                  and(eq(userRoles.userId, users.userId), inArray(userRoles.roleId, rolesWith('review'))),
                ),
            ),
          ),
        )
        .orderBy(
          asc(sql`${users.surnameKey} collate "C"`),
          asc(sql`${users.nameKey} collate "C"`),
          asc(users.userId),
        ),
  };
}
export type EditorRepository = ReturnType<typeof editorRepository>;
