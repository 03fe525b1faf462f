/**
 * The pieces the search statements share (aliases: t tales, s tale_search, u users, p source_persons): who may
 * see a tale, the text condition and its rank, the filters. Values are bound, never spliced.
 */
import { foldTr, POSSIBLE_COPY_SCORE, type SearchFilters } from '@masal/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { foldedColumnSql } from '../../db/fold.ts';
import { istanbulMidnight } from '../../db/istanbul-day.ts';
import { containsPattern } from '../../db/like.ts';
import { rowsOf } from '../../db/rows.ts';
import { taleVisibleSql } from '../../db/tale-visibility.ts';

/** Who searches: a writer-only user's search covers their own tales only (seed §6); staff see every non-draft. */
export interface SearchScope {
  viewerUserId: number;
  ownOnly: boolean;
}

/** A writer-only user's own tales; anyone else searches as staff (every role but the writer's sees all tales). */
export function visibleWhere(scope: SearchScope): SQL {
  return scope.ownOnly
    ? sql`t.user_id = ${scope.viewerUserId}`
    : taleVisibleSql(
        { userId: scope.viewerUserId, seesAllTales: true },
        { userId: sql`t.user_id`, actionId: sql`t.action_id` },
      );
}

/** The search text: its words and their roots (for the full-text query), folded (for trigrams of names). */
export interface SearchText {
  words: string[];
  roots: string[];
  folded: string;
}

/**
 * The text's full-text query as a value (null when no word has a form to look for), built by the database's
 * masal_tsquery. Sent back as a value rather than a subquery so that the planner knows how common its words
 * are: a rare word's few tales come from the index, a common word's matches are joined by hashing.
 */
export async function tsQueryOf(db: Db, text: SearchText): Promise<SQL | null> {
  const result = await db.execute(
    sql`select masal_tsquery(${sql.param(text.words)}::text[], ${sql.param(text.roots)}::text[])::text as query`,
  );
  const [built] = (result as unknown as { rows: Array<{ query: string | null }> }).rows;
  return built?.query ? sql`${built.query}::tsquery` : null;
}

/**
 * Runs `statement` in a transaction of its own after the planner `settings` (each a `set local …`), with no
 * parallel workers: for a statement of milliseconds they cost more than they save, and take the cores other
 * calls need.
 */
function plannedWith(db: Db, settings: readonly SQL[], statement: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    for (const setting of [...settings, sql`set local max_parallel_workers_per_gather = 0`])
      await tx.execute(setting);
    return tx.execute(statement);
  });
}

/**
 * Runs a search statement with bitmap scans only. A tale's document lives out of line (TOAST) and is read back
 * whole for every row a plan checks it on; the planner does not count that, and for a word most tales hold it
 * would walk the table (a second at 100,000 tales) where the GIN index answers in milliseconds.
 * joinsByIndex: the documents are matched apart (a fenced subquery), and the few rows found join the others by
 * their primary keys; on bitmaps only, the planner read every visible tale for that.
 */
export function onBitmapsOnly(db: Db, statement: SQL, { joinsByIndex = false } = {}): Promise<unknown> {
  const settings = [sql`set local enable_seqscan = off`];
  if (!joinsByIndex) settings.push(sql`set local enable_indexscan = off`);
  return plannedWith(db, settings, statement);
}

/**
 * The tales (tale_id) whose search document — or public document (tale_public_documents) — matches `query`, from
 * its GIN index alone, fenced off (offset 0) from the joins: joined at once with a filter's tales, the planner went
 * from those tales and read each one's document back from TOAST (431 ms for one province and a word most tales
 * hold, at 45,000 tales; 68 ms fenced).
 */
export const documentMatches = (
  query: SQL,
  table: 'tale_search' | 'tale_public_documents' = 'tale_search',
): SQL => sql`(select tale_id from ${sql.identifier(table)} where document @@ ${query} offset 0)`;

/**
 * The search rows (tale_id) whose names are within typing distance of the folded text, from their trigram index
 * alone, fenced off likewise: joined at once, the planner merged both tables' primary keys and measured every
 * name (a second for "padisah" at 100,000 tales).
 */
export const nameMatches = (folded: string): SQL =>
  sql`(select tale_id from tale_search where ${folded} <% names_folded offset 0)`;

/** The tales a text found, each once, with whether its name matched; `capped`: there were more than the cap. */
export interface TextMatches {
  ids: number[];
  named: boolean[];
  capped: boolean;
}

/**
 * A text's matches found both ways — `byName` and `byWords`, statements of `tale_id` (with an order where the cap
 * should keep the first) — on bitmaps only but for the joins by primary key. With a cap, `cap` + 1 of them at most
 * (null: all), the names first: the texts' other tales fill what the names leave (one more, to tell whether
 * there were more), and are not read at all when the names alone pass the cap. A word nearly every tale holds
 * then costs one way's matches, not two, and every statement after it (ranks, facets) reads half as many tales.
 */
export async function matchedBothWays(
  db: Db,
  ways: { byName: SQL; byWords: SQL | null },
  cap: number | null,
): Promise<TextMatches> {
  // What the names leave for the texts to fill (as SQL over the `names` CTE).
  const room = sql`greatest(${cap} + 1 - (select count(*) from names), 0)`;
  const words =
    ways.byWords === null
      ? sql`select null::int as tale_id where false`
      : cap === null
        ? ways.byWords
        : sql`select tale_id from (${ways.byWords}) w
            where ${room} > 0 and tale_id not in (select tale_id from names) limit ${room} + 1`;
  const result = await onBitmapsOnly(
    db,
    sql`with names as materialized (
        select tale_id from (${ways.byName}) n${cap === null ? sql`` : sql` limit ${cap + 1}`}),
      words as materialized (${words}),
      found as (select tale_id, bool_or(named) as named from (
        select tale_id, true as named from names union all select tale_id, false from words) b group by tale_id)
      select coalesce(array_agg(tale_id), '{}') as ids, coalesce(array_agg(named), '{}') as named,
        ${
          cap === null ? sql`false` : sql`(count(*) > ${cap} or (select count(*) from words) > ${room})`
        } as capped
      from found`,
    { joinsByIndex: true },
  );
  const [row] = rowsOf<TextMatches>(result);
  return row ?? { ids: [], named: [], capped: false };
}

/**
 * Runs a statement over a text's matches (a few thousand ids at most) joining every other table by primary key,
 * one lookup a match: the planner preferred to walk or hash all visible tales for them (tales_pkey over 65,000
 * rows, or a sequential scan and a hash of 86,000, at 100,000 tales), 25–70 ms where the lookups take 5.
 */
export function joinedByPrimaryKeys(db: Db, statement: SQL): Promise<unknown> {
  return plannedWith(
    db,
    [
      sql`set local enable_seqscan = off`,
      sql`set local enable_hashjoin = off`,
      sql`set local enable_mergejoin = off`,
    ],
    statement,
  );
}

/**
 * A found tale's rank, over its search row `s` and its `found` row `f` (whether a name matched): for a tale
 * named by the text or holding it in its head (name A, people and abstract B, places C; no texts), ts_rank
 * over the head plus, when named, the names' trigram similarity; a tale whose texts alone hold the text ranks
 * 0, after these. Computed for the tales the filters leave only.
 */
export const rankOf = (text: SearchText, query: SQL | null): SQL => {
  const named = sql`f.named${query ? sql` or s.head @@ ${query}` : sql``}`;
  const rank = sql`coalesce(ts_rank(s.head, ${query ?? sql`null`}), 0)
    + case when f.named then word_similarity(${text.folded}, s.names_folded) else 0 end`;
  return sql`(case when ${named} then ${rank} else 0 end)`;
};

/** The folded name columns searched by a compiler's or source person's part of a name. */
const COMPILER_FOLDED = sql.join(
  [foldedColumnSql('t.compiler_name_surname'), foldedColumnSql(`u.name || ' ' || u.surname`)],
  sql` || ' ' || `,
);
const SOURCE_PERSON_FOLDED = foldedColumnSql('p.name_surname');

/** The possible-copy flag of a tale: a tale never checked counts as not a copy. */
export const POSSIBLE_COPY = sql.raw(`(coalesce(s.copy_score, 0) >= ${POSSIBLE_COPY_SCORE})`);

/** The filters' conditions (none: undefined). A name part first narrows through the names' trigram index. */
export function filterWhere(f: SearchFilters): SQL | undefined {
  const eq = (column: string, value: unknown) =>
    value === undefined ? undefined : sql`${sql.raw(column)} = ${value}`;
  const namePart = (part: string | undefined, folded: SQL) => {
    if (!part) return undefined;
    const pattern = containsPattern(foldTr(part));
    return sql`(s.names_folded like ${pattern} and coalesce(${folded}, '') like ${pattern})`;
  };
  return and(
    eq('t.action_id', f.actionId),
    eq('t.area', f.area),
    eq('t.city', f.city),
    eq('t.group_id', f.groupId),
    eq('t.sub_group_id', f.subGroupId),
    eq('t.user_id', f.userId),
    eq('p.education_level', f.educationLevel),
    eq('t.copyright_status', f.copyrightStatus),
    eq('t.tale_source', f.taleSource),
    eq('s.has_video', f.hasVideo),
    eq('s.has_audio', f.hasAudio),
    eq('s.has_image', f.hasImage),
    // `copy_score >= …` rather than the flag: the copy_score index then finds the few possible copies.
    f.possibleCopy === undefined
      ? undefined
      : f.possibleCopy
        ? sql`s.copy_score >= ${POSSIBLE_COPY_SCORE}`
        : sql`not ${POSSIBLE_COPY}`,
    namePart(f.compiler, COMPILER_FOLDED),
    namePart(f.sourcePerson, SOURCE_PERSON_FOLDED),
    f.submittedFrom ? sql`t.submitted_at >= ${istanbulMidnight(f.submittedFrom)}` : undefined,
    f.submittedTo ? sql`t.submitted_at < ${istanbulMidnight(f.submittedTo, 1)}` : undefined,
    f.compiledFrom ? sql`p.complation_date >= ${f.compiledFrom}::date` : undefined,
    f.compiledTo ? sql`p.complation_date <= ${f.compiledTo}::date` : undefined,
  );
}
