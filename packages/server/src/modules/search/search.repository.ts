/** The search statements: the header search, and the detailed search's page, total and facets. */
import {
  DETAIL_SEARCH_COUNT_CAP,
  SEARCH_FACETS,
  type SearchFacet,
  type SearchFilters,
  type SearchSortField,
} from '@masal/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { rowsOf } from '../../db/rows.ts';
import { headerHits } from './header-search.ts';
import {
  documentMatches,
  filterWhere,
  joinedByPrimaryKeys,
  matchedBothWays,
  nameMatches,
  POSSIBLE_COPY,
  rankOf,
  type SearchScope,
  type SearchText,
  type TextMatches,
  tsQueryOf,
  visibleWhere,
} from './search-sql.ts';
import { snippetSourceSql } from './snippet.ts';

export interface DetailQuery {
  text: SearchText | null;
  filters: SearchFilters;
  sort: SearchSortField;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** A row of the page as the statement answers it (JSON); `snippetSource`: the start of its texts (snippet.ts). */
export interface DetailRow {
  taleId: number;
  taleName: string;
  userId: number;
  authorNameSurname: string;
  compilerNameSurname: string | null;
  sourcePersonId: number | null;
  sourcePersonName: string | null;
  area: string | null;
  city: string | null;
  groupId: number | null;
  subGroupId: number | null;
  actionId: number;
  numberOfWord: number;
  submittedAt: string | null;
  copyScore: number | null;
  snippetSource: string | null;
}

export interface FacetRow {
  facet: SearchFacet;
  value: string | number | boolean | null;
  count: number;
  /** Counted over DETAIL_SEARCH_COUNT_CAP tales of more (a filtered facet's own count). */
  capped: boolean;
}

/** Each facet's column among t, s, p (facets are counted over the matching tales). */
const FACET_COLUMNS: Record<SearchFacet, SQL> = {
  actionId: sql`t.action_id`,
  area: sql`t.area`,
  city: sql`t.city`,
  groupId: sql`t.group_id`,
  subGroupId: sql`t.sub_group_id`,
  educationLevel: sql`p.education_level`,
  copyrightStatus: sql`t.copyright_status`,
  taleSource: sql`t.tale_source`,
  hasVideo: sql`s.has_video`,
  hasAudio: sql`s.has_audio`,
  hasImage: sql`s.has_image`,
  possibleCopy: POSSIBLE_COPY,
};

const SORT_KEYS: Record<Exclude<SearchSortField, 'relevance'>, SQL> = {
  taleName: sql`t.tale_name_key collate "C"`,
  submittedAt: sql`t.submitted_key`,
  numberOfWord: sql`t.number_of_word`,
  copyScore: sql`coalesce(s.copy_score, -1)`,
};

/** What each joined table (aliases s, u, p) is read for: a statement joins only those its filters read. */
const READ_BY: Record<Alias, readonly string[]> = {
  s: ['hasVideo', 'hasAudio', 'hasImage', 'possibleCopy', 'compiler', 'sourcePerson'],
  u: ['compiler'],
  p: ['educationLevel', 'sourcePerson', 'compiledFrom', 'compiledTo'],
};
const JOIN_OF = {
  s: sql`join tale_search s on s.tale_id = t.tale_id`,
  u: sql`join users u on u.user_id = t.user_id`,
  p: sql`left join source_persons p on p.source_person_id = t.source_person_id`,
} as const;
type Alias = keyof typeof JOIN_OF;
const ALIASES: readonly Alias[] = ['s', 'u', 'p'];
/** The joins the filters `keys` read, and the `always` ones. */
const joinsFor = (keys: readonly string[], always: readonly Alias[] = []): SQL =>
  sql.join(
    ALIASES.filter((alias) => always.includes(alias) || READ_BY[alias].some((key) => keys.includes(key))).map(
      (alias) => JOIN_OF[alias],
    ),
    sql` `,
  );
/** The filters that are set. */
const setKeys = (filters: SearchFilters): string[] =>
  Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);

/**
 * The facets' counts as a JSON array of FacetRow. A facet with no filter on it is counted over the matching
 * tales (grouping sets over the `matches` of the statement); a facet filtered on is counted as if its own
 * filter were not there, so that its other values still show how many tales choosing them would find (over
 * `found_unfiltered`, the text's matches without the filters, when there is a text): over countCap + 1 of
 * those tales at most (null: all), its rows then saying whether there were more.
 */
function facetCounts(scope: SearchScope, query: DetailQuery, countCap: number | null): SQL {
  const filtered = SEARCH_FACETS.filter((facet) => query.filters[facet] !== undefined);
  const open = SEARCH_FACETS.filter((facet) => !filtered.includes(facet));
  const column = (facet: SearchFacet) => FACET_COLUMNS[facet];
  const parts: SQL[] = [];
  if (open.length > 0) {
    // The matches carry their facets' values (matchColumns): counted without joining anything again.
    const carried = (facet: SearchFacet) => sql`m.${sql.identifier(facet)}`;
    const name = sql.join(
      open.map((facet) => sql`when grouping(${carried(facet)}) = 0 then ${facet}`),
      sql` `,
    );
    const value = sql.join(
      open.map((facet) => sql`when grouping(${carried(facet)}) = 0 then to_jsonb(${carried(facet)})`),
      sql` `,
    );
    parts.push(sql`select case ${name} end as facet, case ${value} end as value, count(*)::int as count,
      false as capped
      from matches m
      group by grouping sets (${sql.join(
        open.map((facet) => sql`(${carried(facet)})`),
        sql`, `,
      )})`);
  }
  for (const facet of filtered) {
    const otherFilters = { ...query.filters, [facet]: undefined };
    // A join, not `in (…)`: the planner then knows how many tales the matches hold, and hashes the fewer side.
    const from = query.text
      ? sql`from found_unfiltered f join tales t on t.tale_id = f.tale_id`
      : sql`from tales t`;
    const where = and(visibleWhere(scope), filterWhere(otherFilters));
    const values = sql`select ${column(facet)} as v ${from} ${joinsFor([...setKeys(otherFilters), facet])}
      where ${where}${countCap === null ? sql`` : sql` limit ${countCap + 1}`}`;
    parts.push(sql`select ${facet}::text as facet, to_jsonb(v) as value, count(*)::int as count,
      sum(count(*)) over () > ${countCap ?? sql`null`} as capped
      from (${values}) c group by v`);
  }
  return sql`(select coalesce(json_agg(f), '[]') from (${sql.join(parts, sql` union all `)}) f)`;
}

/**
 * What the detailed search's statement answers: the total up to the cap (`totalCapped`: more matched), and
 * whether a text's matches without the filters, over which a filtered facet is counted, were more than counted
 * (`foundCapped`: then every filtered facet's count is a lower bound).
 */
export interface DetailAnswer {
  total: number;
  totalCapped: boolean;
  foundCapped: boolean;
  rows: DetailRow[];
  facets: FacetRow[];
}

/** `countCap`: DETAIL_SEARCH_COUNT_CAP; a test sets a small one to reach it with a few tales. */
export function searchRepository(db: Db, { countCap = DETAIL_SEARCH_COUNT_CAP } = {}) {
  const counted = countCap + 1;

  /**
   * The tales a text finds among those `where` leaves (who may see them, the filters), each once, with whether
   * a name matched: the names within typing distance ("keloglanin", a half-typed "kelog" → Keloğlan) and the
   * full-text matches of the documents, each a bitmap from its own index (never a document checked one by one);
   * countCap + 1 at most when capped, the names first (matchedBothWays). Narrowed before the cap, not after: a
   * word in 30,000 tales still finds all of one province's, or one compiler's own.
   */
  function textMatches(text: SearchText, query: SQL | null, cap: number | null, where: SQL, keys: string[]) {
    // tale_search joined whatever the filters: the planner then walks the name matches by primary key (84 ms for
    // "padisah" at 100,000 tales); without it, it hashed every visible tale (110 ms).
    const joins = joinsFor(keys, ['s']);
    return matchedBothWays(
      db,
      {
        byName: sql`select t.tale_id from ${nameMatches(text.folded)} m join tales t on t.tale_id = m.tale_id
          ${joins} where ${where}`,
        byWords: query
          ? sql`select t.tale_id from ${documentMatches(query)} m join tales t on t.tale_id = m.tale_id
          ${joins} where ${where}`
          : null,
      },
      cap,
    );
  }
  /** A text's matches as a statement's CTE `name` (tale_id, named). */
  const matchesCte = (name: string, found: TextMatches) =>
    sql`${sql.identifier(name)} as materialized (select * from unnest(${sql.param(found.ids)}::int[],
      ${sql.param(found.named)}::bool[]) as f(tale_id, named)),`;
  return {
    /** Seed §2: the best HEADER_SEARCH_LIMIT tales for a text, of one author (userId) or all. */
    header: (scope: SearchScope, text: SearchText, userId: number | null) =>
      headerHits(db, scope, text, userId),

    /**
     * One statement: the matching tales once (materialized), then their number, the page in the asked order
     * with the start of each one's texts for its snippet, and (withFacets) every facet's counts (facetCounts).
     * With facets (the detailed search screen) at most countCap + 1 tales are counted: a text's names first, then
     * the other tales its words are in, the page ordered among them; without a text the page comes from the
     * sort's index over every tale the filters leave, the counts over countCap + 1 of them.
     */
    async detail(scope: SearchScope, query: DetailQuery, withFacets: boolean): Promise<DetailAnswer> {
      const { text } = query;
      const capped = withFacets;
      const limit = capped ? sql` limit ${counted}` : sql``;
      const tsQuery = text ? await tsQueryOf(db, text) : null;
      const visible = visibleWhere(scope);
      const where = and(visible, filterWhere(query.filters)) as SQL;
      const keys = setKeys(query.filters);
      const cap = capped ? countCap : null;
      // With a text, its matches lead, found first on their own; each name match carries that it is one, so
      // that ranking need not measure every match's names again. A filtered facet counts its other values over
      // the matches without the filters (facetCounts), found apart at the same time (on PostgreSQL, another
      // connection of the pool).
      const [found, unfiltered] = await Promise.all([
        text ? textMatches(text, tsQuery, cap, where, keys) : null,
        text && withFacets && SEARCH_FACETS.some((facet) => query.filters[facet] !== undefined)
          ? textMatches(text, tsQuery, cap, visible, [])
          : null,
      ]);
      const textParts = sql.join(
        [
          found ? matchesCte('found', found) : sql``,
          unfiltered ? matchesCte('found_unfiltered', unfiltered) : sql``,
        ],
        sql` `,
      );
      const from = text ? sql`from found f join tales t on t.tale_id = f.tale_id` : sql`from tales t`;
      const rank = text ? rankOf(text, tsQuery) : sql`0`;
      const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
      const sortKey = query.sort === 'relevance' ? rank : SORT_KEYS[query.sort];
      const order = sql`m.sort_key ${direction}, m.tale_id ${direction}`;
      // Each match carries its sort key and facet values: the page and the counts read only the matches.
      const carried = sql.join(
        SEARCH_FACETS.map((facet) => sql`${FACET_COLUMNS[facet]} as ${sql.identifier(facet)}`),
        sql`, `,
      );
      const joins = joinsFor(setKeys(query.filters), ['s', 'p']);
      const pageRows = sql`limit ${query.pageSize} offset ${query.page * query.pageSize}`;
      // Without a text, counted over countCap + 1 tales: the page is read along the sort's index instead.
      const page =
        capped && !text
          ? sql`select t.tale_id, row_number() over (order by ${sortKey} ${direction}, t.tale_id ${direction}) as n
              ${from} ${joins} where ${where}
              order by ${sortKey} ${direction}, t.tale_id ${direction} ${pageRows}`
          : sql`select m.tale_id, row_number() over (order by ${order}) as n
              from matches m order by ${order} ${pageRows}`;
      // Both texts, as the document has them: the compiler's, then the editor's text to publish.
      const texts = sql`concat_ws(' ', t.tale_text, t.tale_text_end)`;
      const snippetSource = text ? snippetSourceSql(texts) : sql`null`;
      const facets = withFacets ? facetCounts(scope, query, capped ? countCap : null) : sql`'[]'::json`;
      const statement = sql`
        with ${textParts} matches as materialized (
          select t.tale_id, ${sortKey} as sort_key, ${carried}
          ${from} ${joins}
          where ${where}${text ? sql`` : limit}
        ),
        page as (${page})
        select (select count(*)::int from matches) as total,
          (select coalesce(json_agg(r order by r.n), '[]') from (
            select page.n, t.tale_id as "taleId", t.tale_name as "taleName", t.user_id as "userId",
              u.name || ' ' || u.surname as "authorNameSurname", t.compiler_name_surname as "compilerNameSurname",
              t.source_person_id as "sourcePersonId", p.name_surname as "sourcePersonName", t.area, t.city,
              t.group_id as "groupId", t.sub_group_id as "subGroupId", t.action_id as "actionId",
              t.number_of_word as "numberOfWord", t.submitted_at as "submittedAt", s.copy_score as "copyScore",
              ${snippetSource} as "snippetSource"
            from page join tales t on t.tale_id = page.tale_id join tale_search s on s.tale_id = t.tale_id
              join users u on u.user_id = t.user_id
              left join source_persons p on p.source_person_id = t.source_person_id) r) as rows,
          ${facets} as facets`;
      // No document is read here: a text's matches join their tales by primary key (joinedByPrimaryKeys); without
      // a text, the planner's own joins, and the sort's index for the page.
      const result = text ? await joinedByPrimaryKeys(db, statement) : await db.execute(statement);
      const [row] = rowsOf<Pick<DetailAnswer, 'total' | 'rows' | 'facets'>>(result);
      const total = row?.total ?? 0;
      return {
        total: capped ? Math.min(total, countCap) : total,
        totalCapped: (found?.capped ?? false) || (capped && total > countCap),
        foundCapped: (unfiltered ?? found)?.capped ?? false,
        rows: row?.rows ?? [],
        facets: row?.facets ?? [],
      };
    },
  };
}
export type SearchRepository = ReturnType<typeof searchRepository>;
