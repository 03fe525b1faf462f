/**
 * What the tale workflow keeps beside the tale (decisions.md): its one abstract, the advisory board's one
 * approval record, the revisions of a completed tale's text, the compilers' payments with the coefficient's
 * history, and the daily jobs that must run once a day whatever the number of server instances.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions.ts';
import { tales } from './tales.ts';
import { users } from './users.ts';

export const taleAbstracts = pgTable('tale_abstracts', {
  abstractId: serial('abstract_id').primaryKey(),
  taleId: integer('tale_id')
    .notNull()
    .unique()
    .references(() => tales.taleId, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  /** Who wrote it last. */
  userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** AdvisoryBoardDecision of packages/shared (workflow-transitions.ts). */
export const advisoryBoardDecision = pgEnum('advisory_board_decision', [
  'approved',
  'approvedPrivate',
  'returned',
  'rejected',
]);

/** One per tale: the advisory board's latest decision on it, written by its transition's transaction. */
export const advisoryBoardApprovals = pgTable(
  'advisory_board_approvals',
  {
    approvalId: serial('approval_id').primaryKey(),
    taleId: integer('tale_id')
      .notNull()
      .unique()
      .references(() => tales.taleId, { onDelete: 'cascade' }),
    decision: advisoryBoardDecision('decision').notNull(),
    memberUserId: integer('member_user_id').references(() => users.userId, { onDelete: 'set null' }),
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advisory_board_approvals_member').on(t.memberUserId, t.decidedAt)],
);

/** Every save of a completed tale (6, 7, 9) by an editor assistant or admin: who, when, the text. */
export const taleRevisions = pgTable(
  'tale_revisions',
  {
    revisionId: serial('revision_id').primaryKey(),
    taleId: integer('tale_id')
      .notNull()
      .references(() => tales.taleId, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    taleTextEnd: text('tale_text_end'),
    contextProperties: text('context_properties'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tale_revisions_tale').on(t.taleId, t.at)],
);

export const paymentStatus = pgEnum('payment_status', ['pending', 'approved', 'paid']);

/** coefficientOfPayment (lira per 100 words) with its history: the latest row is the one in force. */
export const paymentCoefficients = pgTable('payment_coefficients', {
  coefficientId: serial('coefficient_id').primaryKey(),
  value: numeric('value', { precision: 10, scale: 4 }).notNull(),
  changedBy: integer('changed_by').references(() => users.userId, { onDelete: 'set null' }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A compiler's payment for a tale, created when it reaches 6 or 7, with the word count and coefficient frozen.
 * One per tale (a later correction is a linked adjustment row, `adjustsPaymentId`, never an edit: an
 * adjustment carries the signed difference in words and kuruş, the admin who made it and why).
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: serial('payment_id').primaryKey(),
    taleId: integer('tale_id')
      .notNull()
      .references(() => tales.taleId),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId),
    numberOfWord: integer('number_of_word').notNull(),
    coefficient: numeric('coefficient', { precision: 10, scale: 4 }).notNull(),
    amountKurus: bigint('amount_kurus', { mode: 'number' }).notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    adjustsPaymentId: integer('adjusts_payment_id').references((): AnyPgColumn => payments.paymentId),
    /** An adjustment's reason, as the admin wrote it. */
    reason: text('reason'),
    /** The admin who made an adjustment (accruals are the workflow's). */
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    /**
     * Copies of the tale's region and the compiler's institution, kept equal to them by triggers
     * (drizzle/0015_payments_places_triggers.sql), so the admin's filters and sums read payments alone.
     */
    area: text('area'),
    institutionId: integer('institution_id').references(() => institutions.institutionId, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.userId, { onDelete: 'set null' }),
    paidAt: date('paid_at', { mode: 'string' }),
    paidBy: integer('paid_by').references(() => users.userId, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('payments_one_per_tale').on(t.taleId).where(sql`${t.adjustsPaymentId} is null`),
    index('payments_user').on(t.userId, t.createdAt),
    // The admin list: each filter's index gives its page in date order and, ending in amount_kurus, its sums
    // by status from the index alone.
    index('payments_status').on(t.status, t.createdAt, t.amountKurus),
    index('payments_created').on(t.createdAt, t.paymentId),
    index('payments_approved').on(t.approvedAt, t.status, t.amountKurus),
    index('payments_paid').on(t.paidAt, t.status, t.amountKurus),
    index('payments_area').on(t.area, t.status, t.createdAt, t.amountKurus),
    index('payments_institution').on(t.institutionId, t.status, t.createdAt, t.amountKurus),
    index('payments_adjusts').on(t.adjustsPaymentId),
  ],
);

/** A daily job's run: the instance whose insert of (name, day) succeeds runs it; the others skip that day. */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    /** The Istanbul day it ran for. */
    runOn: date('run_on', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.runOn] })],
);
