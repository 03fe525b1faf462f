import type { WorkQueueRow } from '@masal/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { wordCountColumn } from '../../../components/tale-list-columns.tsx';
import { taleNameColumn } from '../../../components/tale-name-column.tsx';
import { waitingSinceColumn } from '../../../components/waiting-since-column.tsx';
import { t } from '../../../i18n/i18n.ts';
import { TaleStatusChip } from '../../tales/tale-status-chip.tsx';
import { taleStatusColumn } from '../../tales/tale-status-column.tsx';
import { placeOf, reasonLabel } from './queue-labels.ts';
import { reviewPath } from './review-paths.ts';

type Column = GridColDef<WorkQueueRow>;

/** On a phone the status, reason and place sit under the name; the wait stays beside it. */
function nameColumn(phone: boolean): Column {
  return taleNameColumn({
    opens: { page: reviewPath },
    minWidth: 160,
    details: (row) => (
      <>
        <Typography variant="body2" color="text.secondary">
          {row.authorNameSurname}
          {phone ? ` · ${placeOf(row)}` : ''}
        </Typography>
        {phone ? (
          <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <TaleStatusChip actionId={row.actionId} label={row.actionName} />
            <Typography variant="body2">{reasonLabel(row.reason)}</Typography>
          </Box>
        ) : null}
      </>
    ),
  });
}

/** "Karadeniz / Trabzon", in the queue and on the advisory board's lists. */
export function placeColumn<R extends GridValidRowModel & { area: string | null; city: string | null }>(
  minWidth: number,
): GridColDef<R> {
  return {
    field: 'area',
    headerName: t('review.columnPlace'),
    flex: 1,
    minWidth,
    valueGetter: (_v, row) => placeOf(row),
  };
}

const statusColumn: Column = taleStatusColumn({ minWidth: 170 });

const reasonColumn: Column = {
  field: 'reason',
  headerName: t('review.columnReason'),
  minWidth: 130,
  valueGetter: (_v, row) => reasonLabel(row.reason),
};

const waitingColumn: Column = waitingSinceColumn();

const wordsColumn: Column = wordCountColumn();

/** The editors' queue: name, place, status, why it waits, since when, how long it is. */
export function workQueueColumns(phone: boolean): Column[] {
  if (phone) return [nameColumn(true), waitingColumn];
  return [nameColumn(false), placeColumn(140), statusColumn, reasonColumn, waitingColumn, wordsColumn];
}
