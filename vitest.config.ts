import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, six suites: `npm run test:unit` (unit and web), `test:api` (real database), `test:api:postgres`
// (the engine-specific part again on PostgreSQL), `test:api:s3` (uploads in a bucket) and `test:e2e` (Chromium).
// docs/testing.md says which to run when.

const API_TESTS = 'packages/server/test';

/**
 * The API test files whose outcome depends on the database engine, run on PGlite (`test:api`, every file) and
 * again on PostgreSQL (`test:api:postgres`, these only). A file belongs here when it exercises SQL beyond plain
 * reads and writes — text search, trigrams, Turkish folding and collation, Istanbul dates and cursors in SQL —
 * or what only a server with many connections has: locks, concurrent transactions, several instances on one
 * database, pools, lost connections, migrations on an empty database, and the stores that differ by engine
 * (rate limits: a table on PostgreSQL, memory on PGlite). Every other file tests the portal's rules through
 * the same Drizzle queries on either engine, so it runs once.
 */
const ENGINE_SPECIFIC = [
  'alone-across-instances',
  'attachment-migration',
  'attachment-races',
  'audit-transaction',
  'backup-restore',
  'copy-detection',
  'database-loss',
  'folding',
  'mail-lease',
  'metrics',
  'oai-pmh',
  'open-data',
  'payments-admin',
  'rate-limit',
  'reading-room',
  'review-digest',
  'search',
  'service-start',
  'shared-limits',
  'statistics',
  'tale-list-paging',
  'tale-management-list',
  'user-sort-keys',
  'workflow-concurrency',
];

/** The uploads again with files in a bucket (s3rver on loopback), once, on PGlite. */
const S3_TESTS = [
  's3-storage',
  'backup-restore',
  'attachments',
  'announcements',
  'profile-image',
  'file-links',
  'attachment-migration',
  'attachment-races',
  'malformed-multipart',
  'disguised-files',
  'upload-leftovers',
  'tus-upload',
];

/**
 * Files side by side in the api and e2e suites: vitest's default leaves a core free, one worker on a 2-core CI
 * machine, where these files mostly wait on a database, a server or a browser. Each file has its own app and
 * database copy (on PostgreSQL each worker its own database, worker-database.setup.ts), each spec its own server.
 */
const WORKERS = Math.max(2, availableParallelism());

/**
 * One bound on a hang for every test and hook of every suite, none of their own but the few that run for minutes
 * on purpose: a server's first start on an empty folder (initdb, migrations) takes over a minute at load 30 on
 * 2 cores, and a browser journey of 12 s alone took over 120 s beside the API suites at load 11-14. A test that
 * passes ends when it ends.
 */
const HANG_BOUNDS = { testTimeout: 300_000, hookTimeout: 300_000 };

const files = (names: string[]) => names.map((name) => `${API_TESTS}/${name}.test.ts`);

/** One app and one database per file, files side by side; the run's template database and log checks. */
const apiProject = (
  name: string,
  include: string[],
  extra: { exclude?: string[]; env?: Record<string, string> } = {},
) => ({
  test: {
    name,
    include,
    ...extra,
    // The run's template database, copied for every test app (database-template.setup.ts); its server logs in
    // one folder, checked at the end for secrets (log-check.setup.ts).
    globalSetup: [
      `${API_TESTS}/support/database-template.setup.ts`,
      `${API_TESTS}/support/log-check.setup.ts`,
    ],
    setupFiles: [`${API_TESTS}/support/worker-database.setup.ts`],
    // A worker imports the server once for all its files instead of once per file (about 3 CPU-s a file on a
    // 2-core machine); files share no state but the modules' (each its own app, data folder, database copy).
    isolate: false,
    ...HANG_BOUNDS,
    maxWorkers: WORKERS,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/test/**/*.test.ts', 'packages/server/src/**/*.test.ts'],
          ...HANG_BOUNDS,
          // Nothing mocked or stubbed here, so one module graph per worker (a third of the CPU); the web
          // project's files mock modules and globals, so each keeps its own.
          isolate: false,
        },
      },
      {
        // The web app's pure logic (menus, route table, list view, form values, draft store): no DOM needed.
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.ts'],
          environment: 'node',
          ...HANG_BOUNDS,
        },
      },
      apiProject('api', [`${API_TESTS}/**/*.test.ts`], { exclude: files(['s3-storage']) }),
      apiProject('api-postgres', files(ENGINE_SPECIFIC)),
      apiProject('api-s3', files(S3_TESTS), { env: { TEST_STORAGE: 's3' } }),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          // The run's template PGlite database, copied for every spec's server (its own port and folder).
          globalSetup: ['e2e/support/database-template.setup.ts'],
          ...HANG_BOUNDS,
          // expect.poll's own 1 s is less than a reload takes on a busy 2-core machine; a poll still ends at
          // the first success, so a passing check is as fast as before.
          expect: { poll: { timeout: 15_000 } },
          maxWorkers: WORKERS,
          // Nothing mocked or stubbed either: a worker imports playwright and the support modules once.
          isolate: false,
        },
      },
    ],
  },
});
