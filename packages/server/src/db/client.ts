/** One Drizzle schema over two drivers: PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is set. */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from './db.ts';
import { migrateExclusively } from './migrations.ts';
import * as schema from './schema/index.ts';

/** Connections of the pool (PostgreSQL only): in use, idle, and requests waiting for one. */
export interface PoolUse {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations under the start-up lock (db/migrations.ts). */
  migrate(): Promise<void>;
  /** Where a lost connection is reported (the app's log); such an error never ends the process. */
  onConnectionError(listener: (error: Error) => void): void;
  poolUse(): PoolUse | undefined;
  /**
   * PGlite only: runs `copy` on its data directory while nothing can change it — after a checkpoint, inside a
   * transaction every other statement of PGlite's one connection waits for — with that transaction's
   * statements, to read what the copy holds. Backups copy the folder this way, a file at a time.
   */
  whileDataDirStill?<T>(
    copy: (dir: string, rowsOf: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * PostgreSQL's default 128 MB buffer pool is far more than this portal needs, and PGlite keeps what it touched
 * resident. PGlite reads its files through the operating system's page cache, so a small pool costs little:
 * 8 MB keeps ~10 MB less resident at 10,000 tales than 16 MB did.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/**
 * A new data directory is created by a short-lived child process: initdb's temporary PGlite instances grow
 * a WebAssembly heap that is never given back, so the server must not hold them.
 * Inline, so it runs alike under tsx and from the bundle `npm start` runs; cwd finds node_modules.
 */
const INITDB = `import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
await (await PGlite.create(process.argv[1])).close();`;

/** pg_trgm: trigram indexes for name search; unaccent: the search configuration. */
const openPglite = (dir: string) =>
  PGlite.create(dir, { startParams: PGLITE_START_PARAMS, extensions: { pg_trgm, unaccent } });

function initdbInChild(dir: string): Promise<void> {
  const child = spawn(process.execPath, ['--input-type=module', '--eval', INITDB, dir], {
    cwd: here,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`PGlite initdb failed (${code}):\n${stderr}`)),
    );
  });
}

/** A request waits this long for a connection before it is answered 503 (the database unreachable). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A node-postgres client that fits a real deployment:
 * - its statements go unnamed. Drizzle's prepared statements keep their built SQL, but a named statement lives
 *   on one server connection, which pgbouncer in transaction mode does not keep; and an unnamed statement is
 *   planned for its values each time (a generic plan of a list cannot know that `q=a` matches every tale while
 *   `q=keloglan` matches 3 %: 930 ms against 25 ms), with no startup `options`, which pgbouncer refuses;
 * - a connection lost while the client is checked out (between a transaction's statements) is reported, not
 *   thrown: pg-pool listens only to idle clients, and an 'error' event nobody hears ends the process.
 */
function portalClient(onError: (error: Error) => void) {
  return class PortalClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', onError);
    }
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; only a config object's name changes.
    override query(config: any, ...rest: any[]): any {
      const unnamed =
        config && typeof config === 'object' && typeof config.name === 'string' && !('submit' in config)
          ? { ...config, name: undefined }
          : config;
      return super.query(unnamed, ...rest);
    }
  };
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
}): Promise<Database> {
  const listeners: Array<(error: Error) => void> = [];
  const reportError = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  const onConnectionError = (listener: (error: Error) => void) => void listeners.push(listener);
  if (options.databaseUrl) {
    const max = options.poolMax ?? 10;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      Client: portalClient(reportError),
    });
    // An idle connection the server closed (restart, fail-over, pg_terminate_backend): the pool drops it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateExclusively(db, async () => undefined),
      onConnectionError,
      poolUse: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'PG_VERSION'))) await initdbInChild(dir);
  const client = await openPglite(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrateExclusively(db, async () => undefined),
    onConnectionError,
    poolUse: () => undefined,
    whileDataDirStill: (copy) =>
      client.transaction(async (tx) => {
        // Written out first, so the copy holds little WAL to replay and no dirty page only memory knew.
        await tx.exec('CHECKPOINT');
        return copy(dir, async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
      }),
    close: () => client.close(),
  };
}
