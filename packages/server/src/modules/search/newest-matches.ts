/**
 * The newest tales whose head or document matches a full-text query, read the cheaper of two ways, chosen by
 * the share of tales the column's statistics say the query matches:
 *  - a common word: the newest tales checked one by one, at most `walkLimit` of them (a few dozen hold it);
 *  - a rare word, or a walk that fell short: the column's GIN bitmap (beside an author's ids), sorted.
 * PostgreSQL cannot choose between them itself: it does not count a document read back from TOAST for every
 * tale a walk checks (seconds at 100,000 tales), and it walked every head for a word none holds.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { rowsOf } from '../../db/rows.ts';
import { onBitmapsOnly } from './search-sql.ts';

export interface NewestMatches {
  column: 'head' | 'document';
  /** The condition on the search row `x`. */
  where: SQL;
  query: SQL;
  /** One author's tale ids, newest first; null: every tale (the statement's own visibility applies). */
  ids: readonly number[] | null;
  count: number;
  /** Tales an earlier tier found. */
  exclude: readonly number[];
  /** Most tales a walk checks one by one. */
  walkLimit: number;
  /** The statement over the search rows `from` (aliased x), with the condition, newest first. */
  select: (from: SQL, where: SQL, limit: number) => SQL;
}

/** The share of search rows the planner expects the query to match in the column (0 when it cannot tell). */
async function expectedShare(db: Db, column: NewestMatches['column'], query: SQL): Promise<number> {
  const plan = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`explain (format json) select 1 from tale_search x where ${sql.identifier(column)} @@ ${query}`,
    ),
  )[0];
  const json = plan ? Object.values(plan)[0] : undefined;
  const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  const [table] = rowsOf<{ rows: number }>(
    await db.execute(sql`select reltuples::float8 as rows from pg_class where oid = 'tale_search'::regclass`),
  );
  const matches = parsed?.[0]?.Plan['Plan Rows'] ?? 0;
  // Never analysed (reltuples -1): no statistics to go by.
  return table && table.rows > 0 ? Math.min(1, matches / table.rows) : 0;
}

const notIn = (ids: readonly number[]): SQL =>
  ids.length === 0 ? sql`true` : sql`x.tale_id <> all(${sql.param(ids)}::int[])`;
/** The search row `x` is one of these tales. */
export const among = (ids: readonly number[]): SQL => sql`x.tale_id = any(${sql.param(ids)}::int[])`;

export async function newestMatches<T extends { taleId: number }>(db: Db, m: NewestMatches): Promise<T[]> {
  const share = await expectedShare(db, m.column, m.query);
  // Twice the tales the share says hold `count` matches: a walk that short finds them nearly always.
  const walk = share > 0 ? Math.ceil((2 * m.count) / share) : Number.POSITIVE_INFINITY;
  const found: T[] = [];
  let skip = m.exclude;
  let rest = m.ids;
  if (walk <= m.walkLimit) {
    const newest = m.ids
      ? sql`(select * from tale_search where tale_id = any(${sql.param(m.ids.slice(0, walk))}::int[])) x`
      : sql`(select * from tale_search order by tale_id desc limit ${walk}) x`;
    found.push(...rowsOf<T>(await db.execute(m.select(newest, sql`${m.where} and ${notIn(skip)}`, m.count))));
    if (found.length === m.count) return found;
    skip = [...skip, ...found.map((row) => row.taleId)];
    rest = m.ids?.slice(walk) ?? null;
    if (rest?.length === 0) return found;
  }
  // The matching search rows first, kept apart by offset 0: joined at once, the planner read every visible tale.
  const where = sql`${m.where} and ${notIn(skip)}${rest ? sql` and ${among(rest)}` : sql``}`;
  const matching = sql`(select * from tale_search x where ${where} offset 0) x`;
  const statement = m.select(matching, sql`true`, m.count - found.length);
  found.push(...rowsOf<T>(await onBitmapsOnly(db, statement, { joinsByIndex: true })));
  return found;
}
