/**
 * A paged list's view (page, page size, filters, sort) and a setter that patches it, wired one way: kept in
 * the URL (useUrlView) where a reload, a shared link or "back" should restore it, else in the component
 * (useLocalView).
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

type PatchView<V> = (patch: Partial<V>) => void;

const merge = <V>(view: V, patch: Partial<V>): V => ({ ...view, ...patch });

/** `patch` over `view`; anything but a page turn (a filter, the page size) starts again from the first page. */
export function patchPagedView<V extends { page: number }>(view: V, patch: Partial<V>): V {
  const next = { ...view, ...patch };
  const turnsPageOnly = Object.keys(patch).every((k) => k === 'page');
  return turnsPageOnly ? next : { ...next, page: 0 };
}

/**
 * The view read from the URL and its setter. `read`, `write` and `patch` are module-level functions (stable).
 * Updates replace the history entry, so "back" leaves the list instead of stepping through every page turned.
 */
export function useUrlView<V>(
  read: (params: URLSearchParams) => V,
  write: (view: V) => URLSearchParams,
  patch: (view: V, patch: Partial<V>) => V,
): [V, PatchView<V>] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => read(params), [read, params]);
  const update = useCallback(
    (change: Partial<V>) => {
      // From the address bar, not this render's params: two changes in a row (from, then to) both count.
      const current = read(new URLSearchParams(window.location.search));
      setParams(write(patch(current, change)), { replace: true });
    },
    [read, write, patch, setParams],
  );
  return [view, update];
}

/** The view kept in the component, for a list whose URL should not change; `patch` merges by default. */
export function useLocalView<V>(
  initial: V,
  patch: (view: V, patch: Partial<V>) => V = merge,
): [V, PatchView<V>] {
  const [view, setView] = useState(initial);
  const update = useCallback((change: Partial<V>) => setView((current) => patch(current, change)), [patch]);
  return [view, update];
}
