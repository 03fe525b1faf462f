/**
 * The mail outbox: a job row is written in the transaction of the request that wants the mail, and a worker
 * in the server sends it after the answer (mail/mail-queue.ts). Rows hold no address, name or code: the
 * worker reads the account and issues the code when it sends.
 */
import { index, integer, pgEnum, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const mailJobKind = pgEnum('mail_job_kind', [
  'activation',
  'reset',
  'email_taken',
  'identity_taken',
  'invitation',
  'email_change',
  // The tale workflow: each names its tale in tale_id; the digest lists what waits for the person.
  'tale_assigned',
  'tale_resubmitted',
  // The compiler's receipt for a tale they sent, and for one they sent again after a revision request.
  'tale_received',
  'tale_resubmit_received',
  'tale_revision',
  'tale_rejected',
  'tale_approved',
  'tale_published',
  'tale_advisory_board_return',
  'tale_to_advisory_board',
  'review_digest',
  // The editorial desk: the proposer of a written publication request hears the admin's decision.
  'written_pub_request_decided',
]);
/** skipped: nobody to mail (an unknown address's job), or the account's hourly limit was reached. */
export const mailJobState = pgEnum('mail_job_state', ['pending', 'sent', 'skipped', 'failed']);

export const mailJobs = pgTable(
  'mail_jobs',
  {
    jobId: serial('job_id').primaryKey(),
    kind: mailJobKind('kind').notNull(),
    /**
     * null: asked for an address no account has; the job is done without a mail. No foreign key: its check
     * locks the account's row, a write the unknown address's insert would not make (a timing difference).
     * A job whose account is gone is skipped.
     */
    userId: integer('user_id'),
    /** The tale a workflow mail is about (its status and note are read when it is sent). */
    taleId: integer('tale_id'),
    /** The written publication request a decision mail is about. */
    writtenPubRequestId: integer('written_pub_request_id'),
    state: mailJobState('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this time: the next try after a failure. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The try under way: no other instance takes the job before this time, not even a restarting one; once it
     * passes (the instance died while sending), any instance takes the job over. Null when no try is under way.
     */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** The instance (host, process, random) whose try it is: for the operator who looks at a stuck job. */
    leasedBy: text('leased_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_jobs_due').on(t.state, t.runAfter),
    index('mail_jobs_user_done').on(t.userId, t.doneAt),
  ],
);
