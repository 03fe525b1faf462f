/** The search bench's table and its budget lines. */

import { budget as reportBudget } from '../support/budget.ts';
import type { HttpFigures } from '../support/http-timing.ts';
import { printColumns } from '../support/table.ts';
import type { CallFigures } from '../support/time-calls.ts';
import type { Role } from './variants.ts';

type Surface = 'header' | 'detail' | 'copies' | 'submit';

export interface Measurement {
  surface: Surface;
  name: string;
  role: Role;
  clients: number;
  /** What an answer held (hits, total, scores). */
  answer: string;
  http: HttpFigures;
  /** The same call without HTTP, at 1 client. */
  direct?: CallFigures;
}

const ms = (v: number) => v.toFixed(1);

export function printTable(measurements: readonly Measurement[]): void {
  const header = [
    'surface',
    'variant',
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
  ];
  const rows = measurements.map(({ surface, name, role, clients, answer, http, direct }) => [
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
  ]);
  printColumns(header, rows, 3);
  console.log(
    "(times in ms; err = errors, time-outs and non-2xx answers; direct = the server's own call in-process, no HTTP; " +
      'submit = PUT /tales/ 1→2 of a new draft, each once, one after another, the copy check inside it)',
  );
}

interface Budget {
  label: string;
  applies(m: Measurement): boolean;
  check(m: Measurement): { value: number; limit: number };
}

const p95Within = (label: string, limit: number, surface: Surface): Budget => ({
  label,
  applies: (m) => m.surface === surface && m.clients === 1,
  check: (m) => ({ value: m.http.p95, limit }),
});

const LATENCY_BUDGETS: Budget[] = [
  p95Within('header search p95 ≤ 50 ms', 50, 'header'),
  p95Within('detailed search p95 ≤ 100 ms', 100, 'detail'),
  p95Within('copy detection of a new tale (submit) p95 ≤ 300 ms', 300, 'submit'),
];

/** Whether the measurement is over its latency budget (the plans of those are worth reading). */
export const overLatencyBudget = (m: Measurement) =>
  LATENCY_BUDGETS.some((budget) => {
    if (!budget.applies(m)) return false;
    const { value, limit } = budget.check(m);
    return !(value <= limit);
  });

const BUDGETS: Budget[] = [
  ...LATENCY_BUDGETS,
  {
    label: 'API p95 ≤ 2 × direct p95',
    applies: (m) => m.direct !== undefined,
    check: (m) => ({ value: m.http.p95, limit: 2 * (m.direct?.p95 ?? Number.NaN) }),
  },
];

/** How far over its limit; NaN (no answer) counts as the worst. */
const ratio = (c: { value: number; limit: number }) => {
  const r = c.value / c.limit;
  return Number.isNaN(r) ? Number.POSITIVE_INFINITY : r;
};

const describe = (m: Measurement, value: number, limit: number) =>
  `${m.surface} ${m.name} ${m.role} ${ms(value)} (limit ${ms(limit)})`;

/** One PASS/MISS line per budget, naming what missed it (or the closest), and one for errors. */
export function printBudgets(measurements: readonly Measurement[]): void {
  for (const budget of BUDGETS) {
    const checked = measurements
      .filter(budget.applies)
      .map((m) => ({ m, ...budget.check(m) }))
      .sort((a, b) => ratio(b) - ratio(a));
    const [worst] = checked;
    if (!worst) continue;
    const over = checked.filter((c) => !(c.value <= c.limit));
    const detail = over.length
      ? `${over.length} of ${checked.length} over: ${over.map((c) => describe(c.m, c.value, c.limit)).join('; ')}`
      : `${checked.length} variants; closest ${describe(worst.m, worst.value, worst.limit)}`;
    reportBudget(
      `${budget.label} (worst: ${worst.m.surface} ${worst.m.name} ${worst.m.role} @${worst.m.clients})`,
      worst.value,
      worst.limit,
      'ms',
    );
    console.log(`  ${detail}`);
  }
  const failed = measurements.filter((m) => m.http.errors + m.http.non2xx > 0);
  reportBudget('calls with errors or non-2xx answers', failed.length, 0, 'variants');
  if (failed.length)
    console.log(`  ${failed.map((m) => `${m.surface} ${m.name} ${m.role} @${m.clients}`).join('; ')}`);
}
