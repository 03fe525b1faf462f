/** The signed-in person's past reviews: each row named by its decision, the counts gathered per decision. */
import {
  PAST_REVIEW_DECISIONS,
  type PastReviewListAnswer,
  type PastReviewSummary,
  pastReviewDecision,
} from '@masal/shared';
import type { PastReviewFilter, PastReviewRepository } from './past-review.repository.ts';

export function pastReviewService(repo: PastReviewRepository) {
  return {
    async list(
      actorUserId: number,
      query: PastReviewFilter & { page: number; pageSize: number },
    ): Promise<PastReviewListAnswer> {
      const { rows, total } = await repo.list(actorUserId, query);
      return {
        rows: rows.map((row) => ({
          ...row,
          decision: pastReviewDecision(row.fromActionId, row.toActionId),
          at: row.at.toISOString(),
        })),
        total,
      };
    },

    async summary(actorUserId: number, query: PastReviewFilter): Promise<PastReviewSummary> {
      const { bySteps, byMonth } = await repo.counts(actorUserId, query);
      const perDecision = new Map<string, number>();
      for (const step of bySteps) {
        const decision = pastReviewDecision(step.fromActionId, step.toActionId);
        perDecision.set(decision, (perDecision.get(decision) ?? 0) + step.n);
      }
      return {
        total: bySteps.reduce((sum, step) => sum + step.n, 0),
        byDecision: PAST_REVIEW_DECISIONS.filter((d) => perDecision.has(d)).map((decision) => ({
          decision,
          count: perDecision.get(decision) ?? 0,
        })),
        byMonth: byMonth.map((m) => ({ month: m.month, count: m.n })),
      };
    },
  };
}
export type PastReviewService = ReturnType<typeof pastReviewService>;
