/**
 * One chart of the statistics screen, drawn by MUI X Charts. This module is loaded on demand (the library is
 * ~100 KB gzipped), so only the statistics screen pays for it. The chart is a picture for sighted users; its
 * figures are in the table beside it, so it is one image to screen readers.
 */
import { formatCount } from '@masal/shared';

import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

export interface ChartRow {
  label: string;
  values: number[];
}

export interface ChartProps {
  /** The picture's name for screen readers. */
  label: string;
  rows: readonly ChartRow[];
  /** One name per value of a row. */
  series: readonly string[];
  /** Bars along the rows (names on the left), or columns along time (months). */
  kind: 'bars' | 'columns';
  format?: (n: number | null) => string;
}

const BAR_HEIGHT = 28;
const AXIS_SPACE = 60;

const formatWhole = (n: number | null) => (n === null ? '–' : formatCount(n));

export default function StatisticsChart({ label, rows, series, kind, format = formatWhole }: ChartProps) {
  const theme = useTheme();
  const colours = [theme.palette.primary.main, theme.palette.secondary.main];
  const chartSeries = series.map((name, i) => ({
    data: rows.map((r) => r.values[i] ?? 0),
    label: name,
    color: colours[i % colours.length] as string,
    valueFormatter: (v: number | null) => format(v),
  }));
  const names = { scaleType: 'band' as const, data: rows.map((r) => r.label) };
  const values = { tickMinStep: 1, valueFormatter: (v: number) => format(v) };
  const legend = series.length > 1;
  return (
    <div role="img" aria-label={label}>
      {kind === 'columns' ? (
        <BarChart
          height={240}
          xAxis={[names]}
          yAxis={[{ ...values, width: 'auto' }]}
          series={chartSeries}
          hideLegend={!legend}
          skipAnimation
        />
      ) : (
        <BarChart
          layout="horizontal"
          height={AXIS_SPACE + (legend ? 30 : 0) + rows.length * series.length * BAR_HEIGHT}
          yAxis={[{ ...names, width: 'auto' }]}
          xAxis={[values]}
          series={chartSeries}
          hideLegend={!legend}
          skipAnimation
        />
      )}
    </div>
  );
}
