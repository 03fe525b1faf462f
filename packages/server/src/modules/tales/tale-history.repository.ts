/** What a tale's reads and the editor's edits need beside its row: its history, its revisions, its group's checks. */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { taleGroups, taleHistory, taleRevisions, taleSubgroups, users } from '../../db/schema/index.ts';

const nameSurname = sql<string | null>`${users.name} || ' ' || ${users.surname}`;

export function taleHistoryRepository(db: Db) {
  return {
    async groupExists(groupId: number): Promise<boolean> {
      const [row] = await db
        .select({ groupId: taleGroups.groupId })
        .from(taleGroups)
        .where(eq(taleGroups.groupId, groupId));
      return row !== undefined;
    },

    /** The group a subgroup belongs to; undefined when there is no such subgroup. */
    async groupOfSubGroup(subGroupId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ groupId: taleSubgroups.groupId })
        .from(taleSubgroups)
        .where(eq(taleSubgroups.subGroupId, subGroupId));
      return row?.groupId;
    },

    /** The tale's transitions, oldest first. */
    async history(taleId: number) {
      return db
        .select({
          historyId: taleHistory.historyId,
          actorUserId: taleHistory.actorUserId,
          actorNameSurname: nameSurname,
          fromActionId: taleHistory.fromActionId,
          toActionId: taleHistory.toActionId,
          note: taleHistory.note,
          noteForOwner: taleHistory.noteForOwner,
          at: taleHistory.at,
        })
        .from(taleHistory)
        .leftJoin(users, eq(users.userId, taleHistory.actorUserId))
        .where(eq(taleHistory.taleId, taleId))
        .orderBy(asc(taleHistory.at), asc(taleHistory.historyId));
    },

    /** The saved revisions of a completed tale's text, newest first. */
    async revisions(taleId: number) {
      return db
        .select({
          revisionId: taleRevisions.revisionId,
          taleId: taleRevisions.taleId,
          userId: taleRevisions.userId,
          authorNameSurname: nameSurname,
          taleTextEnd: taleRevisions.taleTextEnd,
          contextProperties: taleRevisions.contextProperties,
          at: taleRevisions.at,
        })
        .from(taleRevisions)
        .leftJoin(users, eq(users.userId, taleRevisions.userId))
        .where(eq(taleRevisions.taleId, taleId))
        .orderBy(desc(taleRevisions.at), desc(taleRevisions.revisionId));
    },
  };
}
