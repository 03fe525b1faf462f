import {
  type AuditListAnswer,
  type AuditRow,
  auditActionLabel,
  auditEntityLabel,
  formatDateTimeTr,
} from '@masal/shared';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedGrid } from '../../components/paged-list.tsx';
import { t } from '../../i18n/i18n.ts';
import { actorName, auditSubject, auditSummary, type InstitutionNames } from './audit-values.ts';
import { AUDIT_PAGE_SIZES, type AuditView } from './audit-view.ts';

const getRowId = (row: AuditRow) => row.auditId;
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 1 } as const;

export interface AuditListProps {
  answer: AuditListAnswer | undefined;
  loading: boolean;
  view: AuditView;
  onViewChange: (patch: Partial<AuditView>) => void;
  institutions: InstitutionNames;
  onOpen: (row: AuditRow) => void;
  labelledBy: string;
}

function columnsFor(institutions: InstitutionNames, onOpen: (row: AuditRow) => void): GridColDef<AuditRow>[] {
  return [
    {
      field: 'at',
      headerName: t('audit.at'),
      width: 135,
      valueGetter: (_v, row) => formatDateTimeTr(row.at),
    },
    {
      field: 'actor',
      headerName: t('audit.actor'),
      flex: 1,
      minWidth: 120,
      valueGetter: (_v, row) => actorName(row),
    },
    {
      field: 'subject',
      headerName: t('audit.subject'),
      flex: 1,
      minWidth: 140,
      valueGetter: (_v, row) => auditSubject(row),
      renderCell: ({ row, value }) => (
        <Typography component="span" variant="body2" sx={WRAP}>
          {value}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {auditEntityLabel(row.entity)}
          </Typography>
        </Typography>
      ),
    },
    {
      field: 'action',
      headerName: t('audit.action'),
      flex: 1,
      minWidth: 150,
      valueGetter: (_v, row) => auditActionLabel(row.action),
    },
    {
      field: 'changes',
      headerName: t('audit.changes'),
      flex: 2,
      minWidth: 200,
      valueGetter: (_v, row) => auditSummary(row, institutions),
      renderCell: ({ value }) => (
        <Typography
          component="span"
          variant="body2"
          sx={{
            ...WRAP,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {value}
        </Typography>
      ),
    },
    {
      field: 'ip',
      headerName: t('audit.ip'),
      width: 120,
      valueGetter: (_v, row) => row.ip ?? t('audit.none'),
    },
    {
      field: 'open',
      headerName: '',
      width: 56,
      renderHeader: () => null,
      renderCell: ({ row }) => (
        <IconButton
          size="small"
          aria-label={t('audit.openLabel', {
            action: auditActionLabel(row.action),
            at: formatDateTimeTr(row.at),
          })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row);
          }}
        >
          <InfoOutlined fontSize="small" />
        </IconButton>
      ),
    },
  ];
}

/** The audit log on a wide screen: a server-paged grid, newest first; a row opens the whole entry. */
export function AuditLogGrid({ institutions, onOpen, ...list }: AuditListProps) {
  const columns = useMemo(() => columnsFor(institutions, onOpen), [institutions, onOpen]);
  return (
    <PagedGrid
      {...list}
      pageSizes={AUDIT_PAGE_SIZES}
      texts="audit"
      columns={columns}
      getRowId={getRowId}
      onRowClick={(params) => onOpen(params.row)}
      onCellKeyDown={(params, event) => {
        if (event.key === 'Enter') onOpen(params.row);
      }}
      sx={{ cursor: 'pointer' }}
    />
  );
}
