/** The statistics bench's table and its budget lines. */
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

const BUDGETS: ReadonlyArray<{ label: string; surface: Surface; limit: number }> = [
  { label: 'home statistics p95 ≤ 30 ms', surface: 'home', limit: 30 },
  { label: 'full tale p95 ≤ 20 ms', surface: 'tale', limit: 20 },
];

/** One PASS/MISS line per budget (at 1 client), naming what missed it or the closest; one for errors. */
export function printBudgets(measurements: readonly Measurement[]): void {
  for (const budget of BUDGETS) {
    const checked = measurements
      .filter((m) => m.surface === budget.surface && m.clients === 1)
      .sort((a, b) => b.http.p95 - a.http.p95);
    const [worst] = checked;
    if (!worst) continue;
    const over = checked.filter((m) => !(m.http.p95 <= budget.limit));
    const named = (m: Measurement) => `${m.name} ${m.role} ${ms(m.http.p95)}`;
    console.log(
      `${over.length ? 'MISS' : 'PASS'} ${budget.label}: ` +
        (over.length
          ? `${over.length} of ${checked.length} over: ${over.map(named).join('; ')}`
          : `${checked.length} calls; closest ${named(worst)}`),
    );
  }
  const failed = measurements.filter((m) => m.http.errors + m.http.non2xx > 0);
  console.log(
    `${failed.length ? 'MISS' : 'PASS'} no errors or non-2xx answers` +
      (failed.length ? `: ${failed.map((m) => `${m.name} ${m.role} @${m.clients}`).join('; ')}` : ''),
  );
}
