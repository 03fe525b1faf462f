/** The tale abstract of seed §7: one per tale, read by whoever sees the tale, written by those abstract-rights.ts names. */
import { canSeeTale, type TaleAbstract, type Viewer } from '@masal/shared';
import type { AuditActor } from '../../db/audit-row.ts';
import { NotAllowed, NotFound } from '../../errors.ts';
import type { AbstractGuard, AbstractRepository, AbstractRow } from './abstract.repository.ts';
import { requireAbstractRight } from './abstract-rights.ts';

const toAbstract = (row: AbstractRow): TaleAbstract => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export function abstractService(repo: AbstractRepository) {
  const guardFor =
    (viewer: Viewer): AbstractGuard =>
    (tale) =>
      requireAbstractRight(tale, viewer);

  return {
    /** 404 when there is no tale or no abstract yet, 401 when the tale is not the viewer's to see. */
    async get(viewer: Viewer, taleId: number): Promise<TaleAbstract> {
      const tale = await repo.taleAccess(taleId);
      if (!tale) throw new NotFound();
      if (!canSeeTale(tale, viewer)) throw new NotAllowed();
      const row = await repo.byTale(taleId);
      if (!row) throw new NotFound();
      return toAbstract(row);
    },

    async save(viewer: Viewer & AuditActor, input: { taleId: number; text: string }): Promise<TaleAbstract> {
      const row = await repo.save(input.taleId, input.text, viewer.userId, guardFor(viewer), {
        actorUserId: viewer.userId,
        ip: viewer.ip,
        action: 'tale.abstract',
        entityId: input.taleId,
        details: { length: input.text.length },
      });
      return toAbstract(row);
    },

    async remove(viewer: Viewer & AuditActor, abstractId: number): Promise<void> {
      const taleId = await repo.taleOf(abstractId);
      if (taleId === undefined) throw new NotFound();
      const removed = await repo.remove(abstractId, taleId, guardFor(viewer), {
        actorUserId: viewer.userId,
        ip: viewer.ip,
        action: 'tale.abstractDelete',
        entityId: taleId,
        details: { abstractId },
      });
      if (!removed) throw new NotFound();
    },
  };
}
export type AbstractService = ReturnType<typeof abstractService>;
