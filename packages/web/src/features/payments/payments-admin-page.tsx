import {
  type ExportFormat,
  formatCount,
  formatKurus,
  PAYMENT_STATUS_LIST,
  type PaymentAdminRow,
} from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiResult } from '../../api/api-client.ts';
import { unwrap } from '../../api/api-client.ts';
import { showToast } from '../../components/toast-store.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { t } from '../../i18n/i18n.ts';
import { AdjustmentDialog } from './adjustment-dialog.tsx';
import { CoefficientSection } from './coefficient-section.tsx';
import { PaymentAdminFilters } from './payment-admin-filters.tsx';
import { PaymentAdminList } from './payment-admin-list.tsx';
import { PaymentBatchBar } from './payment-batch-bar.tsx';
import { statusLabel } from './payment-labels.tsx';
import { usePaymentAdminView } from './payments-admin-view.ts';
import { downloadBankFile, paymentApi, paymentKeys } from './payments-api.ts';

const LIST_ID = 'payments-admin-list-heading';

/**
 * /masal/paymentsAdmin (admins): every payment, paged on the server and filtered (all in the URL), with the
 * totals of the whole selection; checked payments are approved, exported to the bank file and marked paid in
 * batches. The coefficient and its history sit above; a payment is corrected by a linked adjustment.
 */
export function PaymentsAdminPage() {
  useDocumentTitle(t('payments.admin.title'));
  const client = useQueryClient();
  const [view, setViewRaw] = usePaymentAdminView();
  const [selected, setSelected] = useState<ReadonlyMap<number, PaymentAdminRow>>(new Map());
  const [busy, setBusy] = useState(false);
  const [adjusting, setAdjusting] = useState<PaymentAdminRow | null>(null);
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const list = useQuery({
    queryKey: paymentKeys.admin(view),
    queryFn: () => unwrap(paymentApi.admin(view)),
    placeholderData: keepPreviousData,
  });

  // Another page or filter shows other payments: the checks start again.
  const setView = (patch: Parameters<typeof setViewRaw>[0]) => {
    setSelected(new Map());
    setViewRaw(patch);
  };
  const toggle = (row: PaymentAdminRow, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.paymentId, row);
      else next.delete(row.paymentId);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected(on ? new Map((list.data?.rows ?? []).map((r) => [r.paymentId, r])) : new Map());

  /** Runs a batch; on success the list reloads with the new states and `after` gives the checks left. */
  async function batch(
    run: () => Promise<ApiResult<{ updated: number }>>,
    done: (count: number) => string,
    after: (current: ReadonlyMap<number, PaymentAdminRow>) => ReadonlyMap<number, PaymentAdminRow>,
  ) {
    setBusy(true);
    try {
      const result = await run();
      if (result.ok) {
        showToast(done(result.data.updated), 'success');
        setSelected(after);
      } else if (result.code !== 'NOT_ALLOWED' && result.code !== 'SESSION_REQUIRED') {
        showToast(result.message, 'error');
      }
      await client.invalidateQueries({ queryKey: paymentKeys.all });
    } finally {
      setBusy(false);
    }
  }
  const ids = [...selected.keys()];
  const exportFile = async (format: ExportFormat) => {
    setBusy(true);
    try {
      if (await downloadBankFile(format, ids)) showToast(t('payments.admin.exported'), 'success');
    } finally {
      setBusy(false);
    }
  };

  const totals = list.data?.totals;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('payments.admin.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('payments.admin.intro')}
      </Typography>
      <CoefficientSection />
      <PaymentAdminFilters view={view} onChange={setView} />
      {totals ? (
        <Box component="section" aria-labelledby="payments-totals-heading" sx={{ mb: 2 }}>
          <Typography id="payments-totals-heading" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {t('payments.admin.selectionTotals')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {t('payments.admin.totalLine', {
              count: formatCount(totals.count),
              amount: formatKurus(totals.amountKurus),
            })}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            {PAYMENT_STATUS_LIST.map((status) => (
              <Typography key={status} variant="body2" color="text.secondary">
                {t('payments.admin.statusLine', {
                  status: statusLabel(status),
                  count: formatCount(totals.byStatus[status].count),
                  amount: formatKurus(totals.byStatus[status].amountKurus),
                })}
              </Typography>
            ))}
          </Stack>
        </Box>
      ) : null}
      <PaymentBatchBar
        selected={[...selected.values()]}
        busy={busy}
        onApprove={() =>
          void batch(
            () => paymentApi.approve(ids),
            (count) => t('payments.admin.approved', { count }),
            // Approved rows stay checked: the bank file is usually the next step.
            (current) => new Map([...current].map(([id, r]) => [id, { ...r, status: 'approved' as const }])),
          )
        }
        onPaid={(paidAt) =>
          void batch(
            () => paymentApi.paid({ paymentIds: ids, paidAt }),
            (count) => t('payments.admin.markedPaid', { count }),
            () => new Map(),
          )
        }
        onExport={(format) => void exportFile(format)}
      />
      <Typography id={LIST_ID} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {t('payments.admin.listTitle')}
      </Typography>
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('payments.admin.loadFailed')}
        </Alert>
      ) : null}
      <PaymentAdminList
        answer={list.data}
        loading={list.isFetching}
        view={view}
        onViewChange={setView}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        onAdjust={setAdjusting}
        labelledBy={LIST_ID}
        narrow={narrow}
      />
      <AdjustmentDialog payment={adjusting} onClose={() => setAdjusting(null)} />
    </Box>
  );
}
