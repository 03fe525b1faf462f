/**
 * PostgreSQL's own tools (Debian's postgresql-client): pg_dump in the custom format, inside a snapshot this
 * module exports, so the list of files read in the same snapshot names exactly the files the dump refers
 * to; pg_restore into an empty database. The password goes through PGPASSWORD, never the command line.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { type SnapshotContents, snapshotContents } from './snapshot-contents.ts';

/** The URL without its password, and the password for PGPASSWORD. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${tool}: not found (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} ended with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** pg_dump of the database into `target`, and what the same snapshot names. */
export async function postgresSnapshot(databaseUrl: string, target: string): Promise<SnapshotContents> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const contents = await snapshotContents(async (text) => (await client.query(text)).rows);
    const { url, env } = connection(databaseUrl);
    await run(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0]?.snapshot}`, `--file=${target}`, `--dbname=${url}`],
      env,
    );
    await client.query('COMMIT');
    return contents;
  } finally {
    await client.end();
  }
}

/** True when the database holds no table outside PostgreSQL's own schemas. */
export async function postgresIsEmpty(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/** pg_restore of a custom-format dump, in one transaction: it lands whole or not at all. */
export function postgresRestore(databaseUrl: string, dump: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  return run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dump],
    env,
  );
}
