import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ManagementView,
  patchManagementView,
  readManagementView,
  writeManagementView,
} from './management-view.ts';

/** The screen's view from the URL and a setter that patches it; page turns replace the history entry. */
export function useManagementView(): [ManagementView, (patch: Partial<ManagementView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readManagementView(params), [params]);
  const update = useCallback(
    (patch: Partial<ManagementView>) => {
      setParams((current) => writeManagementView(patchManagementView(readManagementView(current), patch)), {
        replace: true,
      });
    },
    [setParams],
  );
  return [view, update];
}
