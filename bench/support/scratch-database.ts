/** Scratch PostgreSQL databases of the benches: dropped and created afresh on the server BENCH_POSTGRES_URL names. */
import pg from 'pg';

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of the database `name` on the benches' PostgreSQL server. */
export function databaseUrl(name: string): string {
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `use` with a client connected to `url`, closed after it whatever happens. */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Drops the database `name` (and, unless `dropOnly`, creates it empty); answers its URL. */
export async function scratchDatabase(name: string, dropOnly = false): Promise<string> {
  await withClient(postgresAdminUrl, async (admin) => {
    await admin.query('SET client_min_messages TO warning');
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (!dropOnly) await admin.query(`CREATE DATABASE ${name}`);
  });
  return databaseUrl(name);
}

export function databaseSize(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    return String(rows[0]?.size);
  });
}
