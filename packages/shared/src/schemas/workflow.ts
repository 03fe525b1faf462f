/**
 * Payloads of the workflow calls (decisions.md "Calls the seed leaves open": Workflow): the tale's
 * history, its abstract, the advisory board's approval record, the editors' queue, the editor list, the
 * revisions of completed tales. Payments have their own file (payment.ts).
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { ADVISORY_BOARD_DECISIONS, type AdvisoryBoardDecision } from '../workflow-transitions.ts';
import { ID_MAX, id, str } from './primitives.ts';
import { NOTE_MAX, TEXT_MAX, taleSchema } from './tale.ts';

const nullableText = z.string().nullable();
const page = z.coerce.number().int().min(0).max(ID_MAX).default(0);
const pageSize = z.coerce.number().int().min(1).max(100).default(25);

/** GET /v1/tales/history/{id}: every transition of the tale, oldest first. */
const taleHistoryEntrySchema = z.object({
  historyId: z.number(),
  actorUserId: z.number().nullable(),
  actorNameSurname: nullableText,
  fromActionId: z.number(),
  toActionId: z.number(),
  note: nullableText,
  at: z.string(),
});
export type TaleHistoryEntry = z.infer<typeof taleHistoryEntrySchema>;
export const taleHistoryAnswerSchema = z.array(taleHistoryEntrySchema);

/** POST /v1/taleAbstract/: creates or replaces the tale's one abstract. */
export const taleAbstractInputSchema = z.object({
  taleId: id(),
  text: str().trim().min(1, MSG.abstractTextRequired).max(NOTE_MAX, MSG.textTooLong),
});
export const taleAbstractSchema = z.object({
  abstractId: z.number(),
  taleId: z.number(),
  text: z.string(),
  userId: z.number().nullable(),
  authorNameSurname: nullableText,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaleAbstract = z.infer<typeof taleAbstractSchema>;

const ADVISORY_BOARD_DECISION_KEYS = Object.keys(ADVISORY_BOARD_DECISIONS) as [
  AdvisoryBoardDecision,
  ...AdvisoryBoardDecision[],
];
const advisoryBoardDecision = z.enum(ADVISORY_BOARD_DECISION_KEYS, { error: MSG.validationFailed });

/**
 * POST and PUT /v1/advisoryBoardApproval/: an advisory board member's decision on a tale at 5 — the advisory board
 * transition of the decision (5→6, 5→7, 5→3, 5→8) with its record, in one transaction. `basic` carries the decision
 * only.
 */
export const advisoryBoardApprovalInputSchema = z.object({
  taleId: id(),
  decision: advisoryBoardDecision,
  note: str().trim().max(NOTE_MAX, MSG.textTooLong).optional(),
  version: id().optional(),
});
export const advisoryBoardApprovalBasicInputSchema = advisoryBoardApprovalInputSchema.pick({
  taleId: true,
  decision: true,
  version: true,
});

/** GET /v1/advisoryBoardApproval/byTaleId/{id}; `basic` answers decision, member and date only. */
export const advisoryBoardApprovalSchema = z.object({
  approvalId: z.number(),
  taleId: z.number(),
  decision: advisoryBoardDecision,
  memberUserId: z.number().nullable(),
  memberNameSurname: nullableText,
  note: nullableText,
  decidedAt: z.string(),
});
export type AdvisoryBoardApproval = z.infer<typeof advisoryBoardApprovalSchema>;
export const advisoryBoardApprovalBasicSchema = advisoryBoardApprovalSchema.pick({
  approvalId: true,
  taleId: true,
  decision: true,
  memberUserId: true,
  memberNameSurname: true,
  decidedAt: true,
});

/** Why a tale is in someone's queue: to review (3), back from the advisory board (3), waiting for the advisory board (5). */
const QUEUE_REASONS = ['review', 'advisoryBoard'] as const;

/** GET /v1/tales/taleReviewAndAdvisoryBoardList/editorAndAdvisoryBoard: the caller's waiting work. */
export const workQueueQuerySchema = z.object({ page, pageSize });
export const workQueueRowSchema = taleSchema
  .pick({
    taleId: true,
    userId: true,
    authorNameSurname: true,
    taleName: true,
    area: true,
    city: true,
    actionId: true,
    actionName: true,
    editorId: true,
    groupName: true,
    subGroupName: true,
    numberOfWord: true,
    lastNote: true,
    version: true,
    submittedAt: true,
  })
  .extend({
    reason: z.enum(QUEUE_REASONS),
    /** When the tale reached its present status. */
    waitingSince: z.string(),
  });
export type WorkQueueRow = z.infer<typeof workQueueRowSchema>;
export const workQueueAnswerSchema = z.object({ rows: z.array(workQueueRowSchema), total: z.number() });

/** GET /v1/editors (admin): people with an editor-type role, their roles and workload (also the picker's). */
const editorRowSchema = z.object({
  userId: z.number(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  roleIds: z.array(z.number()),
  isActive: z.boolean(),
  /** Tales assigned to them at 3 or 4. */
  openCount: z.number(),
  /** Tales they moved on from review (to 5, 6, 7, 8 or 9). */
  reviewedCount: z.number(),
});
export type EditorRow = z.infer<typeof editorRowSchema>;
export const editorListAnswerSchema = z.array(editorRowSchema);

/** A saved revision of a completed tale's text to publish (editor assistants and admins, at 6, 7, 9). */
const taleRevisionSchema = z.object({
  revisionId: z.number(),
  taleId: z.number(),
  userId: z.number().nullable(),
  authorNameSurname: nullableText,
  taleTextEnd: nullableText,
  contextProperties: nullableText,
  at: z.string(),
});
export type TaleRevision = z.infer<typeof taleRevisionSchema>;
export const taleRevisionListAnswerSchema = z.array(taleRevisionSchema);

/** PUT /v1/tales/completed: an editor assistant's or admin's edit of a tale at 6, 7 or 9. */
export const completedTaleEditSchema = z.object({
  taleId: id(),
  version: id(),
  taleTextEnd: str()
    .trim()
    .max(TEXT_MAX, MSG.textTooLong)
    .nullish()
    .transform((v) => v || null),
  contextProperties: str()
    .trim()
    .max(NOTE_MAX, MSG.textTooLong)
    .nullish()
    .transform((v) => v || null),
});
export type CompletedTaleEditInput = z.input<typeof completedTaleEditSchema>;
