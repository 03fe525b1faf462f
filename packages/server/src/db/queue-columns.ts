/**
 * The tale fields of the editors' queue, the advisory board's list and its PDF (workQueueRowSchema), and when a
 * tale began to wait. Three modules read them, so they sit below the modules.
 */
import { actionName } from '@masal/shared';
import { sql } from 'drizzle-orm';
import { taleGroups, taleHistory, taleSubgroups, tales, users } from './schema/index.ts';

/** When the tale reached its present status: its latest history row into it (tale_history_tale_id), else its last change. */
export const waitingSince = sql<Date>`coalesce((select max(${taleHistory.at}) from ${taleHistory}
  where ${taleHistory.taleId} = ${tales.taleId} and ${taleHistory.toActionId} = ${tales.actionId}),
  ${tales.updatedAt})`.mapWith(tales.updatedAt);

/** Select from tales joined with its owner (users) and, left, its group and subgroup. */
export const queueColumns = {
  taleId: tales.taleId,
  userId: tales.userId,
  authorNameSurname: sql<string>`${users.name} || ' ' || ${users.surname}`,
  taleName: tales.taleName,
  area: tales.area,
  city: tales.city,
  actionId: tales.actionId,
  editorId: tales.editorId,
  groupName: taleGroups.name,
  subGroupName: taleSubgroups.name,
  numberOfWord: tales.numberOfWord,
  lastNote: tales.lastNote,
  version: tales.version,
  submittedAt: tales.submittedAt,
  waitingSince,
};

export const toQueueTale = <T extends { actionId: number; submittedAt: Date | null; waitingSince: Date }>(
  row: T,
) => ({
  ...row,
  actionName: actionName(row.actionId),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  waitingSince: row.waitingSince.toISOString(),
});
