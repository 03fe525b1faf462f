/**
 * The bank exports of payments: who downloaded which payments, when, in which format, and the
 * SHA-256 of the file as sent, so an auditor can match a file the bank received to the payments it paid.
 */
import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { payments } from './workflow.ts';

export const paymentExports = pgTable('payment_exports', {
  exportId: serial('export_id').primaryKey(),
  actorUserId: integer('actor_user_id').references(() => users.userId, { onDelete: 'set null' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** csv or xlsx. */
  format: text('format').notNull(),
  sha256: text('sha256').notNull(),
  rowCount: integer('row_count').notNull(),
  byteCount: bigint('byte_count', { mode: 'number' }).notNull(),
});

/** The payments a file listed, one row each. */
export const paymentExportItems = pgTable(
  'payment_export_items',
  {
    exportId: integer('export_id')
      .notNull()
      .references(() => paymentExports.exportId, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.paymentId),
  },
  (t) => [
    primaryKey({ columns: [t.exportId, t.paymentId] }),
    index('payment_export_items_payment').on(t.paymentId),
  ],
);
