import { auditActionLabel, formatDateTimeTr } from '@masal/shared';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { type TextKey, t } from '../../i18n/i18n.ts';
import type { AuditListProps } from './audit-log-grid.tsx';
import { actorName, auditSubject, auditSummary } from './audit-values.ts';
import { AUDIT_PAGE_SIZES } from './audit-view.ts';

const count = (n: number) => n.toLocaleString('tr-TR');
const PAGE_BUTTONS = {
  first: 'audit.firstPage',
  previous: 'audit.previousPage',
  next: 'audit.nextPage',
  last: 'audit.lastPage',
} as const satisfies Record<string, TextKey>;

/** The audit log on a phone: one card per entry, newest first, the same server paging as the grid. */
export function AuditLogCards({
  answer,
  loading,
  view,
  onViewChange,
  institutions,
  onOpen,
  labelledBy,
}: AuditListProps) {
  const rows = answer?.rows ?? [];
  return (
    <>
      {loading ? <LinearProgress aria-label={t('app.loading')} sx={{ mb: 1 }} /> : null}
      {rows.length === 0 && !loading ? (
        <Typography color="text.secondary">{t('audit.noResults')}</Typography>
      ) : null}
      <Stack component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
        {rows.map((row) => {
          const action = auditActionLabel(row.action);
          const at = formatDateTimeTr(row.at);
          return (
            <Paper component="li" variant="outlined" key={row.auditId} sx={{ p: 1.5, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {at} · {row.ip ?? t('audit.none')}
              </Typography>
              <Typography sx={{ fontWeight: 600 }}>{action}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {actorName(row)} → {auditSubject(row)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                {auditSummary(row, institutions)}
              </Typography>
              <Button
                size="small"
                onClick={() => onOpen(row)}
                aria-label={t('audit.openLabel', { action, at })}
                sx={{ mt: 0.5, ml: -1 }}
              >
                {t('audit.open')}
              </Button>
            </Paper>
          );
        })}
      </Stack>
      <TablePagination
        component="div"
        count={answer?.total ?? 0}
        page={answer && answer.total > 0 ? view.page : 0}
        rowsPerPage={view.pageSize}
        rowsPerPageOptions={[...AUDIT_PAGE_SIZES]}
        onPageChange={(_event, page) => onViewChange({ page })}
        onRowsPerPageChange={(event) => onViewChange({ pageSize: Number(event.target.value) })}
        labelRowsPerPage={t('audit.rowsPerPage')}
        labelDisplayedRows={({ from, to, count: total }) =>
          t('audit.displayedRows', { from: count(from), to: count(to), count: count(total) })
        }
        getItemAriaLabel={(type) => t(PAGE_BUTTONS[type])}
        sx={{ overflow: 'hidden', '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
      />
    </>
  );
}
