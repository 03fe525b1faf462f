import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readView, type TaleListView, writeView } from './tale-list-view.ts';

/**
 * The list's view from the URL search params and a setter that patches it. Changing a filter,
 * the sort or the page size goes back to the first page. URL updates replace the history entry,
 * so "back" leaves the list instead of stepping through every page turned.
 */
export function useTaleListView(): [TaleListView, (patch: Partial<TaleListView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);

  const update = useCallback(
    (patch: Partial<TaleListView>) => {
      setParams(
        (current) => {
          const before = readView(current);
          const next = { ...before, ...patch };
          const resetsPage =
            patch.page === undefined &&
            (next.pageSize !== before.pageSize ||
              next.sort !== before.sort ||
              next.order !== before.order ||
              next.q !== before.q ||
              next.actionIds.join() !== before.actionIds.join());
          if (resetsPage) next.page = 0;
          return writeView(next);
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return [view, update];
}
