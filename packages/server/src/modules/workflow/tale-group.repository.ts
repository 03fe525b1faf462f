/** The tale types (tale_groups with their tale_subgroups), in the order they were added: the seed's ATU order first. */
import type { TaleGroupEntry } from '@masal/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taleGroups, taleSubgroups } from '../../db/schema/index.ts';

export function taleGroupRepository(db: Db) {
  return {
    async list(): Promise<TaleGroupEntry[]> {
      const rows = await db
        .select({
          groupId: taleGroups.groupId,
          groupName: taleGroups.name,
          subGroupId: taleSubgroups.subGroupId,
          subGroupName: taleSubgroups.name,
        })
        .from(taleGroups)
        .leftJoin(taleSubgroups, eq(taleSubgroups.groupId, taleGroups.groupId))
        .orderBy(asc(taleGroups.groupId), asc(taleSubgroups.subGroupId));
      const groups = new Map<number, TaleGroupEntry>();
      for (const { groupId, groupName, subGroupId, subGroupName } of rows) {
        let group = groups.get(groupId);
        if (!group) {
          group = { groupId, groupName, subGroups: [] };
          groups.set(groupId, group);
        }
        if (subGroupId !== null && subGroupName !== null) group.subGroups.push({ subGroupId, subGroupName });
      }
      return [...groups.values()];
    },
  };
}
export type TaleGroupRepository = ReturnType<typeof taleGroupRepository>;
