/** Institution rules: names unique under Turkish folding, the none option fixed, no deletion while people belong. */
import { institutionHasUsers, MSG, NO_INSTITUTION } from '@masal/shared';
import type { AuditActor } from '../../db/audit-row.ts';
import { sqlState } from '../../db/sql-state.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { InstitutionRepository } from './institution.repository.ts';

const nameTaken = (error: unknown): never => {
  if (sqlState(error) === '23505') throw new Conflict(MSG.institutionNameTaken);
  throw error;
};

/** A form named an institution that does not exist: the error on its field (sign-up, the profile). */
const unknownInstitution = () =>
  new Invalid(MSG.institutionNotFound, [{ field: 'institutionId', message: MSG.institutionNotFound }]);

export function institutionService(repo: InstitutionRepository) {
  /** The institution, unless it is the none option every account without one points to. */
  async function changeable(institutionId: number) {
    const row = await repo.find(institutionId);
    if (!row) throw new NotFound();
    if (row.name === NO_INSTITUTION) throw new Conflict(MSG.institutionNoneFixed);
    return row;
  }

  return {
    list: () => repo.list(),
    /** Every institution with how many accounts point to it (the admins' screen). */
    listWithUserCount: () => repo.listWithUserCount(),

    /** Sign-up and the profile refuse an institution that does not exist, on its field. */
    async requireKnown(institutionId: number): Promise<void> {
      if (!(await repo.find(institutionId))) throw unknownInstitution();
    },

    async get(institutionId: number) {
      const row = await repo.find(institutionId);
      if (!row) throw new NotFound();
      return row;
    },

    create: (actor: AuditActor, name: string) =>
      repo
        .insert(name, (institutionId) => ({
          actorUserId: actor.userId,
          ip: actor.ip,
          action: 'institution.create',
          entityId: institutionId,
          details: { name },
        }))
        .catch(nameTaken),

    async rename(actor: AuditActor, institutionId: number, name: string) {
      const before = await changeable(institutionId);
      const audit = {
        actorUserId: actor.userId,
        ip: actor.ip,
        action: 'institution.update',
        entityId: institutionId,
        details: { before: before.name, after: name },
      } as const;
      const row = await repo.rename(institutionId, name, audit).catch(nameTaken);
      if (!row) throw new NotFound();
      return row;
    },

    async remove(actor: AuditActor, institutionId: number) {
      const before = await changeable(institutionId);
      const audit = {
        actorUserId: actor.userId,
        ip: actor.ip,
        action: 'institution.delete',
        entityId: institutionId,
        details: { name: before.name },
      } as const;
      const people = await repo.remove(institutionId, audit);
      if (people === null) throw new NotFound();
      if (people > 0) throw new Conflict(institutionHasUsers(people));
    },
  };
}
export type InstitutionService = ReturnType<typeof institutionService>;
