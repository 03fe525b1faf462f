import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { foldedColumnSql } from '../fold.ts';

export const institutions = pgTable('institutions', {
  institutionId: serial('institution_id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The name folded as foldTr does: "İSTANBUL ÜNİVERSİTESİ" and "İstanbul Üniversitesi" are one institution. */
  nameFolded: text('name_folded').notNull().unique().generatedAlwaysAs(foldedColumnSql('name')),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
