/** The users bench's table and its budget lines. */
import { budget, worstBudget } from '../support/budget.ts';
import type { HttpFigures } from '../support/http-timing.ts';
import { printColumns } from '../support/table.ts';
import type { CallFigures } from '../support/time-calls.ts';
import type { Variant } from './variants.ts';

export interface Measured {
  variant: Variant;
  /** What one answer held: its rows and the total it reported. */
  rows: number;
  total: number;
  http: HttpFigures;
  /** The repository call alone. */
  sql?: CallFigures;
}

const P95_LIMIT_MS = 50;
const API_OVER_SQL = 2;
const ms = (v: number) => v.toFixed(1);

export function printTable(measured: readonly Measured[]): void {
  const header = ['variant', 'rows', 'total', 'p50', 'p95', 'req/s', 'err', 'SQL p50', 'SQL p95', 'API/SQL'];
  const rows = measured.map(({ variant, rows: n, total, http, sql }) => [
    variant.name,
    String(n),
    String(total),
    ms(http.p50),
    ms(http.p95),
    http.requestsPerSecond.toFixed(0),
    String(http.errors + http.non2xx),
    sql ? ms(sql.p50) : '',
    sql ? ms(sql.p95) : '',
    sql ? (http.p95 / sql.p95).toFixed(2) : '',
  ]);
  printColumns(header, rows);
  console.log('(times in ms, 1 client; err = errors, time-outs and non-2xx answers)');
}

export function printBudgets(measured: readonly Measured[]): void {
  worstBudget(
    'users list API p95',
    measured.map((m) => ({ what: m.variant.name, value: m.http.p95, limit: P95_LIMIT_MS })),
    'ms',
  );
  worstBudget(
    'users list SQL p95',
    measured.map((m) => ({ what: m.variant.name, value: m.sql?.p95 ?? Number.NaN, limit: P95_LIMIT_MS })),
    'ms',
  );
  worstBudget(
    'users list API p95 / SQL p95',
    measured.map((m) => ({
      what: m.variant.name,
      value: m.http.p95 / (m.sql?.p95 ?? Number.NaN),
      limit: API_OVER_SQL,
    })),
    '×',
  );
  budget(
    'users list errors and non-2xx answers',
    measured.reduce((sum, m) => sum + m.http.errors + m.http.non2xx, 0),
    0,
    'answers',
  );
}
