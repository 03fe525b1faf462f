/**
 * GET /v1/tales/myPastReviews and /v1/tales/myPastReviews/summary (`/masal/myPastReviews`): the workflow
 * decisions the signed-in person made, newest first, server-paged, filtered by decision and days, and their
 * counts per decision and per month. A decision is the transition a history row records (from → to).
 */
import '../zod-locale.ts';
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { TRANSITIONS } from '../workflow-transitions.ts';
import { optionalDayQuery } from './dates.ts';
import { ID_MAX } from './primitives.ts';

/**
 * Every transition but the compiler's own (submit, resubmit), by its key and its statuses; any other move
 * (an admin's change with a reason) is `adminChange`. The screen names them (tr.json `pastReviews.decisions`).
 */
type Reviewing = Exclude<(typeof TRANSITIONS)[number], { actor: 'owner' }>;
export const PAST_REVIEW_TRANSITIONS = TRANSITIONS.filter((t): t is Reviewing => t.actor !== 'owner').map(
  ({ key, from, to }) => ({ key, from, to }),
);
type PastReviewTransitionKey = (typeof PAST_REVIEW_TRANSITIONS)[number]['key'];
export type PastReviewDecision = PastReviewTransitionKey | 'adminChange';
export const PAST_REVIEW_DECISIONS = [
  ...PAST_REVIEW_TRANSITIONS.map((t) => t.key),
  'adminChange',
] as readonly PastReviewDecision[] as [PastReviewDecision, ...PastReviewDecision[]];

/** The decision a history row from → to records. */
export function pastReviewDecision(fromActionId: number, toActionId: number): PastReviewDecision {
  return (
    PAST_REVIEW_TRANSITIONS.find((t) => t.from === fromActionId && t.to === toActionId)?.key ?? 'adminChange'
  );
}

/** A day as `YYYY-MM-DD`, counted in Istanbul time. */
const day = optionalDayQuery();
const dayRange = { message: MSG.auditDateRange, path: ['to'] };

/** The summary's filter: the first and the last day, both inclusive. */
export const pastReviewSummaryQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => !q.from || !q.to || q.from <= q.to, dayRange);
export type PastReviewSummaryQuery = z.input<typeof pastReviewSummaryQuerySchema>;

export const pastReviewListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(ID_MAX).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
    decision: z.enum(PAST_REVIEW_DECISIONS, { message: MSG.pastReviewDecisionInvalid }).optional(),
    /** The first day, inclusive. */
    from: day,
    /** The last day, inclusive. */
    to: day,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, dayRange);
export type PastReviewListQuery = z.input<typeof pastReviewListQuerySchema>;

const pastReviewRowSchema = z.object({
  historyId: z.number(),
  taleId: z.number(),
  taleName: z.string(),
  decision: z.enum(PAST_REVIEW_DECISIONS),
  fromActionId: z.number(),
  toActionId: z.number(),
  note: z.string().nullable(),
  at: z.string(),
});
export type PastReviewRow = z.infer<typeof pastReviewRowSchema>;

export const pastReviewListAnswerSchema = z.object({ rows: z.array(pastReviewRowSchema), total: z.number() });
export type PastReviewListAnswer = z.infer<typeof pastReviewListAnswerSchema>;

export const pastReviewSummarySchema = z.object({
  total: z.number(),
  /** In the order of PAST_REVIEW_DECISIONS; only decisions taken at least once. */
  byDecision: z.array(z.object({ decision: z.enum(PAST_REVIEW_DECISIONS), count: z.number() })),
  /** `YYYY-MM` in Istanbul time, the newest month first; only months with a decision. */
  byMonth: z.array(z.object({ month: z.string(), count: z.number() })),
});
export type PastReviewSummary = z.infer<typeof pastReviewSummarySchema>;
