/**
 * One budget line, the same in every bench, so `npm run bench` can gather them into one table.
 *
 * Usage (a bench prints each budget it checks through this, never its own PASS/MISS line):
 *
 *   import { budget } from './support/budget.ts';
 *   budget('list p95, 1 client', p95, 50, 'ms');              // PASS when value ≤ limit
 *   budget('upload / stream copy', ratio, 0.5, '×', 'atLeast'); // PASS when value ≥ limit
 *
 * Many measurements under one budget (every list variant's p95 ≤ 50 ms) make one line, for the worst of them:
 *
 *   worstBudget('list p95, 1 client', variants.map((v) => ({ what: v.name, value: v.p95, limit: 50 })), 'ms');
 *
 * It prints `PASS list p95, 1 client: 42.1 ms ≤ 50 ms` (or MISS) and answers whether the budget was kept; the
 * exit code stays the bench's business. When the runner sets BENCH_BUDGETS_FILE, the line is also appended
 * there as JSON ({ bench, name, value, limit, unit, bound, pass }) — the runner's table reads that file, not
 * the console, so a bench's other output may take any form. A value that is NaN (nothing measured) is a MISS.
 */
import { appendFileSync } from 'node:fs';
import { basename, extname } from 'node:path';

type Bound = 'atMost' | 'atLeast';

export interface BudgetLine {
  bench: string;
  name: string;
  value: number;
  limit: number;
  unit: string;
  bound: Bound;
  pass: boolean;
}

/** The environment variable through which the runner asks for the JSON lines. */
export const BUDGETS_FILE_ENV = 'BENCH_BUDGETS_FILE';

/** 3 significant figures at most: budgets are read by people, and the machine's noise is larger anyway. */
export const formatValue = (value: number) =>
  Number.isFinite(value) ? String(Number(value.toPrecision(3))) : String(value);

export function budget(
  name: string,
  value: number,
  limit: number,
  unit: string,
  bound: Bound = 'atMost',
): boolean {
  const pass = bound === 'atMost' ? value <= limit : value >= limit;
  const sign = bound === 'atMost' ? '≤' : '≥';
  const space = unit === '×' || unit === '%' ? '' : ' ';
  console.log(
    `${pass ? 'PASS' : 'MISS'} ${name}: ${formatValue(value)}${space}${unit} ${sign} ${limit}${space}${unit}`,
  );
  const file = process.env[BUDGETS_FILE_ENV];
  if (file) {
    const script = process.argv[1] ?? 'bench';
    const line: BudgetLine = {
      bench: basename(script, extname(script)),
      name,
      value,
      limit,
      unit,
      bound,
      pass,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
  return pass;
}

/** A measurement of many under one budget: `what` names it in the line when it is the worst. */
interface Checked {
  what: string;
  value: number;
  limit: number;
}

/**
 * The budget line of the worst of `checked` — the largest share of its limit (the smallest, `atLeast`), a value
 * not measured (NaN) first — named in the line; nothing checked is a MISS.
 */
export function worstBudget(
  name: string,
  checked: readonly Checked[],
  unit: string,
  bound: Bound = 'atMost',
): boolean {
  const share = (c: Checked) => {
    const s = bound === 'atMost' ? c.value / c.limit : c.limit / c.value;
    return Number.isNaN(s) ? Number.POSITIVE_INFINITY : s;
  };
  const worst = checked.reduce<Checked | undefined>((w, c) => (!w || share(c) > share(w) ? c : w), undefined);
  if (!worst) return budget(`${name} (nothing measured)`, Number.NaN, Number.NaN, unit, bound);
  return budget(`${name} (worst: ${worst.what})`, worst.value, worst.limit, unit, bound);
}
