/**
 * Tale group rules: names unique under Turkish folding (groups among groups, subgroups within their group),
 * no deletion while a tale carries the type (409 naming the count), an order that names every type once.
 */
import { foldTr, MSG, taleGroupInUse } from '@masal/shared';
import type { AuditActor, AuditEntry } from '../../../db/audit-row.ts';
import { sqlState } from '../../../db/sql-state.ts';
import { Conflict, NotFound } from '../../../errors.ts';
import type { NameClash, TaleGroupFields, TaleGroupRepository } from './tale-group.repository.ts';

/** Whether `name` is one of `names` once both are folded (İSTANBUL = istanbul = Istanbul). */
const clashWith =
  (name: string): NameClash =>
  (names) => {
    const folded = foldTr(name);
    return names.some((other) => foldTr(other.trim()) === folded);
  };

/**
 * A group's or a subgroup's write: 409 when the name is taken (checked under the lock, or raced to the
 * database's unique constraint), 404 when the type or its group is gone.
 */
async function written<Row>(
  write: Promise<Row | 'taken' | null | undefined>,
  takenMessage: string,
): Promise<Row> {
  const row = await write.catch((error: unknown) => {
    if (sqlState(error) === '23505') throw new Conflict(takenMessage);
    throw error;
  });
  if (row === 'taken') throw new Conflict(takenMessage);
  if (!row) throw new NotFound();
  return row;
}

const found = <Row>(row: Row | undefined): Row => {
  if (!row) throw new NotFound();
  return row;
};

/** A group's or a subgroup's deletion: 404 when it is gone, 409 naming the tales that carry it. */
function removed(used: number | null): void {
  if (used === null) throw new NotFound();
  if (used > 0) throw new Conflict(taleGroupInUse(used));
}

/** A reordering: 404 when the group is gone, 409 unless the order named every type once. */
function reordered(done: 'stale' | 'done' | null): void {
  if (done === null) throw new NotFound();
  if (done === 'stale') throw new Conflict(MSG.taleGroupOrderStale);
}

const entry = (
  actor: AuditActor,
  action: AuditEntry['action'],
  entityId: number | string,
  details: Record<string, unknown>,
): AuditEntry => ({ actorUserId: actor.userId, ip: actor.ip, action, entityId, details });

/** A group or subgroup as the answers carry it (the same fields as GET /v1/taleGroups). */
const asGroup = (row: TaleGroupFields & { groupId: number }) => ({
  groupId: row.groupId,
  groupName: row.name,
  atu: row.atu,
  ttv: row.ttv,
});
const asSubGroup = (row: TaleGroupFields & { subGroupId: number; groupId: number }) => ({
  subGroupId: row.subGroupId,
  groupId: row.groupId,
  subGroupName: row.name,
  atu: row.atu,
  ttv: row.ttv,
});

export function taleGroupService(repo: TaleGroupRepository) {
  const group = async (groupId: number) => found(await repo.findGroup(groupId));
  const subGroup = async (subGroupId: number) => found(await repo.findSubGroup(subGroupId));

  return {
    list: () => repo.list(),
    counts: (viewerUserId: number) => repo.counts(viewerUserId),

    async createGroup(actor: AuditActor, fields: TaleGroupFields) {
      const row = await written(
        repo.insertGroup(fields, clashWith(fields.name), (groupId) =>
          entry(actor, 'taleGroup.create', groupId, { ...fields }),
        ),
        MSG.taleGroupNameTaken,
      );
      return asGroup(row);
    },

    async updateGroup(actor: AuditActor, groupId: number, fields: TaleGroupFields) {
      const { groupId: _id, ...before } = await group(groupId);
      const audit = entry(actor, 'taleGroup.update', groupId, { name: fields.name, before, after: fields });
      const row = await written(
        repo.updateGroup(groupId, fields, clashWith(fields.name), audit),
        MSG.taleGroupNameTaken,
      );
      return asGroup(row);
    },

    async removeGroup(actor: AuditActor, groupId: number) {
      const before = await group(groupId);
      removed(
        await repo.removeGroup(groupId, entry(actor, 'taleGroup.delete', groupId, { name: before.name })),
      );
    },

    async createSubGroup(actor: AuditActor, groupId: number, fields: TaleGroupFields) {
      const parent = await group(groupId);
      const row = await written(
        repo.insertSubGroup(groupId, fields, clashWith(fields.name), (subGroupId) =>
          entry(actor, 'taleGroup.create', groupId, { ...fields, group: parent.name, subGroupId }),
        ),
        MSG.taleSubGroupNameTaken,
      );
      return asSubGroup(row);
    },

    async updateSubGroup(actor: AuditActor, subGroupId: number, fields: TaleGroupFields) {
      const { subGroupId: _id, groupId, ...before } = await subGroup(subGroupId);
      const audit = entry(actor, 'taleGroup.update', groupId, {
        name: fields.name,
        subGroupId,
        before,
        after: fields,
      });
      const row = await written(
        repo.updateSubGroup({ subGroupId, groupId }, fields, clashWith(fields.name), audit),
        MSG.taleSubGroupNameTaken,
      );
      return asSubGroup(row);
    },

    async removeSubGroup(actor: AuditActor, subGroupId: number) {
      const before = await subGroup(subGroupId);
      removed(
        await repo.removeSubGroup(
          subGroupId,
          entry(actor, 'taleGroup.delete', before.groupId, { name: before.name, subGroupId }),
        ),
      );
    },

    async reorderGroups(actor: AuditActor, groupIds: number[]) {
      reordered(await repo.reorderGroups(groupIds, entry(actor, 'taleGroup.reorder', 'all', { groupIds })));
    },

    async reorderSubGroups(actor: AuditActor, groupId: number, subGroupIds: number[]) {
      const parent = await group(groupId);
      reordered(
        await repo.reorderSubGroups(
          groupId,
          subGroupIds,
          entry(actor, 'taleGroup.reorder', groupId, { name: parent.name, subGroupIds }),
        ),
      );
    },
  };
}
export type TaleGroupService = ReturnType<typeof taleGroupService>;
