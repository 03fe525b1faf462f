/**
 * GET /v1/statistics/export: the admin statistics as one CSV file that Excel opens in Turkish as it is — UTF-8
 * with a BOM, `;` between fields, decimal commas — one titled section per figure, a blank line between them.
 */
import { actionName, type StatisticsMap, type StatisticsSummary, type Throughput } from '@masal/shared';
import { type CsvRecord, csvText } from '../../downloads/csv.ts';

export const STATISTICS_CSV_NAME = 'MasalIstatistik.csv';

/** What a row without a type or an institution is called. */
const NO_TYPE = 'Türü belirtilmemiş';
const NO_INSTITUTION = 'Kurumu belirtilmemiş';

/** A titled section: its title line, the column names, the rows. */
function section(title: string, header: string[], rows: CsvRecord[]): CsvRecord[] {
  return [[title], header, ...rows];
}

export function statisticsCsv(
  summary: StatisticsSummary,
  map: StatisticsMap,
  throughput: Throughput,
): string {
  const count = 'Masal sayısı';
  const sections = [
    section(
      'Durumlara göre',
      ['Durum', count],
      summary.byStatus.map((r) => [actionName(r.actionId), r.count]),
    ),
    section(
      'Masal türlerine göre',
      ['Masal türü', count],
      summary.byType.map((r) => [r.groupName ?? NO_TYPE, r.count]),
    ),
    section(
      'Aylara göre',
      ['Ay', count],
      summary.byMonth.map((r) => [r.month, r.count]),
    ),
    section(
      'Bölgelere göre',
      ['Bölge', count],
      map.regions.map((r) => [r.region, r.count]),
    ),
    section(
      'İllere göre',
      ['İl', 'Plaka', 'Bölge', count],
      map.provinces.map((p) => [p.city, p.plateNumber, p.region, p.count]),
    ),
    section(
      'Kurumlara göre',
      ['Kurum', count],
      summary.byInstitution.map((r) => [r.institutionName ?? NO_INSTITUTION, r.count]),
    ),
    section(
      'Editör karar süreleri (gönderimden karara gün)',
      ['Editör', 'Karar sayısı', 'Ortanca (gün)', '90. yüzdelik (gün)'],
      [
        ['Tümü', throughput.overall.decided, throughput.overall.medianDays, throughput.overall.p90Days],
        ...throughput.editors.map((e) => [`${e.name} ${e.surname}`, e.decided, e.medianDays, e.p90Days]),
      ],
    ),
  ];
  // A blank line between two sections.
  return csvText(sections.flatMap((records, i) => (i === 0 ? records : [[], ...records])));
}
