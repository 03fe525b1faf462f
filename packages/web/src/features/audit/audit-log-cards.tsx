import { auditActionLabel, formatDateTimeTr } from '@masal/shared';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PagedCards } from '../../components/paged-list.tsx';
import { t } from '../../i18n/i18n.ts';
import type { AuditListProps } from './audit-log-grid.tsx';
import { actorName, auditSubject, auditSummary } from './audit-values.ts';
import { AUDIT_PAGE_SIZES } from './audit-view.ts';

/** The audit log on a phone: one card per entry, newest first, the same server paging as the grid. */
export function AuditLogCards({ institutions, onOpen, ...list }: AuditListProps) {
  return (
    <PagedCards
      {...list}
      pageSizes={AUDIT_PAGE_SIZES}
      texts="audit"
      rowKey={(row) => row.auditId}
      card={(row) => {
        const action = auditActionLabel(row.action);
        const at = formatDateTimeTr(row.at);
        return (
          <>
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
          </>
        );
      }}
    />
  );
}
