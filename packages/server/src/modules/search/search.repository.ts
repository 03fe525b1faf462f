/** The search statements (issue 14): the header search, and the detailed search's page, total and facets. */
import {
  DEFAULT_PROFILE_IMAGE,
  HEADER_SEARCH_LIMIT,
  SEARCH_FACETS,
  type SearchFacet,
  type SearchFilters,
  type SearchSortField,
} from '@masal/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  filterWhere,
  headlineQuery,
  POSSIBLE_COPY,
  type SearchScope,
  type SearchText,
  textMatches,
  visibleWhere,
} from './search-sql.ts';

export interface HeaderHitRow {
  taleId: number;
  taleName: string;
  name: string;
  surname: string;
  profileImageUrl: string;
  sourcePersonId: number | null;
  actionId: number;
}

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

/** What a tale's row joins for the filters (aliases s, u, p). */
const TALE_JOINS = sql`join tale_search s on s.tale_id = t.tale_id
  join users u on u.user_id = t.user_id
  left join source_persons p on p.source_person_id = t.source_person_id`;
const JOINS = sql`from tales t ${TALE_JOINS}`;

/**
 * The facets' counts as a JSON array of FacetRow. A facet with no filter on it is counted over the matching
 * tales (grouping sets over the `matches` of the statement); a facet filtered on is counted as if its own
 * filter were not there, so that its other values still show how many tales choosing them would find.
 */
function facetCounts(scope: SearchScope, query: DetailQuery): SQL {
  const filtered = SEARCH_FACETS.filter((facet) => query.filters[facet] !== undefined);
  const open = SEARCH_FACETS.filter((facet) => !filtered.includes(facet));
  const column = (facet: SearchFacet) => FACET_COLUMNS[facet];
  const parts: SQL[] = [];
  if (open.length > 0) {
    const name = sql.join(
      open.map((facet) => sql`when grouping(${column(facet)}) = 0 then ${facet}`),
      sql` `,
    );
    const value = sql.join(
      open.map((facet) => sql`when grouping(${column(facet)}) = 0 then to_jsonb(${column(facet)})`),
      sql` `,
    );
    parts.push(sql`select case ${name} end as facet, case ${value} end as value, count(*)::int as count
      from matches m join tales t on t.tale_id = m.tale_id join tale_search s on s.tale_id = t.tale_id
        left join source_persons p on p.source_person_id = t.source_person_id
      group by grouping sets (${sql.join(
        open.map((facet) => sql`(${column(facet)})`),
        sql`, `,
      )})`);
  }
  for (const facet of filtered) {
    const others = filterWhere({ ...query.filters, [facet]: undefined });
    const found = query.text
      ? sql`t.tale_id in (select tale_id from ${textMatches(query.text)} as m)`
      : undefined;
    const where = and(visibleWhere(scope), found, others);
    parts.push(sql`select ${facet}::text as facet, to_jsonb(${column(facet)}) as value, count(*)::int as count
      ${JOINS} where ${where} group by ${column(facet)}`);
  }
  return sql`(select coalesce(json_agg(f), '[]') from (${sql.join(parts, sql` union all `)}) f)`;
}

/** `rows` of a statement, PGlite's and node-postgres's answers alike. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function searchRepository(db: Db) {
  return {
    /** Seed §2: the best HEADER_SEARCH_LIMIT tales for a text, of one author (userId) or all. */
    async header(scope: SearchScope, text: SearchText, userId: number | null): Promise<HeaderHitRow[]> {
      const where = and(visibleWhere(scope), userId === null ? undefined : sql`t.user_id = ${userId}`);
      // The matches in rank order, each looked up by id until 20 are visible: joined any other way, PostgreSQL
      // hashes every visible tale first (OFFSET 0 keeps the lookup a lookup).
      const result = await db.execute(sql`
        select hit.* from (select * from ${textMatches(text)} as found order by rank desc, tale_id desc) as m
        cross join lateral (
          select t.tale_id as "taleId", t.tale_name as "taleName", u.name, u.surname,
            coalesce(u.profile_image_path, ${DEFAULT_PROFILE_IMAGE}) as "profileImageUrl",
            t.source_person_id as "sourcePersonId", t.action_id as "actionId"
          from tales t join users u on u.user_id = t.user_id
          where t.tale_id = m.tale_id and ${where} offset 0) as hit
        order by m.rank desc, m.tale_id desc
        limit ${HEADER_SEARCH_LIMIT}`);
      return rowsOf<HeaderHitRow>(result);
    },

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
      const where = and(visibleWhere(scope), filterWhere(query.filters));
      // With a text, its matches lead (each row's rank with it); without, every tale the filters leave.
      const from = text
        ? sql`from ${textMatches(text)} as found join tales t on t.tale_id = found.tale_id ${TALE_JOINS}`
        : JOINS;
      const rank = text ? sql`found.rank` : sql`0`;
      const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
      const order =
        query.sort === 'relevance'
          ? sql`m.rank ${direction}, t.tale_id ${direction}`
          : sql`${SORT_KEYS[query.sort]} ${direction}, t.tale_id ${direction}`;
      // Both texts, as the document has them: the compiler's, then the editor's text to publish.
      const texts = sql`concat_ws(' ', t.tale_text, t.tale_text_end)`;
      const headline = text
        ? sql`ts_headline('masal_simple', left(${texts}, ${HEADLINE_SOURCE_CHARS}), ${headlineQuery(text)}, ${HEADLINE_OPTIONS})`
        : sql`null`;
      const facets = withFacets ? facetCounts(scope, query) : sql`'[]'::json`;
      const result = await db.execute(sql`
        with matches as materialized (
          select t.tale_id, ${rank} as rank ${from} where ${where}
        ),
        page as (
          select m.tale_id, row_number() over (order by ${order}) as n
          from matches m join tales t on t.tale_id = m.tale_id join tale_search s on s.tale_id = t.tale_id
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
          ${facets} as facets`);
      const [row] = rowsOf<{ total: number; rows: DetailRow[]; facets: FacetRow[] }>(result);
      return { total: row?.total ?? 0, rows: row?.rows ?? [], facets: row?.facets ?? [] };
    },
  };
}
export type SearchRepository = ReturnType<typeof searchRepository>;
