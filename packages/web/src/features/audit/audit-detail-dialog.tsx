import { type AuditRow, auditActionLabel, auditEntityLabel, formatDateTimeTr } from '@masal/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRetained } from '../../components/use-retained.ts';
import { t } from '../../i18n/i18n.ts';
import {
  actorName,
  auditSubject,
  fieldLabel,
  formatAuditValue,
  type InstitutionNames,
} from './audit-values.ts';

const TITLE_ID = 'audit-detail-title';
const CELL_SX = { overflowWrap: 'break-word', verticalAlign: 'top', px: { xs: 1, sm: 2 } } as const;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
      <Typography component="span" sx={{ fontWeight: 600, minWidth: '7rem' }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** One entry in full: who, when, which record, from where, every change before → after, and the rest. */
export function AuditDetailDialog({
  row,
  institutions,
  onClose,
}: {
  row: AuditRow | null;
  institutions: InstitutionNames;
  onClose: () => void;
}) {
  const shown = useRetained(row);
  const value = (field: string | null, v: unknown) => formatAuditValue(field, v, institutions);
  return (
    <Dialog open={row !== null} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>{shown ? auditActionLabel(shown.action) : t('audit.open')}</DialogTitle>
      {shown ? (
        <DialogContent>
          <Stack sx={{ gap: 0.5, mb: 2 }}>
            <Fact label={t('audit.at')} value={formatDateTimeTr(shown.at)} />
            <Fact label={t('audit.actor')} value={actorName(shown)} />
            <Fact
              label={t('audit.subject')}
              value={`${auditSubject(shown)} (${auditEntityLabel(shown.entity)} #${shown.entityId})`}
            />
            <Fact label={t('audit.ip')} value={shown.ip ?? t('audit.none')} />
          </Stack>
          {shown.changes.length > 0 ? (
            <Table size="small" aria-label={t('audit.changes')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('audit.field')}</TableCell>
                  <TableCell>{t('audit.before')}</TableCell>
                  <TableCell>{t('audit.after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.changes.map((c) => (
                  <TableRow key={c.field ?? ''}>
                    <TableCell sx={CELL_SX}>{c.field ? fieldLabel(c.field) : t('audit.value')}</TableCell>
                    <TableCell sx={CELL_SX}>{value(c.field, c.before)}</TableCell>
                    <TableCell sx={CELL_SX}>{value(c.field, c.after)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography color="text.secondary">{t('audit.noChanges')}</Typography>
          )}
          {Object.keys(shown.details).length > 0 ? (
            <Stack sx={{ gap: 0.5, mt: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('audit.other')}
              </Typography>
              {Object.entries(shown.details).map(([key, v]) => (
                <Fact key={key} label={fieldLabel(key)} value={value(key, v)} />
              ))}
            </Stack>
          ) : null}
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{t('audit.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
