/**
 * The header search (seed §2): the best HEADER_SEARCH_LIMIT tales for a text, in three tiers, each read from
 * its own index and asked only while the tiers before it leave room:
 *   1. the names within typing distance (tale name, compiler, source person), closest first: the trigram GiST
 *      index hands them over in distance order, so a word in 8,000 names costs no more than one in 20;
 *   2. the other tales whose head (abstract, people, type, places) holds a word, newest first;
 *   3. the other tales whose texts hold a word, newest first.
 * Ranking every match instead (ts_rank over thousands of rows) took a second for a word nearly every tale tells.
 */
import { DEFAULT_PROFILE_IMAGE, HEADER_SEARCH_LIMIT } from '@masal/shared';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { rowsOf } from '../../db/rows.ts';
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
const FROM = sql`from tale_search x join tales t on t.tale_id = x.tale_id join users u on u.user_id = t.user_id
  left join source_persons p on p.source_person_id = t.source_person_id`;

export async function headerHits(
  db: Db,
  scope: SearchScope,
  text: SearchText,
  userId: number | null,
): Promise<HeaderHitRow[]> {
  const visible = and(visibleWhere(scope), userId === null ? undefined : sql`t.user_id = ${userId}`);
  // Tier 1. Ordered by distance alone: a tie-breaker would make PostgreSQL read every name at that distance.
  const hits = rowsOf<HeaderHitRow>(
    await db.execute(sql`select ${HIT_COLUMNS} ${FROM}
      where ${text.folded} <% x.names_folded and ${visible}
      order by ${text.folded} <<-> x.names_folded limit ${HEADER_SEARCH_LIMIT}`),
  );
  if (hits.length === HEADER_SEARCH_LIMIT) return hits;

  const query = await tsQueryOf(db, text);
  if (!query) return hits;
  const others = (found: HeaderHitRow[]) =>
    found.length === 0
      ? sql`true`
      : sql`x.tale_id <> all(${sql.param(found.map((hit) => hit.taleId))}::int[])`;

  // Tier 2: heads stay in the row, so walking the newest tales for a common word is cheap.
  hits.push(
    ...rowsOf<HeaderHitRow>(
      await db.execute(sql`select ${HIT_COLUMNS} ${FROM}
        where x.head @@ ${query} and ${others(hits)} and ${visible}
        order by x.tale_id desc limit ${HEADER_SEARCH_LIMIT - hits.length}`),
    ),
  );
  if (hits.length === HEADER_SEARCH_LIMIT) return hits;

  // Tier 3: never a walk over the newest tales checking each document (onBitmapsOnly), whatever the planner
  // expects to find.
  const texts = await onBitmapsOnly(
    db,
    sql`select ${HIT_COLUMNS} ${FROM}
      where x.document @@ ${query} and not x.head @@ ${query} and ${others(hits)} and ${visible}
      order by x.tale_id desc limit ${HEADER_SEARCH_LIMIT - hits.length}`,
  );
  return [...hits, ...rowsOf<HeaderHitRow>(texts)];
}
