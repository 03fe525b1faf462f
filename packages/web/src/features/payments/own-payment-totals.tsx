import { formatCount, formatKurus, type OwnPaymentTotal, PAYMENT_STATUS_LIST } from '@masal/shared';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/i18n.ts';
import { statusLabel } from './payment-labels.tsx';

/** The caller's totals per year (newest first) and, inside each year, per status. */
export function OwnPaymentTotals({ totals }: { totals: OwnPaymentTotal[] }) {
  const years = [...new Set(totals.map((x) => x.year))];
  if (years.length === 0) {
    return <Typography color="text.secondary">{t('payments.noTotals')}</Typography>;
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
      {years.map((year) => (
        <Paper key={year} variant="outlined" sx={{ p: 1.5, flex: '1 1 220px', minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('payments.totalsByYear', { year })}
          </Typography>
          <Stack component="dl" sx={{ m: 0 }}>
            {PAYMENT_STATUS_LIST.map((status) => {
              const sum = totals.find((x) => x.year === year && x.status === status);
              return sum ? (
                <Stack key={status} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography component="dt" variant="body2">
                    {statusLabel(status)} ({formatCount(sum.count)})
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                    {formatKurus(sum.amountKurus)}
                  </Typography>
                </Stack>
              ) : null;
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
