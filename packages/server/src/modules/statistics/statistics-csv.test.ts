import { describe, expect, it } from 'vitest';
import { statisticsCsv } from './statistics-csv.ts';

const summary = {
  scope: 'all' as const,
  total: 3,
  byStatus: [{ actionId: 9, count: 3 }],
  byType: [{ groupId: null, groupName: null, count: 3 }],
  byMonth: [{ month: '2026-11', count: 3 }],
  // Names people typed: an institution and an editor that a spreadsheet would take for formulas.
  byInstitution: [{ institutionId: 1, institutionName: '=HYPERLINK("http://x","Tıkla")', count: 3 }],
};
const map = {
  scope: 'all' as const,
  total: 3,
  regions: [{ region: 'Ege', count: 3 }],
  provinces: [{ city: 'İzmir', plateNumber: 35, region: 'Ege', count: 3 }],
};
const throughput = {
  overall: { decided: 2, medianDays: 2.5, p90Days: null },
  editors: [{ userId: 7, name: '@SUM(A1)', surname: 'Öztürk', decided: 2, medianDays: 2.5, p90Days: 4 }],
};

describe('statisticsCsv', () => {
  const csv = statisticsCsv(summary, map, throughput);
  const lines = csv.slice(1).split('\r\n');

  it('UTF-8 with a BOM, `;`, CRLF; a blank line between sections, none after the last', () => {
    expect(csv.startsWith('\uFEFFDurumlara göre\r\nDurum;Masal sayısı\r\n')).toBe(true);
    expect(lines).toContain('İllere göre');
    expect(lines).toContain('İzmir;35;Ege;3');
    expect(lines.filter((l) => l === '')).toHaveLength(7);
    expect(csv.endsWith(';2;2,5;4\r\n')).toBe(true);
  });

  it('neutralises names that a spreadsheet would run as formulas; numbers keep the decimal comma', () => {
    expect(lines).toContain(`"'=HYPERLINK(""http://x"",""Tıkla"")";3`);
    expect(lines).toContain("'@SUM(A1) Öztürk;2;2,5;4");
    expect(lines).toContain('Tümü;2;2,5;');
  });
});
