import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { patchView, readView, type TaleListView, writeView } from '../tales/tale-list-view.ts';
import { changePlace, readPlace, writePlace } from './place-filter.ts';
import type { PlaceFilter } from './public-tales-api.ts';

/**
 * The published list's paging, sorting, name search and place filter, all in the URL (as every tale
 * list keeps them), so "back" from a tale returns to the same page. A new place starts from page one.
 */
export function usePublicTaleView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const place = useMemo(() => readPlace(params), [params]);

  const setView = useCallback(
    (patch: Partial<TaleListView>) =>
      setParams((current) => writePlace(writeView(patchView(readView(current), patch)), readPlace(current)), {
        replace: true,
      }),
    [setParams],
  );
  const setPlace = useCallback(
    (patch: Partial<PlaceFilter>) =>
      setParams(
        (current) =>
          writePlace(
            writeView(patchView(readView(current), { page: 0 })),
            changePlace(readPlace(current), patch),
          ),
        { replace: true },
      ),
    [setParams],
  );
  return { view, place, setView, setPlace };
}
