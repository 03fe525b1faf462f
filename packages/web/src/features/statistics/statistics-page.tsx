import { actionName, formatCount, formatMonthTr } from '@masal/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { t } from '../../i18n/i18n.ts';
import { ChartCard } from './chart-card.tsx';
import { CountTable } from './count-table.tsx';
import { type StatisticsFilter, useStatisticsMap, useStatisticsSummary } from './statistics-api.ts';
import type { ChartRow } from './statistics-chart.tsx';
import { StatisticsFilters } from './statistics-filters.tsx';
import { topRows } from './statistics-rows.ts';
import { readStatisticsView, writeStatisticsView } from './statistics-view.ts';
import { ThroughputCard } from './throughput-card.tsx';

/** Beyond this many provinces or institutions the chart shows the first ones; the table has them all. */
const CHART_TOP = 15;

interface Named {
  key: string | number;
  name: string;
  count: number;
}

const asChart = (rows: readonly Named[]): ChartRow[] =>
  rows.map((r) => ({ label: r.name, values: [r.count] }));
const asTable = (rows: readonly Named[]) => rows.map((r) => ({ key: r.key, label: r.name, count: r.count }));

/**
 * /masal/statistics (admin): the figures in depth — by status, type, month, region, province, institution, and
 * the editors' throughput — for the public statuses or every status, over the tales submitted between two days
 * (all in the URL), each chart with its table, and the CSV of it all.
 */
export function StatisticsPage() {
  useDocumentTitle(t('menu.statistics'));
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readStatisticsView(params), [params]);
  const setView = useCallback(
    (next: StatisticsFilter) => setParams(writeStatisticsView(next), { replace: true }),
    [setParams],
  );
  const summary = useStatisticsSummary(view);
  const map = useStatisticsMap(view);
  const s = summary.data;
  const noName = t('statistics.unnamed');

  const byStatus: Named[] = (s?.byStatus ?? []).map((r) => ({
    key: r.actionId,
    name: actionName(r.actionId),
    count: r.count,
  }));
  const byType: Named[] = topRows(
    (s?.byType ?? []).map((r) => ({ key: r.groupId ?? 'none', name: r.groupName ?? noName, count: r.count })),
  );
  const byMonth: Named[] = (s?.byMonth ?? []).map((r) => ({
    key: r.month,
    name: formatMonthTr(r.month),
    count: r.count,
  }));
  const byInstitution: Named[] = topRows(
    (s?.byInstitution ?? []).map((r) => ({
      key: r.institutionId ?? 'none',
      name: r.institutionName ?? noName,
      count: r.count,
    })),
  );
  const byRegion: Named[] = topRows(
    (map.data?.regions ?? []).map((r) => ({ key: r.region, name: r.region, count: r.count })),
  );
  const byProvince: Named[] = topRows(
    (map.data?.provinces ?? []).map((p) => ({ key: p.plateNumber, name: p.city, count: p.count })),
  );
  const head = (label: string) => [label, t('statistics.count')];

  const card = (
    title: string,
    label: string,
    rows: Named[] | null,
    options: { columns?: boolean; wide?: boolean; chartRows?: Named[] } = {},
  ) => (
    <ChartCard
      title={title}
      wide={options.wide}
      chart={
        rows
          ? {
              kind: options.columns ? 'columns' : 'bars',
              series: [t('statistics.count')],
              rows: asChart(options.chartRows ?? rows),
            }
          : null
      }
      table={rows ? <CountTable caption={title} head={head(label)} rows={asTable(rows)} /> : null}
    />
  );

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: 1 }}>
        {t('menu.statistics')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('statistics.intro')}
      </Typography>
      <StatisticsFilters view={view} onChange={setView} />
      {summary.isError || map.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('statistics.loadFailed')}
        </Alert>
      ) : null}
      {summary.isPending ? <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} /> : null}
      {s ? (
        <Typography component="p" variant="h6" sx={{ mb: 2 }} data-testid="statistics-total">
          {t(view.scope === 'all' ? 'statistics.totalAll' : 'statistics.totalPublic', {
            count: formatCount(s.total),
          })}
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {card(t('statistics.byStatus'), t('statistics.status'), s ? byStatus : null)}
        {card(t('statistics.byType'), t('statistics.type'), s ? byType : null)}
        {card(t('statistics.byMonth'), t('statistics.month'), s ? byMonth : null, {
          columns: true,
          wide: true,
        })}
        {card(t('statistics.byRegion'), t('statistics.region'), map.data ? byRegion : null)}
        {card(t('statistics.byInstitution'), t('statistics.institution'), s ? byInstitution : null, {
          chartRows: byInstitution.filter((r) => r.count > 0).slice(0, CHART_TOP),
        })}
        {card(t('statistics.byProvince'), t('statistics.province'), map.data ? byProvince : null, {
          chartRows: byProvince.filter((r) => r.count > 0).slice(0, CHART_TOP),
          wide: true,
        })}
        <ThroughputCard view={view} />
      </Box>
    </Box>
  );
}
