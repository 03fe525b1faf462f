/** Queries of the workflow mails: the person and tale a mail is about, the tales that wait, the daily run. */
import { ACTION, rolesWith } from '@masal/shared';
import { and, asc, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/db.ts';
import { jobRuns, taleHistory, tales, userRoles, users } from '../../../db/schema/index.ts';
import { findRoleIds } from '../../../db/user-roles.ts';
import { enqueueMails, mailable, mailRecipient } from '../../../mail/mail-job.repository.ts';
import type { WaitingTale } from '../../../mail/templates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the tale entered its present status: its latest history row into it, else its last change. Plain names:
 * Drizzle leaves a column of a one-table query unqualified, which inside the subquery would mean tale_history's.
 */
const waitingSince = sql<Date>`coalesce(
  (select max(h.at) from tale_history h where h.tale_id = tales.tale_id and h.to_action_id = tales.action_id),
  tales.updated_at)`.mapWith(tales.updatedAt);

/** Tales that have waited in their present status longer than `days` at `now`. */
const waitedLongerThan = (days: number, now: Date): SQL =>
  sql`${waitingSince} < ${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;

export function workflowMailRepository(db: Db) {
  return {
    /** The person a mail may go to, with their roles; undefined when gone, inactive or anonymised. */
    async recipient(userId: number) {
      const person = await mailRecipient(db, userId);
      return person && { ...person, roleIds: await findRoleIds(db, userId) };
    },
    /** The tale with the history row that brought it into its present status (none for a tale moved by hand). */
    async tale(taleId: number) {
      const [tale] = await db
        .select({
          taleId: tales.taleId,
          taleName: tales.taleName,
          actionId: tales.actionId,
          userId: tales.userId,
          editorId: tales.editorId,
          lastNote: tales.lastNote,
          ownerNote: tales.ownerNote,
        })
        .from(tales)
        .where(eq(tales.taleId, taleId));
      if (!tale) return undefined;
      const [entry] = await db
        .select({
          fromActionId: taleHistory.fromActionId,
          note: taleHistory.note,
          noteForOwner: taleHistory.noteForOwner,
        })
        .from(taleHistory)
        .where(and(eq(taleHistory.taleId, taleId), eq(taleHistory.toActionId, tale.actionId)))
        .orderBy(desc(taleHistory.at), desc(taleHistory.historyId))
        .limit(1);
      return { ...tale, entry };
    },
    /** What waits for the person longer than `days`: tales they review (3) and, for the advisory board, tales at 5. */
    async waitingFor(
      userId: number,
      advisoryBoardMember: boolean,
      days: number,
      now: Date,
    ): Promise<WaitingTale[]> {
      const theirs = and(eq(tales.actionId, ACTION.inReview), eq(tales.editorId, userId));
      const rows = await db
        .select({
          taleId: tales.taleId,
          taleName: tales.taleName,
          actionId: tales.actionId,
          since: waitingSince,
        })
        .from(tales)
        .where(
          and(
            advisoryBoardMember ? or(theirs, eq(tales.actionId, ACTION.advisoryBoard)) : theirs,
            waitedLongerThan(days, now),
          ),
        )
        .orderBy(asc(waitingSince), asc(tales.taleId));
      return rows.map((t) => ({
        taleId: t.taleId,
        taleName: t.taleName,
        atAdvisoryBoard: t.actionId === ACTION.advisoryBoard,
        waitingDays: Math.floor((now.getTime() - t.since.getTime()) / DAY_MS),
      }));
    },
    /**
     * The day's digest, once whatever the number of instances: the transaction that inserts (review_digest,
     * day) into job_runs queues one digest per person something waits for; a concurrent one waits for its
     * commit and inserts nothing. Answers the number of mails queued, or undefined when the day was taken.
     */
    queueDigestOnce(day: string, days: number, now: Date): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(jobRuns)
          .values({ name: 'review_digest', runOn: day })
          .onConflictDoNothing()
          .returning({ name: jobRuns.name });
        if (claimed.length === 0) return undefined;
        const waited = waitedLongerThan(days, now);
        const editorsWaitedFor = tx
          .select({ userId: tales.editorId })
          .from(tales)
          .where(and(eq(tales.actionId, ACTION.inReview), waited));
        const advisoryBoardMembers = tx
          .select({ userId: userRoles.userId })
          .from(userRoles)
          .where(inArray(userRoles.roleId, rolesWith('advisoryBoard')));
        const advisoryBoardWaitedFor = tx
          .select({ taleId: tales.taleId })
          .from(tales)
          .where(and(eq(tales.actionId, ACTION.advisoryBoard), waited));
        const people = await tx
          .select({ userId: users.userId })
          .from(users)
          .where(
            and(
              mailable,
              or(
                inArray(users.userId, editorsWaitedFor),
                and(inArray(users.userId, advisoryBoardMembers), exists(advisoryBoardWaitedFor)),
              ),
            ),
          )
          .orderBy(asc(users.userId));
        await enqueueMails(
          tx,
          people.map(({ userId }) => ({ kind: 'review_digest', userId })),
        );
        return people.length;
      });
    },
  };
}
export type WorkflowMailRepository = ReturnType<typeof workflowMailRepository>;
