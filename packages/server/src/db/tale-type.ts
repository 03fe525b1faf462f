/**
 * A tale's type as every answer names it: the group's and subgroup's names, and the ATU range and
 * Eberhard–Boratav (TTV) number — the subgroup's, else the group's. For a statement that left-joins
 * tale_groups and tale_subgroups on the tale's groupId and subGroupId.
 */
import { sql } from 'drizzle-orm';
import { taleGroups, taleSubgroups } from './schema/index.ts';

export const taleTypeColumns = {
  groupName: taleGroups.name,
  subGroupName: taleSubgroups.name,
  typeAtu: sql<string | null>`coalesce(${taleSubgroups.atu}, ${taleGroups.atu})`,
  typeTtv: sql<string | null>`coalesce(${taleSubgroups.ttv}, ${taleGroups.ttv})`,
};
