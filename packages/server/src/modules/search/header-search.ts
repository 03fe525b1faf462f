/**
 * The header search (seed §2): the best HEADER_SEARCH_LIMIT tales for a text, in three tiers, each read from
 * its own index and asked only while the tiers before it leave room:
 *   1. the names within typing distance (tale name, compiler, source person), closest first: the trigram GiST
 *      index hands them over in distance order, so a word in 8,000 names costs no more than one in 20;
 *   2. the other tales whose head (abstract, people, type, places) holds a word, newest first;
 *   3. the other tales whose texts hold a word, newest first.
 * Ranking every match instead (ts_rank over thousands of rows) took a second for a word nearly every tale tells.
 * One author's search (a writer-only user's own, or staff narrowing to one author) reads that author's tale ids
 * first and takes each tier's bitmap beside them: walking the archive for their 20 took seconds for a typo.
 */
import { DEFAULT_PROFILE_IMAGE, HEADER_SEARCH_LIMIT } from '@masal/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { rowsOf } from '../../db/rows.ts';
import { tales } from '../../db/schema/index.ts';
import { among, newestMatches } from './newest-matches.ts';
import { onBitmapsOnly, type SearchScope, type SearchText, tsQueryOf, visibleWhere } from './search-sql.ts';

export interface HeaderHitRow {
  taleId: number;
  taleName: string;
  name: string;
  surname: string;
  profileImageUrl: string;
  sourcePersonId: number | null;
  sourcePersonName: string | null;
  city: string | null;
  actionId: number;
}

/** A hit's columns, from a tier's tale_search x, tales t, users u and source persons p (by primary key). */
const HIT_COLUMNS = sql`t.tale_id as "taleId", t.tale_name as "taleName", u.name, u.surname,
  coalesce(u.profile_image_path, ${DEFAULT_PROFILE_IMAGE}) as "profileImageUrl",
  t.source_person_id as "sourcePersonId", nullif(trim(p.name_surname), '') as "sourcePersonName", t.city,
  t.action_id as "actionId"`;
const JOINS = sql`join tales t on t.tale_id = x.tale_id join users u on u.user_id = t.user_id
  left join source_persons p on p.source_person_id = t.source_person_id`;

/** An author's tale ids, newest first (the tales_user_id index: at most that author's tales). */
async function authorTaleIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ taleId: tales.taleId })
    .from(tales)
    .where(eq(tales.userId, userId))
    .orderBy(desc(tales.taleId));
  return rows.map((r) => r.taleId);
}

export async function headerHits(
  db: Db,
  scope: SearchScope,
  text: SearchText,
  userId: number | null,
): Promise<HeaderHitRow[]> {
  const author = scope.ownOnly ? scope.viewerUserId : userId;
  const ids = author === null ? null : await authorTaleIds(db, author);
  if (ids?.length === 0) return [];
  const visible = visibleWhere(scope);
  const select = (from: SQL, where: SQL, order: SQL, limit: number) =>
    sql`select ${HIT_COLUMNS} from ${from} ${JOINS} where ${where} and ${visible} order by ${order} limit ${limit}`;

  // Tier 1. Ordered by distance alone: a tie-breaker would make PostgreSQL read every name at that distance.
  // An author's: the bitmap of their ids beside the trigram index's (a distance-ordered walk would pass the
  // whole archive's near names to find theirs).
  const near = sql`${text.folded} <% x.names_folded`;
  const distance = sql`${text.folded} <<-> x.names_folded`;
  const hits = rowsOf<HeaderHitRow>(
    ids
      ? await onBitmapsOnly(
          db,
          select(sql`tale_search x`, and(near, among(ids)) as SQL, distance, HEADER_SEARCH_LIMIT),
        )
      : await db.execute(select(sql`tale_search x`, near, distance, HEADER_SEARCH_LIMIT)),
  );
  if (hits.length === HEADER_SEARCH_LIMIT) return hits;

  const query = await tsQueryOf(db, text);
  if (!query) return hits;
  // Tiers 2 and 3: heads stay in the row, cheap to check one by one; a document is read back from TOAST.
  for (const tier of [
    { column: 'head', where: sql`x.head @@ ${query}`, walkLimit: 2000 },
    { column: 'document', where: sql`x.document @@ ${query} and not x.head @@ ${query}`, walkLimit: 200 },
  ] as const) {
    const found = await newestMatches<HeaderHitRow>(db, {
      ...tier,
      query,
      ids,
      count: HEADER_SEARCH_LIMIT - hits.length,
      exclude: hits.map((hit) => hit.taleId),
      select: (from, where, limit) => select(from, where, sql`x.tale_id desc`, limit),
    });
    hits.push(...found);
    if (hits.length === HEADER_SEARCH_LIMIT) return hits;
  }
  return hits;
}
