/**
 * The statistics' change counter: one row, moved by the commit of any transaction that changed what the figures
 * count (triggers of drizzle/0018_statistics_triggers.sql). An answer cached under a counter value is good as
 * long as the counter reads the same; session touches, sign-ins and other writes leave it alone.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const statisticsVersion = pgTable(
  'statistics_version',
  {
    /** Always true: the primary key and the check keep the table to one row. */
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('statistics_version_one_row', sql`${t.one}`)],
);

/**
 * Tales counted per status and one key — its type, Istanbul month of submission, compiler or place (`dimension`
 * names which; the other keys are null) — so the unranged figures sum a few thousand rows instead of grouping
 * every tale. Each change to tales appends its +1 / -1 rows to tale_count_changes in its own transaction
 * (drizzle/0027_tale_counts.sql), locking nothing another writer waits for; the statistics fold them into
 * tale_counts once they pile up. A figure is the sum over both tables.
 */
const countColumns = () => ({
  dimension: text('dimension').notNull(),
  actionId: integer('action_id').notNull(),
  groupId: integer('group_id'),
  month: timestamp('month'),
  userId: integer('user_id'),
  area: text('area'),
  city: text('city'),
  n: integer('n').notNull(),
});
export const taleCounts = pgTable('tale_counts', countColumns(), (t) => [
  unique('tale_counts_key')
    .on(t.dimension, t.actionId, t.groupId, t.month, t.userId, t.area, t.city)
    .nullsNotDistinct(),
]);
export const taleCountChanges = pgTable('tale_count_changes', countColumns());
