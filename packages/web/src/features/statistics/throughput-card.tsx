import { formatCount } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/i18n.ts';
import { ChartCard } from './chart-card.tsx';
import { CountTable } from './count-table.tsx';
import { type StatisticsFilter, useThroughput } from './statistics-api.ts';
import { formatDays, shownDays } from './statistics-format.ts';

/**
 * Days from a tale's submission to its editor's decision: the median and 90th percentile overall and per editor
 * (the table counts decisions too).
 */
export function ThroughputCard({ view }: { view: StatisticsFilter }) {
  const throughput = useThroughput(view);
  const data = throughput.data;
  const title = t('statistics.throughput');
  const editors = data?.editors ?? [];
  return (
    <ChartCard
      title={title}
      wide
      chart={
        data
          ? {
              kind: 'bars',
              series: [t('statistics.medianDays'), t('statistics.p90Days')],
              rows: editors.map((e) => ({
                label: `${e.name} ${e.surname}`,
                values: [shownDays(e.medianDays), shownDays(e.p90Days)],
              })),
              format: formatDays,
            }
          : null
      }
      table={
        data ? (
          <CountTable
            caption={title}
            head={[
              t('statistics.editor'),
              t('statistics.medianDays'),
              t('statistics.p90Days'),
              t('statistics.decided'),
            ]}
            rows={editors.map((e) => ({
              key: e.userId,
              label: `${e.name} ${e.surname}`,
              extra: [formatDays(e.medianDays), formatDays(e.p90Days)],
              count: e.decided,
            }))}
          />
        ) : null
      }
    >
      {throughput.isPending ? <Skeleton variant="rounded" height={48} /> : null}
      {throughput.isError ? <Alert severity="error">{t('statistics.loadFailed')}</Alert> : null}
      {data ? (
        <Typography data-testid="throughput-overall" sx={{ mb: 1 }}>
          {t('statistics.throughputOverall', {
            decided: formatCount(data.overall.decided),
            median: formatDays(data.overall.medianDays),
            p90: formatDays(data.overall.p90Days),
          })}
        </Typography>
      ) : null}
    </ChartCard>
  );
}
