/** The search answers from the statements' rows: snippets as parts, facets by name, times as ISO strings. */
import {
  type DetailSearchAnswer,
  type FacetValue,
  SEARCH_FACETS,
  type SearchFacet,
  type SearchFilters,
  type SearchRow,
  type SnippetPart,
} from '@masal/shared';
import { type DetailAnswer, type DetailRow, type FacetRow, HIT_END, HIT_START } from './search.repository.ts';

/** A headline's text split at its marks: the hits as they are written in the tale. */
export function snippetParts(headline: string | null): SnippetPart[] {
  if (!headline) return [];
  const parts: SnippetPart[] = [];
  for (const piece of headline.split(HIT_START)) {
    const [hit, rest] = piece.includes(HIT_END) ? piece.split(HIT_END, 2) : [undefined, piece];
    if (hit) parts.push({ text: hit, hit: true });
    if (rest) parts.push({ text: rest, hit: false });
  }
  return parts;
}

export function toSearchRow({ headline, submittedAt, ...row }: DetailRow): SearchRow {
  return {
    ...row,
    submittedAt: submittedAt === null ? null : new Date(submittedAt).toISOString(),
    snippet: snippetParts(headline),
  };
}

/** Each facet's values, most frequent first; a tale without the value (no region yet) is not a value. */
export function toFacets(rows: readonly FacetRow[]): DetailSearchAnswer['facets'] {
  const facets = Object.fromEntries(SEARCH_FACETS.map((f) => [f, [] as FacetValue[]])) as Record<
    SearchFacet,
    FacetValue[]
  >;
  for (const { facet, value, count } of rows) {
    if (value !== null) facets[facet].push({ value, count });
  }
  for (const values of Object.values(facets)) values.sort((a, b) => b.count - a.count);
  return facets;
}

/**
 * The total and the facets, and which of them are lower bounds: the open facets with a total over the cap; a
 * filtered facet whose own count was, or that was counted over a text's unfiltered matches over the cap.
 */
export function toCounts(answer: DetailAnswer, filters: SearchFilters): Omit<DetailSearchAnswer, 'rows'> {
  const cappedFacets = SEARCH_FACETS.filter((facet) =>
    filters[facet] === undefined
      ? answer.totalCapped
      : answer.foundCapped || answer.facets.some((row) => row.facet === facet && row.capped),
  );
  return {
    total: answer.total,
    totalCapped: answer.totalCapped,
    facets: toFacets(answer.facets),
    cappedFacets,
  };
}
