import type { PastReviewSummary } from '@masal/shared';
import { formatCount, formatMonthTr } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { decisionLabel } from './past-review-labels.ts';

const COUNTS_ID = 'past-reviews-counts';
/** Months shown before "show all". */
const RECENT_MONTHS = 12;

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: [string, number][] }) {
  return (
    <Table size="small" sx={{ '& td, & th': { px: 1.5 } }}>
      <caption style={{ captionSide: 'top', textAlign: 'start', padding: '0 0 4px', fontWeight: 600 }}>
        {caption}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {head}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('pastReviews.count')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([label, n]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
              {label}
            </TableCell>
            <TableCell align="right">{formatCount(n)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The person's counts per decision and per month, over the chosen days. */
export function PastReviewCounts({
  summary,
  failed,
  filtered,
}: {
  summary: PastReviewSummary | undefined;
  failed: boolean;
  /** Whether a day filter narrows the counts. */
  filtered: boolean;
}) {
  const [allMonths, setAllMonths] = useState(false);
  const months = summary?.byMonth ?? [];
  const shownMonths = allMonths ? months : months.slice(0, RECENT_MONTHS);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={COUNTS_ID}
      sx={{ p: 2, mb: 3, minWidth: 0 }}
    >
      <Typography id={COUNTS_ID} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('pastReviews.countsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {filtered ? t('pastReviews.countsOfFilter') : t('pastReviews.countsAll')}
        {summary ? ` · ${t('pastReviews.total', { count: formatCount(summary.total) })}` : null}
      </Typography>
      {failed ? <Alert severity="error">{t('pastReviews.countsFailed')}</Alert> : null}
      {summary && summary.total === 0 ? <Typography>{t('pastReviews.noCounts')}</Typography> : null}
      {summary && summary.total > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <CountTable
            caption={t('pastReviews.byDecision')}
            head={t('pastReviews.decision')}
            rows={summary.byDecision.map((d) => [decisionLabel(d.decision), d.count])}
          />
          <Box sx={{ minWidth: 0 }}>
            <CountTable
              caption={t('pastReviews.byMonth')}
              head={t('pastReviews.month')}
              rows={shownMonths.map((m) => [formatMonthTr(m.month), m.count])}
            />
            {months.length > RECENT_MONTHS ? (
              <Button size="small" sx={{ mt: 1 }} onClick={() => setAllMonths(!allMonths)}>
                {allMonths
                  ? t('pastReviews.showFewerMonths')
                  : t('pastReviews.showAllMonths', { count: months.length })}
              </Button>
            ) : null}
          </Box>
        </Box>
      ) : null}
    </Paper>
  );
}
