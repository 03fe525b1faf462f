/**
 * One real app per test file: temp DATA_DIR, real database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set),
 * which starts as a copy of the run's migrated and seeded template (database-template.ts).
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, DEFAULT_LIMITS, loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { createSecrets, resolveSecretKey } from '../../src/security/secrets.ts';
import { checkAnswers, reportToLogDir, storedNumbers } from './answer-secrets.ts';
import {
  copyPgliteTemplate,
  copyPostgresTemplate,
  directTestDatabaseUrl,
  TEST_ADMIN,
} from './database-template.ts';
import { recordSentSecrets } from './log-secrets.ts';
import { testBucket } from './s3-server.ts';

// Provided by the global setups (declared here, where they are injected, so every program sees them): the run's
// log folder (log-check.setup.ts); its template, PGlite's folder or PostgreSQL's database, the other empty, and
// the run's addresses of the test database, empty on PGlite (database-template.setup.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    apiLogDir: string;
    pgliteTemplate: string;
    postgresTemplate: string;
    testDatabaseUrls: { url: string; directUrl: string; run: string };
  }
}

/**
 * The limits every test app starts with: the defaults, except a per-address sign-in limit high enough that
 * a file's many auth calls from one inject address never trip it. rate-limit.test.ts sets its own small values.
 */
const TEST_LIMITS: Config['limits'] = { ...DEFAULT_LIMITS, signInPerIpPerWindow: 10_000 };

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  admin: { email: string; password: string };
  /** Where this app logs; an app rebuilt on the same database (a restart) logs there too. */
  logStream: { write(line: string): void };
  /** Everything this app has logged so far (JSON lines, every level). */
  logText(): string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Folder of a built web app; defaults to a folder that does not exist (no SPA fallback). */
  webDist?: string;
  /** Called on the un-readied app, e.g. to register a route that exercises a preHandler. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Config values to replace after the environment is parsed, e.g. a small `maxUploadBytes`. */
  config?: Partial<Omit<Config, 'limits'>>;
  /**
   * Where an answer carrying someone's full TC Kimlik No or IBAN is reported (answer-secrets.ts); by default
   * the run's log folder, which fails the run. answer-secrets.test.ts plants leaks and collects them itself.
   */
  answerLeaks?: (leak: string) => void;
  /**
   * Another instance on the same database (and the same SECRET_KEY): the database is neither reset nor closed
   * by this app, as a second server behind a load balancer would use it.
   */
  sameDatabaseAs?: TestApp;
  /** Where this app reaches PostgreSQL instead of TEST_DATABASE_URL (a proxy the test can cut); same database. */
  reachDatabaseAt?: string;
}

/** Empties the PostgreSQL test database: no schema, no migration applied (a first start on an empty database). */
export async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET client_min_messages TO warning');
    await client.query(
      'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;',
    );
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the outbox stops growing (a mail still being written would race the removal). */
async function outboxSettled(dataDir: string): Promise<void> {
  const countMails = () =>
    readdir(join(dataDir, 'outbox')).then(
      (names) => names.length,
      () => 0,
    );
  let last = await countMails();
  for (let i = 0; i < 20; i++) {
    await sleep(50);
    const now = await countMails();
    if (now === last) return;
    last = now;
  }
}

export async function startTestApp(
  overrides: Partial<Config['limits']> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'masal-api-test-'));
  // Every line at every level goes to the run's log folder, which the api suite's teardown greps for secrets.
  const logDir = inject('apiLogDir') ?? dataDir;
  const logFile = join(logDir, `${randomUUID()}.log`);
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'trace',
    SECRET_KEY: 'test-secret-key-'.padEnd(48, 'x'),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PUBLIC_URL: 'http://masal.test:8080',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  if (!loaded.ok) throw new Error(`test config refused: ${loaded.problems.join('; ')}`);
  // TEST_STORAGE=s3 (the api-s3 project): uploads in a bucket of a loopback s3rver; a second instance shares it.
  const bucket =
    process.env.TEST_STORAGE === 's3' ? await testBucket(options.sameDatabaseAs?.config.s3) : undefined;
  const config: Config = {
    ...loaded.config,
    ...(bucket ? { s3: bucket.s3 } : {}),
    ...options.config,
    limits: { ...TEST_LIMITS, ...overrides },
  };

  const shared = options.sameDatabaseAs?.database;
  if (!shared) {
    const directUrl = directTestDatabaseUrl();
    if (directUrl) await copyPostgresTemplate(directUrl, inject('postgresTemplate'));
    else copyPgliteTemplate(inject('pgliteTemplate'), dataDir);
  }
  const database =
    shared ?? (await openDatabase({ databaseUrl: options.reachDatabaseAt ?? databaseUrl, dataDir }));

  // Written at once, so a test reads its lines back straight after a call; one descriptor for the app's life, not
  // an open and a close per line (the fuzz suite's 25,000 requests log at trace level).
  // A line logged after close (a mail finishing late) still lands.
  let logFd: number | undefined = openSync(logFile, 'a');
  const logStream = {
    write: (line: string) =>
      logFd === undefined ? appendFileSync(logFile, line) : void writeSync(logFd, line),
  };
  const app = await buildApp({
    config,
    database,
    webDist: options.webDist ?? join(dataDir, 'no-web-dist'),
    logStream,
  });
  recordSentSecrets(app, logDir);
  checkAnswers(app, {
    belongsTo: storedNumbers(database.db, createSecrets(resolveSecretKey(config.secretKey, config.dataDir))),
    report:
      options.answerLeaks ??
      reportToLogDir(logDir, () => {
        const { testPath, currentTestName } = expect.getState();
        const file = testPath?.slice(testPath.indexOf('packages/')) ?? '?';
        return `${file} › ${currentTestName ?? '(outside a test)'}`;
      }),
  });
  await options.beforeReady?.(app);
  await app.ready();

  let closed = false;
  return {
    app,
    config,
    database,
    dataDir,
    admin: { ...TEST_ADMIN },
    logStream,
    // Empty until the app's first line.
    logText: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await bucket?.release();
      // A test may already have closed the database on purpose (platform.test.ts); a shared one is its owner's.
      if (!shared) await database.close().catch(() => undefined);
      // Mail is written after the answer; let the last ones land before the folder goes.
      await outboxSettled(dataDir);
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
      if (logFd !== undefined) closeSync(logFd);
      logFd = undefined;
    },
  };
}
