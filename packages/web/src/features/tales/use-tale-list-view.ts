import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { patchView, readView, type TaleListView, writeView } from './tale-list-view.ts';

/**
 * The list's view from the URL search params and a setter that patches it (patchView). URL updates
 * replace the history entry, so "back" leaves the list instead of stepping through every page turned.
 */
export function useTaleListView(): [TaleListView, (patch: Partial<TaleListView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);

  const update = useCallback(
    (patch: Partial<TaleListView>) => {
      setParams((current) => writeView(patchView(readView(current), patch)), { replace: true });
    },
    [setParams],
  );

  return [view, update];
}
