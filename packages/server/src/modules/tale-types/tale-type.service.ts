/**
 * Tale type rules: names unique under Turkish folding (groups among groups, subgroups within their group),
 * no deletion while a tale carries the type (409 naming the count), an order that names every type once.
 */
import { foldTr, MSG, taleTypeInUse } from '@masal/shared';
import { sqlState } from '../../db/sql-state.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { AuditActor, AuditEntry } from '../audit/audit.repository.ts';
import type { NameClash, TaleTypeFields, TaleTypeRepository } from './tale-type.repository.ts';

/** Whether `name` is one of `names` once both are folded (İSTANBUL = istanbul = Istanbul). */
const clashWith =
  (name: string): NameClash =>
  (names) => {
    const folded = foldTr(name);
    return names.some((other) => foldTr(other.trim()) === folded);
  };

/** The database's own unique constraint, for a name two writers raced to (the lock makes it rare). */
const takenAs =
  (message: string) =>
  (error: unknown): never => {
    if (sqlState(error) === '23505') throw new Conflict(message);
    throw error;
  };

const entry = (
  actor: AuditActor,
  action: AuditEntry['action'],
  entityId: number | string,
  details: Record<string, unknown>,
): AuditEntry => ({ actorUserId: actor.userId, ip: actor.ip, action, entityId, details });

/** A group or subgroup as the answers carry it (the same fields as GET /v1/taleGroups). */
const asGroup = (row: TaleTypeFields & { groupId: number }) => ({
  groupId: row.groupId,
  groupName: row.name,
  atu: row.atu,
  ttv: row.ttv,
});
const asSubGroup = (row: TaleTypeFields & { subGroupId: number; groupId: number }) => ({
  subGroupId: row.subGroupId,
  groupId: row.groupId,
  subGroupName: row.name,
  atu: row.atu,
  ttv: row.ttv,
});

export function taleTypeService(repo: TaleTypeRepository) {
  async function group(groupId: number) {
    const row = await repo.findGroup(groupId);
    if (!row) throw new NotFound();
    return row;
  }
  async function subGroup(subGroupId: number) {
    const row = await repo.findSubGroup(subGroupId);
    if (!row) throw new NotFound();
    return row;
  }

  return {
    list: () => repo.list(),
    counts: (viewerUserId: number) => repo.counts(viewerUserId),

    async createGroup(actor: AuditActor, fields: TaleTypeFields) {
      const row = await repo
        .insertGroup(fields, clashWith(fields.name), (groupId) =>
          entry(actor, 'taleGroup.create', groupId, { ...fields }),
        )
        .catch(takenAs(MSG.taleGroupNameTaken));
      if (row === 'taken') throw new Conflict(MSG.taleGroupNameTaken);
      return asGroup(row);
    },

    async updateGroup(actor: AuditActor, groupId: number, fields: TaleTypeFields) {
      const { groupId: _id, ...before } = await group(groupId);
      const audit = entry(actor, 'taleGroup.update', groupId, { name: fields.name, before, after: fields });
      const row = await repo
        .updateGroup(groupId, fields, clashWith(fields.name), audit)
        .catch(takenAs(MSG.taleGroupNameTaken));
      if (row === 'taken') throw new Conflict(MSG.taleGroupNameTaken);
      if (!row) throw new NotFound();
      return asGroup(row);
    },

    async removeGroup(actor: AuditActor, groupId: number) {
      const before = await group(groupId);
      const used = await repo.removeGroup(
        groupId,
        entry(actor, 'taleGroup.delete', groupId, { name: before.name }),
      );
      if (used === null) throw new NotFound();
      if (used > 0) throw new Conflict(taleTypeInUse(used));
    },

    async createSubGroup(actor: AuditActor, groupId: number, fields: TaleTypeFields) {
      const parent = await group(groupId);
      const row = await repo
        .insertSubGroup(groupId, fields, clashWith(fields.name), (subGroupId) =>
          entry(actor, 'taleGroup.create', groupId, { ...fields, group: parent.name, subGroupId }),
        )
        .catch(takenAs(MSG.taleSubGroupNameTaken));
      if (row === 'taken') throw new Conflict(MSG.taleSubGroupNameTaken);
      if (!row) throw new NotFound();
      return asSubGroup(row);
    },

    async updateSubGroup(actor: AuditActor, subGroupId: number, fields: TaleTypeFields) {
      const { subGroupId: _id, groupId, ...before } = await subGroup(subGroupId);
      const audit = entry(actor, 'taleGroup.update', groupId, {
        name: fields.name,
        subGroupId,
        before,
        after: fields,
      });
      const row = await repo
        .updateSubGroup({ subGroupId, groupId }, fields, clashWith(fields.name), audit)
        .catch(takenAs(MSG.taleSubGroupNameTaken));
      if (row === 'taken') throw new Conflict(MSG.taleSubGroupNameTaken);
      if (!row) throw new NotFound();
      return asSubGroup(row);
    },

    async removeSubGroup(actor: AuditActor, subGroupId: number) {
      const before = await subGroup(subGroupId);
      const used = await repo.removeSubGroup(
        subGroupId,
        entry(actor, 'taleGroup.delete', before.groupId, { name: before.name, subGroupId }),
      );
      if (used === null) throw new NotFound();
      if (used > 0) throw new Conflict(taleTypeInUse(used));
    },

    async reorderGroups(actor: AuditActor, groupIds: number[]) {
      const done = await repo.reorderGroups(groupIds, entry(actor, 'taleGroup.reorder', 'all', { groupIds }));
      if (done === 'stale') throw new Conflict(MSG.taleTypeOrderStale);
    },

    async reorderSubGroups(actor: AuditActor, groupId: number, subGroupIds: number[]) {
      const parent = await group(groupId);
      const done = await repo.reorderSubGroups(
        groupId,
        subGroupIds,
        entry(actor, 'taleGroup.reorder', groupId, { name: parent.name, subGroupIds }),
      );
      if (done === null) throw new NotFound();
      if (done === 'stale') throw new Conflict(MSG.taleTypeOrderStale);
    },
  };
}
export type TaleTypeService = ReturnType<typeof taleTypeService>;
