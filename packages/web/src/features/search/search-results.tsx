import type { DetailSearchAnswer, SearchRow } from '@masal/shared';
import { PagedCards } from '../../components/paged-list.tsx';
import { SearchResultCard } from './search-result-card.tsx';
import type { TypeNames } from './search-row-facts.ts';
import { SEARCH_PAGE_SIZES, type SearchView } from './search-view.ts';

const rowKey = (row: SearchRow) => row.taleId;

/** One page of the tales found, a card each (snippets read better there than in a grid's cells), paged on the server. */
export function SearchResults({
  typeNames,
  onPreview,
  ...list
}: {
  answer: DetailSearchAnswer | undefined;
  loading: boolean;
  view: SearchView;
  onViewChange: (patch: Partial<SearchView>) => void;
  typeNames: TypeNames;
  onPreview: (taleId: number) => void;
  labelledBy: string;
}) {
  return (
    <PagedCards
      {...list}
      texts="search"
      pageSizes={SEARCH_PAGE_SIZES}
      rowKey={rowKey}
      card={(row) => <SearchResultCard row={row} typeNames={typeNames} onPreview={onPreview} />}
    />
  );
}
