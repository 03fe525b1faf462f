// The PDFs at 100,000 tales: the server as `npm start` runs it, on the bench corpus
// (`npm run corpus -w bench`), signed in as a staff user (editor-1; the advisory board's list as admin), one
// request at a time on loopback:
// - one tale (GET /v1/pdf/tale/{id}) over the compiler's published tales in turn: p50 / p95 to the last byte;
// - a 200-tale list: the completed tales (GET /v1/pdf/tales/criterion/completed) narrowed by the list's own name
//   search to the word whose completed tales number nearest 200 (the corpus has no list of exactly 200; the
//   search is the screen's, so this is a list a user gets) — time to the last byte, and the server process's
//   peak RSS growth over its RSS before the request (VmHWM after clear_refs, and VmRSS sampled every 5 ms);
// - for scale, the advisory board member's list (every tale waiting for the advisory board, thousands of rows)
//   the same.
//   npm run pdf-load -w bench                      PostgreSQL database masal_bench_corpus (BENCH_CORPUS_URL)
//   npm run pdf-load -w bench -- pglite <DATA_DIR> embedded PGlite filled by `corpus -- pglite <DATA_DIR>`
// PDF_LOAD_TALES (40) tale PDFs after 5 warm-up ones; PDF_LOAD_LISTS (5) list PDFs after one warm-up.
// Budgets (PASS/MISS lines; the exit code is 0 unless something breaks): one tale p95 ≤ 300 ms, the 200-tale
// list ≤ 3 s with the server's peak RSS growth ≤ 64 MB.
import { readFileSync, writeFileSync } from 'node:fs';
import { ACTION, ADVISORY_BOARD_ROLES, foldTr } from '@masal/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { tales, userRoles, users } from '../packages/server/src/db/schema/index.ts';
import { CORPUS_PASSWORD } from './corpus/fill.ts';
import { corpusPeople } from './corpus/people.ts';
import { budget } from './support/budget.ts';
import { corpusDatabase, migrateTimed } from './support/corpus-database.ts';
import { loadAverage } from './support/load-average.ts';
import { api, type BenchServer, signIn, startServer } from './support/server.ts';
import { percentiles } from './support/stats.ts';
import { printColumns } from './support/table.ts';

const TALE_RUNS = Number(process.env.PDF_LOAD_TALES ?? 40);
const LIST_RUNS = Number(process.env.PDF_LOAD_LISTS ?? 5);
const BUDGET = { taleP95Ms: 300, listMs: 3000, listRssMb: 64 };
const corpus = corpusDatabase(process.argv.slice(2), 'pdf-load');

/** The published tales to print, the word whose completed tales number nearest 200, and an advisory board member. */
async function prepare() {
  const database = await openDatabase(corpus.options);
  try {
    await migrateTimed(database);
    const db = database.db;
    const people = await corpusPeople(db);
    const published = await db
      .select({ taleId: tales.taleId })
      .from(tales)
      .where(eq(tales.actionId, ACTION.published))
      .orderBy(tales.taleId)
      .limit(20);
    const words = (await db.execute(sql`
      select w from (select unnest(string_to_array(${tales.taleNameFolded}, ' ')) as w from ${tales}
        where ${tales.actionId} = ${ACTION.completed}) x
      where length(w) >= 3 group by w order by abs(count(*) - 200) limit 1`)) as unknown as {
      rows: Array<{ w: string }>;
    };
    const [member] = await db
      .select({ userId: users.userId })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.userId))
      .where(inArray(userRoles.roleId, [...ADVISORY_BOARD_ROLES]))
      .orderBy(users.userId)
      .limit(1);
    const word = words.rows[0]?.w;
    if (!word || !member || published.length === 0) throw new Error('the corpus lacks what the bench prints');
    return { people, taleIds: published.map((p) => p.taleId), word: foldTr(word), memberId: member.userId };
  } finally {
    await database.close();
  }
}

const kib = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(
    new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN,
  );

/** One PDF to its last byte; with `pid`, the server's peak RSS over its RSS before, in MB. */
async function fetchPdf(server: BenchServer, token: string, path: string, pid?: number) {
  let before = 0;
  let peak = 0;
  let sampler: NodeJS.Timeout | undefined;
  if (pid) {
    // 5 resets the peak (VmHWM) to the present RSS, so the peak read after is this request's.
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      // Not permitted: the samples alone.
    }
    before = kib(pid, 'VmRSS');
    peak = before;
    sampler = setInterval(() => {
      peak = Math.max(peak, kib(pid, 'VmRSS'));
    }, 5);
  }
  const started = performance.now();
  const response = await fetch(`${server.url}/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (sampler) clearInterval(sampler);
  if (!response.ok || bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new Error(`${path} answered ${response.status}: ${bytes.subarray(0, 200).toString()}`);
  const rssMb = pid ? (Math.max(peak, kib(pid, 'VmHWM')) - before) / 1024 : Number.NaN;
  return { ms, bytes: bytes.length, rssMb };
}

async function main(): Promise<void> {
  const { people, taleIds, word, memberId } = await prepare();
  const server = await startServer({
    dataDir: corpus.options.dataDir,
    env: { DATABASE_URL: corpus.options.databaseUrl ?? '' },
    stderr: 'inherit',
  });
  try {
    const { token } = await signIn(server.url, people.editorEmail, CORPUS_PASSWORD);
    // The advisory board's list is the advisory board's and the admins'.
    const admin = await signIn(server.url, people.adminEmail, CORPUS_PASSWORD);
    const listPath = `/pdf/tales/criterion/completed?q=${encodeURIComponent(word)}`;
    const listed = await api<{ total: number }>(
      server.url,
      'GET',
      `/tales/?actionIds=6&pageSize=1&q=${word}`,
      token,
    );
    const waiting = await api<{ total: number }>(server.url, 'GET', '/tales/?actionIds=5&pageSize=1', token);
    console.log(
      `${corpus.label}: ${people.tales} tales; ${people.editorEmail}; list "${word}": ${listed.total} completed tales; ` +
        `advisory board list: ${waiting.total} waiting; ${loadAverage()}`,
    );

    for (let i = 0; i < 5; i++) await fetchPdf(server, token, `/pdf/tale/${taleIds[i % taleIds.length]}`);
    const taleTimes: number[] = [];
    for (let i = 0; i < TALE_RUNS; i++)
      taleTimes.push((await fetchPdf(server, token, `/pdf/tale/${taleIds[i % taleIds.length]}`)).ms);
    const tale = percentiles(taleTimes);

    await fetchPdf(server, token, listPath);
    const lists = [];
    for (let i = 0; i < LIST_RUNS; i++) lists.push(await fetchPdf(server, token, listPath, server.pid));
    const memberList = await fetchPdf(
      server,
      admin.token,
      `/pdf/tales/advisoryBoard/${memberId}`,
      server.pid,
    );

    const listMs = Math.max(...lists.map((l) => l.ms));
    const listRss = Math.max(...lists.map((l) => l.rssMb));
    const f = (n: number) => n.toFixed(0);
    printColumns(
      ['PDF', 'rows', 'p50 ms', 'p95 / max ms', 'KB', 'peak RSS growth MB'],
      [
        ['one tale', '1', f(tale.p50), f(tale.p95), '—', '—'],
        [
          `200-tale list (completed, q=${word})`,
          String(listed.total),
          f(percentiles(lists.map((l) => l.ms)).p50),
          f(listMs),
          f((lists[0]?.bytes ?? 0) / 1024),
          listRss.toFixed(1),
        ],
        [
          'advisory board member list',
          String(waiting.total),
          f(memberList.ms),
          f(memberList.ms),
          f(memberList.bytes / 1024),
          memberList.rssMb.toFixed(1),
        ],
      ],
    );
    budget('PDF of one tale p95', tale.p95, BUDGET.taleP95Ms, 'ms');
    budget('PDF of a 200-tale list', listMs, BUDGET.listMs, 'ms');
    budget('PDF of a 200-tale list: peak RSS growth', listRss, BUDGET.listRssMb, 'MB');
    console.log(`measured; ${loadAverage()}`);
  } finally {
    await server.stop();
    corpus.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
