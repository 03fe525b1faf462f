import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { patchSearchView, readSearchView, type SearchView, writeSearchView } from './search-view.ts';

/** The detailed search's view from the URL and a setter that patches it; changes replace the history entry. */
export function useSearchView(): [SearchView, (patch: Partial<SearchView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readSearchView(params), [params]);
  const update = useCallback(
    (patch: Partial<SearchView>) => {
      // From the address bar, not this render's params: two changes in a row (a region, then a day) both count.
      const current = readSearchView(new URLSearchParams(window.location.search));
      setParams(writeSearchView(patchSearchView(current, patch)), { replace: true });
    },
    [setParams],
  );
  return [view, update];
}
