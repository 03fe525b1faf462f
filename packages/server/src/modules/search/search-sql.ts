/**
 * The pieces the search statements share (aliases: t tales, s tale_search, u users, p source_persons): who may
 * see a tale, the text condition and its rank, the filters. Values are bound, never spliced.
 */
import { ACTION, foldTr, POSSIBLE_COPY_SCORE, type SearchFilters } from '@masal/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import { foldedColumnSql } from '../../db/fold.ts';
import { containsPattern } from '../../db/like.ts';

/** Who searches: a writer-only user's search covers their own tales only (seed §6); staff see every non-draft. */
export interface SearchScope {
  viewerUserId: number;
  ownOnly: boolean;
}

/** decisions.md: the owner always; staff every tale that is not a draft. (Only staff search beyond their own.) */
export function visibleWhere(scope: SearchScope): SQL {
  return scope.ownOnly
    ? sql`t.user_id = ${scope.viewerUserId}`
    : sql`(t.action_id > ${ACTION.draft} or t.user_id = ${scope.viewerUserId})`;
}

/** The search text: its words and their roots (for the full-text query), folded (for trigrams of names). */
export interface SearchText {
  words: string[];
  roots: string[];
  folded: string;
}

/** The query, as a subquery: computed once for the statement, not for every row it is compared with. */
const tsQuery = (text: SearchText): SQL =>
  sql`(select masal_tsquery(${sql.param(text.words)}::text[], ${sql.param(text.roots)}::text[]))`;

/** The head of the document (name A, people and abstract B, places C; no texts), then the names' trigrams. */
const rankOf = (text: SearchText): SQL =>
  sql`coalesce(ts_rank(x.head, ${tsQuery(text)}), 0) + word_similarity(${text.folded}, x.names_folded)`;

/**
 * The tales a text finds, with their rank, as `(tale_id, rank)` rows: a name within typing distance
 * ("keloglanin", a half-typed "kelog" → Keloğlan), then the other full-text matches of the document. Each is
 * read from its own index, and each row once; as one OR, PostgreSQL would check the rows the trigram index
 * brings against the document too, reading it back from TOAST. Ranking reads the small `head`, in the row.
 */
export const textMatches = (text: SearchText): SQL =>
  sql`(select x.tale_id, ${rankOf(text)} as rank from tale_search x where ${text.folded} <% x.names_folded
    union all
    select x.tale_id, ${rankOf(text)} as rank from tale_search x
    where x.document @@ ${tsQuery(text)} and not (${text.folded} <% x.names_folded))`;

/** Istanbul's midnight starting a `YYYY-MM-DD` day, and the day after one (a range's last day is inclusive). */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Istanbul'`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Istanbul')`;

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
    f.possibleCopy === undefined ? undefined : sql`${POSSIBLE_COPY} = ${f.possibleCopy}`,
    namePart(f.compiler, COMPILER_FOLDED),
    namePart(f.sourcePerson, SOURCE_PERSON_FOLDED),
    f.submittedFrom ? sql`t.submitted_at >= ${dayStart(f.submittedFrom)}` : undefined,
    f.submittedTo ? sql`t.submitted_at < ${dayAfter(f.submittedTo)}` : undefined,
    f.compiledFrom ? sql`p.complation_date >= ${f.compiledFrom}::date` : undefined,
    f.compiledTo ? sql`p.complation_date <= ${f.compiledTo}::date` : undefined,
  );
}

/** The snippet's query: every form of each word, as its root's prefix over the folded, unstemmed words. */
export const headlineQuery = (text: SearchText): SQL =>
  sql`(select string_agg(quote_literal(r) || ':*', ' | ') from unnest(${sql.param(text.roots)}::text[]) as r)::tsquery`;
