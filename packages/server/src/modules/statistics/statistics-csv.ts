/**
 * GET /v1/statistics/export: the admin statistics as one CSV file that Excel opens in Turkish as it is — UTF-8
 * with a BOM, `;` between fields, decimal commas — one titled section per figure, a blank line between them.
 */
import { actionName, type StatisticsMap, type StatisticsSummary, type Throughput } from '@masal/shared';

export const STATISTICS_CSV_NAME = 'MasalIstatistik.csv';

/** What a row without a type or an institution is called. */
const NO_TYPE = 'Türü belirtilmemiş';
const NO_INSTITUTION = 'Kurumu belirtilmemiş';

const decimal = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2, useGrouping: false });

type Cell = string | number | null;

/** A field quoted when it holds the separator, a quote or a line break (RFC 4180 with `;`). */
function field(value: Cell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? decimal.format(value) : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function section(title: string, header: string[], rows: Cell[][]): string[] {
  return [field(title), header.map(field).join(';'), ...rows.map((r) => r.map(field).join(';')), ''];
}

export function statisticsCsv(
  summary: StatisticsSummary,
  map: StatisticsMap,
  throughput: Throughput,
): string {
  const count = 'Masal sayısı';
  const lines = [
    ...section(
      'Durumlara göre',
      ['Durum', count],
      summary.byStatus.map((r) => [actionName(r.actionId), r.count]),
    ),
    ...section(
      'Masal türlerine göre',
      ['Masal türü', count],
      summary.byType.map((r) => [r.groupName ?? NO_TYPE, r.count]),
    ),
    ...section(
      'Aylara göre',
      ['Ay', count],
      summary.byMonth.map((r) => [r.month, r.count]),
    ),
    ...section(
      'Bölgelere göre',
      ['Bölge', count],
      map.regions.map((r) => [r.region, r.count]),
    ),
    ...section(
      'İllere göre',
      ['İl', 'Plaka', 'Bölge', count],
      map.provinces.map((p) => [p.city, p.plateNumber, p.region, p.count]),
    ),
    ...section(
      'Kurumlara göre',
      ['Kurum', count],
      summary.byInstitution.map((r) => [r.institutionName ?? NO_INSTITUTION, r.count]),
    ),
    ...section(
      'Editör karar süreleri (gönderimden karara gün)',
      ['Editör', 'Karar sayısı', 'Ortanca (gün)', '90. yüzdelik (gün)'],
      [
        ['Tümü', throughput.overall.decided, throughput.overall.medianDays, throughput.overall.p90Days],
        ...throughput.editors.map((e) => [`${e.name} ${e.surname}`, e.decided, e.medianDays, e.p90Days]),
      ],
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}`;
}
