/**
 * The workflow decisions one person made: their rows of tale_history (read along tale_history_actor), without
 * the compiler's own steps on their own tales (submit 1→2, resubmit 4→3), newest first, and their counts.
 */
import { ACTION, PAST_REVIEW_TRANSITIONS, type PastReviewDecision } from '@masal/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { ISTANBUL_SQL, istanbulMidnight } from '../../../db/istanbul-day.ts';
import { taleHistory, tales } from '../../../db/schema/index.ts';

export interface PastReviewFilter {
  /** First and last day (YYYY-MM-DD), inclusive, in Istanbul time. */
  from?: string | undefined;
  to?: string | undefined;
  decision?: PastReviewDecision | undefined;
}

/** A literal, so the month's expression reads the same in the select and the group by. */

const isStep = (from: number, to: number): SQL =>
  sql`(${taleHistory.fromActionId} = ${from} and ${taleHistory.toActionId} = ${to})`;

/** The row is the compiler's own submit or resubmit of their own tale: not a review. */
const ownSubmission = sql`(${tales.userId} = ${taleHistory.actorUserId} and (${isStep(
  ACTION.draft,
  ACTION.submitted,
)} or ${isStep(ACTION.revisionRequested, ACTION.inReview)}))`;

/** Any regular reviewing transition; what is none of them is an admin's other change. */
const anyTransition = sql`(${sql.join(
  PAST_REVIEW_TRANSITIONS.map((t) => isStep(t.from, t.to)),
  sql` or `,
)})`;

function decisionIs(decision: PastReviewDecision): SQL {
  const transition = PAST_REVIEW_TRANSITIONS.find((t) => t.key === decision);
  return transition ? isStep(transition.from, transition.to) : sql`not ${anyTransition}`;
}

function whereOf(actorUserId: number, filter: PastReviewFilter): SQL | undefined {
  return and(
    eq(taleHistory.actorUserId, actorUserId),
    sql`not ${ownSubmission}`,
    filter.decision ? decisionIs(filter.decision) : undefined,
    filter.from ? sql`${taleHistory.at} >= ${istanbulMidnight(filter.from)}` : undefined,
    filter.to ? sql`${taleHistory.at} < ${istanbulMidnight(filter.to, 1)}` : undefined,
  );
}

const month = sql<string>`to_char(${taleHistory.at} at time zone ${ISTANBUL_SQL}, 'YYYY-MM')`;

export function pastReviewRepository(db: Db) {
  return {
    async list(actorUserId: number, filter: PastReviewFilter & { page: number; pageSize: number }) {
      const where = whereOf(actorUserId, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            historyId: taleHistory.historyId,
            taleId: taleHistory.taleId,
            taleName: tales.taleName,
            fromActionId: taleHistory.fromActionId,
            toActionId: taleHistory.toActionId,
            note: taleHistory.note,
            at: taleHistory.at,
          })
          .from(taleHistory)
          .innerJoin(tales, eq(tales.taleId, taleHistory.taleId))
          .where(where)
          // tale_history_actor read backwards.
          .orderBy(desc(taleHistory.at), desc(taleHistory.historyId))
          .limit(filter.pageSize)
          .offset(filter.page * filter.pageSize),
        db
          .select({ n: count() })
          .from(taleHistory)
          .innerJoin(tales, eq(tales.taleId, taleHistory.taleId))
          .where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Counts by step (from → to) and by Istanbul month. */
    async counts(actorUserId: number, filter: PastReviewFilter) {
      const where = whereOf(actorUserId, filter);
      const [bySteps, byMonth] = await Promise.all([
        db
          .select({
            fromActionId: taleHistory.fromActionId,
            toActionId: taleHistory.toActionId,
            n: count(),
          })
          .from(taleHistory)
          .innerJoin(tales, eq(tales.taleId, taleHistory.taleId))
          .where(where)
          .groupBy(taleHistory.fromActionId, taleHistory.toActionId),
        db
          .select({ month, n: count() })
          .from(taleHistory)
          .innerJoin(tales, eq(tales.taleId, taleHistory.taleId))
          .where(where)
          .groupBy(month)
          .orderBy(desc(month)),
      ]);
      return {
        bySteps: bySteps.map((r) => ({ ...r, n: Number(r.n) })),
        byMonth: byMonth.map((r) => ({ month: r.month, n: Number(r.n) })),
      };
    },
  };
}
export type PastReviewRepository = ReturnType<typeof pastReviewRepository>;
