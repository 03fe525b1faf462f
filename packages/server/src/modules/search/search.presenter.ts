/** The search answers from the statements' rows: snippets made of their texts, facets by name, ISO times. */
import {
  type DetailSearchAnswer,
  type FacetValue,
  SEARCH_FACETS,
  type SearchFacet,
  type SearchFilters,
  type SearchRow,
} from '@masal/shared';
import type { DetailAnswer, DetailRow, FacetRow } from './search.repository.ts';
import { snippetOf } from './snippet.ts';

/** A row of the page with its snippet for the search's `roots` (none without a text). */
export function toSearchRow(
  { snippetSource, submittedAt, ...row }: DetailRow,
  roots: readonly string[],
): SearchRow {
  return {
    ...row,
    submittedAt: submittedAt === null ? null : new Date(submittedAt).toISOString(),
    snippet: snippetOf(snippetSource, roots),
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
