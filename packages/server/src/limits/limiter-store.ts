/**
 * Where the sign-in limits are counted, so that N instances allow exactly what one does:
 * - REDIS_URL set → Redis;
 * - DATABASE_URL → PostgreSQL's `rate_limits` table, made by a migration (never at run time: instances
 *   starting together would race to create it);
 * - the embedded PGlite → this process's memory, which is exactly right: PGlite is one process's database,
 *   so no other instance shares it.
 * A store that does not answer neither locks everyone out nor lets everyone through: meanwhile each limiter
 * counts in this process (its insurance limiter), and the outage is logged once.
 */
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import type { Config } from '../config.ts';

export interface LimiterStore {
  /** `points` per `windowMs`, counted under `name`: one limiter per purpose, so their keys never meet. */
  limiter(name: string, points: number, windowMs: number): RateLimiterAbstract;
  /**
   * The same, counted in Redis when there is one and otherwise in this process, never in PostgreSQL: for a
   * limit on every anonymous read (the reading room), where a database write per request — through the store's
   * two connections — would cost a crowd more than the limit saves. Without Redis, N instances allow N times.
   */
  readLimiter(name: string, points: number, windowMs: number): RateLimiterAbstract;
  close(): Promise<void>;
}

interface StoreLimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
  insuranceLimiter: RateLimiterMemory;
}

/** A sign-in waits at most this long for the store before it is counted in this process instead. */
const STORE_TIMEOUT_MS = 2_000;

/** One warning when the store stops answering and one line when it answers again, not one per request. */
function outageLog(log: FastifyBaseLogger, store: string) {
  let down = false;
  return {
    failed(error: unknown) {
      // Only the code: an error of a client can carry its address, credentials or SQL.
      if (!down) {
        const code = (error as { code?: unknown }).code;
        log.warn({ store, code }, 'limits store unreachable: counting in this process meanwhile');
      }
      down = true;
    },
    answered() {
      if (down) log.info({ store }, 'limits store reachable again');
      down = false;
    },
  };
}

function redisStore(url: string, log: FastifyBaseLogger) {
  const outage = outageLog(log, 'redis');
  // Loaded only with REDIS_URL: ioredis adds ~5 MB of resident memory to every server that would import it.
  const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as { Redis: typeof Redis };
  // No offline queue: while Redis is away a count goes to the insurance at once instead of waiting for it.
  const client = new RedisClient(url, {
    enableOfflineQueue: false,
    commandTimeout: STORE_TIMEOUT_MS,
    // Its name in CLIENT LIST, as application_name in pg_stat_activity below.
    connectionName: 'masal-limits',
  });
  // An 'error' event nobody hears would end the process; ioredis keeps reconnecting by itself.
  client.on('error', (error) => outage.failed(error));
  client.on('ready', () => outage.answered());
  return {
    make: (options: StoreLimiterOptions) =>
      new RateLimiterRedis({ ...options, storeClient: client, rejectIfRedisNotReady: true }),
    close: async () => client.disconnect(),
  };
}

/**
 * Its own two connections rather than the app's pool: a count is one short statement, and it must not wait
 * behind the requests queued for the pool. Statements go unnamed (rate-limiter-flexible names them), as named
 * ones live on one server connection, which pgbouncer in transaction mode does not keep.
 */
function postgresStore(url: string, log: FastifyBaseLogger) {
  const outage = outageLog(log, 'postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    application_name: 'masal-limits',
    connectionTimeoutMillis: STORE_TIMEOUT_MS,
    query_timeout: STORE_TIMEOUT_MS,
  });
  // An idle connection the server closed (restart, fail-over): the pool drops it and opens another when needed.
  pool.on('error', () => undefined);
  // The library's sweep of expired rows (every 5 minutes) outlives close(); its failures then are no outage.
  let closed = false;
  const client = {
    query: ({ text, values }: { text: string; values?: unknown[] }) =>
      pool.query(text, values).then(
        (result) => {
          outage.answered();
          return result;
        },
        (error: unknown) => {
          if (!closed) outage.failed(error);
          throw error;
        },
      ),
  };
  return {
    make: (options: StoreLimiterOptions) =>
      new RateLimiterPostgres({
        ...options,
        storeClient: client,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
      }),
    close: () => {
      closed = true;
      return pool.end();
    },
  };
}

export function openLimiterStore(config: Config, log: FastifyBaseLogger): LimiterStore {
  const store = config.redisUrl
    ? redisStore(config.redisUrl, log)
    : config.databaseUrl
      ? postgresStore(config.databaseUrl, log)
      : undefined;
  const optionsOf = (name: string, points: number, windowMs: number) => ({
    keyPrefix: `${config.limitKeyPrefix}:${name}`,
    points,
    duration: windowMs / 1000,
  });
  return {
    limiter(name, points, windowMs) {
      const options = optionsOf(name, points, windowMs);
      if (!store) return new RateLimiterMemory(options);
      return store.make({ ...options, insuranceLimiter: new RateLimiterMemory(options) });
    },
    readLimiter(name, points, windowMs) {
      const options = optionsOf(name, points, windowMs);
      if (!config.redisUrl || !store) return new RateLimiterMemory(options);
      return store.make({ ...options, insuranceLimiter: new RateLimiterMemory(options) });
    },
    close: async () => store?.close(),
  };
}
