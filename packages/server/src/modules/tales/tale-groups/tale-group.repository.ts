/**
 * The tale groups (tale_groups with their tale_subgroups) in their order, how many tales carry each, and the
 * changes of /masal/taleGroupList. Every change runs under one advisory lock, so two editors cannot both
 * take a name or reorder at once, and writes its audit entry in the same transaction.
 */
import type { TaleGroupWithSubGroups } from '@masal/shared';
import { and, asc, count, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AuditEntry, writeAudit } from '../../../db/audit-row.ts';
import type { Db } from '../../../db/db.ts';
import { taleGroups, taleSubgroups, tales } from '../../../db/schema/index.ts';
import { lockTaleGroups } from '../../../db/tale-group-lock.ts';
import { taleVisibleSql } from '../../../db/tale-visibility.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A group's or a subgroup's editable fields (name trimmed; empty numbers are null). */
export interface TaleGroupFields {
  name: string;
  atu: string | null;
  ttv: string | null;
}

/** A name, or the names of a group's subgroups, as stored; the service compares them folded. */
export type NameClash = (names: string[]) => boolean;

/** Who may appear in the counts: the tales the viewer sees; the counts are staff's alone (API_ACCESS). */
const visibleTo = (viewerUserId: number): SQL =>
  taleVisibleSql({ userId: viewerUserId, seesAllTales: true }, tales);

/** How many tales match `where`, drafts included: what a deletion must not orphan. */
async function talesWhere(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(tales).where(where);
  return Number(row?.n ?? 0);
}

/** The tales that carry the group or one of its subgroups. */
function talesOfGroup(tx: Tx, groupId: number): Promise<number> {
  const subGroupIds = tx
    .select({ id: taleSubgroups.subGroupId })
    .from(taleSubgroups)
    .where(eq(taleSubgroups.groupId, groupId));
  return talesWhere(tx, or(eq(tales.groupId, groupId), inArray(tales.subGroupId, subGroupIds)));
}

/** Whether the group exists (a subgroup's change answers null without it). */
async function groupExists(tx: Tx, groupId: number): Promise<boolean> {
  const [group] = await tx
    .select({ groupId: taleGroups.groupId })
    .from(taleGroups)
    .where(eq(taleGroups.groupId, groupId));
  return group !== undefined;
}

/** One change in one transaction under the tale groups' lock. */
const locked = <T>(db: Db, change: (tx: Tx) => Promise<T>) =>
  db.transaction(async (tx) => {
    await lockTaleGroups(tx);
    return change(tx);
  });

/** After the last of the rows (positions are 1…n, or 0 before any reordering). */
const nextPosition = (rows: { position: number }[]) => Math.max(0, ...rows.map((r) => r.position)) + 1;

/**
 * A group or a subgroup written under a name: 'taken' when `clash` finds it among `others` (the other groups,
 * or the subgroup's siblings), else the row `write` answers, audited (undefined: there was none to change).
 */
async function unlessNameTaken<Row extends object>(
  tx: Tx,
  others: { name: string }[],
  clash: NameClash,
  auditOf: (row: Row) => AuditEntry,
  write: () => Promise<Row[]>,
): Promise<Row | 'taken' | undefined> {
  if (clash(others.map((o) => o.name))) return 'taken';
  const [row] = await write();
  if (row) await writeAudit(tx, auditOf(row));
  return row;
}

/**
 * Deletes a group or a subgroup when no tale carries it: how many do (0: deleted), or null when `found` (its
 * row, locked) is empty.
 */
async function removeUnused(
  tx: Tx,
  audit: AuditEntry,
  found: unknown[],
  used: () => Promise<number>,
  remove: () => Promise<unknown>,
): Promise<number | null> {
  if (found.length === 0) return null;
  const n = await used();
  if (n > 0) return n;
  await remove();
  await writeAudit(tx, audit);
  return 0;
}

/** Positions 1…n in the order given; 'stale' unless `ids` names each of the `current` rows exactly once. */
async function reorder(
  tx: Tx,
  audit: AuditEntry,
  ids: number[],
  current: { id: number }[],
  place: (id: number, position: number) => Promise<unknown>,
): Promise<'stale' | 'done'> {
  const given = new Set(ids);
  const same =
    given.size === ids.length && current.length === ids.length && current.every((r) => given.has(r.id));
  if (!same) return 'stale';
  for (const [i, id] of ids.entries()) await place(id, i + 1);
  await writeAudit(tx, audit);
  return 'done';
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

export function taleGroupRepository(db: Db) {
  return {
    /** Every group in its order with its subgroups in theirs (ids break ties). */
    async list(): Promise<TaleGroupWithSubGroups[]> {
      const [groupRows, subGroupRows] = await Promise.all([
        db.select(groupColumns).from(taleGroups).orderBy(asc(taleGroups.position), asc(taleGroups.groupId)),
        db
          .select(subGroupColumns)
          .from(taleSubgroups)
          .orderBy(asc(taleSubgroups.position), asc(taleSubgroups.subGroupId)),
      ]);
      const groups = new Map<number, TaleGroupWithSubGroups>(
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
    insertGroup: (fields: TaleGroupFields, clash: NameClash, auditOf: (groupId: number) => AuditEntry) =>
      locked(db, async (tx) => {
        const others = await tx
          .select({ name: taleGroups.name, position: taleGroups.position })
          .from(taleGroups);
        return unlessNameTaken(
          tx,
          others,
          clash,
          (row) => auditOf(row.groupId),
          () =>
            tx
              .insert(taleGroups)
              .values({ ...fields, position: nextPosition(others) })
              .returning(groupColumns),
        );
      }),

    /** The changed group; undefined when there is none, 'taken' when another group holds the name. */
    updateGroup: (groupId: number, fields: TaleGroupFields, clash: NameClash, audit: AuditEntry) =>
      locked(db, async (tx) =>
        unlessNameTaken(
          tx,
          await tx.select({ name: taleGroups.name }).from(taleGroups).where(ne(taleGroups.groupId, groupId)),
          clash,
          () => audit,
          () =>
            tx.update(taleGroups).set(fields).where(eq(taleGroups.groupId, groupId)).returning(groupColumns),
        ),
      ),

    /**
     * Deletes the group and its subgroups when no tale carries any of them; answers how many do (0: deleted),
     * or null when there is no such group.
     */
    removeGroup: (groupId: number, audit: AuditEntry) =>
      locked(db, async (tx) =>
        removeUnused(
          tx,
          audit,
          await tx
            .select({ groupId: taleGroups.groupId })
            .from(taleGroups)
            .where(eq(taleGroups.groupId, groupId))
            .for('update'),
          () => talesOfGroup(tx, groupId),
          async () => {
            await tx.delete(taleSubgroups).where(eq(taleSubgroups.groupId, groupId));
            await tx.delete(taleGroups).where(eq(taleGroups.groupId, groupId));
          },
        ),
      ),

    /** The new subgroup, last in its group; null when the group is gone, 'taken' when it has the name. */
    insertSubGroup: (
      groupId: number,
      fields: TaleGroupFields,
      clash: NameClash,
      auditOf: (subGroupId: number) => AuditEntry,
    ) =>
      locked(db, async (tx) => {
        if (!(await groupExists(tx, groupId))) return null;
        const siblings = await tx
          .select({ name: taleSubgroups.name, position: taleSubgroups.position })
          .from(taleSubgroups)
          .where(eq(taleSubgroups.groupId, groupId));
        return unlessNameTaken(
          tx,
          siblings,
          clash,
          (row) => auditOf(row.subGroupId),
          () =>
            tx
              .insert(taleSubgroups)
              .values({ ...fields, groupId, position: nextPosition(siblings) })
              .returning(subGroupColumns),
        );
      }),

    /** The changed subgroup; undefined when there is none, 'taken' when a sibling holds the name. */
    updateSubGroup: (
      { subGroupId, groupId }: { subGroupId: number; groupId: number },
      fields: TaleGroupFields,
      clash: NameClash,
      audit: AuditEntry,
    ) =>
      locked(db, async (tx) =>
        unlessNameTaken(
          tx,
          await tx
            .select({ name: taleSubgroups.name })
            .from(taleSubgroups)
            .where(and(eq(taleSubgroups.groupId, groupId), ne(taleSubgroups.subGroupId, subGroupId))),
          clash,
          () => audit,
          () =>
            tx
              .update(taleSubgroups)
              .set(fields)
              .where(eq(taleSubgroups.subGroupId, subGroupId))
              .returning(subGroupColumns),
        ),
      ),

    /** Deletes the subgroup when no tale carries it; answers how many do (0: deleted), or null when none. */
    removeSubGroup: (subGroupId: number, audit: AuditEntry) =>
      locked(db, async (tx) =>
        removeUnused(
          tx,
          audit,
          await tx
            .select({ subGroupId: taleSubgroups.subGroupId })
            .from(taleSubgroups)
            .where(eq(taleSubgroups.subGroupId, subGroupId))
            .for('update'),
          () => talesWhere(tx, eq(tales.subGroupId, subGroupId)),
          () => tx.delete(taleSubgroups).where(eq(taleSubgroups.subGroupId, subGroupId)),
        ),
      ),

    /** Positions 1…n in the order given; 'stale' unless it names every group exactly once. */
    reorderGroups: (groupIds: number[], audit: AuditEntry) =>
      locked(db, async (tx) =>
        reorder(
          tx,
          audit,
          groupIds,
          await tx.select({ id: taleGroups.groupId }).from(taleGroups),
          (id, position) => tx.update(taleGroups).set({ position }).where(eq(taleGroups.groupId, id)),
        ),
      ),

    /** The group's subgroups at positions 1…n in the order given; null without the group, 'stale' as above. */
    reorderSubGroups: (groupId: number, subGroupIds: number[], audit: AuditEntry) =>
      locked(db, async (tx) => {
        if (!(await groupExists(tx, groupId))) return null;
        const current = await tx
          .select({ id: taleSubgroups.subGroupId })
          .from(taleSubgroups)
          .where(eq(taleSubgroups.groupId, groupId));
        return reorder(tx, audit, subGroupIds, current, (id, position) =>
          tx.update(taleSubgroups).set({ position }).where(eq(taleSubgroups.subGroupId, id)),
        );
      }),
  };
}
export type TaleGroupRepository = ReturnType<typeof taleGroupRepository>;
