// Search and copy detection at 100,000 tales: the server as `npm start` runs it, on the
// bench corpus (`npm run corpus -w bench`, 2 % near-copies), timed with autocannon on loopback. Signed in as a
// staff user (editor-1) and a writer (the compiler with the most tales): the header search (POST /tales/search)
// for a hero typed without Turkish letters, a place, a common word, a 3-letter prefix, a loosely typed name
// with a suffix, a typo, a word only texts hold and one no tale holds, as each; the detailed search with facets
// (POST /tales/detailSearch) with text and two filters, a word nearly every tale tells alone and by name, two
// filters alone, and the possible-copy filter; then copy detection of a new tale: the writer's drafts
// (near-copies of published tales — half of them variants of a tale type —, originals, and new variants of those
// types) submitted one by one (PUT /tales/ 1→2 checks them against the archive), with the detection's recall and
// precision, and the review screen's reading of a checked near-copy (GET /tales/copies/{id}). Beside each, the
// server's own call without HTTP (the search service, the check a submit runs), and the API/direct ratio: the
// searches and copy detection are two rounds, each timed directly as soon as its server has stopped.
//   npm run search-load -w bench                      PostgreSQL database masal_bench_corpus (BENCH_CORPUS_URL)
//   npm run search-load -w bench -- pglite <DATA_DIR> embedded PGlite filled by `corpus -- pglite <DATA_DIR>`
// Pending migrations are applied (and timed) first; the drafts the bench writes are deleted at the end.
// SEARCH_LOAD_SECONDS (5) and SEARCH_LOAD_WARM_UP_SECONDS (1) per variant and client count, SEARCH_LOAD_CLIENTS
// (1,10), SEARCH_LOAD_DIRECT_SECONDS (2) per direct loop, SEARCH_LOAD_NEW_TALES (20) submits of each kind,
// SEARCH_LOAD_ONLY (a regular expression on "surface variant role") picks search variants; SEARCH_LOAD_EXPLAIN=1
// prints the EXPLAIN ANALYZE of each search statement over its budget.
// Budgets (PASS/MISS lines, at 1 client; the exit code is 0 unless something breaks), set for PostgreSQL at
// 100,000 tales: header search p95 ≤ 50 ms, detailed search p95 ≤ 100 ms, copy detection (submit) p95 ≤ 300 ms,
// API p95 ≤ 2 × direct p95; copy detection's recall and precision ≥ 0.95.
import { type DetailSearchAnswer, POSSIBLE_COPY_SCORE, type TaleSearchHit } from '@masal/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/client.ts';
import type { Db } from '../packages/server/src/db/db.ts';
import { sourcePersons, taleSearch, tales, userRoles } from '../packages/server/src/db/schema/index.ts';
import { CORPUS_PASSWORD } from './corpus/fill.ts';
import { type CorpusPeople, corpusPeople } from './corpus/people.ts';
import { copyQuality } from './search-load/copy-quality.ts';
import { directTimer } from './search-load/direct-timing.ts';
import { explainVariant } from './search-load/explain.ts';
import {
  copySources,
  NEW_TALE_KINDS,
  timeSubmits,
  warmUpSubmits,
  writeDrafts,
} from './search-load/new-tales.ts';
import { type Measurement, overLatencyBudget, printBudgets, printTable } from './search-load/report.ts';
import { pathOf, type Role, searchVariants, type Variant, type Viewer } from './search-load/variants.ts';
import { corpusDatabase, migrateTimed } from './support/corpus-database.ts';
import { timeHttp } from './support/http-timing.ts';
import { loadAverage } from './support/load-average.ts';
import { api, type BenchServer, signIn, startServer } from './support/server.ts';

const env = process.env;
const CLIENT_COUNTS = (env.SEARCH_LOAD_CLIENTS ?? '1,10').split(',').map(Number);
const timing = {
  seconds: Number(env.SEARCH_LOAD_SECONDS ?? 5),
  warmUpSeconds: Number(env.SEARCH_LOAD_WARM_UP_SECONDS ?? 1),
};
const directSeconds = Number(env.SEARCH_LOAD_DIRECT_SECONDS ?? 2);
const NEW_TALES = Number(env.SEARCH_LOAD_NEW_TALES ?? 20);
const only = env.SEARCH_LOAD_ONLY ? new RegExp(env.SEARCH_LOAD_ONLY) : null;
const explain = env.SEARCH_LOAD_EXPLAIN === '1';

const corpus = corpusDatabase(process.argv.slice(2), 'search-load');

type Sources = Awaited<ReturnType<typeof copySources>>;

async function prepare(): Promise<{ people: CorpusPeople; sources: Sources }> {
  const database = await openDatabase(corpus.options);
  try {
    await migrateTimed(database);
    return { people: await corpusPeople(database.db), sources: await copySources(database.db, NEW_TALES) };
  } finally {
    await database.close();
  }
}

/** What one answer held, for the table (and a check that the variant answers at all). */
async function answerOf(server: BenchServer, variant: Variant, token: string): Promise<string> {
  const path = pathOf(variant);
  if (variant.surface === 'header')
    return `${(await api<TaleSearchHit[]>(server.url, 'POST', path, token, variant.body)).length} hits`;
  if (variant.surface === 'detail') {
    const answer = await api<DetailSearchAnswer>(server.url, 'POST', path, token, variant.body);
    return `total ${answer.total}${answer.totalCapped ? '+' : ''}`;
  }
  const answer = await api<{ copyScore: number | null; matches: unknown[] }>(server.url, 'GET', path, token);
  return `${answer.matches.length} matches, score ${answer.copyScore}`;
}

/** One variant at each client count in `clientCounts`, after one call that says what it answers. */
async function timeVariant(
  server: BenchServer,
  variant: Variant,
  viewer: Viewer,
  clientCounts: readonly number[],
): Promise<Measurement[]> {
  const answer = await answerOf(server, variant, viewer.token);
  const measurements: Measurement[] = [];
  for (const clients of clientCounts) {
    const request = {
      url: `${server.url}/v1${pathOf(variant)}`,
      token: viewer.token,
      ...(variant.surface === 'copies' ? {} : { body: variant.body }),
    };
    const http = await timeHttp(request, clients, timing);
    measurements.push({
      surface: variant.surface,
      name: variant.name,
      role: variant.role,
      clients,
      answer,
      http,
    });
    process.stderr.write('.');
  }
  return measurements;
}

/** A measurement with what its direct call needs: the search variant, or the tales whose check a submit ran. */
type Measured = { measurement: Measurement; variant?: Variant; checked?: number[] };

/** The staff user and the writer, signed in (their roles read with the direct calls). */
async function signInBoth(server: BenchServer, people: CorpusPeople): Promise<Record<Role, Viewer>> {
  const viewer = async (role: Role, email: string): Promise<Viewer> => ({
    role,
    roleIds: [],
    ...(await signIn(server.url, email, CORPUS_PASSWORD)),
  });
  return {
    staff: await viewer('staff', people.editorEmail),
    writer: await viewer('writer', people.compiler.email),
  };
}

/** The header and detailed searches over HTTP. */
async function timeSearches(server: BenchServer, viewers: Record<Role, Viewer>): Promise<Measured[]> {
  const variants = searchVariants().filter((v) => !only || only.test(`${v.surface} ${v.name} ${v.role}`));
  const measured: Measured[] = [];
  // Every variant at one client count before the next count: requests a time-out abandoned go on running in
  // the server (on PGlite, one at a time), and must not slow the 1-client figures the budgets read.
  for (const clients of CLIENT_COUNTS)
    for (const variant of variants)
      for (const measurement of await timeVariant(server, variant, viewers[variant.role], [clients]))
        measured.push({ measurement, variant });
  process.stderr.write('\n');
  // In the table, each variant's client counts together.
  return measured.sort(
    (a, b) => variants.indexOf(a.variant as Variant) - variants.indexOf(b.variant as Variant),
  );
}

/** The drafts the copy round submitted, for the detection's quality. */
let submittedDrafts: Awaited<ReturnType<typeof writeDrafts>> | undefined;

/** Recall and precision of what the submits stored (copy-quality.ts), read before the drafts are deleted. */
async function qualityOfSubmits(): Promise<string[]> {
  if (!submittedDrafts) return [];
  const database = await openDatabase(corpus.options);
  try {
    return await copyQuality(database.db, submittedDrafts.timed, submittedDrafts.copied);
  } finally {
    await database.close();
  }
}

/**
 * Copy detection over HTTP: the writer's new drafts submitted one by one, then the review screen's reading of a
 * checked near-copy. `written` collects the tales written, as they are, so they are deleted whatever happens.
 */
async function timeCopyDetection(
  server: BenchServer,
  viewers: Record<Role, Viewer>,
  sources: Sources,
  written: number[],
): Promise<Measured[]> {
  const measured: Measured[] = [];
  const { writer, staff } = viewers;
  const drafts = await writeDrafts(server.url, writer.token, sources, NEW_TALES);
  const { warmUp, timed } = drafts;
  written.push(...warmUp, ...NEW_TALE_KINDS.flatMap((kind) => timed[kind]));
  submittedDrafts = drafts;
  await warmUpSubmits(server.url, writer.token, warmUp);
  for (const kind of NEW_TALE_KINDS) {
    const http = await timeSubmits(server.url, writer.token, timed[kind]);
    const measurement: Measurement = {
      surface: 'submit',
      name: `new ${kind} (${timed[kind].length} tales)`,
      role: 'writer',
      clients: 1,
      answer: '',
      http,
    };
    measured.push({ measurement, checked: timed[kind] });
    process.stderr.write('.');
  }
  const [copyId] = timed['near-copy'];
  if (copyId !== undefined) {
    const reading: Variant = {
      surface: 'copies',
      name: 'review screen reading',
      role: 'staff',
      taleId: copyId,
    };
    for (const measurement of await timeVariant(server, reading, staff, CLIENT_COUNTS))
      measured.push({ measurement, variant: reading });
  }
  process.stderr.write('\n');
  return measured;
}

/** The lowest and highest copy score the submits stored, and how many reach the possible-copy score. */
async function scoresOf(db: Db, taleIds: number[]): Promise<string> {
  const rows = await db
    .select({ score: taleSearch.copyScore })
    .from(taleSearch)
    .where(inArray(taleSearch.taleId, taleIds));
  const scores = rows.map((r) => r.score ?? Number.NaN).sort((a, b) => a - b);
  const flagged = scores.filter((s) => s >= POSSIBLE_COPY_SCORE).length;
  return `score ${scores[0]?.toFixed(2)}–${scores.at(-1)?.toFixed(2)}, ${flagged} ≥ ${POSSIBLE_COPY_SCORE}`;
}

/**
 * The tales the bench wrote, and their source persons: the corpus stays as it was filled, vacuumed and analysed
 * (PGlite has no autovacuum, and its plans change with the dead rows a run leaves).
 */
async function deleteWritten(taleIds: number[]): Promise<void> {
  if (taleIds.length === 0) return;
  const database = await openDatabase(corpus.options);
  try {
    await database.db.transaction(async (tx) => {
      const persons = await tx
        .delete(tales)
        .where(inArray(tales.taleId, taleIds))
        .returning({ id: tales.sourcePersonId });
      const ids = persons.map((p) => p.id).filter((id): id is number => id !== null);
      if (ids.length > 0) await tx.delete(sourcePersons).where(inArray(sourcePersons.sourcePersonId, ids));
    });
    await database.db.execute(
      sql`vacuum analyze tales, tale_search, tale_fingerprints, tale_copy_matches, tale_history, source_persons`,
    );
  } finally {
    await database.close();
  }
}

/**
 * The calls without HTTP, after the server has stopped (PGlite has one user at a time) and before anything else
 * writes, so they meet the database the HTTP calls met; with SEARCH_LOAD_EXPLAIN=1 the plans of the searches over
 * their budget (answered).
 */
async function timeDirect(measured: Measured[], viewers: Record<Role, Viewer>): Promise<string[]> {
  const plans: string[] = [];
  const database = await openDatabase(corpus.options);
  try {
    const { db } = database;
    for (const viewer of Object.values(viewers)) {
      const roles = await db
        .select({ roleId: userRoles.roleId })
        .from(userRoles)
        .where(eq(userRoles.userId, viewer.userId));
      viewer.roleIds = roles.map((r) => r.roleId);
    }
    const time = directTimer(db, directSeconds);
    for (const { measurement, variant, checked } of measured) {
      if (measurement.clients !== 1) continue;
      if (variant) measurement.direct = await time.variant(variant, viewers[variant.role]);
      if (checked) {
        measurement.answer = await scoresOf(db, checked);
        measurement.direct = await time.check(checked);
      }
      if (explain && variant && overLatencyBudget(measurement))
        for (const plan of await explainVariant(db, variant, viewers[variant.role]))
          plans.push(`${measurement.surface} ${measurement.name} ${measurement.role}:\n${plan}`);
      process.stderr.write('.');
    }
    process.stderr.write('\n');
    return plans;
  } finally {
    await database.close();
  }
}

/** The server as `npm start` runs it on the corpus, for one round of HTTP calls; stopped after them. */
async function withServer<T>(round: (server: BenchServer) => Promise<T>): Promise<T> {
  const started = performance.now();
  const server = await startServer({
    dataDir: corpus.options.dataDir,
    env: { DATABASE_URL: corpus.options.databaseUrl ?? '' },
    stderr: 'inherit',
  });
  console.log(`server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    return await round(server);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  try {
    const { people, sources } = await prepare();
    console.log(
      `${corpus.label}: ${people.tales} tales; ${people.editorEmail} (staff) and ${people.compiler.email} ` +
        `(writer, ${people.compiler.tales} tales); ${timing.seconds} s per variant after ${timing.warmUpSeconds} s ` +
        `warm-up, clients ${CLIENT_COUNTS.join(' and ')}; ${NEW_TALES} submits of each kind; direct loops ` +
        `${directSeconds} s; ${loadAverage()}`,
    );
    // Two rounds, each timed over HTTP and then directly: the searches, then copy detection (which writes).
    const written: number[] = [];
    const measured: Measured[] = [];
    const plans: string[] = [];
    let quality: string[] = [];
    const round = async (
      time: (server: BenchServer, viewers: Record<Role, Viewer>) => Promise<Measured[]>,
    ) => {
      const { viewers, timed } = await withServer(async (server) => {
        const viewers = await signInBoth(server, people);
        return { viewers, timed: await time(server, viewers) };
      });
      plans.push(...(await timeDirect(timed, viewers)));
      measured.push(...timed);
    };
    try {
      await round(timeSearches);
      await round((server, viewers) => timeCopyDetection(server, viewers, sources, written));
      quality = await qualityOfSubmits();
    } finally {
      await deleteWritten(written);
    }
    console.log(`measured; ${loadAverage()}`);
    printTable(measured.map((m) => m.measurement));
    if (corpus.target === 'pglite')
      console.log('(the budgets are set for PostgreSQL at 100,000 tales; on PGlite they are for reference)');
    printBudgets(measured.map((m) => m.measurement));
    for (const line of quality) console.log(line);
    for (const plan of plans) console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of ${plan}`);
  } finally {
    corpus.cleanUp();
  }
}

await main();
