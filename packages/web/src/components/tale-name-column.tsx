/**
 * The column that names a tale in every list. The name leads where the list says (the tale's own page, or its
 * preview), wraps rather than being cut off, and carries the facts a narrow list folds under it.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { t } from '../i18n/i18n.ts';

export interface TaleNameRow {
  taleId: number;
  taleName: string;
}

/** The tale's page (a link), or its preview (a button). */
export type TaleNameOpens = { page: (taleId: number) => string } | { preview: (taleId: number) => void };

interface BackState {
  /** The list's URL with its page, search and filters, for the tale page's back link. */
  back?: unknown;
}

const NAME_SX = { fontWeight: 600, textAlign: 'start', overflowWrap: 'anywhere', lineHeight: 1.5 } as const;

/** The grid hands the cell's keyboard focus (tabIndex) to the link, so Enter on the cell opens the tale. */
function PageLink({ to, tabIndex, name }: { to: string; tabIndex: -1 | 0; name: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      component={RouterLink}
      to={to}
      state={{ back: `${pathname}${search}` } satisfies BackState}
      tabIndex={tabIndex}
      sx={NAME_SX}
    >
      {name}
    </Link>
  );
}

function TaleName({
  row,
  opens,
  tabIndex,
}: {
  row: TaleNameRow;
  opens: TaleNameOpens | undefined;
  tabIndex: -1 | 0;
}) {
  if (!opens) return row.taleName;
  if ('page' in opens)
    return <PageLink to={opens.page(row.taleId)} tabIndex={tabIndex} name={row.taleName} />;
  return (
    <Link
      component="button"
      type="button"
      tabIndex={tabIndex}
      onClick={(event) => {
        // The row's own click (if any) is not the name's.
        event.stopPropagation();
        opens.preview(row.taleId);
      }}
      sx={{ font: 'inherit', ...NAME_SX }}
    >
      {row.taleName}
    </Link>
  );
}

/** The name and what sits under it, in a grid's cell or on a phone's card. */
export function TaleNameCell<R extends TaleNameRow>({
  row,
  opens,
  details,
  tabIndex = 0,
}: {
  row: R;
  opens?: TaleNameOpens | undefined;
  details?: ((row: R) => ReactNode) | undefined;
  tabIndex?: -1 | 0;
}) {
  return (
    <Box sx={{ py: 1, minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.5 }}>
      <TaleName row={row} opens={opens} tabIndex={tabIndex} />
      {details?.(row)}
    </Box>
  );
}

/**
 * `opens`: where the name leads; `details`: what sits under it. With neither (and no `wraps`), the grid draws the
 * name itself on one line, for lists whose rows keep one height.
 */
export function taleNameColumn<R extends GridValidRowModel & TaleNameRow>({
  opens,
  details,
  wraps = Boolean(opens || details),
  ...column
}: {
  opens?: TaleNameOpens;
  details?: (row: R) => ReactNode;
  wraps?: boolean;
} & Pick<GridColDef<R>, 'headerName' | 'minWidth' | 'flex'> = {}): GridColDef<R> {
  return {
    field: 'taleName',
    headerName: t('taleList.columnTaleName'),
    flex: 2,
    // With the row's buttons (130) it fits a 320 px phone.
    minWidth: 150,
    ...column,
    ...(wraps
      ? {
          renderCell: ({ row, tabIndex }) => (
            <TaleNameCell row={row} opens={opens} details={details} tabIndex={tabIndex} />
          ),
        }
      : {}),
  };
}

/** Where a tale page's back link leads: the list as it was left, or `list` when the page was opened directly. */
export function useBackTo(list: string): string {
  const back = (useLocation().state as BackState | null)?.back;
  return typeof back === 'string' && (back === list || back.startsWith(`${list}?`)) ? back : list;
}
