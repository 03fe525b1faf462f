import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const institutions = pgTable('institutions', {
  institutionId: serial('institution_id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
