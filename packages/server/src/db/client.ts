/** One Drizzle schema over two drivers: PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is set. */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
const migrationsFolder = join(here, '../../drizzle');

/** PostgreSQL's default 128 MB buffer pool is far more than this portal needs, and PGlite keeps it resident. */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A new data directory is created by a short-lived child process: initdb's temporary PGlite instances grow
 * a WebAssembly heap that is never given back, so the server must not hold them (issue 8, item 16).
 * Inline, so it runs alike under tsx and from the bundle `npm start` runs; cwd finds node_modules.
 */
const INITDB = `import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
await (await PGlite.create(process.argv[1])).close();`;

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

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Named statements are planned for their values each time: a generic plan of a list cannot know that
      // `q=a` matches every tale while `q=keloglan` matches 3 % (issue 10: 930 ms against 25 ms).
      options: '-c plan_cache_mode=force_custom_plan',
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'PG_VERSION'))) await initdbInChild(dir);
  // pg_trgm: trigram indexes for name search (issues 10, 14); unaccent: the search configuration (issue 14).
  const client = await PGlite.create(dir, {
    startParams: PGLITE_START_PARAMS,
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
