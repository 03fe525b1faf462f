/** The search statements: the header search, and the detailed search's page, total and facets. */
import { SEARCH_FACETS, type SearchFacet, type SearchFilters, type SearchSortField } from '@masal/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { rowsOf } from '../../db/rows.ts';
import { headerHits } from './header-search.ts';
import {
  filterWhere,
  headlineQuery,
  onBitmapsOnly,
  POSSIBLE_COPY,
  rankOf,
  type SearchScope,
  type SearchText,
  textFound,
  tsQueryOf,
  visibleWhere,
} from './search-sql.ts';

export interface DetailQuery {
  text: SearchText | null;
  filters: SearchFilters;
  sort: SearchSortField;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** A row of the page as the statement answers it (JSON); `headline` marks hits between \u0001 and \u0002. */
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
  headline: string | null;
}

export interface FacetRow {
  facet: SearchFacet;
  value: string | number | boolean | null;
  count: number;
}

/** Marks around a hit in a headline: characters no tale text carries. */
export const HIT_START = '\u0001';
export const HIT_END = '\u0002';
/** A snippet is cut from the start of the text: ts_headline parses all it is given. */
const HEADLINE_SOURCE_CHARS = 20_000;
const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;

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
 * the statement's `found`, the text's matches, when there is a text).
 */
function facetCounts(scope: SearchScope, query: DetailQuery): SQL {
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
    parts.push(sql`select case ${name} end as facet, case ${value} end as value, count(*)::int as count
      from matches m
      group by grouping sets (${sql.join(
        open.map((facet) => sql`(${carried(facet)})`),
        sql`, `,
      )})`);
  }
  for (const facet of filtered) {
    const otherFilters = { ...query.filters, [facet]: undefined };
    // A join, not `in (…)`: the planner then knows how many tales `found` holds, and hashes the fewer side.
    const from = query.text ? sql`from found f join tales t on t.tale_id = f.tale_id` : sql`from tales t`;
    const where = and(visibleWhere(scope), filterWhere(otherFilters));
    parts.push(sql`select ${facet}::text as facet, to_jsonb(${column(facet)}) as value, count(*)::int as count
      ${from} ${joinsFor([...setKeys(otherFilters), facet])} where ${where} group by ${column(facet)}`);
  }
  return sql`(select coalesce(json_agg(f), '[]') from (${sql.join(parts, sql` union all `)}) f)`;
}

export function searchRepository(db: Db) {
  return {
    /** Seed §2: the best HEADER_SEARCH_LIMIT tales for a text, of one author (userId) or all. */
    header: (scope: SearchScope, text: SearchText, userId: number | null) =>
      headerHits(db, scope, text, userId),

    /**
     * One statement: the matching tales once (materialized), then their number, the page in the asked order
     * with a headline of the text for each, and every facet's counts (facetCounts).
     */
    async detail(
      scope: SearchScope,
      query: DetailQuery,
      withFacets: boolean,
    ): Promise<{ total: number; rows: DetailRow[]; facets: FacetRow[] }> {
      const { text } = query;
      const tsQuery = text ? await tsQueryOf(db, text) : null;
      const where = and(visibleWhere(scope), filterWhere(query.filters));
      // With a text, its matches lead, found once and shared with the facets; without, every tale the filters
      // leave.
      const textParts = text ? sql`found as materialized (${textFound(text, tsQuery)}),` : sql``;
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
      // Both texts, as the document has them: the compiler's, then the editor's text to publish.
      const texts = sql`concat_ws(' ', t.tale_text, t.tale_text_end)`;
      const headline = text
        ? sql`ts_headline('masal_simple', left(${texts}, ${HEADLINE_SOURCE_CHARS}), ${headlineQuery(text)}, ${HEADLINE_OPTIONS})`
        : sql`null`;
      const facets = withFacets ? facetCounts(scope, query) : sql`'[]'::json`;
      const result = await onBitmapsOnly(
        db,
        sql`
        with ${textParts} matches as materialized (
          select t.tale_id, ${sortKey} as sort_key, ${carried}
          ${from} ${joinsFor(setKeys(query.filters), ['s', 'p'])}
          where ${where}
        ),
        page as (
          select m.tale_id, row_number() over (order by ${order}) as n
          from matches m
          order by ${order}
          limit ${query.pageSize} offset ${query.page * query.pageSize}
        )
        select (select count(*)::int from matches) as total,
          (select coalesce(json_agg(r order by r.n), '[]') from (
            select page.n, t.tale_id as "taleId", t.tale_name as "taleName", t.user_id as "userId",
              u.name || ' ' || u.surname as "authorNameSurname", t.compiler_name_surname as "compilerNameSurname",
              t.source_person_id as "sourcePersonId", p.name_surname as "sourcePersonName", t.area, t.city,
              t.group_id as "groupId", t.sub_group_id as "subGroupId", t.action_id as "actionId",
              t.number_of_word as "numberOfWord", t.submitted_at as "submittedAt", s.copy_score as "copyScore",
              ${headline} as headline
            from page join tales t on t.tale_id = page.tale_id join tale_search s on s.tale_id = t.tale_id
              join users u on u.user_id = t.user_id
              left join source_persons p on p.source_person_id = t.source_person_id) r) as rows,
          ${facets} as facets`,
      );
      const [row] = rowsOf<{ total: number; rows: DetailRow[]; facets: FacetRow[] }>(result);
      return { total: row?.total ?? 0, rows: row?.rows ?? [], facets: row?.facets ?? [] };
    },
  };
}
export type SearchRepository = ReturnType<typeof searchRepository>;
