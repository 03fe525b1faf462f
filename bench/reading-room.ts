// The reading room's tale page under an anonymous crowd: the server as `npm start` runs it, on the bench corpus
// (`npm run corpus -w bench`), timed with autocannon on loopback. GET /arsiv/masal/{id}-{slug} of published tales
// (the page with its tale in the HTML, its JSON-LD and OpenGraph tags), every request from another address (a
// crowd, not one client: TRUST_PROXY=127.0.0.1 and X-Forwarded-For, so the reading room's per-address limit counts
// as it would), at 50 clients: without a validator (200, the page built) and with the page's ETag in
// If-None-Match (304). Each request asks for one of READING_ROOM_TALES published tales in turn. Also the search
// (GET /v1/readingRoom/tales with a word) and sitemap.xml once each, for reference.
//   npm run reading-room -w bench                      PostgreSQL database masal_bench_corpus (BENCH_CORPUS_URL)
//   npm run reading-room -w bench -- pglite <DATA_DIR> embedded PGlite filled by `corpus -- pglite <DATA_DIR>`
// Pending migrations are applied (and timed) first; the bench writes nothing.
// READING_ROOM_SECONDS (10) and READING_ROOM_WARM_UP_SECONDS (2) per variant, READING_ROOM_CLIENTS (50),
// READING_ROOM_TALES (200).
// Budgets (PASS/MISS lines; the exit code is 0 unless something breaks), set for PostgreSQL at 100,000 tales: tale
// page p95 ≤ 50 ms at 50 clients, with and without If-None-Match; no errors, every answer 200 (or 304).

import { publicTalePath } from '@masal/shared';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { rowsOf } from '../packages/server/src/db/rows.ts';
import { budget } from './support/budget.ts';
import { corpusDatabase, migrateTimed } from './support/corpus-database.ts';
import { type StatusFigures, timedAutocannon } from './support/http-timing.ts';
import { loadAverage } from './support/load-average.ts';
import { startServer } from './support/server.ts';

const env = process.env;
const SECONDS = Number(env.READING_ROOM_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(env.READING_ROOM_WARM_UP_SECONDS ?? 2);
const CLIENTS = Number(env.READING_ROOM_CLIENTS ?? 50);
const TALES = Number(env.READING_ROOM_TALES ?? 200);
const BUDGET_P95_MS = 50;

const corpus = corpusDatabase(process.argv.slice(2), 'reading-room');

/** A documentation address (RFC 5737's three blocks), another for each request. */
let next = 0;
function crowdAddress(): string {
  next = (next + 1) % (3 * 254 * 254);
  const block = ['192.0.2', '198.51.100', '203.0.113'][next % 3];
  return `${block}.${(Math.floor(next / 3) % 254) + 1}`;
}

/** `paths` asked for in turn by `clients` connections for `seconds`; `etags` (by path) sent as If-None-Match. */
async function run(
  origin: string,
  paths: readonly string[],
  seconds: number,
  etags?: ReadonlyMap<string, string>,
): Promise<StatusFigures> {
  let turn = 0;
  return timedAutocannon({
    url: origin,
    connections: CLIENTS,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: { path: string; headers?: Record<string, string> }) => {
          const path = paths[turn++ % paths.length] ?? '/';
          const etag = etags?.get(path);
          return {
            ...request,
            path,
            headers: {
              ...request.headers,
              'x-forwarded-for': crowdAddress(),
              ...(etag ? { 'if-none-match': etag } : {}),
            },
          };
        },
      },
    ],
  });
}

async function measure(origin: string, name: string, paths: readonly string[], etags?: Map<string, string>) {
  if (WARM_UP_SECONDS > 0) await run(origin, paths, WARM_UP_SECONDS, etags);
  const figures = await run(origin, paths, SECONDS, etags);
  const statuses = Object.entries(figures.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(
    `${name.padEnd(34)} p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms  ` +
      `${figures.requestsPerSecond.toFixed(0)} req/s  errors ${figures.errors}  ${statuses}`,
  );
  return figures;
}

async function main(): Promise<void> {
  try {
    const database = await openDatabase(corpus.options);
    let tales: Array<{ taleId: number; taleName: string }>;
    let total: number;
    try {
      await migrateTimed(database);
      const [counted] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from tales`),
      );
      total = counted?.n ?? 0;
      // Spread over the archive: every k-th published tale.
      tales = rowsOf<{ taleId: number; taleName: string }>(
        await database.db.execute(sql`
          select tale_id as "taleId", tale_name as "taleName" from (
            select tale_id, tale_name, row_number() over (order by tale_id) as n,
              count(*) over () as published
            from tales where action_id = 9) p
          where n % greatest(1, published / ${TALES}) = 0 limit ${TALES}`),
      );
    } finally {
      await database.close();
    }
    if (tales.length === 0) throw new Error('the corpus has no published tale');
    console.log(
      `${corpus.label}: ${total} tales; ${tales.length} published tale pages in turn; ${CLIENTS} clients, ` +
        `${SECONDS} s per variant after ${WARM_UP_SECONDS} s warm-up; ${loadAverage()}`,
    );
    const server = await startServer({
      dataDir: corpus.options.dataDir,
      env: { DATABASE_URL: corpus.options.databaseUrl ?? '', TRUST_PROXY: '127.0.0.1' },
      stderr: 'inherit',
    });
    try {
      const paths = tales.map((t) => publicTalePath(t.taleId, t.taleName));
      const etags = new Map<string, string>();
      for (const path of paths) {
        // From the crowd too: more tales than one address's limit a minute would be refused.
        const response = await fetch(`${server.url}${path}`, {
          headers: { 'x-forwarded-for': crowdAddress() },
        });
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        etags.set(path, response.headers.get('etag') ?? '');
        await response.arrayBuffer();
      }
      const page = await measure(server.url, 'tale page', paths);
      const revalidated = await measure(server.url, 'tale page, If-None-Match (304)', paths, etags);
      await measure(server.url, 'search ?q=padişah', ['/v1/readingRoom/tales?q=padi%C5%9Fah']);
      await measure(server.url, 'search, no words, page 1', ['/v1/readingRoom/tales']);
      const sitemapStarted = performance.now();
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      console.log(
        `sitemap.xml: ${(sitemap.length / 1024).toFixed(0)} KB in ${(performance.now() - sitemapStarted).toFixed(0)} ms` +
          ` (${sitemap.includes('<sitemapindex') ? 'an index' : 'one list'})`,
      );
      console.log(`measured; ${loadAverage()}`);
      if (corpus.target === 'pglite')
        console.log(
          '(the budgets are set for PostgreSQL at 100,000 tales; on PGlite they are for reference)',
        );
      budget(`tale page p95, ${CLIENTS} clients`, page.p95, BUDGET_P95_MS, 'ms');
      budget(`tale page If-None-Match p95, ${CLIENTS} clients`, revalidated.p95, BUDGET_P95_MS, 'ms');
      budget('tale page errors and non-200', page.errors + page.answers - (page.statuses[200] ?? 0), 0, '');
      budget(
        'tale page If-None-Match errors and non-304',
        revalidated.errors + revalidated.answers - (revalidated.statuses[304] ?? 0),
        0,
        '',
      );
    } finally {
      await server.stop();
    }
  } finally {
    corpus.cleanUp();
  }
}

await main();
