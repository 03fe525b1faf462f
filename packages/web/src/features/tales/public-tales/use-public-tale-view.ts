import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { patchView, readView, type TaleListView, writeView } from '../tale-list-view.ts';
import { changeFilter, readFilter, writeFilter } from './public-tale-filter.ts';
import type { PublicTaleFilter } from './public-tales-api.ts';

/**
 * The published list's paging, sorting, name search and filters (region, province, type), all in the URL (as every tale
 * list keeps them), so "back" from a tale returns to the same page. A new filter starts from page one.
 */
export function usePublicTaleView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const filter = useMemo(() => readFilter(params), [params]);

  const setView = useCallback(
    (patch: Partial<TaleListView>) =>
      setParams(
        (current) => writeFilter(writeView(patchView(readView(current), patch)), readFilter(current)),
        {
          replace: true,
        },
      ),
    [setParams],
  );
  const setFilter = useCallback(
    (patch: Partial<PublicTaleFilter>) =>
      setParams(
        (current) =>
          writeFilter(
            writeView(patchView(readView(current), { page: 0 })),
            changeFilter(readFilter(current), patch),
          ),
        { replace: true },
      ),
    [setParams],
  );
  return { view, filter, setView, setFilter };
}
