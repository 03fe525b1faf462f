/**
 * Every tale that has ever been published, kept after it leaves publication: open data lists and filters the
 * published ones by `publishedAt`; OAI-PMH answers the withdrawn ones as deleted records (its deletedRecord is
 * "persistent"), each with the datestamp of its last change. Written by triggers on tales and on what a record
 * carries (drizzle/0029_tale_publications_triggers.sql), so every path that moves a tale into or out of
 * publication — a transition, an admin's change, a fixture — records it.
 */
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const talePublications = pgTable(
  'tale_publications',
  {
    /**
     * No foreign key: a harvested record outlives its tale. A published tale is never deleted (only drafts
     * are), but should a row go, OAI-PMH still answers its record, as deleted.
     */
    taleId: integer('tale_id').primaryKey(),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest publication (a tale withdrawn and published again counts from the second time). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it last left publication; null while it is published. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** OAI-PMH's datestamp: publication, withdrawal, or the latest change of what the record carries. */
    datestamp: timestamp('datestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tale_publications_published').on(t.publishedAt, t.taleId),
    index('tale_publications_datestamp').on(t.datestamp, t.taleId),
  ],
);
