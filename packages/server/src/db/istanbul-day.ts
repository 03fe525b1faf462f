/**
 * The Istanbul calendar in SQL: the days a list filters by and the months it counts by are Istanbul's, whatever
 * the database server's zone (ISTANBUL of @masal/shared, the zone the screens write dates in).
 */
import { ISTANBUL } from '@masal/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/** The zone as an SQL literal: inlined, not a parameter, so it reads the same in every statement. */
export const ISTANBUL_SQL = sql.raw(`'${ISTANBUL}'`);

/**
 * Midnight starting the Istanbul day `day` (YYYY-MM-DD), or the one `plusDays` later: a range's last day is
 * inclusive, so it ends where the next day starts.
 */
export function istanbulMidnight(day: string | Placeholder, plusDays = 0): SQL {
  const date = plusDays === 0 ? sql`${day}::date` : sql`(${day}::date + ${plusDays}::int)`;
  return sql`((${date})::timestamp at time zone ${ISTANBUL_SQL})`;
}
