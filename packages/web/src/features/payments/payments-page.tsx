import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap } from '../../api/api-client.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useLocalView } from '../../components/use-list-view.ts';
import { t } from '../../i18n/i18n.ts';
import { TalePreviewDialog } from '../tales/tale-preview-dialog.tsx';
import { OwnPaymentList } from './own-payment-list.tsx';
import { OwnPaymentTotals } from './own-payment-totals.tsx';
import { paymentApi, paymentKeys } from './payments-api.ts';

const LIST_ID = 'payments-list-heading';

/**
 * /masal/payments: the signed-in person's own payments — tale (opening its preview), words, coefficient,
 * amount, status, approval and payment dates — with totals per year and status. Never anyone else's: the
 * server answers only the caller's.
 */
export function PaymentsPage() {
  useDocumentTitle(t('payments.title'));
  const [view, setView] = useLocalView({ page: 0, pageSize: 25 });
  const [previewId, setPreviewId] = useState<number | null>(null);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const list = useQuery({
    queryKey: paymentKeys.own(view.page, view.pageSize),
    queryFn: () => unwrap(paymentApi.own(view.page, view.pageSize)),
    placeholderData: keepPreviousData,
  });

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('payments.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('payments.intro')}
      </Typography>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {t('payments.totalsTitle')}
      </Typography>
      <Box sx={{ mb: 3 }}>{list.data ? <OwnPaymentTotals totals={list.data.totals} /> : null}</Box>
      <Typography id={LIST_ID} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {t('payments.listTitle')}
      </Typography>
      {list.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('payments.loadFailed')}
        </Alert>
      ) : null}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <OwnPaymentList
          answer={list.data}
          loading={list.isFetching}
          view={view}
          onViewChange={setView}
          labelledBy={LIST_ID}
          narrow={narrow}
          onPreview={setPreviewId}
        />
      </Box>
      <TalePreviewDialog taleId={previewId} onClose={() => setPreviewId(null)} />
    </Box>
  );
}
