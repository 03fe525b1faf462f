/**
 * Advisory board approval of seed §7: an advisory board member's decision is the advisory board transition of
 * decisions.md, taken through the workflow's transitions (status, history, this record, payment and mails in one
 * transaction); the record is then answered. Admins may delete a record, which leaves the tale where it is.
 */
import {
  ACTION,
  ADVISORY_BOARD_DECISIONS,
  type AdvisoryBoardApproval,
  type AdvisoryBoardDecision,
  type AdvisoryBoardListAnswer,
  type AdvisoryBoardListScope,
  canSeeTale,
  MSG,
  type Viewer,
} from '@masal/shared';
import type { AuditActor } from '../../db/audit-row.ts';
import { toQueueTale } from '../../db/queue-columns.ts';
import { NotAllowed, NotFound, WrongState } from '../../errors.ts';
import type { AdvisoryBoardApprovalRepository } from './advisory-board-approval.repository.ts';

/** What this module needs from the workflow (`app.workflow`): one transition, all or nothing. */
export interface TaleTransitions {
  transition(
    viewer: Viewer & AuditActor,
    input: { taleId: number; actionId: number; note?: string | undefined; version?: number | undefined },
  ): Promise<unknown>;
}

export interface AdvisoryBoardDecisionInput {
  taleId: number;
  decision: AdvisoryBoardDecision;
  note?: string | undefined;
  version?: number | undefined;
}

type RecordRow = NonNullable<Awaited<ReturnType<AdvisoryBoardApprovalRepository['byTale']>>>;

const toApproval = (row: RecordRow): AdvisoryBoardApproval => ({
  ...row,
  decidedAt: row.decidedAt.toISOString(),
});

export function advisoryBoardApprovalService(
  repo: AdvisoryBoardApprovalRepository,
  workflow: TaleTransitions,
) {
  /** The tale's record: 404 when there is no tale or no record, 401 when the tale is not the viewer's to see. */
  async function record(viewer: Viewer, taleId: number): Promise<AdvisoryBoardApproval> {
    const tale = await repo.taleAccess(taleId);
    if (!tale) throw new NotFound();
    if (!canSeeTale(tale, viewer)) throw new NotAllowed();
    const row = await repo.byTale(taleId);
    if (!row) throw new NotFound();
    return toApproval(row);
  }

  return {
    record,

    /**
     * The decision as the transition to ADVISORY_BOARD_DECISIONS[decision].to: its rules answer 400 (a required note
     * missing) and 409 (a stale version, or the tale moved meanwhile). A tale not at the advisory board is told so
     * first.
     */
    async decide(
      viewer: Viewer & AuditActor,
      input: AdvisoryBoardDecisionInput,
    ): Promise<AdvisoryBoardApproval> {
      const tale = await repo.taleAccess(input.taleId);
      if (!tale) throw new NotFound();
      if (!canSeeTale(tale, viewer)) throw new NotAllowed();
      if (tale.actionId !== ACTION.advisoryBoard) throw new WrongState(MSG.taleNotAtAdvisoryBoard);
      await workflow.transition(viewer, {
        taleId: input.taleId,
        actionId: ADVISORY_BOARD_DECISIONS[input.decision].to,
        note: input.note,
        version: input.version,
      });
      return record(viewer, input.taleId);
    },

    async list(
      scope: AdvisoryBoardListScope,
      paging: { page: number; pageSize: number },
    ): Promise<AdvisoryBoardListAnswer> {
      const { rows, total } = await repo.list(scope, paging);
      return {
        rows: rows.map(({ approval, ...tale }) => ({
          ...toQueueTale(tale),
          approval: approval ? toApproval(approval) : null,
        })),
        total,
      };
    },

    async remove(actor: AuditActor, approvalId: number): Promise<void> {
      const taleId = await repo.remove(approvalId, (id) => ({
        actorUserId: actor.userId,
        ip: actor.ip,
        action: 'tale.advisoryBoardApprovalDelete',
        entityId: id,
        details: { approvalId },
      }));
      if (taleId === undefined) throw new NotFound();
    },
  };
}
export type AdvisoryBoardApprovalService = ReturnType<typeof advisoryBoardApprovalService>;
