/**
 * Queries of the mail outbox (db/schema/mail.ts) and of who a mail may go to; when and how jobs run is
 * mail-queue.ts's business.
 */
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type mailJobKind, mailJobs, users } from '../db/schema/index.ts';

export type MailJob = typeof mailJobs.$inferSelect;
export type MailJobKind = (typeof mailJobKind.enumValues)[number];
export type NewMailJob = { kind: MailJobKind; userId: number | null; taleId?: number; pubRequestId?: number };

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

export function mailJobRepository(db: Db) {
  return {
    /** A start tries every leftover at once: the cause of a failure (e.g. SMTP settings) may be gone. */
    async rescheduleLeftovers(): Promise<void> {
      await db.update(mailJobs).set({ runAfter: new Date() }).where(eq(mailJobs.state, 'pending'));
    },
    /** Takes the oldest due job and leases it until `leaseUntil`; another worker skips a job already taken. */
    async claimNext(leaseUntil: Date): Promise<MailJob | undefined> {
      const due = db
        .select({ jobId: mailJobs.jobId })
        .from(mailJobs)
        .where(and(eq(mailJobs.state, 'pending'), lte(mailJobs.runAfter, new Date())))
        .orderBy(asc(mailJobs.jobId))
        .limit(1)
        .for('update', { skipLocked: true });
      const [job] = await db
        .update(mailJobs)
        .set({ attempts: sql`${mailJobs.attempts} + 1`, runAfter: leaseUntil })
        .where(inArray(mailJobs.jobId, due))
        .returning();
      return job;
    },
    async finish(jobId: number, state: 'sent' | 'skipped' | 'failed'): Promise<void> {
      await db.update(mailJobs).set({ state, doneAt: new Date() }).where(eq(mailJobs.jobId, jobId));
    },
    async retryAt(jobId: number, at: Date): Promise<void> {
      await db.update(mailJobs).set({ runAfter: at }).where(eq(mailJobs.jobId, jobId));
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
