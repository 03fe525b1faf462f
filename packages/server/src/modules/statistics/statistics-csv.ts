/**
 * GET /v1/statistics/export: the admin statistics as one CSV file that Excel opens in Turkish as it is — UTF-8
 * with a BOM, `;` between fields, decimal commas — one titled section per figure, a blank line between them.
 */
import { actionName, type StatisticsMap, type StatisticsSummary, type Throughput, t } from '@masal/shared';
import { type CsvRecord, csvText } from '../../downloads/csv.ts';

export const STATISTICS_CSV_NAME = 'MasalIstatistik.csv';

/** A titled section: its title line, the column names, the rows. */
function section(title: string, header: string[], rows: CsvRecord[]): CsvRecord[] {
  return [[title], header, ...rows];
}

export function statisticsCsv(
  summary: StatisticsSummary,
  map: StatisticsMap,
  throughput: Throughput,
): string {
  const count = t('statistics.count');
  const sections = [
    section(
      t('statistics.byStatus'),
      [t('statistics.status'), count],
      summary.byStatus.map((r) => [actionName(r.actionId), r.count]),
    ),
    section(
      t('statistics.byType'),
      [t('statistics.type'), count],
      summary.byType.map((r) => [r.groupName ?? t('statistics.csv.noType'), r.count]),
    ),
    section(
      t('statistics.csv.byMonth'),
      [t('statistics.month'), count],
      summary.byMonth.map((r) => [r.month, r.count]),
    ),
    section(
      t('statistics.byRegion'),
      [t('statistics.region'), count],
      map.regions.map((r) => [r.region, r.count]),
    ),
    section(
      t('statistics.byProvince'),
      [t('statistics.province'), t('statistics.csv.plateNumber'), t('statistics.region'), count],
      map.provinces.map((p) => [p.city, p.plateNumber, p.region, p.count]),
    ),
    section(
      t('statistics.byInstitution'),
      [t('statistics.institution'), count],
      summary.byInstitution.map((r) => [r.institutionName ?? t('statistics.csv.noInstitution'), r.count]),
    ),
    section(
      t('statistics.csv.throughput'),
      [
        t('statistics.editor'),
        t('statistics.decided'),
        t('statistics.medianDays'),
        t('statistics.csv.p90Days'),
      ],
      [
        [
          t('statistics.csv.allEditors'),
          throughput.overall.decided,
          throughput.overall.medianDays,
          throughput.overall.p90Days,
        ],
        ...throughput.editors.map((e) => [`${e.name} ${e.surname}`, e.decided, e.medianDays, e.p90Days]),
      ],
    ),
  ];
  // A blank line between two sections.
  return csvText(sections.flatMap((records, i) => (i === 0 ? records : [[], ...records])));
}
