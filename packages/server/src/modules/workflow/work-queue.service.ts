/** The editors' queue as the caller sees it: the advisory board also waits on every tale at 5. */
import { ACTION, hasPermission, type Viewer, type WorkQueueRow } from '@masal/shared';
import { toQueueTale } from '../../db/queue-columns.ts';
import type { WorkQueueRepository } from './work-queue.repository.ts';

export function workQueueService(repo: WorkQueueRepository) {
  return {
    async list(
      viewer: Viewer,
      paging: { page: number; pageSize: number },
    ): Promise<{ rows: WorkQueueRow[]; total: number }> {
      const advisoryBoard = hasPermission(viewer.roleIds, 'advisoryBoard');
      const { rows, total } = await repo.list(viewer.userId, advisoryBoard, paging);
      return {
        rows: rows.map((row) => ({
          ...toQueueTale(row),
          reason: row.actionId === ACTION.advisoryBoard ? ('advisoryBoard' as const) : ('review' as const),
        })),
        total,
      };
    },
  };
}
export type WorkQueueService = ReturnType<typeof workQueueService>;
