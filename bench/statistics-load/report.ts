/** The statistics bench's table and its budget lines. */

import { budget as reportBudget } from '../support/budget.ts';
import type { HttpFigures } from '../support/http-timing.ts';
import { printColumns } from '../support/table.ts';
import type { CallFigures } from '../support/time-calls.ts';

export type Surface = 'home' | 'tale';

export interface Measurement {
  surface: Surface;
  name: string;
  role: string;
  clients: number;
  /** What an answer held. */
  answer: string;
  http: HttpFigures;
  /** The same call without HTTP, at 1 client. */
  direct?: CallFigures;
  /** A statistics call's statement without the reuse of counts: the first call after a change. */
  counting?: CallFigures;
}

const ms = (v: number) => v.toFixed(1);

export function printTable(measurements: readonly Measurement[]): void {
  const header = [
    'surface',
    'call',
    'role',
    'clients',
    'answer',
    'p50',
    'p95',
    'p99',
    'req/s',
    'err',
    'direct p50',
    'direct p95',
    'API/direct p95',
    'counting p50',
    'counting p95',
  ];
  const rows = measurements.map(({ surface, name, role, clients, answer, http, direct, counting }) => [
    surface,
    name,
    role,
    String(clients),
    answer,
    ms(http.p50),
    ms(http.p95),
    ms(http.p99),
    http.requestsPerSecond.toFixed(http.requestsPerSecond < 10 ? 1 : 0),
    String(http.errors + http.non2xx),
    direct ? ms(direct.p50) : '',
    direct ? ms(direct.p95) : '',
    direct ? (http.p95 / direct.p95).toFixed(2) : '',
    counting ? ms(counting.p50) : '',
    counting ? ms(counting.p95) : '',
  ]);
  printColumns(header, rows, 3);
  console.log(
    "(times in ms; err = errors, time-outs and non-2xx answers; direct = the server's own call in-process, " +
      'no HTTP: the statistics service, the tale reader; counting = the statistics statement run afresh, as after ' +
      'any write, since the service reuses its counts while the database is unchanged)',
  );
}

/** Each budget reads one figure of a measurement at 1 client; undefined when the measurement has none. */
const BUDGETS: ReadonlyArray<{
  label: string;
  surface: Surface;
  limit: number;
  figure: (m: Measurement) => number | undefined;
}> = [
  { label: 'home statistics p95 ≤ 30 ms', surface: 'home', limit: 30, figure: (m) => m.http.p95 },
  {
    label: 'home statistics counted fresh p95 ≤ 30 ms',
    surface: 'home',
    limit: 30,
    figure: (m) => m.counting?.p95,
  },
  { label: 'full tale p95 ≤ 10 ms', surface: 'tale', limit: 10, figure: (m) => m.http.p95 },
  {
    label: 'full tale API p95 ≤ 2 × direct p95',
    surface: 'tale',
    limit: 2,
    figure: (m) => (m.direct ? m.http.p95 / m.direct.p95 : undefined),
  },
];

/** One PASS/MISS line per budget (at 1 client), naming what missed it or the closest; one for errors. */
export function printBudgets(measurements: readonly Measurement[]): void {
  for (const budget of BUDGETS) {
    const checked = measurements
      .flatMap((m) => {
        const value = m.surface === budget.surface && m.clients === 1 ? budget.figure(m) : undefined;
        return value === undefined ? [] : [{ m, value }];
      })
      .sort((a, b) => b.value - a.value);
    const [worst] = checked;
    if (!worst) continue;
    const over = checked.filter((c) => !(c.value <= budget.limit));
    const named = (c: (typeof checked)[number]) => `${c.m.name} ${c.m.role} ${c.value.toFixed(1)}`;
    reportBudget(`${budget.label} (worst: ${worst.m.name} ${worst.m.role})`, worst.value, budget.limit, 'ms');
    console.log(
      over.length
        ? `  ${over.length} of ${checked.length} over: ${over.map(named).join('; ')}`
        : `  ${checked.length} calls; closest ${named(worst)}`,
    );
  }
  const failed = measurements.filter((m) => m.http.errors + m.http.non2xx > 0);
  reportBudget('calls with errors or non-2xx answers', failed.length, 0, 'calls');
  if (failed.length) console.log(`  ${failed.map((m) => `${m.name} ${m.role} @${m.clients}`).join('; ')}`);
}
