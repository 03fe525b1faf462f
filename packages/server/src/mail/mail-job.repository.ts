/**
 * Queries of the mail outbox (db/schema/mail.ts) and of who a mail may go to; when and how jobs run is
 * mail-queue.ts's business.
 */
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { type mailJobKind, mailJobs, users } from '../db/schema/index.ts';

export type MailJob = typeof mailJobs.$inferSelect;
export type MailJobKind = (typeof mailJobKind.enumValues)[number];
export type NewMailJob = {
  kind: MailJobKind;
  userId: number | null;
  taleId?: number;
  writtenPubRequestId?: number;
};

/** Mails an account is sent because someone asked (not the account's own activation): one hourly limit. */
const REQUESTED_KINDS: MailJobKind[] = ['reset', 'email_taken', 'identity_taken', 'email_change'];

/** Someone a mail may go to: an active account, not anonymised (its address is a placeholder nobody reads). */
export const mailable = and(eq(users.isActive, true), isNull(users.anonymizedAt));

/** The address and name a mail to the user goes to; undefined when the account is gone, inactive or anonymised. */
export async function mailRecipient(db: Pick<Db, 'select'>, userId: number) {
  const [person] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.userId, userId), mailable));
  return person;
}

/** Queues mails inside the caller's transaction, so they are wanted exactly when its change commits. */
export async function enqueueMails(tx: Pick<Db, 'insert'>, jobs: NewMailJob[]): Promise<void> {
  if (jobs.length > 0) await tx.insert(mailJobs).values(jobs);
}

/** No try under way: never leased, released, or the lease of an instance that died has run out. */
const notLeased = or(isNull(mailJobs.leasedUntil), lte(mailJobs.leasedUntil, sql`now()`));

export function mailJobRepository(db: Db) {
  return {
    /**
     * A start tries every leftover at once: the cause of a failure (e.g. SMTP settings) may be gone. A job
     * another live instance is sending keeps its lease: only its instance finishes it (or its lease runs out).
     */
    async rescheduleLeftovers(): Promise<void> {
      await db
        .update(mailJobs)
        .set({ runAfter: sql`now()` })
        .where(and(eq(mailJobs.state, 'pending'), notLeased, gt(mailJobs.runAfter, sql`now()`)));
    },
    /**
     * Takes the oldest due job that nobody holds and leases it to `instance` for `leaseMs`; another worker
     * skips a job whose claim is being written (SKIP LOCKED) and one whose lease runs.
     */
    async claimNext(instance: string, leaseMs: number): Promise<MailJob | undefined> {
      const due = db
        .select({ jobId: mailJobs.jobId })
        .from(mailJobs)
        .where(and(eq(mailJobs.state, 'pending'), lte(mailJobs.runAfter, sql`now()`), notLeased))
        .orderBy(asc(mailJobs.jobId))
        .limit(1)
        .for('update', { skipLocked: true });
      const [job] = await db
        .update(mailJobs)
        .set({
          attempts: sql`${mailJobs.attempts} + 1`,
          leasedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          leasedBy: instance,
        })
        .where(inArray(mailJobs.jobId, due))
        .returning();
      return job;
    },
    async finish(jobId: number, state: 'sent' | 'skipped' | 'failed'): Promise<void> {
      await db
        .update(mailJobs)
        .set({ state, doneAt: new Date(), leasedUntil: null, leasedBy: null })
        .where(eq(mailJobs.jobId, jobId));
    },
    async retryAt(jobId: number, at: Date): Promise<void> {
      await db
        .update(mailJobs)
        .set({ runAfter: at, leasedUntil: null, leasedBy: null })
        .where(eq(mailJobs.jobId, jobId));
    },
    /** Jobs not yet sent, skipped or given up: the queue's depth. */
    async pendingCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(mailJobs).where(eq(mailJobs.state, 'pending'));
      return row?.n ?? 0;
    },
    /** Requested mails sent to this account since `since`. */
    async requestedSentSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailJobs)
        .where(
          and(
            eq(mailJobs.userId, userId),
            eq(mailJobs.state, 'sent'),
            inArray(mailJobs.kind, REQUESTED_KINDS),
            gt(mailJobs.doneAt, since),
          ),
        );
      return row?.n ?? 0;
    },
    async removeDoneBefore(before: Date): Promise<void> {
      await db.delete(mailJobs).where(and(isNotNull(mailJobs.doneAt), lt(mailJobs.doneAt, before)));
    },
  };
}
export type MailJobRepository = ReturnType<typeof mailJobRepository>;
