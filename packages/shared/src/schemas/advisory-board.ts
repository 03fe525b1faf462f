/**
 * GET /v1/advisoryBoardApproval/: the advisory board's screen (/advisoryBoardTaleDataTable) — the tales waiting
 * for the advisory board (status 5, oldest waiting first) or those it decided (newest decision first), paged.
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { ID_MAX } from './primitives.ts';
import { advisoryBoardApprovalSchema, workQueueRowSchema } from './workflow.ts';

const ADVISORY_BOARD_LIST_SCOPES = ['waiting', 'decided'] as const;
export type AdvisoryBoardListScope = (typeof ADVISORY_BOARD_LIST_SCOPES)[number];

export const advisoryBoardListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(ID_MAX).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  scope: z.enum(ADVISORY_BOARD_LIST_SCOPES).default('waiting'),
});

/** The queue's tale fields, with the tale's one advisory board record (a waiting tale has one when it was returned before). */
const advisoryBoardListRowSchema = workQueueRowSchema.omit({ reason: true }).extend({
  approval: advisoryBoardApprovalSchema.nullable(),
});
export type AdvisoryBoardListRow = z.infer<typeof advisoryBoardListRowSchema>;
export const advisoryBoardListAnswerSchema = z.object({
  rows: z.array(advisoryBoardListRowSchema),
  total: z.number(),
});
export type AdvisoryBoardListAnswer = z.infer<typeof advisoryBoardListAnswerSchema>;
