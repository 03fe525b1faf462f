/**
 * What every module may ask of the app: the configuration, the database, the secrets, the storage, the
 * shared request limits and the metrics. Each module's plugin (modules/<area>/index.ts) names this one among
 * its dependencies and builds its own repositories and services from these decorations.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Db } from '../db/db.ts';
import { type LimiterStore, openLimiterStore } from '../limits/limiter-store.ts';
import { type PerAddressLimit, perAddressLimit } from '../limits/per-address.ts';
import { createSecrets, resolveSecretKey, type Secrets } from '../security/secrets.ts';
import { createStorage } from '../storage/create-storage.ts';
import { createMetrics, type Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** The key signed paths and secrets derive from (DATA_DIR/secret.key unless SECRET_KEY is set). */
    secretKey: string;
    secrets: Secrets;
    /** Shared by the instances (Redis or PostgreSQL); the sign-in limits of decisions.md count there. */
    limits: LimiterStore;
    /** The per-address limit of the unauthenticated auth calls (sign-in, sign-up, resets, e-mail change). */
    perAddress: PerAddressLimit;
    metrics: Metrics;
  }
}

export const platform = fp<{ config: Config; database: Database }>(
  async (app, { config, database }) => {
    // A connection the database closed (restart, fail-over): the pool opens a new one for the next request.
    database.onConnectionError((err) => app.log.warn({ err }, 'database connection lost'));
    const secretKey = resolveSecretKey(config.secretKey, config.dataDir);
    const limits = openLimiterStore(config, app.log);
    app.addHook('onClose', () => limits.close());
    const { signInPerIpPerWindow, authWindowMs } = config.limits;
    const metrics = createMetrics();
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('secretKey', secretKey);
    app.decorate('secrets', createSecrets(secretKey));
    app.decorate('limits', limits);
    app.decorate(
      'perAddress',
      perAddressLimit(limits.limiter('address', signInPerIpPerWindow, authWindowMs)),
    );
    app.decorate('metrics', metrics);
    // The same instance for main.ts's upload sweep: one heartbeat per process (storage/README.md).
    app.decorate('storage', metrics.countingUploads(await createStorage(config)));
  },
  { name: 'platform' },
);
