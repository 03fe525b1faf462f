/**
 * GET /metrics in Prometheus's text format (prom-client): requests by route pattern and status with their
 * durations, the database pool's connections, the mail queue's depth, uploaded bytes, the statistics cache,
 * and Node's own figures. Each app has its own registry (tests build many apps in one process).
 *
 * Who may read it: a caller on this machine that no proxy forwarded (a proxy on loopback would otherwise make
 * every client local), or anyone with `Authorization: Bearer <METRICS_TOKEN>`. Others get 401.
 */
import { timingSafeEqual } from 'node:crypto';
import { type ErrorAnswer, MSG } from '@masal/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';

export interface MetricsSources {
  poolUse(): PoolUse | undefined;
  mailQueueDepth(): Promise<number>;
  statisticsCache(): { hits: number; misses: number };
}

/** Request durations in seconds: API calls take milliseconds, a large upload minutes. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

const isLoopback = (address = '') =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token && bearer) return sameToken(bearer, token);
  return isLoopback(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;
}

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const uploadBytes = new Counter({
    name: 'masal_upload_bytes_total',
    help: 'Bytes of uploaded files stored (attachments, announcement files, profile images)',
    registers: [registry],
  });
  return {
    registry,
    /** The storage, counting the bytes of every upload it stages in full. */
    countingUploads(storage: Storage): Storage {
      return {
        ...storage,
        async stage(key, source) {
          const staged = await storage.stage(key, source);
          uploadBytes.inc(staged.size);
          return staged;
        },
        async stageFile(key, path, measured) {
          const staged = await storage.stageFile(key, path, measured);
          uploadBytes.inc(staged.size);
          return staged;
        },
      };
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

export function registerMetrics(
  app: FastifyInstance,
  { metrics, sources, token }: { metrics: Metrics; sources: MetricsSources; token: string | undefined },
) {
  const { registry } = metrics;
  const requests = new Counter({
    name: 'masal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'masal_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'masal_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: max, total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = sources.poolUse();
      if (!use) return;
      for (const state of ['max', 'total', 'idle', 'waiting'] as const) this.set({ state }, use[state]);
    },
  });
  new Gauge({
    name: 'masal_mail_jobs_pending',
    help: 'Mails waiting in the queue (mail_jobs)',
    registers: [registry],
    async collect() {
      // The database away: the figure is left out of this answer rather than failing it.
      const depth = await sources.mailQueueDepth().catch(() => undefined);
      if (depth !== undefined) this.set(depth);
    },
  });
  new Gauge({
    name: 'masal_statistics_cache_answers',
    help: 'Statistics answers served from the cache (hit) or counted anew (miss) since start',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const { hits, misses } = sources.statisticsCache();
      this.set({ result: 'hit' }, hits);
      this.set({ result: 'miss' }, misses);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/v1/tales/:id`), never the URL: ids and query values would be unbounded labels.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request, token))
      return reply
        .code(401)
        .send({ status: false, code: 'NOT_ALLOWED', message: MSG.unauthorized } satisfies ErrorAnswer);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
