import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import type { ChartProps } from './statistics-chart.tsx';

const StatisticsChart = lazy(() => import('./statistics-chart.tsx'));

/**
 * One figure of the statistics screen: its chart, and its table behind a button (the chart's accessible
 * alternative, with every row where the chart may show only the first ones).
 */
export function ChartCard({
  title,
  chart,
  table,
  wide = false,
  children,
}: {
  title: string;
  /** Shown between the title and the chart (an overall figure). */
  children?: ReactNode;
  chart: Omit<ChartProps, 'label'> | null;
  table: ReactNode;
  wide?: boolean;
}) {
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const empty = chart !== null && chart.rows.length === 0;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
      {empty ? <Typography color="text.secondary">{t('statistics.empty')}</Typography> : null}
      {chart && !empty ? (
        <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
          <StatisticsChart label={t('statistics.chartLabel', { title })} {...chart} />
        </Suspense>
      ) : null}
      {empty ? null : (
        <>
          <Button
            size="small"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((s) => !s)}
            sx={{ mt: 1 }}
          >
            {showTable ? t('statistics.hideTable') : t('statistics.showTable')}
          </Button>
          <Box id={tableId} hidden={!showTable} sx={{ overflowX: 'auto', mt: 1 }}>
            {showTable ? table : null}
          </Box>
        </>
      )}
    </Paper>
  );
}
