/** The bench's table and its budget lines. */

import { budget as reportBudget } from '../support/budget.ts';
import type { HttpFigures } from '../support/http-timing.ts';
import { printColumns } from '../support/table.ts';
import type { SqlFigures } from './sql-timing.ts';
import type { Variant } from './variants.ts';

export interface Measurement {
  variant: Variant;
  clients: number;
  http: HttpFigures;
  /** The repository call alone, at 1 client (list variants, on the 1-client line). */
  sql?: SqlFigures;
}

const ms = (v: number) => v.toFixed(1);

export function printTable(measurements: readonly Measurement[]): void {
  const rows = measurements.map(({ variant, clients, http, sql }) => [
    variant.name,
    variant.viewer.role,
    String(clients),
    ms(http.p50),
    ms(http.p95),
    ms(http.p99),
    http.requestsPerSecond.toFixed(0),
    `${http.errors}/${http.non2xx}`,
    sql ? ms(sql.p50) : '',
    sql ? ms(sql.p95) : '',
    sql ? (http.p95 / sql.p95).toFixed(2) : '',
  ]);
  const header = [
    'variant',
    'role',
    'clients',
    'p50',
    'p95',
    'p99',
    'req/s',
    'err/non2xx',
    'SQL p50',
    'SQL p95',
    'API/SQL p95',
  ];
  printColumns(header, rows, 2);
  console.log('(times in ms; err = connection errors and time-outs)');
}

interface Budget {
  label: string;
  applies(m: Measurement): boolean;
  /** The measured value and its limit. */
  check(m: Measurement): { value: number; limit: number };
}

const isList = (m: Measurement) => m.variant.list !== undefined;
const p95Budget = (label: string, limit: number, applies: Budget['applies']): Budget => ({
  label,
  applies,
  check: (m) => ({ value: m.http.p95, limit }),
});

export const POSTGRES_BUDGETS: Budget[] = [
  p95Budget('list p95 ≤ 50 ms at 1 client', 50, (m) => isList(m) && m.clients === 1),
  p95Budget('list p95 ≤ 150 ms at 10 clients', 150, (m) => isList(m) && m.clients === 10),
  p95Budget('full/{id} p95 ≤ 10 ms at 1 client', 10, (m) => !isList(m) && m.clients === 1),
  p95Budget('full/{id} p95 ≤ 10 ms at 10 clients', 10, (m) => !isList(m) && m.clients === 10),
  {
    label: 'list API p95 ≤ 2 × SQL p95 at 1 client',
    applies: (m) => m.sql !== undefined,
    check: (m) => ({ value: m.http.p95, limit: 2 * (m.sql?.p95 ?? 0) }),
  },
];

export const PGLITE_BUDGETS: Budget[] = [
  p95Budget('list p95 ≤ 100 ms at 1 client', 100, (m) => isList(m) && m.clients === 1),
  p95Budget('list p95 ≤ 100 ms at 10 clients', 100, (m) => isList(m) && m.clients === 10),
];

const ratio = (c: { value: number; limit: number }) =>
  Number.isNaN(c.value) ? Number.POSITIVE_INFINITY : c.value / c.limit;

/** A failed budget names its worst variants; the table has the rest. */
const SHOWN_OVER = 8;

const describe = (m: Measurement, value: number, limit: number) =>
  `${m.variant.viewer.role} ${m.variant.name} ${ms(value)} ms (limit ${ms(limit)})`;

/** One PASS/FAIL line per budget (with what missed it), and one for errors. */
export function printBudgets(measurements: readonly Measurement[], budgets: readonly Budget[]): void {
  for (const budget of budgets) {
    // Worst first; NaN (no answer in the timed run) counts as the worst and as over.
    const checked = measurements
      .filter(budget.applies)
      .map((m) => ({ m, ...budget.check(m) }))
      .sort((a, b) => ratio(b) - ratio(a));
    const [worst] = checked;
    if (!worst) continue;
    const over = checked.filter((c) => !(c.value <= c.limit));
    const shown = over.slice(0, SHOWN_OVER).map((c) => describe(c.m, c.value, c.limit));
    if (over.length > SHOWN_OVER) shown.push(`${over.length - SHOWN_OVER} more`);
    const detail = over.length
      ? `${over.length} of ${checked.length} over: ${shown.join('; ')}`
      : `${checked.length} variants; closest ${describe(worst.m, worst.value, worst.limit)}`;
    reportBudget(
      `${budget.label} (worst: ${worst.m.variant.viewer.role} ${worst.m.variant.name} @${worst.m.clients})`,
      worst.value,
      worst.limit,
      'ms',
    );
    console.log(`  ${detail}`);
  }
  const failed = measurements.filter((m) => m.http.errors + m.http.non2xx > 0);
  reportBudget('variants with errors or non-2xx answers', failed.length, 0, 'variants');
  if (failed.length)
    console.log(
      `  ${failed.map((m) => `${m.variant.viewer.role} ${m.variant.name} @${m.clients}`).join('; ')}`,
    );
}
