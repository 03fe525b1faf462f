import type { TaleSummary } from '@masal/shared';
import { useCallback, useMemo, useState } from 'react';
import { isAssignable } from './bulk-assign.ts';

/**
 * The tales chosen for the batch assignment, kept across pages and filters (the dialog names them all),
 * as the rows were last read — with the version the assignment is sent on.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, TaleSummary>>(new Map());

  const toggle = useCallback((row: TaleSummary) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.taleId)) next.delete(row.taleId);
      else next.set(row.taleId, row);
      return next;
    });
  }, []);

  /** Every assignable tale of the page joins the selection. */
  const addAll = useCallback((rows: readonly TaleSummary[]) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) if (isAssignable(row)) next.set(row.taleId, row);
      return next;
    });
  }, []);

  /** Drops the given tales (those assigned), or everything. */
  const remove = useCallback((taleIds?: readonly number[]) => {
    setSelected((current) => {
      if (!taleIds) return new Map();
      const next = new Map(current);
      for (const id of taleIds) next.delete(id);
      return next;
    });
  }, []);

  /**
   * The page as read now: a selected tale takes its fresh version, or leaves the selection once it can no
   * longer take an editor (decided meanwhile).
   */
  const sync = useCallback((rows: readonly TaleSummary[]) => {
    setSelected((current) => {
      let next: Map<number, TaleSummary> | null = null;
      for (const row of rows) {
        const picked = current.get(row.taleId);
        if (!picked || picked === row) continue;
        next ??= new Map(current);
        if (isAssignable(row)) next.set(row.taleId, row);
        else next.delete(row.taleId);
      }
      return next ?? current;
    });
  }, []);

  const rows = useMemo(() => [...selected.values()], [selected]);
  const isSelected = useCallback((taleId: number) => selected.has(taleId), [selected]);
  return { rows, isSelected, toggle, addAll, remove, sync };
}
