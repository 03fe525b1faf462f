/**
 * The tale types (tale_groups with their tale_subgroups) in their order, how many tales carry each, and the
 * changes of /masal/taleGroupList. Every change runs under one advisory lock, so two editors cannot both
 * take a name or reorder at once, and writes its audit entry in the same transaction.
 */
import { ACTION, type TaleTypeGroup } from '@masal/shared';
import { and, asc, count, eq, gt, inArray, isNotNull, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taleGroups, taleSubgroups, tales } from '../../db/schema/index.ts';
import { type AuditEntry, writeAudit } from '../audit/audit.repository.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A group's or a subgroup's editable fields (name trimmed; empty numbers are null). */
export interface TaleTypeFields {
  name: string;
  atu: string | null;
  ttv: string | null;
}

/** A name, or the names of a group's subgroups, as stored; the service compares them folded. */
export type NameClash = (names: string[]) => boolean;

const lockTaleTypes = (tx: Pick<Db, 'execute'>) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('masal.taleTypes'))`);

/** Who may appear in the counts: staff see every tale but drafts, and their own drafts (as in their list). */
const visibleTo = (viewerUserId: number): SQL | undefined =>
  or(gt(tales.actionId, ACTION.draft), eq(tales.userId, viewerUserId));

/** The tales that carry the group (or one of its subgroups), drafts included: what deletion must not orphan. */
async function talesOfGroup(tx: Tx, groupId: number): Promise<number> {
  const subGroupIds = tx
    .select({ id: taleSubgroups.subGroupId })
    .from(taleSubgroups)
    .where(eq(taleSubgroups.groupId, groupId));
  const [row] = await tx
    .select({ n: count() })
    .from(tales)
    .where(or(eq(tales.groupId, groupId), inArray(tales.subGroupId, subGroupIds)));
  return Number(row?.n ?? 0);
}

const groupColumns = {
  groupId: taleGroups.groupId,
  name: taleGroups.name,
  atu: taleGroups.atu,
  ttv: taleGroups.ttv,
};
const subGroupColumns = {
  subGroupId: taleSubgroups.subGroupId,
  groupId: taleSubgroups.groupId,
  name: taleSubgroups.name,
  atu: taleSubgroups.atu,
  ttv: taleSubgroups.ttv,
};

export function taleTypeRepository(db: Db) {
  return {
    /** Every group in its order with its subgroups in theirs (ids break ties). */
    async list(): Promise<TaleTypeGroup[]> {
      const [groupRows, subGroupRows] = await Promise.all([
        db.select(groupColumns).from(taleGroups).orderBy(asc(taleGroups.position), asc(taleGroups.groupId)),
        db
          .select(subGroupColumns)
          .from(taleSubgroups)
          .orderBy(asc(taleSubgroups.position), asc(taleSubgroups.subGroupId)),
      ]);
      const groups = new Map<number, TaleTypeGroup>(
        groupRows.map(({ groupId, name, atu, ttv }) => [
          groupId,
          { groupId, groupName: name, atu, ttv, subGroups: [] },
        ]),
      );
      for (const { subGroupId, groupId, name, atu, ttv } of subGroupRows) {
        groups.get(groupId)?.subGroups.push({ subGroupId, subGroupName: name, atu, ttv });
      }
      return [...groups.values()];
    },

    /** The tales of each group and subgroup the viewer (staff) may see; types without tales are left out. */
    async counts(viewerUserId: number) {
      const [groups, subGroups] = await Promise.all([
        db
          .select({ groupId: sql<number>`${tales.groupId}`.mapWith(Number), taleCount: count() })
          .from(tales)
          .where(and(isNotNull(tales.groupId), visibleTo(viewerUserId)))
          .groupBy(tales.groupId),
        db
          .select({ subGroupId: sql<number>`${tales.subGroupId}`.mapWith(Number), taleCount: count() })
          .from(tales)
          .where(and(isNotNull(tales.subGroupId), visibleTo(viewerUserId)))
          .groupBy(tales.subGroupId),
      ]);
      return { groups, subGroups };
    },

    async findGroup(groupId: number) {
      const [row] = await db.select(groupColumns).from(taleGroups).where(eq(taleGroups.groupId, groupId));
      return row;
    },

    async findSubGroup(subGroupId: number) {
      const [row] = await db
        .select(subGroupColumns)
        .from(taleSubgroups)
        .where(eq(taleSubgroups.subGroupId, subGroupId));
      return row;
    },

    /** The new group, last in the order; 'taken' when `clash` finds its name among the others. */
    insertGroup: (fields: TaleTypeFields, clash: NameClash, auditOf: (groupId: number) => AuditEntry) =>
      db.transaction(async (tx) => {
        await lockTaleTypes(tx);
        const others = await tx.select({ name: taleGroups.name }).from(taleGroups);
        if (clash(others.map((o) => o.name))) return 'taken' as const;
        const [last] = await tx.select({ position: max(taleGroups.position) }).from(taleGroups);
        const [row] = await tx
          .insert(taleGroups)
          .values({ ...fields, position: (last?.position ?? 0) + 1 })
          .returning(groupColumns);
        if (!row) throw new Error('tale group insert returned nothing');
        await writeAudit(tx, auditOf(row.groupId));
        return row;
      }),

    /** The changed group; undefined when there is none, 'taken' when another group holds the name. */
    updateGroup: (groupId: number, fields: TaleTypeFields, clash: NameClash, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        await lockTaleTypes(tx);
        const others = await tx
          .select({ name: taleGroups.name })
          .from(taleGroups)
          .where(ne(taleGroups.groupId, groupId));
        if (clash(others.map((o) => o.name))) return 'taken' as const;
        const [row] = await tx
          .update(taleGroups)
          .set(fields)
          .where(eq(taleGroups.groupId, groupId))
          .returning(groupColumns);
        if (row) await writeAudit(tx, audit);
        return row;
      }),

    /**
     * Deletes the group and its subgroups when no tale carries any of them; answers how many do (0: deleted),
     * or null when there is no such group.
     */
    removeGroup: (groupId: number, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        await lockTaleTypes(tx);
        const [row] = await tx
          .select({ groupId: taleGroups.groupId })
          .from(taleGroups)
          .where(eq(taleGroups.groupId, groupId))
          .for('update');
        if (!row) return null;
        const used = await talesOfGroup(tx, groupId);
        if (used > 0) return used;
        await tx.delete(taleSubgroups).where(eq(taleSubgroups.groupId, groupId));
        await tx.delete(taleGroups).where(eq(taleGroups.groupId, groupId));
        await writeAudit(tx, audit);
        return 0;
      }),

    /** The new subgroup, last in its group; null when the group is gone, 'taken' when it has the name. */
    insertSubGroup: (
      groupId: number,
      fields: TaleTypeFields,
      clash: NameClash,
      auditOf: (subGroupId: number) => AuditEntry,
    ) =>
      db.transaction(async (tx) => {
        await lockTaleTypes(tx);
        const [group] = await tx
          .select({ groupId: taleGroups.groupId })
          .from(taleGroups)
          .where(eq(taleGroups.groupId, groupId));
        if (!group) return null;
        const siblings = await tx
          .select({ name: taleSubgroups.name, position: taleSubgroups.position })
          .from(taleSubgroups)
          .where(eq(taleSubgroups.groupId, groupId));
        if (clash(siblings.map((s) => s.name))) return 'taken' as const;
        const position = Math.max(0, ...siblings.map((s) => s.position)) + 1;
        const [row] = await tx
          .insert(taleSubgroups)
          .values({ ...fields, groupId, position })
          .returning(subGroupColumns);
        if (!row) throw new Error('tale subgroup insert returned nothing');
        await writeAudit(tx, auditOf(row.subGroupId));
        return row;
      }),

    /** The changed subgroup; undefined when there is none, 'taken' when a sibling holds the name. */
    updateSubGroup: (
      subGroup: { subGroupId: number; groupId: number },
      fields: TaleTypeFields,
      clash: NameClash,
      audit: AuditEntry,
    ) =>
      db.transaction(async (tx) => {
        await lockTaleTypes(tx);
        const siblings = await tx
          .select({ name: taleSubgroups.name })
          .from(taleSubgroups)
          .where(
            and(
              eq(taleSubgroups.groupId, subGroup.groupId),
              ne(taleSubgroups.subGroupId, subGroup.subGroupId),
            ),
          );
        if (clash(siblings.map((s) => s.name))) return 'taken' as const;
        const [row] = await tx
          .update(taleSubgroups)
          .set(fields)
          .where(eq(taleSubgroups.subGroupId, subGroup.subGroupId))
          .returning(subGroupColumns);
        if (row) await writeAudit(tx, audit);
        return row;
      }),

    /** Deletes the subgroup when no tale carries it; answers how many do (0: deleted), or null when none. */
    removeSubGroup: (subGroupId: number, audit: AuditEntry) =>
      db.transaction(async (tx) => {
        await lockTaleTypes(tx);
        const [row] = await tx
          .select({ subGroupId: taleSubgroups.subGroupId })
          .from(taleSubgroups)
          .where(eq(taleSubgroups.subGroupId, subGroupId))
          .for('update');
        if (!row) return null;
        const [used] = await tx.select({ n: count() }).from(tales).where(eq(tales.subGroupId, subGroupId));
        const n = Number(used?.n ?? 0);
        if (n > 0) return n;
        await tx.delete(taleSubgroups).where(eq(taleSubgroups.subGroupId, subGroupId));
        await writeAudit(tx, audit);
        return 0;
      }),

    /** Positions 1…n in the order given; 'stale' unless it names every group exactly once. */
    reorderGroups: (groupIds: number[], audit: AuditEntry) =>
      db.transaction(async (tx) => {
        await lockTaleTypes(tx);
        const rows = await tx.select({ id: taleGroups.groupId }).from(taleGroups);
        if (!samePermutation(rows, groupIds)) return 'stale' as const;
        for (const [i, groupId] of groupIds.entries()) {
          await tx
            .update(taleGroups)
            .set({ position: i + 1 })
            .where(eq(taleGroups.groupId, groupId));
        }
        await writeAudit(tx, audit);
        return 'done' as const;
      }),

    /** The group's subgroups at positions 1…n in the order given; null without the group, 'stale' as above. */
    reorderSubGroups: (groupId: number, subGroupIds: number[], audit: AuditEntry) =>
      db.transaction(async (tx) => {
        await lockTaleTypes(tx);
        const [group] = await tx
          .select({ groupId: taleGroups.groupId })
          .from(taleGroups)
          .where(eq(taleGroups.groupId, groupId));
        if (!group) return null;
        const rows = await tx
          .select({ id: taleSubgroups.subGroupId })
          .from(taleSubgroups)
          .where(eq(taleSubgroups.groupId, groupId));
        if (!samePermutation(rows, subGroupIds)) return 'stale' as const;
        for (const [i, subGroupId] of subGroupIds.entries()) {
          await tx
            .update(taleSubgroups)
            .set({ position: i + 1 })
            .where(eq(taleSubgroups.subGroupId, subGroupId));
        }
        await writeAudit(tx, audit);
        return 'done' as const;
      }),
  };
}
export type TaleTypeRepository = ReturnType<typeof taleTypeRepository>;

/** Whether `ids` holds each of the rows' ids exactly once, and nothing else. */
function samePermutation(rows: { id: number }[], ids: number[]): boolean {
  const given = new Set(ids);
  return given.size === ids.length && rows.length === ids.length && rows.every((r) => given.has(r.id));
}
