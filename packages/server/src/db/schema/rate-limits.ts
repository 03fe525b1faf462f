/**
 * The shared counters of limits/limiter-store.ts on PostgreSQL, in the shape rate-limiter-flexible's
 * RateLimiterPostgres reads and writes (it is told the table exists: instances starting together would race
 * to create it). `key` is the limiter's name and a hashed login or an address; `expire` in ms since 1970.
 */
import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
