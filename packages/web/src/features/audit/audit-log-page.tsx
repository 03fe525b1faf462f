import type { AuditRow } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';
import { usePastTheEndGoesBack } from '../../components/paged-list.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useUrlView } from '../../components/use-list-view.ts';
import { t } from '../../i18n/i18n.ts';
import { AuditDetailDialog } from './audit-detail-dialog.tsx';
import { AuditFilters } from './audit-filters.tsx';
import { AuditLogCards } from './audit-log-cards.tsx';
import { AuditLogGrid } from './audit-log-grid.tsx';
import { patchAuditView, readAuditView, writeAuditView } from './audit-view.ts';
import { useAuditLog, useInstitutionNames } from './use-audit-log.ts';

const HEADING_ID = 'audit-heading';

/**
 * /masal/auditLog (admin): who changed what, when and from where — newest first, paged on the server,
 * filtered by person, kind of record, action and days (all in the URL). A grid on wide screens, cards on
 * a phone; an entry opens in full (before → after) in a dialog.
 */
export function AuditLogPage() {
  useDocumentTitle(t('audit.title'));
  const [view, setView] = useUrlView(readAuditView, writeAuditView, patchAuditView);
  const log = useAuditLog(view);
  const institutions = useInstitutionNames();
  const [open, setOpen] = useState<AuditRow | null>(null);
  const onOpen = useCallback((row: AuditRow) => setOpen(row), []);
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

  const props = {
    answer: log.data,
    loading: log.isFetching,
    view,
    onViewChange: setView,
    institutions,
    onOpen,
    labelledBy: HEADING_ID,
  };
  usePastTheEndGoesBack(props);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={HEADING_ID} component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('audit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('audit.intro')}
      </Typography>
      <AuditFilters view={view} onChange={setView} />
      {log.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('audit.loadFailed')}
        </Alert>
      ) : null}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        {narrow ? <AuditLogCards {...props} /> : <AuditLogGrid {...props} />}
      </Box>
      <AuditDetailDialog row={open} institutions={institutions} onClose={() => setOpen(null)} />
    </Box>
  );
}
