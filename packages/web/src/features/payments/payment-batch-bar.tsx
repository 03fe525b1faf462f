import {
  type ExportFormat,
  formatCount,
  formatDateTr,
  formatKurus,
  type PaymentAdminRow,
  todayIso,
} from '@masal/shared';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TrDateField } from '../../components/tr-date-field.tsx';
import { useRetained } from '../../components/use-retained.ts';
import { t } from '../../i18n/i18n.ts';
import { batchSummary } from './batch-summary.ts';

/**
 * What can be done with the checked payments: approve (all pending), download the bank file and mark paid
 * on a date (all approved). Those whose owner lacks a valid IBAN or bank name are listed apart: the file
 * leaves them out. Approving and marking paid cannot be undone: each asks first, with how many payments, the
 * total and to whom.
 */
export function PaymentBatchBar({
  selected,
  busy,
  onApprove,
  onPaid,
  onExport,
}: {
  selected: PaymentAdminRow[];
  busy: boolean;
  onApprove: () => void;
  onPaid: (paidAt: string) => void;
  onExport: (format: ExportFormat) => void;
}) {
  const [paidAt, setPaidAt] = useState(todayIso());
  const [asking, setAsking] = useState<'approve' | 'paid' | null>(null);
  // Kept while the dialog fades out, so its words do not flip.
  const shown = useRetained(asking);
  if (selected.length === 0) return null;
  const sum = selected.reduce((s, r) => s + r.amountKurus, 0);
  const allPending = selected.every((r) => r.status === 'pending');
  const allApproved = selected.every((r) => r.status === 'approved');
  const missingBank = selected.filter((r) => !r.bankReady && r.status === 'approved');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, mb: 2, minWidth: 0 }}
      role="region"
      aria-label={t('payments.admin.selected', { count: selected.length, amount: formatKurus(sum) })}
    >
      <Typography sx={{ fontWeight: 600, mb: 1 }}>
        {t('payments.admin.selected', {
          count: formatCount(selected.length),
          amount: formatKurus(sum),
        })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Button variant="contained" disabled={busy || !allPending} onClick={() => setAsking('approve')}>
          {t('payments.admin.approve')}
        </Button>
        <Button variant="outlined" disabled={busy || !allApproved} onClick={() => onExport('csv')}>
          {t('payments.admin.exportCsv')}
        </Button>
        <Button variant="outlined" disabled={busy || !allApproved} onClick={() => onExport('xlsx')}>
          {t('payments.admin.exportXlsx')}
        </Button>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TrDateField
            id="payments-paid-at"
            size="small"
            label={t('payments.admin.paidAt')}
            value={paidAt}
            onChange={setPaidAt}
            required
            max={todayIso()}
          />
          <Button
            variant="contained"
            color="success"
            disabled={busy || !allApproved || !paidAt}
            onClick={() => setAsking('paid')}
          >
            {t('payments.admin.markPaid')}
          </Button>
        </Stack>
      </Stack>
      {!allPending && !allApproved ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('payments.admin.onlyApproved')}
        </Typography>
      ) : null}
      {missingBank.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          <AlertTitle>{t('payments.admin.missingBankTitle')}</AlertTitle>
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            {missingBank.map((r) => (
              <li key={r.paymentId}>
                {t('payments.admin.missingBankLine', {
                  name: `${r.name} ${r.surname}`,
                  amount: formatKurus(r.amountKurus),
                })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={t(shown === 'paid' ? 'payments.admin.confirmPaidTitle' : 'payments.admin.confirmApproveTitle')}
        text={
          shown === 'paid'
            ? t('payments.admin.confirmPaidText', {
                summary: batchSummary(selected),
                date: formatDateTr(paidAt),
              })
            : t('payments.admin.confirmApproveText', { summary: batchSummary(selected) })
        }
        confirmLabel={t(shown === 'paid' ? 'payments.admin.markPaid' : 'payments.admin.approve')}
        color={shown === 'paid' ? 'success' : 'primary'}
        onConfirm={() => {
          setAsking(null);
          if (asking === 'paid') onPaid(paidAt);
          else onApprove();
        }}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
