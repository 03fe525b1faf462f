/** What the workflow's checks and reads need beside the tale: editors, tale types, abstract, history, revisions. */
import { EDITOR_ROLES } from '@masal/shared';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import {
  taleAbstracts,
  taleGroups,
  taleHistory,
  taleRevisions,
  taleSubgroups,
  userRoles,
  users,
} from '../../db/schema/index.ts';

const nameSurname = sql<string | null>`${users.name} || ' ' || ${users.surname}`;

export function workflowRepository(db: Db) {
  return {
    /** An active account holding an editor-type role: whom a tale may be assigned to. */
    async isActiveEditor(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: users.userId })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.userId))
        .where(
          and(
            eq(users.userId, userId),
            eq(users.isActive, true),
            isNull(users.anonymizedAt),
            inArray(userRoles.roleId, [...EDITOR_ROLES]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

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

    async hasAbstract(taleId: number): Promise<boolean> {
      const [row] = await db
        .select({ abstractId: taleAbstracts.abstractId })
        .from(taleAbstracts)
        .where(eq(taleAbstracts.taleId, taleId));
      return row !== undefined;
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

    /** The saved revisions of a finished tale's text, newest first. */
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
