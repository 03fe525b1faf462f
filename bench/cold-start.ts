// Start time and idle memory of the portal as a person starts it: `npm start` in the repository's root (its
// build step included: the web app when stale, the server's bundle), from spawn until /v1/ready answers; then
// the memory of the whole process tree once it has settled — every process, with its resident set (RSS) and
// proportional set (PSS: shared pages split between their sharers) — and which processes stay resident.
// Embedded PGlite: first start on an empty DATA_DIR (initdb, migrations, seed; the first admin's credentials
// must be printed), then a restart on the same DATA_DIR; with an embedded corpus (`-- pglite <DATA_DIR>` or
// BENCH_PGLITE_CORPUS, `npm run corpus -w bench -- pglite <dir>` fills one) also on it, idle after its start
// and idle after a round of lists, searches and full tales; beside them PostgreSQL (scratch `masal_bench`).
// Budgets: the embedded mode's whole tree ≤ 250 MB, PSS and RSS, empty and at 10,000 tales after use.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CORPUS_EMAIL_DOMAIN, CORPUS_PASSWORD } from './corpus/fill.ts';
import { budget } from './support/budget.ts';
import { type ProcessMemory, sumOf, treeMemory } from './support/process-tree.ts';
import { scratchDatabase } from './support/scratch-database.ts';
import { api, type BenchServer, signIn, startServer } from './support/server.ts';

const TREE_BUDGET_MB = 250;
const [target, corpusArgument] = process.argv.slice(2);
const corpusDir = target === 'pglite' ? corpusArgument : process.env.BENCH_PGLITE_CORPUS;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (n: number) => n.toFixed(0);

/** Idle = the tree's RSS moved less than 2 MB over the last 3 s (compilation and GC have settled). */
async function idleTree(pid: number): Promise<ProcessMemory[]> {
  const samples: number[] = [];
  for (;;) {
    const tree = treeMemory(pid);
    samples.push(sumOf(tree, 'rssMb'));
    const window = samples.slice(-12);
    if ((window.length === 12 && Math.max(...window) - Math.min(...window) < 2) || samples.length > 240)
      return tree;
    await pause(250);
  }
}

function printTree(what: string, tree: readonly ProcessMemory[]) {
  console.log(`  ${what}: RSS ${mb(sumOf(tree, 'rssMb'))} MB, PSS ${mb(sumOf(tree, 'pssMb'))} MB`);
  for (const p of tree)
    console.log(
      `    ${String(p.pid).padStart(7)}  RSS ${mb(p.rssMb).padStart(4)}  PSS ${mb(p.pssMb).padStart(4)}  ${p.command}`,
    );
}

/**
 * Both sums: RSS counts the pages npm and the server share (node's own code, ~40 MB) twice, PSS once — what the
 * tree costs the machine.
 */
function treeBudgets(what: string, tree: readonly ProcessMemory[]) {
  budget(`${what}: process tree PSS`, sumOf(tree, 'pssMb'), TREE_BUDGET_MB, 'MB');
  budget(`${what}: process tree RSS`, sumOf(tree, 'rssMb'), TREE_BUDGET_MB, 'MB');
}

/** What a person does at first on the embedded corpus: lists, header and detailed searches, full tales. */
async function use(server: BenchServer) {
  const { token } = await signIn(server.url, `editor-1@${CORPUS_EMAIL_DOMAIN}`, CORPUS_PASSWORD);
  // Tales the editor may open (drafts are their compilers' own): spread over the list's pages.
  const shown: number[] = [];
  for (const page of [0, 4, 40, 200]) {
    const { rows } = await api<{ rows: Array<{ taleId: number }> }>(
      server.url,
      'GET',
      `/tales/?pageSize=25&page=${page}`,
      token,
    );
    if (rows[0]) shown.push(rows[0].taleId);
  }
  for (let round = 0; round < 3; round++) {
    for (const query of ['', '&page=100', '&sort=taleName&order=asc', '&q=keloglan', '&q=an', '&actionIds=6'])
      await api(server.url, 'GET', `/tales/?pageSize=25${query}`, token);
    for (const searchText of ['keloglan', 'trabzon', 'agac', 'kel', 'keloglanin', 'padisah'])
      await api(server.url, 'POST', '/tales/search', token, { searchText, userId: -1 });
    await api(server.url, 'POST', '/tales/detailSearch', token, { searchText: 'padisah', actionId: 6 });
    for (const taleId of shown) await api(server.url, 'GET', `/tales/full/${taleId}`, token);
  }
}

/** Starts, measures, stops; answers the idle tree (after use when `afterUse`). */
async function measure(
  label: string,
  dataDir: string,
  env: Record<string, string>,
  afterUse = false,
): Promise<{ idle: ProcessMemory[]; output: string }> {
  let peak = 0;
  const started = performance.now();
  const server = await startServer({
    npmStart: true,
    dataDir,
    env,
    whileStarting: (pid) => {
      peak = Math.max(peak, sumOf(treeMemory(pid), 'rssMb'));
    },
  });
  try {
    const seconds = (performance.now() - started) / 1000;
    let idle = await idleTree(server.pid);
    console.log(
      `${label}: ready in ${seconds.toFixed(1)} s (peak tree RSS while starting ${mb(Math.max(peak, sumOf(idle, 'rssMb')))} MB)`,
    );
    printTree('idle', idle);
    if (afterUse) {
      await use(server);
      idle = await idleTree(server.pid);
      printTree('idle after use', idle);
    }
    return { idle, output: server.output() };
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'masal-bench-cold-start-'));
try {
  const first = await measure('PGlite, first start (empty DATA_DIR: initdb, migrations, seed)', dataDir, {});
  const printed = /admin@masal\.local[\s\S]*Şifre:\s+\S+/.test(first.output);
  console.log(`  the first admin's credentials printed: ${printed ? 'yes' : 'NO'}`);
  const restart = await measure('PGlite, restart (same DATA_DIR)', dataDir, {});
  treeBudgets('embedded, empty', restart.idle);
  if (corpusDir) {
    const corpus = await measure(`PGlite corpus in ${corpusDir}`, corpusDir, {}, true);
    treeBudgets('embedded, corpus after use', corpus.idle);
  } else {
    console.log('PGlite corpus: skipped (`-- pglite <DATA_DIR>` or BENCH_PGLITE_CORPUS names one)');
  }
  const postgresUrl = await scratchDatabase('masal_bench').catch(() => null);
  if (postgresUrl)
    await measure('PostgreSQL (scratch masal_bench, first start)', dataDir, { DATABASE_URL: postgresUrl });
  else console.log('PostgreSQL: skipped, nothing answers at BENCH_POSTGRES_URL');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
