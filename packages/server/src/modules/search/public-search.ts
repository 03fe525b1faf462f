/**
 * The reading room's search (decisions.md "the open archive"): the portal's search — the same words and roots
 * (search-text.ts), full-text query (masal_tsquery), trigram names and plans — over published tales only, and
 * matched on what their public record shows. A search row's document and names also hold what the public never
 * sees (the account's and the narrator's names, birthplaces, the place of compilation), so the public search
 * reads the tale's public document instead — its name, compiler, the narrator where they agreed to be named,
 * abstract, type, region and province, and the text readers get (tale_public_documents) — and keeps a tale found by
 * name only when its public names are within typing distance too. A text matches PUBLIC_CAP tales at most, its
 * names first, then the newest of the others its words are in. Snippets come from the text readers get.
 */
import { type SnippetPart, SOURCE_TYPE } from '@masal/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { foldedColumnSql } from '../../db/fold.ts';
import { rowsOf } from '../../db/rows.ts';
import { publicTaleSql } from '../../db/tale-visibility.ts';
import {
  documentMatches,
  filterWhere,
  joinedByPrimaryKeys,
  matchedBothWays,
  nameMatches,
  type SearchText,
  tsQueryOf,
} from './search-sql.ts';
import { searchTextOf } from './search-text.ts';
import { snippetOf, snippetSourceSql } from './snippet.ts';

interface PublicSearchQuery {
  /** The words typed; none: every published tale, newest first. */
  text: string | undefined;
  area?: string | undefined;
  city?: string | undefined;
  groupId?: number | undefined;
  page: number;
  pageSize: number;
}

/** A found tale's public head; `snippet` marks the words in its text to publish. */
interface PublicHit {
  taleId: number;
  taleName: string;
  area: string | null;
  city: string | null;
  groupName: string | null;
  typeAtu: string | null;
  typeTtv: string | null;
  compilerNameSurname: string | null;
  abstract: string | null;
  snippet: SnippetPart[];
}

type HitRow = Omit<PublicHit, 'snippet'> & { snippetSource: string | null };

const PUBLISHED = publicTaleSql(sql`t.action_id`);
/** The narrator's name where they agreed to be named (p: source_persons), as the public record has it. */
const NARRATOR = `case when p.name_consent and t.source_type = ${SOURCE_TYPE.person} then p.name_surname end`;
/** The public names, folded as the search row's names are. */
const PUBLIC_NAMES = foldedColumnSql(`concat_ws(' ', t.tale_name, t.compiler_name_surname, ${NARRATOR})`);
/** The public search's cap on a text's matches (the staff's is DETAIL_SEARCH_COUNT_CAP). */
const PUBLIC_CAP = 200;
const PUBLIC_JOINS = sql`left join source_persons p on p.source_person_id = t.source_person_id
  left join tale_abstracts a on a.tale_id = t.tale_id
  left join tale_groups g on g.group_id = t.group_id
  left join tale_subgroups sg on sg.sub_group_id = t.sub_group_id`;
/** The text readers get: the text to publish, the main text while that is empty. */
const PUBLISHED_TEXT = sql`coalesce(nullif(t.tale_text_end, ''), t.tale_text)`;

const HIT_COLUMNS = sql`t.tale_id as "taleId", t.tale_name as "taleName", t.area, t.city,
  g.name as "groupName", coalesce(sg.atu, g.atu) as "typeAtu", coalesce(sg.ttv, g.ttv) as "typeTtv",
  t.compiler_name_surname as "compilerNameSurname", a.text as abstract`;

/**
 * The published tales a text finds among those `where` leaves (the filters), each once, with whether a public
 * name matched: the names within typing distance whose public names are too, and the public documents' full-text
 * matches, the newest first, each from its own index; `cap` + 1 at most (matchedBothWays). Narrowed before the cap: a
 * word most tales hold still finds all of one province's.
 */
function publicMatches(db: Db, text: SearchText, query: SQL | null, cap: number, where: SQL) {
  return matchedBothWays(
    db,
    {
      byName: sql`select t.tale_id from ${nameMatches(text.folded)} m join tales t on t.tale_id = m.tale_id
        left join source_persons p on p.source_person_id = t.source_person_id
        where ${where} and ${text.folded} <% ${PUBLIC_NAMES}`,
      byWords: query
        ? sql`select t.tale_id from ${documentMatches(query, 'tale_public_documents')} m
        join tales t on t.tale_id = m.tale_id where ${where} order by t.tale_id desc`
        : null,
    },
    cap,
  );
}

export function publicSearch(db: Db, { countCap = PUBLIC_CAP } = {}) {
  return {
    /**
     * A page of the published tales the text and filters find: public names first (closest first), then
     * the newest; without a text every published tale the filters leave, newest first. The total counts
     * countCap of a text's matches at most (`totalCapped`: there were more).
     */
    async page(q: PublicSearchQuery): Promise<{ rows: PublicHit[]; total: number; totalCapped: boolean }> {
      const text = searchTextOf(q.text);
      const where = and(PUBLISHED, filterWhere({ area: q.area, city: q.city, groupId: q.groupId })) as SQL;
      const paging = sql`limit ${q.pageSize} offset ${q.page * q.pageSize}`;
      // The page's rows from the statement's `page` (tale_id, n), with their public head.
      const rowsFrom = (snippetSource: SQL) =>
        sql`(select coalesce(json_agg(r order by r.n), '[]') from (
          select page.n, ${HIT_COLUMNS}, ${snippetSource} as "snippetSource"
          from page join tales t on t.tale_id = page.tale_id ${PUBLIC_JOINS}) r) as rows`;
      let statement: SQL;
      let capped = false;
      if (text) {
        const tsQuery = await tsQueryOf(db, text);
        const found = await publicMatches(db, text, tsQuery, countCap, where);
        capped = found.capped;
        const rank = sql`(case when f.named then 1 + word_similarity(${text.folded}, ${PUBLIC_NAMES}) else 0 end)`;
        statement = sql`
          with found as materialized (select * from unnest(${sql.param(found.ids)}::int[],
            ${sql.param(found.named)}::bool[]) as f(tale_id, named)),
          matches as materialized (
            select t.tale_id, ${rank} as sort_key
            from found f join tales t on t.tale_id = f.tale_id
              left join source_persons p on p.source_person_id = t.source_person_id
            where ${where}
          ),
          page as (select m.tale_id, row_number() over (order by m.sort_key desc, m.tale_id desc) as n
            from matches m order by m.sort_key desc, m.tale_id desc ${paging})
          select (select count(*)::int from matches) as total,
            ${rowsFrom(snippetSourceSql(PUBLISHED_TEXT))}`;
      } else {
        statement = sql`
          with page as (select t.tale_id, row_number() over (order by t.tale_id desc) as n
            from tales t where ${where} order by t.tale_id desc ${paging})
          select (select count(*)::int from tales t where ${where}) as total,
            ${rowsFrom(sql`null`)}`;
      }
      const result = text ? await joinedByPrimaryKeys(db, statement) : await db.execute(statement);
      const [row] = rowsOf<{ total: number; rows: HitRow[] }>(result);
      return {
        rows: (row?.rows ?? []).map(({ snippetSource, ...hit }) => ({
          ...hit,
          snippet: snippetOf(snippetSource, text?.roots ?? []),
        })),
        total: capped ? Math.min(row?.total ?? 0, countCap) : (row?.total ?? 0),
        totalCapped: capped,
      };
    },
  };
}
export type PublicSearch = ReturnType<typeof publicSearch>;
