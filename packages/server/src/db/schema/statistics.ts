/**
 * The statistics' change counter: one row, moved by the commit of any transaction that changed what the figures
 * count (triggers of drizzle/0018_statistics_triggers.sql). An answer cached under a counter value is good as
 * long as the counter reads the same; session touches, sign-ins and other writes leave it alone.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

export const statisticsVersion = pgTable(
  'statistics_version',
  {
    /** Always true: the primary key and the check keep the table to one row. */
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('statistics_version_one_row', sql`${t.one}`)],
);
