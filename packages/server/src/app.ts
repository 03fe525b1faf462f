/** Builds the whole app as a Fastify instance; never listens (main.ts and the tests decide that). */
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { openLimiterStore } from './limits/limiter-store.ts';
import { perAddressLimit } from './limits/per-address.ts';
import { loggerOptions, OneLinePerRequest } from './logging.ts';
import { mailJobRepository } from './mail/mail-job.repository.ts';
import { createMailQueue } from './mail/mail-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { announcementRepository } from './modules/announcements/announcement.repository.ts';
import {
  announcementFileRoutes,
  announcementRoutes,
  announcementUploadRoutes,
} from './modules/announcements/announcement.routes.ts';
import { announcementService } from './modules/announcements/announcement.service.ts';
import { attachmentRepository } from './modules/attachments/attachment.repository.ts';
import { attachmentService } from './modules/attachments/attachment.service.ts';
import { fileRoutes } from './modules/attachments/file.routes.ts';
import { uploadRoutes } from './modules/attachments/upload.routes.ts';
import { utilsRoutes } from './modules/attachments/utils.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { auditLogRepository } from './modules/audit/audit-log.repository.ts';
import { auditLogService } from './modules/audit/audit-log.service.ts';
import { authRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authService } from './modules/auth/auth.service.ts';
import { authMailComposer } from './modules/auth/auth-mails.ts';
import { sessionRepository } from './modules/auth/session.repository.ts';
import { sessionService } from './modules/auth/session.service.ts';
import { signInAttempts } from './modules/auth/sign-in-attempts.ts';
import { copyDetectionRoutes } from './modules/copy-detection/copy-detection.routes.ts';
import { copyDetectionService } from './modules/copy-detection/copy-detection.service.ts';
import { fingerprintBackfill } from './modules/copy-detection/fingerprint-backfill.ts';
import { healthRepository } from './modules/health/health.repository.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { institutionRepository } from './modules/institutions/institution.repository.ts';
import { institutionRoutes } from './modules/institutions/institution.routes.ts';
import { pastReviewRepository } from './modules/past-reviews/past-review.repository.ts';
import { pastReviewRoutes } from './modules/past-reviews/past-review.routes.ts';
import { pastReviewService } from './modules/past-reviews/past-review.service.ts';
import { coefficientRepository } from './modules/payments/coefficient.repository.ts';
import { ownPaymentRepository } from './modules/payments/own-payment.repository.ts';
import { ownPaymentRoutes } from './modules/payments/own-payment.routes.ts';
import { paymentRepository } from './modules/payments/payment.repository.ts';
import { paymentRoutes } from './modules/payments/payment.routes.ts';
import { paymentService } from './modules/payments/payment.service.ts';
import { paymentExportRepository } from './modules/payments/payment-export.repository.ts';
import { pdfRepository } from './modules/pdf/pdf.repository.ts';
import { pdfRoutes } from './modules/pdf/pdf.routes.ts';
import { pdfService } from './modules/pdf/pdf.service.ts';
import { pdfPublisher } from './modules/pdf/pdf-labels.ts';
import { emailChangeRepository } from './modules/profile/email-change.repository.ts';
import { emailChangeRoutes } from './modules/profile/email-change.routes.ts';
import { emailChangeService } from './modules/profile/email-change.service.ts';
import { personalDataRepository } from './modules/profile/personal-data.repository.ts';
import { personalDataRoutes } from './modules/profile/personal-data.routes.ts';
import { personalDataService } from './modules/profile/personal-data.service.ts';
import { profileRepository } from './modules/profile/profile.repository.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { profileService } from './modules/profile/profile.service.ts';
import { pubRequestRepository } from './modules/pub-requests/pub-request.repository.ts';
import { pubRequestRoutes } from './modules/pub-requests/pub-request.routes.ts';
import { pubRequestService } from './modules/pub-requests/pub-request.service.ts';
import { isPubRequestMail, pubRequestMailComposer } from './modules/pub-requests/pub-request-mails.ts';
import { searchRepository } from './modules/search/search.repository.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { searchService } from './modules/search/search.service.ts';
import { statisticsRepository } from './modules/statistics/statistics.repository.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { statisticsService } from './modules/statistics/statistics.service.ts';
import { taleTypeRepository } from './modules/tale-types/tale-type.repository.ts';
import { taleTypeRoutes } from './modules/tale-types/tale-type.routes.ts';
import { taleTypeService } from './modules/tale-types/tale-type.service.ts';
import { sourcePersonRoutes } from './modules/tales/source-person.routes.ts';
import { taleRepository } from './modules/tales/tale.repository.ts';
import { taleRoutes } from './modules/tales/tale.routes.ts';
import { taleService } from './modules/tales/tale.service.ts';
import { profileImageRepository } from './modules/users/profile-image.repository.ts';
import { profileImageService } from './modules/users/profile-image.service.ts';
import { userAdminRepository } from './modules/users/user-admin.repository.ts';
import { userAdminRoutes } from './modules/users/user-admin.routes.ts';
import { userAdminService } from './modules/users/user-admin.service.ts';
import { userAnonymizeRepository } from './modules/users/user-anonymize.repository.ts';
import { userDeletionService } from './modules/users/user-deletion.service.ts';
import { workflowRoutes } from './modules/workflow/workflow.routes.ts';
import { reviewDigest } from './modules/workflow-mails/review-digest.ts';
import { workflowMailRepository } from './modules/workflow-mails/workflow-mail.repository.ts';
import { isWorkflowMail, workflowMailComposer } from './modules/workflow-mails/workflow-mails.ts';
import { pdfmakeRenderer } from './pdf/pdfmake.renderer.ts';
import { registerAuth } from './plugins/auth.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { createMetrics, registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { createSecrets, resolveSecretKey } from './security/secrets.ts';
import { ANNOUNCEMENT_ATTACHMENTS, createPathSigner } from './security/signed-paths.ts';
import { createStorage } from './storage/create-storage.ts';

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

  const { db } = database;
  // A connection the database closed (restart, fail-over): the pool opens a new one for the next request.
  database.onConnectionError((err) => app.log.warn({ err }, 'database connection lost'));
  const secretKey = resolveSecretKey(config.secretKey, config.dataDir);
  const secrets = createSecrets(secretKey);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log: app.log,
  });
  // Shared by the instances (Redis or PostgreSQL); the sign-in limits of decisions.md count there.
  const limits = openLimiterStore(config, app.log);
  app.addHook('onClose', () => limits.close());
  const { signInPerIpPerWindow, signInFailuresPerAccountAndAddress, authWindowMs } = config.limits;
  const perAddress = perAddressLimit(limits.limiter('address', signInPerIpPerWindow, authWindowMs));
  const sessions = sessionService(sessionRepository(db), config.limits);
  registerAuth(app, sessions);
  const authRepo = authRepository(db);
  const mailJobs = mailJobRepository(db);
  const authMails = authMailComposer({
    repo: authRepo,
    jobs: mailJobs,
    publicUrl: config.publicUrl,
    requestedPerHour: config.limits.requestedMailsPerAccountPerHour,
  });
  const workflowMailRepo = workflowMailRepository(db);
  const workflowMails = workflowMailComposer({
    repo: workflowMailRepo,
    publicUrl: config.publicUrl,
    reminderDays: config.reviewReminderDays,
  });
  const pubRequestRepo = pubRequestRepository(db);
  const pubRequestMails = pubRequestMailComposer({ repo: pubRequestRepo, publicUrl: config.publicUrl });
  const mailQueue = createMailQueue({
    repo: mailJobs,
    compose: (job) =>
      isPubRequestMail(job.kind)
        ? pubRequestMails(job)
        : isWorkflowMail(job.kind)
          ? workflowMails(job)
          : authMails(job),
    mailer,
    log: app.log,
  });
  const digest = reviewDigest({
    repo: workflowMailRepo,
    reminderDays: config.reviewReminderDays,
    mailQueue,
    log: app.log,
  });
  // Leftovers of an earlier process go out once the app is ready; the job under way finishes on close.
  app.addHook('onReady', () => mailQueue.start());
  app.addHook('onReady', () => digest.start());
  app.addHook('onClose', () => digest.stop());
  app.addHook('onClose', () => mailQueue.stop());
  // Copy fingerprints of older tales, in the background: the start does not wait for them.
  const backfill = fingerprintBackfill({ db, log: app.log });
  app.addHook('onReady', () => backfill.start());
  app.addHook('onClose', () => backfill.stop());
  const auth = authService({
    repo: authRepo,
    sessions,
    secrets,
    mailQueue,
    attempts: signInAttempts(limits.limiter('signIn', signInFailuresPerAccountAndAddress, authWindowMs)),
  });
  const metrics = createMetrics();
  const storage = metrics.countingUploads(await createStorage(config));
  // The same instance for main.ts's upload sweep: one heartbeat per process (storage/README.md).
  app.decorate('storage', storage);
  const attachments = attachmentService({
    repo: attachmentRepository(db),
    storage,
    signer: createPathSigner(secretKey),
    log: app.log,
  });
  const announcements = announcementService({
    repo: announcementRepository(db),
    storage,
    signer: createPathSigner(secretKey, ANNOUNCEMENT_ATTACHMENTS),
    log: app.log,
  });
  const statistics = statisticsService(statisticsRepository(db));
  registerMetrics(app, {
    metrics,
    sources: {
      poolUse: database.poolUse,
      mailQueueDepth: mailJobs.pendingCount,
      statisticsCache: statistics.cacheStats,
    },
    token: config.metricsToken,
  });
  const tales = taleService({ repo: taleRepository(db), attachments, mailQueue });
  const profileImages = profileImageService({ repo: profileImageRepository(db), storage, log: app.log });

  await app.register(
    async (v1) => {
      await v1.register(authRoutes, {
        prefix: '/auth',
        auth,
        perAddress,
      });
      await v1.register(institutionRoutes, { prefix: '/institution', repo: institutionRepository(db) });
      await v1.register(healthRoutes, { repo: healthRepository(db), config });
      await v1.register(emailChangeRoutes, {
        emailChange: emailChangeService({
          repo: emailChangeRepository(db),
          profiles: profileRepository(db),
          mailQueue,
        }),
        perAddress,
      });
      await v1.register(profileRoutes, {
        prefix: '/profile',
        profile: profileService({ repo: profileRepository(db), secrets }),
      });
      await v1.register(personalDataRoutes, {
        prefix: '/profile',
        personalData: personalDataService({ repo: personalDataRepository(db), secrets }),
      });
      await v1.register(uploadRoutes, {
        prefix: '/upload',
        attachments,
        profileImages,
        maxUploadBytes: config.maxUploadBytes,
      });
      await v1.register(utilsRoutes, { prefix: '/utils', attachments });
      await v1.register(taleRoutes, { prefix: '/tales', tales });
      await v1.register(searchRoutes, {
        prefix: '/tales',
        search: searchService({ repo: searchRepository(db), fullTale: tales.getFull }),
      });
      await v1.register(sourcePersonRoutes, { prefix: '/sourcePersons', tales });
      await v1.register(copyDetectionRoutes, { prefix: '/tales', copies: copyDetectionService(db) });
      await v1.register(userAdminRoutes, {
        prefix: '/users',
        users: userAdminService({ repo: userAdminRepository(db), secrets, mailQueue }),
        deletions: userDeletionService({ repo: userAnonymizeRepository(db), secrets, storage, log: app.log }),
      });
      await v1.register(auditRoutes, { prefix: '/audit', audit: auditLogService(auditLogRepository(db)) });
      await v1.register(workflowRoutes, { db, tales });
      await v1.register(taleTypeRoutes, {
        prefix: '/taleGroups',
        taleTypes: taleTypeService(taleTypeRepository(db)),
      });
      await v1.register(announcementRoutes, { prefix: '/announcement', announcements });
      await v1.register(announcementUploadRoutes, {
        prefix: '/upload',
        announcements,
        maxUploadBytes: config.maxUploadBytes,
      });
      await v1.register(pubRequestRoutes, {
        prefix: '/writtenPubRequest',
        requests: pubRequestService({ repo: pubRequestRepo, mailQueue }),
      });
      await v1.register(ownPaymentRoutes, { prefix: '/payments', repo: ownPaymentRepository(db) });
      await v1.register(paymentRoutes, {
        prefix: '/payments',
        payments: paymentService({
          repo: paymentRepository(db),
          coefficients: coefficientRepository(db),
          exports: paymentExportRepository(db),
          secrets,
        }),
      });
      await v1.register(pastReviewRoutes, {
        prefix: '/tales',
        pastReviews: pastReviewService(pastReviewRepository(db)),
      });
      await v1.register(pdfRoutes, {
        prefix: '/pdf',
        pdf: pdfService({
          tales,
          repo: pdfRepository(db),
          renderer: pdfmakeRenderer({ publisher: pdfPublisher(config.copyrightText) }),
        }),
      });
      await v1.register(statisticsRoutes, {
        prefix: '/statistics',
        statistics,
      });
    },
    { prefix: '/v1' },
  );
  // Stored files under /uploads/, before the web plugin's JSON 404 for the rest of /uploads/.
  await app.register(fileRoutes, { attachments, storage });
  await app.register(announcementFileRoutes, { announcements, storage });
  await registerWeb(app, webDist);
  return app;
}
