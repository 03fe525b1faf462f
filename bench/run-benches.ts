// `npm run bench`: runs the benches one after another and ends with ONE table of every budget they checked,
// PASS or MISS (each bench reports its budgets through support/budget.ts into a file this runner names).
// Always: cold-start, sign-in-js-size, list-load (no corpus needed).
// With the PostgreSQL corpus — BENCH_CORPUS_URL, or `masal_bench_corpus` on BENCH_POSTGRES_URL's server holding
// tales (`npm run corpus -w bench` fills it) — also list-corpus, search-load, statistics-load, pdf-load and
// reading-room on it.
// With an embedded corpus — BENCH_PGLITE_CORPUS=<DATA_DIR> (`npm run corpus -w bench -- pglite <dir>`) —
// cold-start measures memory on it too, and list-corpus and search-load run again on it.
// BENCH_ONLY=<name,name> keeps those benches only. Exit code 0 only when every bench ran to its end and every
// budget passed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BUDGETS_FILE_ENV, type BudgetLine, formatValue } from './support/budget.ts';
import { endsWithBench } from './support/child-process.ts';
import { printColumns } from './support/table.ts';

const benchDir = dirname(fileURLToPath(import.meta.url));
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());

interface Run {
  name: string;
  args: string[];
  /** Shown beside the bench's name when it runs on a corpus. */
  on?: string;
}

/** The PostgreSQL corpus's URL when it answers with tales; otherwise why not. */
async function postgresCorpus(): Promise<{ url: string } | { skipped: string }> {
  const configured = process.env.BENCH_CORPUS_URL;
  const url =
    configured ??
    (() => {
      const u = new URL(postgresAdminUrl);
      u.pathname = '/masal_bench_corpus';
      return u.toString();
    })();
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>('select count(*) as n from tales');
    if (Number(rows[0]?.n) > 0) return { url };
    return { skipped: `${url} holds no tales` };
  } catch (error) {
    return { skipped: `${url}: ${(error as Error).message}` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs `npm run <name> -- <args>` in bench/, its output on this console; answers its exit code. */
function runBench(run: Run, budgetsFile: string, env: Record<string, string>): Promise<number> {
  console.log(`\n=== ${run.name}${run.on ? ` (${run.on})` : ''}`);
  // Its own process group, so that an interrupted run stops the bench and every process it started.
  const child = spawn('npm', ['run', '--silent', run.name, '--', ...run.args], {
    cwd: benchDir,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...env, [BUDGETS_FILE_ENV]: budgetsFile },
  });
  endsWithBench(child, true);
  return new Promise((resolve) => {
    child.once('error', () => resolve(-1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

const budgetsOf = (file: string): BudgetLine[] => {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as BudgetLine);
  } catch {
    return [];
  }
};

async function main(): Promise<number> {
  const runs: Run[] = [
    { name: 'cold-start', args: [] },
    { name: 'sign-in-js-size', args: [] },
    { name: 'list-load', args: [] },
  ];
  const skipped: string[] = [];
  const corpus = await postgresCorpus();
  if ('url' in corpus) {
    for (const name of ['list-corpus', 'search-load', 'statistics-load', 'pdf-load', 'reading-room'])
      runs.push({ name, args: [], on: 'PostgreSQL corpus' });
  } else skipped.push(`PostgreSQL corpus benches: ${corpus.skipped}`);
  const embedded = process.env.BENCH_PGLITE_CORPUS;
  if (embedded) {
    for (const name of ['list-corpus', 'search-load'])
      runs.push({ name, args: ['pglite', embedded], on: `PGlite corpus ${embedded}` });
  } else skipped.push('embedded corpus benches: BENCH_PGLITE_CORPUS names no DATA_DIR');

  const workDir = mkdtempSync(join(tmpdir(), 'masal-bench-run-'));
  const rows: string[][] = [];
  let failed = false;
  try {
    for (const [i, run] of runs.entries()) {
      if (only && !only.includes(run.name)) continue;
      const file = join(workDir, `${i}.jsonl`);
      const env: Record<string, string> = 'url' in corpus ? { BENCH_CORPUS_URL: corpus.url } : {};
      const code = await runBench(run, file, env);
      const label = run.on ? `${run.name} (${run.on})` : run.name;
      const lines = budgetsOf(file);
      for (const b of lines) {
        const sign = b.bound === 'atMost' ? '≤' : '≥';
        const value = typeof b.value === 'number' ? formatValue(b.value) : 'none';
        rows.push([
          label,
          b.name,
          `${value} ${b.unit}`,
          `${sign} ${b.limit} ${b.unit}`,
          b.pass ? 'PASS' : 'MISS',
        ]);
        if (!b.pass) failed = true;
      }
      // A bench that ends non-zero without a missed budget to show for it broke.
      if (code !== 0 && lines.every((b) => b.pass)) {
        rows.push([label, '(the bench itself)', `exit ${code}`, 'exit 0', 'ERROR']);
        failed = true;
      }
      if (code === 0 && lines.length === 0) rows.push([label, '(no budget)', '', '', 'ran']);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log('\n=== budgets');
  printColumns(['bench', 'budget', 'measured', 'limit', 'result'], rows, 2);
  for (const line of skipped) console.log(`skipped: ${line}`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
