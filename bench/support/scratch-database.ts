/** Scratch PostgreSQL databases of the benches: dropped and created afresh on the server BENCH_POSTGRES_URL names. */
import pg from 'pg';

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Drops the database `name` (and, unless `dropOnly`, creates it empty); answers its URL. */
export async function scratchDatabase(name: string, dropOnly = false): Promise<string> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query('SET client_min_messages TO warning');
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (!dropOnly) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function databaseSize(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    return String(rows[0]?.size);
  } finally {
    await client.end();
  }
}
