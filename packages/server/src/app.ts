/**
 * Builds the whole app as a Fastify instance; never listens (main.ts and the tests decide that). Each module
 * is one plugin (modules/<area>/index.ts) that builds its own services and names the plugins it needs.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { backupSocketPlugin } from './backup/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { loggerOptions, OneLinePerRequest } from './logging.ts';
import { advisoryBoardModule } from './modules/advisory-board/index.ts';
import { announcementsModule } from './modules/announcements/index.ts';
import { attachmentsModule } from './modules/attachments/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { authModule } from './modules/auth/index.ts';
import { institutionsModule } from './modules/institutions/index.ts';
import { kvkkModule } from './modules/kvkk/index.ts';
import { openDataModule } from './modules/open-data/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { pdfModule } from './modules/pdf/index.ts';
import { readingRoomModule } from './modules/reading-room/index.ts';
import { searchModule } from './modules/search/index.ts';
import { statisticsModule } from './modules/statistics/index.ts';
import { talesModule } from './modules/tales/index.ts';
import { usersModule } from './modules/users/index.ts';
import { workflowModule } from './modules/workflow/index.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { healthPlugin } from './plugins/health/index.ts';
import { mail } from './plugins/mail.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { platform } from './plugins/platform.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { loadWebShell } from './plugins/web-shell.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Folder of the built web app; defaults to packages/web/dist. */
  webDist?: string;
  /** Where log lines go instead of stdout (the tests' log files). */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  config,
  database,
  webDist,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For / -Proto count only from a proxy TRUST_PROXY names (request.ip, request.protocol).
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app);
  await app.register(platform, { config, database });
  app.decorate('webShell', loadWebShell(webDist));
  await app.register(mail);
  // Each after the plugins it names as dependencies (registration refuses otherwise); routes keep this order.
  // One plugin per product area, and the health checks (a plugin of no area) once the guard is in place.
  for (const plugin of [
    institutionsModule,
    authModule,
    healthPlugin,
    kvkkModule,
    attachmentsModule,
    talesModule,
    searchModule,
    usersModule,
    auditModule,
    workflowModule,
    advisoryBoardModule,
    announcementsModule,
    paymentsModule,
    pdfModule,
    statisticsModule,
    openDataModule,
    readingRoomModule,
  ]) {
    await app.register(plugin);
  }
  registerMetrics(app, {
    metrics: app.metrics,
    sources: {
      poolUse: database.poolUse,
      mailQueueDepth: app.mailJobs.pendingCount,
      statisticsCache: app.statistics.cacheStats,
    },
    token: config.metricsToken,
  });
  await app.register(backupSocketPlugin, { config, database });
  // After the modules' files under /uploads/: the web plugin answers a JSON 404 for the rest of /uploads/.
  await registerWeb(app, webDist);
  return app;
}
