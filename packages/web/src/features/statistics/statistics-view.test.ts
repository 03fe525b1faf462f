import { describe, expect, it } from 'vitest';
import { statisticsQuery } from './statistics-api.ts';
import { topRows } from './statistics-rows.ts';
import { readStatisticsView, writeStatisticsView } from './statistics-view.ts';

const read = (search: string) => readStatisticsView(new URLSearchParams(search));

describe('the statistics screen’s filter in the URL', () => {
  it('reads scope and days, and writes back only what differs from the default', () => {
    const view = read('scope=all&from=2026-01-01&to=2026-03-31');
    expect(view).toEqual({ scope: 'all', from: '2026-01-01', to: '2026-03-31' });
    expect(writeStatisticsView(view).toString()).toBe('scope=all&from=2026-01-01&to=2026-03-31');
    expect(writeStatisticsView(read('')).toString()).toBe('');
  });

  it('drops what the server would refuse: an unknown scope, a day that is none, an end before the start', () => {
    expect(read('scope=her-sey&from=2026-02-30&to=yarın')).toEqual({ scope: 'public' });
    expect(read('from=2026-05-01&to=2026-04-01')).toEqual({ scope: 'public', from: '2026-05-01' });
  });

  it('asks the server with the default scope left out', () => {
    expect(statisticsQuery({ scope: 'public', from: '2026-01-01', to: undefined })).toBe('?from=2026-01-01');
    expect(statisticsQuery({ scope: 'all' })).toBe('?scope=all');
    expect(statisticsQuery({ scope: 'public' })).toBe('');
  });
});

describe('the summary’s rows', () => {
  it('most first, equal counts in Turkish order', () => {
    const rows = topRows([
      { name: 'Zonguldak', count: 2 },
      { name: 'Çorum', count: 2 },
      { name: 'Ceyhan', count: 2 },
      { name: 'İzmir', count: 5 },
    ]);
    expect(rows.map((r) => r.name)).toEqual(['İzmir', 'Ceyhan', 'Çorum', 'Zonguldak']);
  });
});
