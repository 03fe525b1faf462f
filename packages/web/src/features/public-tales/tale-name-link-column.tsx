import type { TaleSummary } from '@masal/shared';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useLocation } from 'react-router';
import { nameColumn } from '../tales/tale-grid-columns.tsx';

interface BackState {
  /** The list's URL with its page, search and filters, for the tale page's back link. */
  back?: unknown;
}

function TaleNameLink({ to, tabIndex, name }: { to: string; tabIndex: -1 | 0; name: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      component={RouterLink}
      to={to}
      state={{ back: `${pathname}${search}` } satisfies BackState}
      tabIndex={tabIndex}
      sx={{ py: 1, fontWeight: 500, whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.5 }}
    >
      {name}
    </Link>
  );
}

/**
 * The tale's name as a link to its page: a row opens the tale with a click, or with Enter once the
 * grid's keyboard focus is on the cell (the grid hands the cell's tabIndex to the link).
 */
export function taleNameLinkColumn(hrefOf: (taleId: number) => string): GridColDef<TaleSummary> {
  return {
    ...nameColumn,
    renderCell: ({ row, tabIndex }) => (
      <TaleNameLink to={hrefOf(row.taleId)} tabIndex={tabIndex} name={row.taleName} />
    ),
  };
}

/** Where a tale page's back link leads: the list as it was left, or `list` when the page was opened directly. */
export function useBackTo(list: string): string {
  const back = (useLocation().state as BackState | null)?.back;
  return typeof back === 'string' && (back === list || back.startsWith(`${list}?`)) ? back : list;
}
